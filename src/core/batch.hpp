// Many puzzles of one shape, read once and solved back to back by one
// algorithm: what the CLI's `batch` command, the JavaScript `solveBatch` and
// the benchmark time. Reading validates every puzzle up front, so the timed
// loop only solves.
//
//   givens     count() puzzles of cells() values each, one after another
//   solutions  the same layout: each puzzle's first solution, zeros if none
#pragma once

#include <string_view>
#include <vector>

#include "core/puzzle.hpp"
#include "core/registry.hpp"
#include "core/text_format.hpp"

namespace sudoku {

struct PuzzleBatch {
  ShapePtr shape;
  std::vector<Value> givens;
  int cells() const { return shape->cell_count(); }
  int count() const { return static_cast<int>(givens.size()) / cells(); }
};

// The longest batch text read_batch takes: 16 MiB, about 200,000 9x9 puzzles
// one a line (givens and solutions then take some 35 MB). The CLI reads no
// more than this from a file or standard input, and the JavaScript
// solveBatch refuses longer texts.
constexpr size_t kMaxBatchText = 256 * kMaxGridText;

// One puzzle a line; blank lines and lines starting with '#' are skipped.
// Lines end in \n, \r\n or a lone \r; a UTF-8 byte-order mark at the start is
// skipped. Every puzzle must have the size of the first. An error names the
// line: "line 12: conflicting givens: ...". A text over kMaxBatchText is
// refused (kTooLong) before any line is read.
// With variant.layout (a built-in layout), as the overload below.
Result<PuzzleBatch> read_batch(std::string_view text, const VariantOptions& variant = {});
// Puzzles of a layout, split as split_layout_pieces does (layout_format.hpp):
// one a line in reading order, or the bounding box's rows of each; an error
// names the line its puzzle starts on.
Result<PuzzleBatch> read_batch(std::string_view text, const ShapePtr& shape);

struct BatchResult {
  std::vector<std::uint64_t> counts;  // solutions found per puzzle (up to options.limit)
  std::vector<bool> complete;         // per puzzle: its whole search space was explored
  std::vector<Value> solutions;       // layout above
  Stats totals;                       // counters summed; elapsed_ms covers the whole loop
  int solved = 0;                     // puzzles with at least one solution found
  int stopped = 0;                    // puzzles whose search was stopped (stop check or node budget)
  bool interrupted = false;           // the stop check ended the batch: later puzzles were not started
};

// Runs `algorithm` on every puzzle with `options` (limit, stop check and node
// budget apply to each puzzle; on_solution and events are not used). Once the
// stop check ends a search, the puzzles after it are not started.
BatchResult solve_batch(const Algorithm& algorithm, const PuzzleBatch& batch, const SearchOptions& options);

}  // namespace sudoku
