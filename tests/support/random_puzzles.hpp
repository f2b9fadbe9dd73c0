// Random puzzles for the cross-checking test (tests/core/cross_check_test.cpp).
//
// A stream of puzzles is named by a seed: puzzle `index` of seed `seed` is
// always the same puzzle, whatever came before it and whatever the standard
// library (the generator has its own PRNG), so the (seed, index) of a failure
// report makes that one puzzle again with random_puzzle(seed, index).
//
// Every puzzle has a size (4 to 25: 5x5 and 7x7, which have no boxes, as
// jigsaws only), a variant (standard, x, jigsaw, jigsaw+x; windoku and
// x+windoku on 9x9; turned boxes) and a kind:
//   unique   a random full grid with givens removed while `fast` still counts
//            exactly one solution (which is that grid), down to a share of
//            givens chosen per size (many on big grids, so that the slow
//            algorithms can finish);
//   several  a unique puzzle with a few givens removed so that `fast` counts
//            two or more: those where the grid and a nearby second solution
//            differ, or one given whose removal gave a second solution while
//            the unique puzzle was made; sometimes a few more after that;
//   none     a unique puzzle with a given changed to a value no given of its
//            houses holds and `fast` counts none, or one more given added
//            that differs from the unique solution (no solution by
//            construction);
//   invalid  text that read_puzzle must refuse: equal givens in one house, a
//            bad region map, a value above the size, windoku off 9x9.
// Jigsaw maps are random connected partitions (up to 9x9, when `fast` finds
// a solution for one quickly) or regular boxes reshaped around a full grid
// so that it stays a solution (every size).
// Only `fast` is used to make puzzles; what the other algorithms say is the test.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/puzzle.hpp"

namespace sudoku::test {

// splitmix64: small, fast, and the same everywhere.
class Rng {
 public:
  explicit Rng(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next();
  int below(int n);  // uniform enough in [0, n); n > 0
  bool percent(int p) { return below(100) < p; }
  template <typename T>
  void shuffle(std::vector<T>& v) {
    for (size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[below(static_cast<int>(i))]);
  }

 private:
  std::uint64_t state_;
};

enum class PuzzleKind { kUnique, kSeveral, kNone, kInvalid };
const char* kind_name(PuzzleKind kind);  // "unique", "several", "none", "invalid"

struct RandomPuzzle {
  PuzzleKind kind;
  int size = 0;
  std::string variant;      // a label for summaries: "standard", "x", "windoku", "jigsaw+x", ...
  bool diagonals = false;   // x
  bool windows = false;     // windoku
  int box_rows = 0, box_cols = 0;  // boxes turned, taller than wide ("3x2"); 0: the size's usual
  VariantOptions options;   // what read_puzzle gets: variant names and region map text
  std::string text;         // the puzzle as text: one line, a multi-line grid or rows of numbers
  std::string how;          // how it was made, in a few words (for failure reports)
  // Valid kinds:
  Grid givens;              // what read_puzzle must read from `text`
  std::vector<int> regions; // the jigsaw map, ids 0..N-1 by first appearance; empty for boxes
  std::string regions_made; // jigsaw: "random" (a random map that has a solution), or
                            // "fitted to a grid" (boxes reshaped around a solution; bigger grids)
  Grid solution;            // unique: its one solution; several: one of its solutions; none: empty
  // Invalid kind:
  ErrorCode error = ErrorCode::kEmpty;
  std::vector<int> error_cells;   // cells the error must name (may be empty)
  std::string error_fragment;     // text the error message must contain
};

// The kind of puzzle `index` without building it (cheap).
PuzzleKind random_kind(std::uint64_t seed, std::uint64_t index);

// Puzzle `index` of the stream named by `seed`. Throws std::runtime_error if
// no puzzle could be made (which would be a generator or `fast` bug).
RandomPuzzle random_puzzle(std::uint64_t seed, std::uint64_t index);

// A random jigsaw map: N regions of N cells, each connected (4-neighbours),
// ids 0..N-1. Made by random boundary swaps from the regular boxes.
std::vector<int> random_region_map(int size, Rng& rng);

// True when every region of the map is connected (4-neighbours).
bool regions_connected(int size, const std::vector<int>& regions);

// A random complete grid for the shape, or an empty Grid when none was found
// (some jigsaw maps have no solution at all).
Grid random_full_grid(const ShapePtr& shape, Rng& rng);

// Removes givens of `full` (a solution) in random order while fast still
// counts one solution, down to `target` givens; a count that runs out of
// fast's node budget keeps the given. `keys` receives the givens kept because
// removing them gave a second solution.
Grid reduce_to_unique(const ShapePtr& shape, const Grid& full, int target, Rng& rng, std::vector<int>& keys);

}  // namespace sudoku::test
