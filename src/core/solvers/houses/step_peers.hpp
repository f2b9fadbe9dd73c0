// Anti-knight and anti-king in the house engines: their rule is only that
// cells a step apart differ, as peers do, so a placed value leaves those
// cells at once, as it leaves its peers, and the rules themselves are not
// narrowed (narrowing one looks at the whole grid each time: on ISS's
// "Anti-knight Anti-king" that was most of the search's time). On a full
// grid they hold, since no placement could keep a value a step apart.
#pragma once

#include <vector>

#include "core/puzzle.hpp"
#include "core/solvers/houses/cell_bits.hpp"

namespace sudoku::houses {

// Per cell, the cells a step apart under the puzzle's anti-knight and
// anti-king rules that are not already its peers; empty when it has none.
std::vector<std::vector<int>> step_peers(const Puzzle& puzzle);

// Per cell, `words` words of cell bits (cell c: words [c * words, (c + 1) *
// words)): the cells that must differ from it, its peers and its step
// peers. A value a rule's cells must hold, and only some of them can take,
// leaves every cell that sees all of those (strike_required in the engines).
std::vector<Word> sight_bits(const Puzzle& puzzle, const std::vector<std::vector<int>>& steps, int words);

// The constraints the engines narrow: the puzzle's, but those step_peers takes.
std::vector<Constraint> narrowed_constraints(const Puzzle& puzzle);

}  // namespace sudoku::houses
