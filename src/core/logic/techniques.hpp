// The ladder of human techniques, cheapest first (the order of Technique):
// naked single, hidden single, pointing, claiming, naked/hidden pair,
// naked/hidden triple, naked/hidden quad. Naked subsets are Crook's
// "preemptive sets". Every technique works on houses, so it applies to every
// size and variant (pointing and claiming look at any two houses that
// intersect, e.g. a jigsaw region and a row, or a diagonal and a box).
#pragma once

#include <optional>
#include <utility>
#include <vector>

#include "core/events.hpp"
#include "core/logic/candidate_grid.hpp"

namespace sudoku {

// One logical step and its effects.
struct Deduction {
  Technique technique = Technique::kNone;
  int house = -1;        // the house the pattern is found in
  int other_house = -1;  // pointing/claiming: the house candidates are removed from
  std::vector<int> cells;  // the pattern's cells
  CandidateMask values = 0;  // the pattern's values
  std::vector<std::pair<int, int>> placements;    // (cell, value): singles
  std::vector<std::pair<int, int>> eliminations;  // (cell, value): everything else
};

// The cheapest deduction, of a technique no harder than `cap`, that makes
// progress on `grid`; nothing when stuck. Assumes !grid.contradicted().
std::optional<Deduction> find_deduction(const CandidateGrid& grid, Technique cap = Technique::kHiddenQuad);

void apply_deduction(CandidateGrid& grid, const Deduction& deduction);

}  // namespace sudoku
