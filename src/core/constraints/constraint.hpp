// Rules beyond "the cells of a house all differ", kept beside the houses: a
// puzzle (puzzle.hpp) holds a list of them. Each kind is one file of this
// folder and one row of constraint_list.hpp. A solver that takes them
// (the registry's kSolvesConstraints) calls narrow() on each when its own
// rules run out, and once more on a full grid, where narrow() is an exact
// check; the other algorithms refuse a puzzle that has any (registry.hpp).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/candidate_mask.hpp"
#include "core/constraints/constraint_list.hpp"

namespace sudoku {

class Shape;

enum class ConstraintKind {
#define SUDOKU_CONSTRAINT_ENUM(id, name, rule, number, draw) id,
  SUDOKU_CONSTRAINTS(SUDOKU_CONSTRAINT_ENUM)
#undef SUDOKU_CONSTRAINT_ENUM
};

// One rule over some cells. `cells` are cell numbers of the puzzle's shape
// in the rule's own order (a cage's in any order, a line's along the line);
// `number` is the rule's number where it has one (a cage's sum; 0: none).
struct Constraint {
  ConstraintKind kind = ConstraintKind::cage;
  std::vector<int> cells;
  int number = 0;
  // Derived, not read or written: for a sum, little killer or arrow, each
  // cell's exclusion group (exclusion_groups.hpp; an arrow's circle -1), as
  // the fast solver fills them from the shape; empty: narrowed by bounds.
  std::vector<int> groups{};
  // Derived, for the sums the fast solver implies (implied_sums.hpp): the
  // last `negatives` cells count with a minus sign, so the sum says that
  // the first cells add up to `number` more than these (number may be < 0).
  int negatives = 0;
};

struct ConstraintInfo {
  ConstraintKind kind;
  std::string_view id;    // "cage": how files and messages name the kind
  std::string_view name;  // "Killer cage"
  std::string_view rule;  // the rule in plain words
  std::string_view number;  // what Constraint::number is, in messages ("sum", "difference"); empty: not worded
  std::string_view draw;    // how a page draws it and a reader picks its cells ("cage", "line": constraint_list.hpp)
};

// Every kind, in the registry's order.
const std::vector<ConstraintInfo>& constraint_kinds();
const ConstraintInfo& info_of(ConstraintKind kind);

// Why `c` cannot stand on `shape`: a cell outside it or given twice, too
// many cells for the digits, a number out of reach. One English sentence
// naming the cells ("the cage r1c1 r1c2 ..."), or nothing.
std::optional<std::string> check_constraint(const Shape& shape, const Constraint& c);

// Strikes from masks[i] (the candidates of c.cells[i]) every value the rule
// leaves no room for; false when nothing is left (see constraint_list.hpp).
bool narrow(const Constraint& c, CandidateMask* masks, int size);

// narrow(c, masks, size) where c left its cells' candidates as `settled`
// when it last narrowed them, and each has only lost candidates since:
// a whole-grid rule (non-consecutive) looks only at what changed; other
// kinds narrow whole.
bool narrow_since(const Constraint& c, CandidateMask* masks, const CandidateMask* settled, int size);
// Whether narrow_since looks at less than narrow does for this kind.
inline bool narrows_since(ConstraintKind kind) { return kind == ConstraintKind::non_consecutive; }

// The values the constraint's cells must hold between them, whatever the
// filling (a cage's: those of every set of digits that reaches its sum and
// fits its cells; a renban line's: those of every run its cells can take),
// given their candidates; 0 when the kind says nothing so. The cells of a
// cage or a line differ, so a required value leaves every cell that sees
// all the cells that can take it: the fast solver strikes it there. Only
// cages and renban lines give them so far.
CandidateMask required_values(const Constraint& c, const CandidateMask* masks, int size);

// "the cage r1c1 r1c2 r2c1": how messages name the constraint's cells.
std::string constraint_cells_text(const Shape& shape, const Constraint& c);

}  // namespace sudoku
