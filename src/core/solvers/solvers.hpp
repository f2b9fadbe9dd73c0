// Entry points of the algorithms, one file each, declared from the
// registry (algorithm_list.hpp): run_naive, run_crook, ...
#pragma once

#include "core/algorithm_list.hpp"
#include "core/search.hpp"

namespace sudoku {

#define SUDOKU_ALGORITHM_ENTRY_POINT(id, name, summary, description, capabilities, min_size, max_size) \
  void run_##id(const Puzzle& puzzle, SearchContext& ctx);
SUDOKU_ALGORITHMS(SUDOKU_ALGORITHM_ENTRY_POINT)
#undef SUDOKU_ALGORITHM_ENTRY_POINT

}  // namespace sudoku
