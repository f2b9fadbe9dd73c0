// Fish: k base houses that do not overlap, each holding value v once, whose
// places for v all lie in k cover houses that do not overlap either. The k
// copies of v in the bases then fill the k covers, so v leaves every other
// cell of the covers. With fins (places of v in the bases outside the covers),
// either a fin holds v or the fish stands, so v leaves only the cover cells
// that see every fin (a sashimi fish is the finned fish whose base-cover
// cells are partly empty; it is found the same way). The fins must lie in
// one house of a third kind (a box, a region, a diagonal), whose cells in the
// covers are those that see them all.
//
// Bases and covers are sets of parallel houses: rows with columns, columns
// with rows, on every shape that has them (a layout's rows of different
// grids overlap where the grids do: such sets are skipped).
#pragma once

#include <optional>

#include "core/logic/candidate_grid.hpp"
#include "core/logic/deduction.hpp"

namespace sudoku {

// The first k-fish (2 X-Wing, 3 Swordfish, 4 Jellyfish) that removes a
// candidate: without fins when finned is false, with at least one fin when true.
std::optional<Deduction> find_fish(const CandidateGrid& g, int k, bool finned);

}  // namespace sudoku
