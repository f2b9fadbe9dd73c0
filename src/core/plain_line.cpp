#include "core/plain_line.hpp"

#include <cstring>

namespace sudoku {

bool decode_plain_line(std::string_view text, Value* out) {
  if (text.size() != kPlainLineCells) {
    if (text.size() == kPlainLineCells + 1 && text.back() == '\n') text.remove_suffix(1);
    else if (text.size() == kPlainLineCells + 2 && text.compare(kPlainLineCells, 2, "\r\n") == 0) text.remove_suffix(2);
    else return false;
  }
  // One branch-free pass the compiler can vectorize, into a local, so that
  // nothing is written for a line that is not plain.
  Value cells[kPlainLineCells];
  unsigned bad = 0;
  for (int i = 0; i < kPlainLineCells; ++i) {
    const unsigned char ch = static_cast<unsigned char>(text[i]);
    const unsigned digit = ch - unsigned{'0'};  // wraps far above 9 below '0'
    const unsigned dot = ch == '.';
    bad |= static_cast<unsigned>(digit > 9) & (dot ^ 1u);
    cells[i] = static_cast<Value>(dot ? 0 : digit);
  }
  if (bad) return false;
  std::memcpy(out, cells, sizeof cells);
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
