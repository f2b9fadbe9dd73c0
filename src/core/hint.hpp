// The next step a person could take on a logic state: the cheapest logical
// deduction (see logic/ladder.hpp), or why there is none.
//
// A logic state is a grid (Puzzle::givens: the givens plus the digits placed
// so far) and the candidates crossed out so far (Eliminations, see
// logic/candidate_grid.hpp). A hint's placements and eliminations are always
// new to the state: placements fill empty cells, eliminations remove
// candidates the state still has. Applying a hint (its placements written
// into the grid, its eliminations appended to the list) gives the next state,
// so hint after hint walks a puzzle as far as the technique ladder goes.
#pragma once

#include <cstdint>
#include <string>

#include "core/logic/ladder.hpp"
#include "core/words.hpp"

namespace sudoku {

enum class HintKind {
  kDeduction,   // `deduction` applies
  kSolved,      // the grid is already complete
  kNoSolution,  // no completion exists: cell = a cell left with no candidate (or a
                // filled cell whose own value is eliminated), or house + value = a value
                // with no place left in a house, when the candidates show it
  kStuck,       // no technique within the cap (and the chosen set) applies: the next step is a guess;
                // cell = where to guess (fewest candidates), candidates = its candidates
};
const char* hint_kind_id(HintKind kind);  // "deduction", "solved", "no_solution", "stuck"

struct Hint {
  HintKind kind = HintKind::kStuck;
  Deduction deduction;        // kDeduction only
  int cell = -1;              // see HintKind
  int house = -1;             // kNoSolution: a house where `value` has no place left
  int value = 0;              // kNoSolution: with `house`, or the eliminated value of a filled `cell`
  CandidateMask candidates = 0;  // kStuck: the candidates of `cell`
  // What the hint says, as a template and its fields (words.hpp): a
  // deduction's words, or one of the hint templates; say(shape, words) is
  // the sentence, `message` the same sentence in English.
  Words words;
  std::string message;
};

// Checks first that the state is not contradicted (see HintKind::kNoSolution),
// then (with the fast solver, at most kHintCheckNodes nodes) that the grid has
// a completion that keeps every elimination, so a hint never leads a person
// down a state with no solution. `eliminations` must pass check_eliminations.
// `cap` keeps to the ladder up to a rung; `only`, when given, to the
// techniques in it (a teacher's choice: what a class has learned).
constexpr std::uint64_t kHintCheckNodes = 50000;
Hint find_hint(const Puzzle& puzzle, const Eliminations& eliminations, Technique cap = Technique::kAny,
               const TechniqueSet* only = nullptr);
// The grid alone, nothing crossed out.
inline Hint find_hint(const Puzzle& puzzle, Technique cap = Technique::kAny) {
  return find_hint(puzzle, Eliminations{}, cap);
}

}  // namespace sudoku
