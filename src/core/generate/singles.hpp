// Whether naked and hidden singles alone fill the whole grid: the rating's
// "easy" (core/rating.hpp: the ladder's two cheapest rungs, a hidden single
// in a house of N cells), checked without the ladder. The generator digs an
// easy puzzle by it (a grid singles fill has one solution, so no count is
// needed) and turns down a puzzle singles fill before rating it for a harder
// level: on a 16x16 the full rating of each drawn grid cost seconds.
#pragma once

#include "core/puzzle.hpp"

namespace sudoku {

bool singles_fill(const Puzzle& puzzle);

}  // namespace sudoku
