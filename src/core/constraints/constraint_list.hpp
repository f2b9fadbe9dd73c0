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
//   X(id, "Name", "the rule in plain words", "what its number is": "sum", "difference", or "" when it has none or no word)
#pragma once

// clang-format off
#define SUDOKU_CONSTRAINTS(X)                                                                              \
  X(cage, "Killer cage",                                                                                     \
    "The digits in the cage differ and, when a sum is given, add up to it.", "sum")                                 \
  X(sum, "Sum",                                                                                              \
    "The digits add up to the sum; they may repeat where no house says otherwise.", "sum")                         \
  X(little_killer, "Little killer",                                                                         \
    "The digits along the diagonal add up to the clue; they may repeat.", "sum")                                    \
  X(sandwich, "Sandwich",                                                                                   \
    "The digits between the 1 and the largest digit of the row or column add up to the clue.", "sum")        \
  X(arrow, "Arrow",                                                                                          \
    "The digit in the circle is the sum of the digits along the arrow.", "")                                     \
  X(thermo, "Thermometer",                                                                                   \
    "The digits rise from the bulb along the line.", "")                                                         \
  X(whisper, "Whisper line",                                                                                 \
    "Neighbours along the line differ by at least the number (5: German whispers).", "difference")                         \
  X(renban, "Renban line",                                                                                   \
    "The digits on the line differ and form a run of consecutive values, in any order.", "")                     \
  X(palindrome, "Palindrome",                                                                                \
    "The line reads the same from either end.", "")                                                              \
  X(white_dot, "White dot",                                                                                  \
    "The two digits are consecutive.", "")                                                                       \
  X(black_dot, "Black dot",                                                                                  \
    "One digit is twice the other.", "")                                                                         \
  X(xv, "X or V",                                                                                            \
    "The two digits add up to the number: 10 for an X, 5 for a V.", "sum")                                          \
  X(no_kropki, "No dot",                                                                                     \
    "Side by side without a dot: neither consecutive nor one twice the other (all dots given).", "")          \
  X(no_xv, "No X or V",                                                                                      \
    "Side by side without an X or V: the two digits add up to neither 5 nor 10 (all given).", "")            \
  X(greater_than, "Greater than",                                                                            \
    "The first cell's digit is greater than the second's.", "")                                                  \
  X(values, "Allowed values",                                                                                \
    "The cell holds one of the listed values (even or odd cells, pencilmarks).", "")                             \
  X(anti_knight, "Anti-knight",                                                                              \
    "Cells a chess knight's move apart hold different digits.", "")                                              \
  X(anti_king, "Anti-king",                                                                                  \
    "Cells a chess king's move apart hold different digits.", "")                                                \
  X(non_consecutive, "Non-consecutive",                                                                      \
    "Cells side by side never hold consecutive digits.", "")                                                     \
  /* one row a line above, each ending in a backslash */
// clang-format on
