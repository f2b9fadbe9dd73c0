// Single-digit patterns: one value's strong links (a complete house where it
// has just two places) joined into short chains, for the Skyscraper, the
// 2-String Kite (turbot_step) and the Empty Rectangle (techniques/).
#pragma once

#include <optional>
#include <vector>

#include "core/logic/candidate_grid.hpp"
#include "core/logic/deduction.hpp"

namespace sudoku {

// A strong link on one value: house h where the value has only places a and b.
struct StrongLink {
  int house;
  int a, b;
};

// Every complete house of kind row or column (the two kinds a Skyscraper and a
// Kite are made of) where v has exactly two places.
std::vector<StrongLink> line_strong_links(const CandidateGrid& g, int v);

// Two strong links on v, with one place of each (the joints j1, j2) seeing
// each other: one of the other places (the ends e1, e2) is v, so v leaves
// every cell that sees both ends. The step, drawn as the chain
// e1 = j1 - j2 = e2 with the links' houses as base, or nothing when it removes
// nothing. The four cells must differ.
std::optional<Deduction> turbot_step(const CandidateGrid& g, int v, const StrongLink& first, int j1,
                                     const StrongLink& second, int j2);

}  // namespace sudoku
