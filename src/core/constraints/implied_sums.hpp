// The sums the houses' totals imply beside a puzzle's sums (the "45 rule"
// of killer solvers): a complete house holds 1..N once, so its cells add up
// to N (N + 1) / 2, and k such houses that share no cell to k times that.
// The sums read are the "cages" below: the plain sums (cages with a sum,
// sums without negative terms, little killers) that share no cell, chosen
// as ISS's optimizer chooses them (those crossing the fewest others first);
// the other rules take no part. For each area (every complete house, and
// runs of 2 to N - 1 neighbouring rows or columns):
//   innies   the cells of the area outside the cages that lie wholly in it
//            add up to the area's total less those cages' sums (when some
//            cage lies in it: else they are the area, which says nothing new);
//   outies   when cages cover the whole area, the cells of the cages it
//            crosses that lie outside it add up to those cages' sums plus
//            the inner cages' less the area's total.
// Each set of at most kMaxImpliedCells cells (N when one of them lies in no
// cage, after ISS's optimizer) becomes a cage when one house holds it all
// (its digits differ), else a sum (digits may repeat). These are
// consequences of the rules, not rules: the fast solver narrows by them
// too, which cut its nodes on ISS's extreme killers from hundreds of
// thousands to a few thousand.
#pragma once

#include <vector>

#include "core/puzzle.hpp"

namespace sudoku {

constexpr int kMaxImpliedCells = 6;

std::vector<Constraint> implied_sums(const Puzzle& puzzle);

// The innies and outies of growing areas, as the Interactive Sudoku
// Solver's optimizer finds them (read in ../shared/reference/iss/js/solver/
// optimizer.js): for each run of houses (the rows from the top and from the
// bottom, the columns from either side, the boxes or regions in order), the
// area of its first 2, 3, ... houses, all but the last, and the cages with
// more than half their cells in that area or a smaller one: the area's
// cells outside those cages (A) and their cells outside the area (B) satisfy
// sum(B) - sum(A) = their sums less the area's total. Kept when A and B
// together have at most N cells (kMaxImpliedCells when all lie in cages)
// and one of them at most 2; as a sum of the larger side first, the other
// counted negatively (Constraint::negatives). For the fast solver's
// narrowing only: on tarek's unsolvable #41 they cut ISS's search from
// 57,027 backtracks to 1,304.
std::vector<Constraint> implied_differences(const Puzzle& puzzle);

// Sums of two sums or more (little killers, cages, sums of at least 6
// cells that share no cell), merged greedily as ISS's optimizer merges them
// (_makeCombinedSumHandlers): two merge when at least 6 cells of the smaller
// share a house with the larger, and the merged sum scores higher than each
// or than both together, a sum's score being, over its exclusion groups of
// k cells, k (N - k) less its slack (how far its total lies from the least
// or the most its groups can make). The merged sums that score above 0, as
// sums. On ISS's "Zero solution: Little Killer" they cut its search from
// over 5 million backtracks to 833. For the fast solver's narrowing only.
std::vector<Constraint> combined_sums(const Puzzle& puzzle);

// One implied sum with the area it comes from: `houses`, the complete houses
// whose totals imply it (house indices of the shape), for a hint to name.
struct ImpliedSum {
  Constraint sum;
  std::vector<int> houses;
};
std::vector<ImpliedSum> implied_sum_areas(const Shape& shape, const std::vector<Constraint>& constraints);

}  // namespace sudoku
