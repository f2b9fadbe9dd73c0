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

// Per puzzle i, for i < started (the puzzles after it were not started, and
// keep counts 0, complete false and a status of kNoSolution that means nothing):
//   status[i]    what its search said: kStopped when the stop check or the node
//                budget ended it, whatever it had found and whatever the limit
//                (a search that reached the limit is kSolved, not stopped)
//   counts[i]    solutions found, up to options.limit
//   complete[i]  its whole search space was explored (counts[i] is exact)
struct BatchResult {
  std::vector<Status> status;
  std::vector<std::uint64_t> counts;
  std::vector<bool> complete;
  std::vector<Value> solutions;       // layout above
  Stats totals;                       // counters summed over the puzzles that ran; elapsed_ms covers the loop
  int started = 0;                    // puzzles that ran: 0 .. started - 1
  int solved = 0;                     // puzzles with at least one solution found
  int stopped = 0;                    // puzzles whose status is kStopped
  bool interrupted = false;           // the stop check ended the batch (in puzzle started - 1)
};

// Runs `algorithm` on every puzzle with `options` (limit, stop check and node
// budget apply to each puzzle; on_solution and events are not used). Once the
// stop check ends a search, the puzzles after it are not started.
BatchResult solve_batch(const Algorithm& algorithm, const PuzzleBatch& batch, const SearchOptions& options);

}  // namespace sudoku
