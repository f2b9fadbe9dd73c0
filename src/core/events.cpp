#include "core/events.hpp"

namespace sudoku {

const char* event_kind_id(EventKind k) {
  switch (k) {
    case EventKind::kPlace: return "place";
    case EventKind::kRemove: return "remove";
    case EventKind::kDeadEnd: return "dead_end";
    case EventKind::kDeduce: return "deduce";
    case EventKind::kEliminate: return "eliminate";
    case EventKind::kSolution: return "solution";
  }
  return "unknown";
}

}  // namespace sudoku
