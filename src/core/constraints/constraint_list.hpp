// The constraint registry: one row per kind of rule beyond "the cells of a
// house all differ", in the order the help lists them. Everything else about
// a kind derives from its row: the ConstraintKind enumerator, its id and name
// (constraint.hpp), and the two functions its own file defines,
//   std::optional<std::string> check_<id>(const Shape&, const Constraint&)
//       why the constraint cannot stand on the shape (a cell twice, a sum no
//       set of its digits reaches), or nothing;
//   bool narrow_<id>(const Constraint&, CandidateMask* masks, int size)
//       strikes from masks[i], the candidates of constraint.cells[i], every
//       value no assignment allowed by the rule gives it; false when no
//       assignment is left. On cells that are all solved (single masks) it is
//       an exact check of the rule.
// Adding a kind is that file plus one row here.
//
//   X(id, "Name", "the rule in plain words")
#pragma once

// clang-format off
#define SUDOKU_CONSTRAINTS(X)                                                                              \
  X(cage, "Killer cage",                                                                                     \
    "The digits in the cage differ and, when a sum is given, add up to it.")                                 \
  X(sum, "Sum",                                                                                              \
    "The digits add up to the sum; they may repeat where no house says otherwise.")                         \
  /* one row a line above, each ending in a backslash */
// clang-format on
