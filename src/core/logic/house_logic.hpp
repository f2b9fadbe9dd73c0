// What the techniques share: reading a candidate grid by houses, and the two
// families of patterns several rungs are made of (locked candidates; naked
// and hidden subsets of k cells or values).
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <vector>

#include "core/logic/candidate_grid.hpp"
#include "core/logic/deduction.hpp"

namespace sudoku {

inline int house_count(const CandidateGrid& g) { return static_cast<int>(g.shape().houses().size()); }
inline const std::vector<int>& cells_of(const CandidateGrid& g, int house) { return g.shape().houses()[house].cells; }
// (Inline, as the two below: the rungs ask them millions of times a rating.)
inline bool in_house(const Shape& shape, int cell, int house) {
  for (int h : shape.houses_of(cell))
    if (h == house) return true;
  return false;
}
// True when cells a and b differ and share a house, so cannot hold one value.
inline bool sees(const Shape& shape, int a, int b) {
  if (a == b) return false;
  for (int ha : shape.houses_of(a))
    for (int hb : shape.houses_of(b))
      if (ha == hb) return true;
  return false;
}
// The empty cells other than `except` that see every cell of `cells` and
// still have candidate v.
std::vector<int> seeing_all(const CandidateGrid& g, const std::vector<int>& cells, int v,
                            const std::vector<int>& except = {});
// The cells of one house with a candidate, in the house's order: a house has
// at most N <= kMaxSize cells (Shape checks it), so they fit without a heap
// allocation (places_of's vector was a tenth of rating a puzzle).
class Places {
 public:
  void push_back(int cell) { cells_[count_++] = cell; }
  std::size_t size() const { return count_; }
  bool empty() const { return count_ == 0; }
  int operator[](std::size_t i) const { return cells_[i]; }
  const int* begin() const { return cells_.data(); }
  const int* end() const { return cells_.data() + count_; }

 private:
  std::array<int, kMaxSize> cells_;
  std::size_t count_ = 0;
};
// The cells of house h with candidate v.
inline Places places_of(const CandidateGrid& g, int h, int v) {
  Places out;
  for (int c : cells_of(g, h))
    if (g.candidates(c) & bit_of(v)) out.push_back(c);
  return out;
}
// Values already placed in a house.
CandidateMask placed_in(const CandidateGrid& g, int house);

// A wing's step: pivot and pincers a and b, one of which holds z; z leaves
// every cell that sees both pincers (and the pivot too when it may be z).
// Nothing when that removes nothing.
std::optional<Deduction> wing_step(const CandidateGrid& g, int pivot, int a, int b, int z, bool pivot_may_be_z);

// As for_each_subset (below), skipping every subset that begins with a choice
// promising(chosen) refuses (it is asked after each item is added): for
// tests that only fail more as items are added, such as "at most k values
// between the cells", this leaves out whole branches of the search.
template <typename Promising, typename Visit>
bool for_each_subset_while(const std::vector<int>& items, int k, std::vector<int>& chosen, std::size_t from,
                           Promising& promising, Visit& visit) {
  if (static_cast<int>(chosen.size()) == k) return visit(chosen);
  if (chosen.capacity() < static_cast<std::size_t>(k)) chosen.reserve(static_cast<std::size_t>(k));
  for (std::size_t i = from; i < items.size(); ++i) {
    chosen.push_back(items[i]);
    if (promising(chosen) && for_each_subset_while(items, k, chosen, i + 1, promising, visit)) return true;
    chosen.pop_back();
  }
  return false;
}

// Calls visit(chosen) for every k-subset of items (in order, from index
// `from`); stops and returns true as soon as visit returns true.
template <typename Visit>
bool for_each_subset(const std::vector<int>& items, int k, std::vector<int>& chosen, std::size_t from, Visit& visit) {
  auto always = [](const std::vector<int>&) { return true; };
  return for_each_subset_while(items, k, chosen, from, always, visit);
}

// A value whose places in house A all lie in house B can go nowhere else in
// B (A must hold every value: it has N cells). A is the base, B the cover.
// from_lines: A is a row, column or line (claiming); else any other house
// (box, region, diagonal, window, triangle: pointing).
std::optional<Deduction> locked_candidates(const CandidateGrid& g, bool from_lines);

// k cells of a house whose candidates together are k values: those values
// leave every other cell of the house (Crook's preemptive sets).
std::optional<Deduction> naked_subset(const CandidateGrid& g, int k);
// k values of a house whose places together are k cells: those cells can
// hold nothing else.
std::optional<Deduction> hidden_subset(const CandidateGrid& g, int k);

}  // namespace sudoku
