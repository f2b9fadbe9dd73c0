// A generated puzzle as JSON text: the one structure `sudoku generate
// --json` prints a line of and JavaScript's generate() returns.
//   {"puzzle": "..5.3..", "seed": 7, "regions": "111222.." (drawn jigsaw regions only),
//    "givens": 24, "solution": "1453..", "rating": {...rating_json...} (when rated)}
// Cells are in reading order, written as format_line writes them; the seed
// remakes the puzzle (generate_puzzle with Random(seed)).
#pragma once

#include <cstdint>
#include <string>

#include "core/generate/generator.hpp"

namespace sudoku {

std::string generated_json(const Generated& generated, std::uint64_t seed, bool drawn_regions);

}  // namespace sudoku
