#include "core/events.hpp"

namespace sudoku {

namespace {

struct TechniqueNames {
  const char* id;
  const char* name;
};

// Indexed by Technique.
constexpr TechniqueNames kTechniqueNames[kTechniqueCount] = {
    {"none", "Search"},
    {"guess", "Guess"},
    {"naked_single", "Naked single"},
    {"hidden_single", "Hidden single"},
    {"pointing", "Pointing (box/line interaction)"},
    {"claiming", "Claiming (box/line interaction)"},
    {"naked_pair", "Naked pair"},
    {"hidden_pair", "Hidden pair"},
    {"naked_triple", "Naked triple"},
    {"hidden_triple", "Hidden triple"},
    {"naked_quad", "Naked quad"},
    {"hidden_quad", "Hidden quad"},
};

}  // namespace

const char* technique_id(Technique t) { return kTechniqueNames[static_cast<int>(t)].id; }
const char* technique_name(Technique t) { return kTechniqueNames[static_cast<int>(t)].name; }

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
