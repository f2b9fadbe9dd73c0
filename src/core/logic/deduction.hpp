// One logical step as data: what the pattern is made of and what it
// changes. Every technique fills the same structure, so hints, traces, the
// CLI's JSON, the JavaScript API and the page read one shape of step.
//
//   technique     the rung of the ladder that found it
//   houses        the pattern's houses with their roles: a hidden single's
//                 house is its base; pointing's box is the base and the line it
//                 clears the cover; a fish has several of each
//   cells         the pattern's cells with their roles (pattern, fin, pivot, pincer,
//                 and a colouring's two colours)
//   values        the pattern's values (bit v-1 for value v)
//   chain         for chains: nodes (cell, value), each joined to the next by a
//                 strong or weak link; empty for every other technique
//   placements    (cell, value) written by the step
//   eliminations  (cell, value) candidates it removes
//   rule, number  a step by a rule beyond the houses: its kind and number (a cage's sum)
//   score         the step's difficulty (the technique's score unless its
//                 finder weighs this step otherwise, as by a chain's length)
#pragma once

#include <utility>
#include <vector>

#include "core/candidate_mask.hpp"
#include "core/logic/technique.hpp"

namespace sudoku {

enum class Role : std::uint8_t {
  kBase,     // a house the pattern is found in
  kCover,    // a house the pattern clears
  kPattern,  // a cell of the pattern
  kFin,      // a fish's extra cell
  kPivot,    // a wing's middle cell
  kPincer,   // a wing's outer cells
  kColourA,  // colouring: the cells of the colour the step names first (the one a wrap proves false)
  kColourB,  // colouring: the cells of the other colour
};
const char* role_id(Role role);  // "base", "cover", ...

enum class Link : std::uint8_t { kStrong, kWeak };
const char* link_id(Link link);  // "strong", "weak"

struct HouseInStep {
  int house;
  Role role;
};
struct CellInStep {
  int cell;
  Role role;
};
struct ChainNode {
  int cell;
  int value;
  Link next = Link::kStrong;  // the link to the following node (unused on the last)
};

struct Deduction {
  Technique technique = Technique::kNone;
  std::vector<HouseInStep> houses;
  std::vector<CellInStep> cells;
  CandidateMask values = 0;
  std::vector<ChainNode> chain;
  std::vector<std::pair<int, int>> placements;
  std::vector<std::pair<int, int>> eliminations;
  // A forcing chain's branch (logic/forcing.hpp): the placements its
  // assumption forces that the contradiction rests on, (cell, value) in the
  // order made, and the contradiction: a cell left with no candidate
  // (dead_cell), or a house (dead_house) where dead_value has no place.
  std::vector<std::pair<int, int>> forced;
  int dead_cell = -1, dead_house = -1, dead_value = 0;
  // A step by a rule beyond the houses (core/constraints/): the kind of rule
  // (a ConstraintKind, -1 for none) and its number (a cage's sum, an innie's implied total).
  int rule = -1;
  int number = 0;
  // 3D Medusa (logic/medusa.hpp): the candidates of each colour, (cell,
  // value) by cell; [0] is the colour the step names first (colour_a).
  std::vector<std::pair<int, int>> coloured[2];
  int score = 0;

  // The houses (cells) of the pattern that have `role`, in order.
  std::vector<int> houses_as(Role role) const;
  std::vector<int> cells_as(Role role) const;
};

}  // namespace sudoku
