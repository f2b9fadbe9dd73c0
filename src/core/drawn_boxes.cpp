#include "core/drawn_boxes.hpp"

#include <string>
#include <vector>

#include "core/text_cells.hpp"

namespace sudoku {

namespace {

// k when `cuts` is k, 2k, ... up to size - k, k dividing size; else 0.
int even_step(const std::vector<int>& cuts, int size) {
  if (cuts.empty() || size % cuts[0] != 0) return 0;
  const int k = cuts[0];
  if (static_cast<int>(cuts.size()) != size / k - 1) return 0;
  for (size_t i = 0; i < cuts.size(); ++i)
    if (cuts[i] != k * static_cast<int>(i + 1)) return 0;
  return k;
}

}  // namespace

std::optional<std::pair<int, int>> drawn_boxes(std::string_view text, int size) {
  std::vector<int> row_cuts;                 // cells lines above each border between cells lines
  std::optional<std::vector<int>> col_cuts;  // cells before each rule between cells, alike on every line
  int cell_rows = 0;
  bool border_pending = false;
  for (const std::string& line : split_lines(text)) {
    const LineKind kind = line_kind(line);
    if (kind == LineKind::kComment) continue;
    if (kind == LineKind::kBorder) {
      border_pending = cell_rows > 0;
      continue;
    }
    std::vector<int> cuts;
    int cells = 0;
    bool rule_since_cell = false;
    for (size_t i = 0; i < line.size();) {
      const size_t length = char_length(line, i);
      const CharClass cls = char_class(code_point(std::string_view(line).substr(i, length)));
      i += length;
      if (cls == CharClass::kRule) {
        rule_since_cell = true;
      } else if (cls == CharClass::kCell) {
        if (rule_since_cell && cells > 0) cuts.push_back(cells);
        rule_since_cell = false;
        ++cells;
      }
    }
    if (cells == 0) continue;  // a blank line
    if (cells != size) return std::nullopt;
    if (border_pending) row_cuts.push_back(cell_rows);
    border_pending = false;
    if (!col_cuts) col_cuts = cuts;
    else if (cuts != *col_cuts) return std::nullopt;
    ++cell_rows;
  }
  if (cell_rows != size || !col_cuts) return std::nullopt;
  const int rows = even_step(row_cuts, size), cols = even_step(*col_cuts, size);
  if (!rows || !cols || rows * cols != size) return std::nullopt;
  return std::make_pair(rows, cols);
}

}  // namespace sudoku
