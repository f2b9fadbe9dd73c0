// Level-by-level backtracking: the generic framework's own algorithm (issue 19).
//
// The source's board is a flat vector of places, each with the sets of its
// houses attached; it knows nothing else of the layout, so the same search runs
// on any shape (boxes, jigsaw regions, diagonals, stars): it asks the Shape only
// for cell_count(), size() and houses_of(cell).
//
// The definition, exactly as the source gives it:
//   - The search visits the places in reading order; the level is the place's
//     index (0 .. cell_count() - 1), one level per place, givens included.
//   - At each level the moves are the given value if the place has one, else
//     the values (ascending) in none of the sets of that place's houses.
//   - Each move tried is one attempt (Stats::attempts).
//   - A move is valid when it is in none of those sets. For an empty place
//     every move is valid by construction; a given is tried (one attempt) and
//     is valid only if no value recorded at an earlier level conflicts with it.
//   - A valid move is recorded into the sets, the search goes one level up,
//     and the move is undone on return.
//   - Givens enter the sets only when their own level is reached: a value
//     chosen at an earlier place is checked against a later given only there.
//   - A solution is reported when the last place is recorded. Counting and
//     enumerating run the whole search (no limit), numbering each solution
//     (the kSolution event's value); attempts then cover the whole search.
//
// The other counters, defined as for the other algorithms (search.hpp):
//   placements  valid moves recorded at empty places (values written into
//               empty cells); a recorded given writes nothing
//   backtracks  every time the search leaves a level after trying all of its
//               moves without reaching a solution above it, givens' levels
//               included (naive's definition, with every place a level). The
//               source defines no backtracks, so the registry does not mark
//               them kCountsBacktracks.
//   nodes       levels entered (calls of the recursive search); the last level
//               reports solutions itself, so there is no leaf call: nodes is
//               1 + valid moves recorded below the last level
//
// Trace: kPlace / kRemove for moves at empty places only (givens are on the
// board from the start), kDeadEnd when a level is left as a backtrack
// (including a given in conflict), kSolution through the context. An event's
// depth is the number of open guesses (empty places below the level), as for
// naive, so one cell has the same depth under both.
#include <vector>

#include "core/solvers/house_masks.hpp"
#include "core/solvers/solvers.hpp"

namespace sudoku {

namespace {

class LevelSearch {
 public:
  // The sets start empty: HouseMasks is built over a blank grid of the same
  // shape, so a given enters them only at its own level.
  LevelSearch(const Puzzle& puzzle, SearchContext& ctx)
      : ctx_(ctx),
        givens_(puzzle.givens),
        grid_(puzzle.givens),
        blank_{puzzle.shape, Grid(puzzle.givens.size(), 0)},
        sets_(blank_),
        last_(puzzle.shape->cell_count() - 1) {
    guesses_below_.reserve(givens_.size());
    int open = 0;
    for (Value g : givens_) {
      guesses_below_.push_back(open);
      if (!g) ++open;
    }
  }

  void run() { search(0); }

 private:
  // Level `level`: tries its moves. Returns true when the search must end.
  bool search(int level) {
    ++ctx_.stats.nodes;
    if (ctx_.should_stop()) return true;
    const int cell = level;
    const int depth = guesses_below_[cell];
    const Value given = givens_[cell];
    const CandidateMask free = sets_.candidates(cell);  // in none of the sets
    const CandidateMask moves = given ? bit_of(given) : free;
    const std::uint64_t solutions_before = solutions_;
    for (CandidateMask rest = moves; rest; rest &= rest - 1) {
      const int v = lowest_value(rest);
      ++ctx_.stats.attempts;
      if (!(free & bit_of(v))) continue;  // only a given can be invalid
      sets_.set(cell, v);
      if (!given) {
        grid_[cell] = static_cast<Value>(v);
        ++ctx_.stats.placements;
        ctx_.place(cell, v, depth, Technique::kGuess);
      }
      bool end;
      if (level == last_) {
        ++solutions_;
        end = ctx_.found(grid_.data());
      } else {
        end = search(level + 1);
      }
      if (end) return true;
      sets_.clear(cell, v);
      if (!given) {
        grid_[cell] = 0;
        ctx_.remove(cell, v, depth);
      }
    }
    if (solutions_ == solutions_before) {
      ++ctx_.stats.backtracks;
      ctx_.dead_end(cell, depth);
    }
    return false;
  }

  SearchContext& ctx_;
  const Grid& givens_;
  Grid grid_;                       // givens plus the moves recorded at empty places
  Puzzle blank_;                    // the puzzle's shape with no givens: sets_ starts empty
  HouseMasks sets_;                 // the values recorded in each house so far
  std::vector<int> guesses_below_;  // per place: empty places before it (event depth)
  int last_;
  std::uint64_t solutions_ = 0;     // solutions reported so far
};

}  // namespace

void run_levels(const Puzzle& puzzle, SearchContext& ctx) { LevelSearch(puzzle, ctx).run(); }

}  // namespace sudoku
