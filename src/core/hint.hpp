// The next step a person could take on a grid: the cheapest logical
// deduction (see logic/techniques.hpp), or why there is none.
#pragma once

#include <cstdint>
#include <string>

#include "core/logic/techniques.hpp"

namespace sudoku {

enum class HintKind {
  kDeduction,   // `deduction` applies; `message` explains it
  kSolved,      // the grid is already complete
  kNoSolution,  // no completion exists (cell = a cell left with no candidate, if any)
  kStuck,       // no technique up to the cap applies; cell = where to guess (fewest candidates)
};
const char* hint_kind_id(HintKind kind);  // "deduction", "solved", "no_solution", "stuck"

struct Hint {
  HintKind kind = HintKind::kStuck;
  Deduction deduction;        // kDeduction only
  int cell = -1;              // see HintKind
  CandidateMask candidates = 0;  // kStuck: the candidates of `cell`
  std::string message;        // one sentence naming the technique, houses and cells
};

// Checks first (with the fast solver, at most kHintCheckNodes nodes) that the
// grid can be completed, so a hint never leads a person down a grid with no
// solution.
constexpr std::uint64_t kHintCheckNodes = 50000;
Hint find_hint(const Puzzle& puzzle, Technique cap = Technique::kHiddenQuad);

}  // namespace sudoku
