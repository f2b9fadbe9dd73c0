// Enumerating one puzzle's solutions on several threads: the CLI's
// `enumerate --jobs N`.
#pragma once

#include <cstddef>
#include <functional>
#include <string>

#include "core/registry.hpp"

namespace sudoku::cli {

// The pieces the search is cut into, whatever the number of threads: the
// order of the solutions follows the pieces, so that with a fixed number of
// pieces it is the same for every --jobs above 1.
constexpr std::size_t kEnumeratePieces = 256;

// Texts found ahead of their turn wait in memory, at most this many bytes of
// text in all (their offsets, 8 bytes a solution, and each thread's chunk
// being filled come on top); a thread whose next chunk would pass it waits
// for its turn.
constexpr std::size_t kWaitingBytes = std::size_t(8) << 20;

// Solutions found on a thread go to the writer together, once they fill
// this many bytes or, checked at the search's stop checks (every few hundred
// nodes), about kHandOverMs after the first of them was found.
constexpr std::size_t kHandOverBytes = std::size_t(64) << 10;
constexpr double kHandOverMs = 50;

// Splits the search into kEnumeratePieces pieces (core/search_pieces.hpp)
// and searches them with `algorithm` on `threads` threads, each taking the
// next piece when it is done. `text(grid)` makes a solution's text on the
// thread that found it (with what separates it from the others: "...\n");
// `write(texts)` is called one call at a time with the texts of one or more
// solutions, in the order of the pieces and, within a piece, in the order its
// search found them: one fixed order for a puzzle, though not one search's
// order. write returns false to end everything (a failed write).
//
// The result is SolveResult's: solutions = texts written (texts found after
// the end are dropped, so the output is a prefix of that order), complete
// when every piece was searched to its end and nothing ended it, kStopped when
// options.stop ended it, first_solution = the first written. stats are
// summed; elapsed_ms is the wall clock. options.limit caps the texts written;
// options.on_solution, events and max_nodes must be unset; options.stop must
// be safe to call from several threads at once. A failed write ends it as
// one search's on_solution returning false does: the status says what was
// found, and the caller sees the failed stream.
SolveResult enumerate_parallel(const Algorithm& algorithm, const Puzzle& puzzle, const SearchOptions& options,
                               int threads, const std::function<std::string(const Grid&)>& text,
                               const std::function<bool(const std::string&)>& write);

}  // namespace sudoku::cli
