// What the pair and line kinds share: their tables, built once per size,
// and the checks on their cells.
#pragma once

#include <array>
#include <optional>
#include <string>

#include "core/constraints/constraint.hpp"
#include "core/constraints/value_pairs.hpp"
#include "core/shape.hpp"

namespace sudoku {

// A relation's tables (forward and reverse) for every size, built on first use.
struct PairTables {
  std::array<Partners, kMaxSize + 1> forward{}, reverse{};
  template <class Relation>
  explicit PairTables(Relation rel) {
    for (int n = 1; n <= kMaxSize; ++n) {
      forward[n] = partners_of(n, rel);
      reverse[n] = reversed(forward[n], n);
    }
  }
};

// "the white dot r1c1 r1c2 joins two cells, not 3": kinds of two cells.
inline std::optional<std::string> check_two_cells(const Shape& shape, const Constraint& c) {
  if (c.cells.size() == 2) return std::nullopt;
  return constraint_cells_text(shape, c) + " joins two cells, not " + std::to_string(c.cells.size());
}

// Lines: at least two cells.
inline std::optional<std::string> check_line(const Shape& shape, const Constraint& c) {
  if (c.cells.size() >= 2) return std::nullopt;
  return constraint_cells_text(shape, c) + " needs two cells or more";
}

}  // namespace sudoku
