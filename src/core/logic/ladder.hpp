// The logic ladder: the registry's techniques (technique_list.hpp), cheapest
// first. Each finder looks for its pattern on a grid of candidates and
// returns the first step that makes progress. Every technique works on
// houses, so it applies to every size, variant and layout where its row says
// it is sound (pointing and claiming look at any two houses that intersect:
// a jigsaw region and a row, a diagonal and a box).
#pragma once

#include <bitset>
#include <optional>
#include <string_view>

#include "core/logic/candidate_grid.hpp"
#include "core/logic/deduction.hpp"

namespace sudoku {

// A finder: the first step of its technique that makes progress on `grid`
// (assumes !grid.contradicted()), with technique and score set.
using Finder = std::optional<Deduction> (*)(const CandidateGrid& grid);

// Every finder, declared from the registry: find_naked_single, ...
#define SUDOKU_TECHNIQUE_FINDER(enumerator, id, name, score, sound_on, words) \
  std::optional<Deduction> find_##id(const CandidateGrid& grid);
SUDOKU_TECHNIQUES(SUDOKU_TECHNIQUE_FINDER)
#undef SUDOKU_TECHNIQUE_FINDER

// A set of techniques, by Technique value.
using TechniqueSet = std::bitset<kTechniqueCount>;

// The rungs named by `ids`, technique ids joined by commas
// ("naked_single,x_wing"; "" names none); nothing when one names no rung,
// `bad` then that id. What a hint's chosen techniques are read with.
std::optional<TechniqueSet> techniques_from_ids(std::string_view ids, std::string_view& bad);

struct LadderOptions {
  Technique cap = Technique::kAny;  // no technique harder than this one
  bool unique_solution = false;     // the puzzle is known to have one solution
  const TechniqueSet* only = nullptr;  // when set, no technique outside it (Crook's own rungs)
};

// The cheapest step, of a technique within the options, that makes
// progress on `grid`; nothing when stuck. Assumes !grid.contradicted().
std::optional<Deduction> find_deduction(const CandidateGrid& grid, const LadderOptions& options = {});

void apply_deduction(CandidateGrid& grid, const Deduction& deduction);

}  // namespace sudoku
