// Trace events: what a solver did, as data. The CLI's `trace`, the animation
// and the hint panel all read these same records.
//
// Replaying kPlace / kRemove events in order onto the givens reproduces the
// solver's grid at every moment (solvers that copy states instead of undoing
// emit the kRemove / kPlace events that turn one displayed state into the next).
#pragma once

#include <cstdint>

#include "core/logic/technique.hpp"

namespace sudoku {

struct Deduction;  // logic/deduction.hpp

enum class EventKind : std::uint8_t {
  kPlace,      // value written into cell (technique says why)
  kRemove,     // value taken out of cell on backtrack or state switch
  kDeadEnd,    // the search leaves `cell` (or a state, cell = -1) with nothing left to try
  kDeduce,     // a logical step (`deduction`); its effects follow as kPlace
               // and kEliminate events of the same technique and depth
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
  const Deduction* deduction = nullptr;  // kDeduce: the step; valid during the call only
  // A kPlace or kEliminate that carries out the kDeduce before it. A step, as
  // the trace and the animation show it, is an event with the effects after it.
  bool effect = false;
};

// Receives events. Solvers skip building events entirely when no sink is set.
class EventSink {
 public:
  virtual ~EventSink() = default;
  virtual void on_event(const Event& event) = 0;
};

}  // namespace sudoku
