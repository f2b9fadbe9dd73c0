// Whether the ladder, with no technique harder than `cap`, fills the whole
// grid: the rating's level is then at most the cap's (the path takes the
// cheapest step each time, so it is the full path when this fills). The
// generator turns down a puzzle this cannot fill before the full rating,
// whose harder rungs (chains, forcing) cost most of its time.
#pragma once

#include "core/logic/technique.hpp"
#include "core/puzzle.hpp"

namespace sudoku {

bool capped_ladder_fills(const Puzzle& puzzle, Technique cap);

}  // namespace sudoku
