#include "core/plain_line.hpp"

namespace sudoku {

bool decode_plain_line(std::string_view text, Value* out) {
  if (text.size() != kPlainLineCells) {
    if (text.size() == kPlainLineCells + 1 && text.back() == '\n') text.remove_suffix(1);
    else if (text.size() == kPlainLineCells + 2 && text.compare(kPlainLineCells, 2, "\r\n") == 0) text.remove_suffix(2);
    else return false;
  }
  // One pass to check, so nothing is written for a line that is not plain.
  for (char ch : text)
    if (!(ch == '.' || (ch >= '0' && ch <= '9'))) return false;
  for (int i = 0; i < kPlainLineCells; ++i)
    out[i] = text[i] == '.' ? Value(0) : static_cast<Value>(text[i] - '0');
  return true;
}

std::optional<ParsedGrid> read_plain_line(std::string_view text) {
  if (text.size() < kPlainLineCells || text.size() > kPlainLineCells + 2) return std::nullopt;
  ParsedGrid grid;
  grid.size = 9;
  grid.cells.resize(kPlainLineCells);
  if (!decode_plain_line(text, grid.cells.data())) return std::nullopt;
  return grid;
}

}  // namespace sudoku
