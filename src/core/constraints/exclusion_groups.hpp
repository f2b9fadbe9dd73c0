// Sums over cells some of which share a house (a little killer's diagonal
// crosses boxes three cells at a time, an arrow's line may run along a row):
// the cells that pairwise share a house form an exclusion group, whose
// digits differ, so a group of k cells adds up to k different digits. The
// fast solver fills a sum's groups from the shape (Constraint::groups) and
// the sum, little killer and arrow kinds then narrow exactly: each value a
// cell keeps is part of some filling, one digit a cell, different within
// every group, that adds up to a total allowed. Without groups, or where the
// totals or a group's fillings run past the tables below, they narrow by
// bounds (sum_bounds.hpp) as before.
#pragma once

#include <bitset>
#include <vector>

#include "core/candidate_mask.hpp"
#include "core/constraints/constraint.hpp"

namespace sudoku {

class Shape;

// Totals as bits: bit t for the total t.
constexpr int kMaxGroupedTotal = 1023;
using Totals = std::bitset<kMaxGroupedTotal + 1>;

// Fills c.groups for a sum, little killer or arrow (an arrow's circle is
// group -1: it is the total, not a term): greedy cliques, each grown from
// the cells left by the one that shares a house with the most of those still
// possible (after ISS's findExclusionGroupsGreedy). Cells counted negatively
// (Constraint::negatives) group apart. Other kinds keep none.
void fill_exclusion_groups(const Shape& shape, Constraint& c);

// Narrows masks[0..count) (groups[i]: cell i's group, 0 ..) so every value
// left is in some filling whose total is in `targets`; targets keep the
// totals some filling reaches. False when none does; `done` false when the
// tables cannot take these cells (the caller narrows by bounds instead).
bool narrow_grouped_sum(CandidateMask* masks, const int* groups, int count, int size, Totals& targets, bool& done);

}  // namespace sudoku
