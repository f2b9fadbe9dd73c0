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
//   X(id, "Name", "the rule in plain words", "what its number is": "sum", "difference", or "" when it has none or no word,
//     "how a page draws it and a reader picks its cells")
// The drawings: "cage" (a dashed outline, its number in the first cell's
// corner), "diagonal" (a sum along a diagonal, its clue outside the grid
// before the first cell), "outside" (a whole row or column, its clue outside
// the grid before the first cell), "arrow" (a circle on the first cell, a
// line with an arrowhead through the rest), "thermo" (a bulb on the first
// cell, a line through the rest), "line" (a line through the cells in
// order), "dot" (a dot between two side by side cells), "letter" (the
// number's Roman letter there: X for 10, V for 5), "sign" (a "greater than"
// sign there, pointing to the second cell), "cell" (a mark in each cell, its
// number a bit mask of the values: bit v-1), "grid" (over every cell, the
// cells listed all of them: said, not drawn), "unmarked" (a pair the puzzle
// leaves without a mark, said once, not drawn).
#pragma once

// clang-format off
#define SUDOKU_CONSTRAINTS(X)                                                                              \
  X(cage, "Killer cage",                                                                                     \
    "The digits in the cage differ and, when a sum is given, add up to it.", "sum", "cage")                                 \
  X(sum, "Sum",                                                                                              \
    "The digits add up to the sum; they may repeat where no house says otherwise.", "sum", "cage")                         \
  X(little_killer, "Little killer",                                                                         \
    "The digits along the diagonal add up to the clue; they may repeat.", "sum", "diagonal")                                    \
  X(sandwich, "Sandwich",                                                                                   \
    "The digits between the 1 and the largest digit of the row or column add up to the clue.", "sum", "outside")        \
  X(arrow, "Arrow",                                                                                          \
    "The digit in the circle is the sum of the digits along the arrow.", "", "arrow")                                     \
  X(thermo, "Thermometer",                                                                                   \
    "The digits rise from the bulb along the line.", "", "thermo")                                                         \
  X(whisper, "Whisper line",                                                                                 \
    "Neighbours along the line differ by at least the number (5: German whispers).", "difference", "line")                         \
  X(renban, "Renban line",                                                                                   \
    "The digits on the line differ and form a run of consecutive values, in any order.", "", "line")                     \
  X(palindrome, "Palindrome",                                                                                \
    "The line reads the same from either end.", "", "line")                                                              \
  X(white_dot, "White dot",                                                                                  \
    "The two digits are consecutive.", "", "dot")                                                                       \
  X(black_dot, "Black dot",                                                                                  \
    "One digit is twice the other.", "", "dot")                                                                         \
  X(xv, "X or V",                                                                                            \
    "The two digits add up to the number: 10 for an X, 5 for a V.", "sum", "letter")                                          \
  X(no_kropki, "No dot",                                                                                     \
    "Side by side without a dot: neither consecutive nor one twice the other (all dots given).", "", "unmarked")          \
  X(no_xv, "No X or V",                                                                                      \
    "Side by side without an X or V: the two digits add up to neither 5 nor 10 (all given).", "", "unmarked")            \
  X(greater_than, "Greater than",                                                                            \
    "The first cell's digit is greater than the second's.", "", "sign")                                                  \
  X(values, "Allowed values",                                                                                \
    "The cell holds one of the listed values (even or odd cells, pencilmarks).", "", "cell")                             \
  X(anti_knight, "Anti-knight",                                                                              \
    "Cells a chess knight's move apart hold different digits.", "", "grid")                                              \
  X(anti_king, "Anti-king",                                                                                  \
    "Cells a chess king's move apart hold different digits.", "", "grid")                                                \
  X(non_consecutive, "Non-consecutive",                                                                      \
    "Cells side by side never hold consecutive digits.", "", "grid")                                                     \
  /* one row a line above, each ending in a backslash */
// clang-format on
