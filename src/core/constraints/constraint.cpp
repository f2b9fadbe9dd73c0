// The constraint registry's rows, and calls routed to each kind's file.
#include "core/constraints/constraint.hpp"

#include "core/shape.hpp"

namespace sudoku {

// Each kind's file defines these two (constraint_list.hpp).
#define SUDOKU_CONSTRAINT_DECLARE(id, name, rule, number, draw)                                  \
  std::optional<std::string> check_##id(const Shape& shape, const Constraint& c); \
  bool narrow_##id(const Constraint& c, CandidateMask* masks, int size);
SUDOKU_CONSTRAINTS(SUDOKU_CONSTRAINT_DECLARE)
#undef SUDOKU_CONSTRAINT_DECLARE

CandidateMask required_cage(const Constraint& c, const CandidateMask* masks, int size);
CandidateMask required_renban(const Constraint& c, const CandidateMask* masks, int size);

CandidateMask required_values(const Constraint& c, const CandidateMask* masks, int size) {
  switch (c.kind) {
    case ConstraintKind::cage: return required_cage(c, masks, size);
    case ConstraintKind::renban: return required_renban(c, masks, size);
    default: return 0;
  }
}

bool narrow_non_consecutive_since(CandidateMask* masks, const CandidateMask* settled, int size);

bool narrow_since(const Constraint& c, CandidateMask* masks, const CandidateMask* settled, int size) {
  if (c.kind == ConstraintKind::non_consecutive) return narrow_non_consecutive_since(masks, settled, size);
  return narrow(c, masks, size);
}

const std::vector<ConstraintInfo>& constraint_kinds() {
  static const std::vector<ConstraintInfo> kinds = {
#define SUDOKU_CONSTRAINT_ROW(id, name, rule, number, draw) {ConstraintKind::id, #id, name, rule, number, draw},
      SUDOKU_CONSTRAINTS(SUDOKU_CONSTRAINT_ROW)
#undef SUDOKU_CONSTRAINT_ROW
  };
  return kinds;
}

const ConstraintInfo& info_of(ConstraintKind kind) { return constraint_kinds()[static_cast<size_t>(kind)]; }

std::string constraint_cells_text(const Shape& shape, const Constraint& c) {
  std::string text = "the " + std::string(info_of(c.kind).id);
  for (int cell : c.cells)
    text += ' ' + (cell >= 0 && cell < shape.cell_count() ? shape.cell_name(cell) : "cell " + std::to_string(cell));
  return text;
}

std::optional<std::string> check_constraint(const Shape& shape, const Constraint& c) {
  if (c.cells.empty()) return "a " + std::string(info_of(c.kind).id) + " needs at least one cell";
  std::vector<char> seen(static_cast<size_t>(shape.cell_count()), 0);
  for (int cell : c.cells) {
    if (cell < 0 || cell >= shape.cell_count())
      return constraint_cells_text(shape, c) + " names a cell outside the grid";
    // A whisper is a rule over neighbours along its line, which may pass a cell twice.
    if (seen[static_cast<size_t>(cell)]++ && c.kind != ConstraintKind::whisper)
      return constraint_cells_text(shape, c) + " names " + shape.cell_name(cell) + " twice";
  }
  switch (c.kind) {
#define SUDOKU_CONSTRAINT_CHECK(id, name, rule, number, draw) \
  case ConstraintKind::id: return check_##id(shape, c);
    SUDOKU_CONSTRAINTS(SUDOKU_CONSTRAINT_CHECK)
#undef SUDOKU_CONSTRAINT_CHECK
  }
  return std::nullopt;
}

bool narrow(const Constraint& c, CandidateMask* masks, int size) {
  switch (c.kind) {
#define SUDOKU_CONSTRAINT_NARROW(id, name, rule, number, draw) \
  case ConstraintKind::id: return narrow_##id(c, masks, size);
    SUDOKU_CONSTRAINTS(SUDOKU_CONSTRAINT_NARROW)
#undef SUDOKU_CONSTRAINT_NARROW
  }
  return true;
}

}  // namespace sudoku
