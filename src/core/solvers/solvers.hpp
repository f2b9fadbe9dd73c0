// Entry points of the algorithms, one file each; see registry.cpp for their
// names and descriptions.
#pragma once

#include "core/search.hpp"

namespace sudoku {

void run_naive(const Puzzle& puzzle, SearchContext& ctx);
void run_reverse(const Puzzle& puzzle, SearchContext& ctx);
void run_implications(const Puzzle& puzzle, SearchContext& ctx);
void run_mrv(const Puzzle& puzzle, SearchContext& ctx);
void run_best_first(const Puzzle& puzzle, SearchContext& ctx);
void run_crook(const Puzzle& puzzle, SearchContext& ctx);
void run_fast(const Puzzle& puzzle, SearchContext& ctx);
void run_levels(const Puzzle& puzzle, SearchContext& ctx);

}  // namespace sudoku
