#include "core/events.hpp"

namespace sudoku {

const char* technique_id(Technique t) {
  switch (t) {
    case Technique::kNone: return "none";
    case Technique::kGuess: return "guess";
    case Technique::kNakedSingle: return "naked_single";
    case Technique::kHiddenSingle: return "hidden_single";
    case Technique::kPointing: return "pointing";
    case Technique::kClaiming: return "claiming";
    case Technique::kNakedPair: return "naked_pair";
    case Technique::kHiddenPair: return "hidden_pair";
    case Technique::kNakedTriple: return "naked_triple";
    case Technique::kHiddenTriple: return "hidden_triple";
    case Technique::kNakedQuad: return "naked_quad";
    case Technique::kHiddenQuad: return "hidden_quad";
  }
  return "unknown";
}

const char* technique_name(Technique t) {
  switch (t) {
    case Technique::kNone: return "Search";
    case Technique::kGuess: return "Guess";
    case Technique::kNakedSingle: return "Naked single";
    case Technique::kHiddenSingle: return "Hidden single";
    case Technique::kPointing: return "Pointing (box/line interaction)";
    case Technique::kClaiming: return "Claiming (box/line interaction)";
    case Technique::kNakedPair: return "Naked pair";
    case Technique::kHiddenPair: return "Hidden pair";
    case Technique::kNakedTriple: return "Naked triple";
    case Technique::kHiddenTriple: return "Hidden triple";
    case Technique::kNakedQuad: return "Naked quad";
    case Technique::kHiddenQuad: return "Hidden quad";
  }
  return "Unknown";
}

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
