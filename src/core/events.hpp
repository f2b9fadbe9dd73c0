// Trace events: what a solver did, as data. The CLI's `trace`, the animation
// and the hint panel all read these same records.
//
// Replaying kPlace / kRemove events in order onto the givens reproduces the
// solver's grid at every moment (solvers that copy states instead of undoing
// emit the kRemove / kPlace events that turn one displayed state into the next).
#pragma once

#include <cstdint>

#include "core/candidate_mask.hpp"
#include "core/shape.hpp"

namespace sudoku {

// Human techniques, cheapest first: the order of the logic ladder.
enum class Technique : std::uint8_t {
  kNone,          // plain search with no deduction
  kGuess,         // a value tried by search, to be undone if it fails
  kNakedSingle,   // a cell with one candidate
  kHiddenSingle,  // a value with one place in a house
  kPointing,      // a value confined to a box/region-line intersection, seen from the box
  kClaiming,      // the same seen from the line
  kNakedPair, kHiddenPair,
  kNakedTriple, kHiddenTriple,
  kNakedQuad, kHiddenQuad,
};
constexpr int kTechniqueCount = static_cast<int>(Technique::kHiddenQuad) + 1;

const char* technique_id(Technique t);    // "naked_single"
const char* technique_name(Technique t);  // "Naked single"

enum class EventKind : std::uint8_t {
  kPlace,      // value written into cell (technique says why)
  kRemove,     // value taken out of cell on backtrack or state switch
  kDeadEnd,    // the search leaves `cell` (or a state, cell = -1) with nothing left to try
  kDeduce,     // a logical step: technique, house, pattern cells and values; its
               // effects follow as kPlace or kEliminate events
  kEliminate,  // candidate `value` removed from `cell` by a deduction
  kSolution,   // a complete grid was reached; value = number of solutions so far
};

const char* event_kind_id(EventKind k);  // "place", "remove", ...

struct Event {
  EventKind kind = EventKind::kPlace;
  Technique technique = Technique::kNone;
  int depth = 0;   // search depth (number of open guesses)
  int cell = -1;
  int value = 0;
  int house = -1;  // kDeduce: the house the pattern lives in
  CandidateMask values = 0;          // kDeduce: the values of the pattern
  IndexSpan cells{nullptr, nullptr};  // kDeduce: pattern cells; valid during the call only
};

// Receives events. Solvers skip building events entirely when no sink is set.
class EventSink {
 public:
  virtual ~EventSink() = default;
  virtual void on_event(const Event& event) = 0;
};

}  // namespace sudoku
