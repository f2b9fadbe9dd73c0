// The fast solver's engine over houses for the shapes the plane engine leaves; see mask_solver.hpp.
#include "core/solvers/houses/mask_solver.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <optional>
#include <vector>

#include "core/solvers/houses/conflict_scores.hpp"
#include "core/solvers/houses/house_tables.hpp"
#include "core/solvers/houses/settled_constraints.hpp"
#include "core/solvers/houses/step_peers.hpp"

namespace sudoku::houses {

namespace {

// A set of houses as bits, W words: a square grid has at most 3 * 25 + 6
// houses (W = 2); a layout up to kMaxHouses (samurai: 131, W = 4).
template <int W>
struct HouseSet {
  static constexpr int kCapacity = 64 * W;
  std::uint64_t word[W] = {};

  void add(int h) { word[h >> 6] |= std::uint64_t{1} << (h & 63); }
  void add(const HouseSet& other) {
    for (int w = 0; w < W; ++w) word[w] |= other.word[w];
  }
  bool has(int h) const { return (word[h >> 6] >> (h & 63)) & 1; }
  bool empty() const {
    std::uint64_t any = 0;
    for (int w = 0; w < W; ++w) any |= word[w];
    return any == 0;
  }
  // Takes the lowest house out of the set; the set must not be empty.
  int pop() {
    int w = 0;
    while (!word[w]) ++w;
    const int h = __builtin_ctzll(word[w]);
    word[w] &= word[w] - 1;
    return 64 * w + h;
  }
};
static_assert(HouseSet<2>::kCapacity >= 3 * kMaxSize + 6, "two words hold every house of a square grid");
static_assert(HouseSet<8>::kCapacity >= kMaxHouses, "eight words hold every house of any shape");

// Per segment of one Segments, while its crossings are looked at: the
// candidates of its cells, and those of the rest of its line and of its tile.
struct SegmentMasks {
  std::vector<CandidateMask> inside, outside_line, outside_tile;
  void resize(int count) {
    inside.resize(count);
    outside_line.resize(count);
    outside_tile.resize(count);
  }
};

template <int W>
class HouseSolver {
 public:
  using HouseSet = houses::HouseSet<W>;

  HouseSolver(const Puzzle& puzzle, SearchContext& ctx)
      : ctx_(ctx),
        shape_(*puzzle.shape),
        cells_(shape_.cell_count()),
        full_(all_values(shape_.size())),
        houses_of_(cells_),
        cand_(cells_, full_),
        values_(cells_, 0),
        queue_(cells_),
        // A search step saves the grid and restores it for each child, which
        // it propagates: weighed by the grid's size, so that the stop check is
        // asked every few hundred microseconds on a 2,500-cell shape too (it
        // was 616 nodes, 16 ms, apart there).
        node_work_(cells_ / 32 + 1),
        tables_(tables_for(puzzle.shape, 0)),
        links_(tables_->house_links),
        constraints_(narrowed_constraints(puzzle)),
        step_peers_(step_peers(puzzle)) {
    row_masks_.resize(links_.by_rows.count());
    column_masks_.resize(links_.by_columns.count());
    house_cells_.reserve(shape_.houses().size());
    for (int h = 0; h < static_cast<int>(shape_.houses().size()); ++h) {
      house_cells_.push_back(shape_.houses()[h].cells.data());
      complete_.push_back(shape_.is_complete(h));
    }
    for (int c = 0; c < cells_; ++c)
      for (int h : shape_.houses_of(c)) houses_of_[c].add(h);
    unsolved_ = cells_;
    for (int c = 0; c < cells_ && ok_; ++c)
      if (puzzle.givens[c]) ok_ = assign<false>(c, puzzle.givens[c], 0, Technique::kNone);
    // Every rule looks at the whole grid once.
    for (int h = 0; h < static_cast<int>(house_cells_.size()); ++h) changed_.add(h);
    if (!puzzle.constraints.empty()) {
      scores_.emplace(puzzle);
      common_.resize(static_cast<size_t>(cells_ + 63) / 64);
      sight_ = sight_bits(puzzle, step_peers_, static_cast<int>(common_.size()));
    }
  }

  void run() {
    ++ctx_.stats.nodes;
    if (!ok_ || !propagate(0)) {
      ++ctx_.stats.backtracks;
      return;
    }
    search(0);
  }

 private:
  // Returns true when the search must end.
  bool search(int depth) {
    if (unsolved_ == 0) return ctx_.found(values_.data());
    if (ctx_.should_stop(node_work_)) return true;
    if (scores_) return search_by_conflicts(depth);
    const int best = branch_cell();
    const size_t frame = saved_cand_.size();
    saved_cand_.insert(saved_cand_.end(), cand_.begin(), cand_.end());
    saved_values_.insert(saved_values_.end(), values_.begin(), values_.end());
    const int saved_unsolved = unsolved_;
    for (CandidateMask m = cand_[best]; m; m &= m - 1) {
      ++ctx_.stats.nodes;
      const int cell = best;
      const int v = lowest_value(m);
      if (assign(cell, v, depth + 1, Technique::kGuess) && propagate(depth + 1)) {
        if (search(depth + 1)) return true;
      } else {
        ++ctx_.stats.backtracks;
        ctx_.dead_end(cell, depth);
      }
      restore(frame, saved_unsolved, depth);
    }
    saved_cand_.resize(frame);
    saved_values_.resize(frame);
    return false;
  }

  // Goes back to the state saved at `frame` (of saved_cand_ and
  // saved_values_), telling the event sink when tracing.
  void restore(size_t frame, int saved_unsolved, int depth) {
    if (ctx_.tracing()) ctx_.switch_state(values_.data(), &saved_values_[frame], depth);
    std::memcpy(cand_.data(), &saved_cand_[frame], cells_ * sizeof(CandidateMask));
    std::memcpy(values_.data(), &saved_values_[frame], cells_ * sizeof(Value));
    unsolved_ = saved_unsolved;
    // The saved state had been propagated to the end: no rule has anything left to look at.
    queue_size_ = 0;
    changed_ = HouseSet{};
    to_cross_ = HouseSet{};
  }

  // With constraints, as the plane engine's (house_solver.cpp): the lowest
  // candidate of the cell of highest conflict score per candidate, then the
  // cell without it, propagated, until the state is solved or has no way left.
  bool search_by_conflicts(int depth) {
    for (bool fresh = true;;) {  // (as the plane engine's)
      int cell = conflict_cell(), v = 0;
      const bool two_places = fresh && two_place_guess(cell, v);
      if (!two_places) v = lowest_value(cand_[cell]);
      fresh = two_places;
      const size_t frame = saved_cand_.size();
      saved_cand_.insert(saved_cand_.end(), cand_.begin(), cand_.end());
      saved_values_.insert(saved_values_.end(), values_.begin(), values_.end());
      const int saved_unsolved = unsolved_;
      ++ctx_.stats.nodes;
      if (assign(cell, v, depth + 1, Technique::kGuess) && propagate(depth + 1)) {
        if (search(depth + 1)) return true;
      } else {
        ++ctx_.stats.backtracks;
        ctx_.dead_end(cell, depth);
        scores_->conflict(cell, v);
      }
      restore(frame, saved_unsolved, depth);
      saved_cand_.resize(frame);
      saved_values_.resize(frame);
      fresh = fresh || count_of(cand_[cell]) == 2;  // its other value follows
      if (!strike(&cell, &cell + 1, bit_of(v)) || !propagate(depth)) {
        ++ctx_.stats.backtracks;
        return false;
      }
      if (unsolved_ == 0) return ctx_.found(values_.data());
      if (ctx_.should_stop(node_work_)) return true;
    }
  }

  // As the plane engine's two_place_guess (house_solver.cpp); value: 1..N.
  bool two_place_guess(int& cell, int& value) const {
    const int count = count_of(cand_[cell]);
    if (count <= 2) return false;
    ConflictScores::TwoPlaces choice(*scores_, cell, count);
    for (int h = 0; h < static_cast<int>(house_cells_.size()); ++h) {
      if (!complete_[h]) continue;
      const int* cells = house_cells_[h];
      const int n = shape_.size();
      for (int v = 1; v <= n; ++v) {
        int at[2], places = 0;
        for (int i = 0; i < n && places <= 2; ++i)
          if (!values_[cells[i]] && (cand_[cells[i]] & bit_of(v))) {
            if (places < 2) at[places] = cells[i];
            ++places;
          }
        if (places != 2) continue;
        if (at[0] > at[1]) std::swap(at[0], at[1]);  // (in cell order, as the plane engine finds them)
        choice.offer(at[0], at[1], v);
      }
    }
    if (choice.cell < 0) return false;
    cell = choice.cell;
    value = choice.value;
    return true;
  }

  // The unsolved cell of highest conflict score per candidate.
  int conflict_cell() {
    int best = -1, best_count = 0;
    uint64_t best_score = 0;
    for (int c = 0; c < cells_; ++c) {
      if (values_[c]) continue;
      const int count = count_of(cand_[c]);
      const uint64_t score = scores_->weighted(c, cand_[c]);
      if (ConflictScores::better(score, count, best_score, best_count)) {
        best = c;
        best_count = count;
        best_score = score;
      }
    }
    return best;
  }

  // The unsolved cell with the fewest candidates and, of those, the most
  // unsolved peers (the first in row-major order on a tie): the guess that
  // constrains the most cells. Against the first cell with fewest candidates
  // it halves the nodes on magictour_top1465 solved as a jigsaw (7,861 to
  // 3,025 for the first 200) and the searches of sparse jigsaws that run
  // past 20,000 nodes (77 to 35 of 3,726).
  int branch_cell() const {
    int fewest = kMaxSize + 1;
    for (int c = 0; c < cells_; ++c)
      if (!values_[c] && count_of(cand_[c]) < fewest) fewest = count_of(cand_[c]);
    int best = -1, most_open = -1;
    for (int c = 0; c < cells_; ++c) {
      if (values_[c] || count_of(cand_[c]) != fewest) continue;
      int open = 0;
      for (int p : shape_.peers_of(c)) open += !values_[p];
      if (open > most_open) {
        best = c;
        most_open = open;
      }
    }
    return best;
  }

  // Cell's candidates just changed: the rules must look at its houses again.
  void changed(int cell) { changed_.add(houses_of_[cell]); }

  // Solves cell with v and strikes v from its peers. False on a contradiction.
  // Givens are placed unmarked: every house is looked at after them anyway.
  template <bool kMark = true>
  bool assign(int cell, int v, int depth, Technique why) {
    const CandidateMask b = bit_of(v);
    if (!(cand_[cell] & b)) return false;
    if (cand_[cell] != b) {
      cand_[cell] = b;
      if (kMark) changed(cell);
    }
    values_[cell] = static_cast<Value>(v);
    --unsolved_;
    if (why != Technique::kNone) {  // kNone: a given, not a placement
      ++ctx_.stats.placements;
      ctx_.place(cell, v, depth, why);
    }
    const auto strike_from = [&](int p) {
      if (!(cand_[p] & b)) return true;
      const CandidateMask left = cand_[p] &= ~b;
      if (!left) return false;
      if (kMark) changed(p);
      if (is_single(left) && !values_[p]) queue_[queue_size_++] = p;
      return true;
    };
    for (int p : shape_.peers_of(cell))
      if (!strike_from(p)) return false;
    if (!step_peers_.empty())
      for (int p : step_peers_[cell])
        if (!strike_from(p)) return false;
    return true;
  }

  // Strikes `values` from the cells [first, last). False on a contradiction.
  bool strike(const int* first, const int* last, CandidateMask values) {
    for (const int* i = first; i < last; ++i) {
      const int c = *i;
      if (!(cand_[c] & values)) continue;
      const CandidateMask left = cand_[c] &= ~values;
      if (!left) return false;
      changed(c);
      if (is_single(left) && !values_[c]) queue_[queue_size_++] = c;
    }
    return true;
  }
  bool strike(const Segments& g, int segment, CandidateMask values) {
    return strike(&g.cells[g.first[segment]], &g.cells[g.first[segment + 1]], values);
  }

  bool drain(int depth) {
    while (queue_size_) {
      const int c = queue_[--queue_size_];
      if (values_[c]) continue;
      if (!is_single(cand_[c]) || !assign(c, lowest_value(cand_[c]), depth, Technique::kNakedSingle)) return false;
    }
    return true;
  }

  // Only in a house of N cells: a smaller one need not hold every value.
  bool hidden_singles(int house, int depth) {
    if (!complete_[house]) return true;
    const int* cells = house_cells_[house];
    const int n = shape_.size();
    CandidateMask once = 0, twice = 0, solved = 0;
    for (int i = 0; i < n; ++i) {
      const CandidateMask m = cand_[cells[i]];
      twice |= once & m;
      once |= m;
      if (values_[cells[i]]) solved |= m;
    }
    if (once != full_) return false;
    CandidateMask hidden = once & ~twice & ~solved;
    for (int i = 0; i < n && hidden; ++i) {
      const int c = cells[i];
      const CandidateMask m = cand_[c] & hidden;
      if (!m || values_[c]) continue;
      if (!is_single(m)) return false;  // two values that both need this cell
      hidden &= ~m;
      if (!assign(c, lowest_value(m), depth, Technique::kHiddenSingle)) return false;
    }
    return true;
  }

  // Every crossing of a line and a tile (see house_links.hpp): one OR per
  // segment, then for each segment the OR of the others of its line, and of
  // its tile (by prefix and suffix).
  bool crossings(const Segments& g, SegmentMasks& masks, bool& struck) {
    if (g.line_first.empty()) return true;  // a layout: no lines and tiles, every crossing is listed
    const int count = g.count(), n = shape_.size();
    for (int s = 0; s < count; ++s) {
      CandidateMask m = 0;
      for (int i = g.first[s]; i < g.first[s + 1]; ++i) m |= cand_[g.cells[i]];
      masks.inside[s] = m;
    }
    // out[segment(i)] = the OR of inside[segment(j)] over j != i, for i < size.
    const auto all_but_one = [&](auto segment, int size, CandidateMask* out) {
      CandidateMask before = 0, after = 0;
      for (int i = 0; i < size; ++i) {
        out[segment(i)] = before;
        before |= masks.inside[segment(i)];
      }
      for (int i = size - 1; i >= 0; --i) {
        out[segment(i)] |= after;
        after |= masks.inside[segment(i)];
      }
    };
    for (int l = 0; l < n; ++l) {
      const int first = g.line_first[l];
      all_but_one([first](int i) { return first + i; }, g.line_first[l + 1] - first, masks.outside_line.data());
    }
    for (int t = 0; t < n; ++t) {
      const int* segments = &g.by_tile[g.tile_first[t]];
      all_but_one([segments](int i) { return segments[i]; }, g.tile_first[t + 1] - g.tile_first[t],
                  masks.outside_tile.data());
    }
    for (int s = 0; s < count; ++s) {
      if (g.size(s) < 2) continue;  // one cell: hidden singles say it all
      // A value missing outside the segment in one house is inside it, so not outside it in the other.
      const CandidateMask from_tile = masks.outside_tile[s] & ~masks.outside_line[s];
      const CandidateMask from_line = masks.outside_line[s] & ~masks.outside_tile[s];
      if (!(from_tile | from_line)) continue;
      struck = true;
      if (from_line)
        for (int o = g.line_first[g.line[s]]; o < g.line_first[g.line[s] + 1]; ++o)
          if (o != s && !strike(g, o, from_line)) return false;
      if (from_tile)
        for (int k = g.tile_first[g.tile[s]]; k < g.tile_first[g.tile[s] + 1]; ++k)
          if (g.by_tile[k] != s && !strike(g, g.by_tile[k], from_tile)) return false;
    }
    return true;
  }

  // The crossings of diagonals and windows with the houses that changed since
  // they were last looked at.
  bool crossings(const HouseSet& due, bool& struck) {
    const int* cells = links_.cells.data();
    for (const Crossing& x : links_.crossings) {
      if (!due.has(x.a) && !due.has(x.b)) continue;
      CandidateMask outside_a = 0, outside_b = 0;
      for (int i = x.a_first; i < x.b_first; ++i) outside_a |= cand_[cells[i]];
      for (int i = x.b_first; i < x.b_last; ++i) outside_b |= cand_[cells[i]];
      // A value missing from A \ I is in I only if A must hold it (has N cells).
      const CandidateMask from_b = complete_[x.a] ? outside_b & ~outside_a : 0;
      const CandidateMask from_a = complete_[x.b] ? outside_a & ~outside_b : 0;
      if (!(from_a | from_b)) continue;
      struck = true;
      if (!strike(cells + x.b_first, cells + x.b_last, from_b) || !strike(cells + x.a_first, cells + x.b_first, from_a))
        return false;
    }
    return true;
  }

  // Every leftover, from the segment masks of the last look at the crossings,
  // which struck nothing (so they are up to date).
  bool leftovers(bool& struck) {
    for (const Leftover& x : links_.leftovers) {
      const Segments& g = x.by_rows ? links_.by_rows : links_.by_columns;
      const std::vector<CandidateMask>& inside = x.by_rows ? row_masks_.inside : column_masks_.inside;
      CandidateMask in_l = 0, in_r = 0;
      for (int i = x.l_first; i < x.r_first; ++i) in_l |= inside[links_.segments[i]];
      for (int i = x.r_first; i < x.r_last; ++i) in_r |= inside[links_.segments[i]];
      if (in_l == in_r) continue;
      // Values that one side cannot hold leave the other.
      struck = true;
      for (int i = x.l_first; i < x.r_last; ++i)
        if (!strike(g, links_.segments[i], i < x.r_first ? in_l & ~in_r : in_r & ~in_l)) return false;
    }
    return true;
  }

  bool propagate(int depth) {
    while (true) {
      if (!drain(depth)) return fail();
      // In passes: a placement marks most houses again, and going back to the
      // lowest marked house after each one would scan the first houses over and over.
      while (!changed_.empty()) {
        HouseSet pass = changed_;
        changed_ = HouseSet{};
        to_cross_.add(pass);
        while (!pass.empty())
          if (!hidden_singles(pass.pop(), depth) || !drain(depth)) return fail();
      }
      bool struck = false;
      if (unsolved_ == 0) return constrained(struck, true) || fail();  // on a full grid, an exact check
      // Singles are exhausted: crossings, then leftovers (the costliest) when crossings strike nothing.
      const HouseSet due = to_cross_;
      to_cross_ = HouseSet{};
      if (!crossings(links_.by_rows, row_masks_, struck) || !crossings(links_.by_columns, column_masks_, struck) ||
          !crossings(due, struck))
        return fail();
      if (struck) continue;
      if (!leftovers(struck)) return fail();
      if (struck) continue;
      if (!constrained(struck)) return fail();
      if (!struck) return true;
    }
  }

  // The puzzle's constraints (constraints/constraint.hpp), each narrowing
  // its cells' candidates. False on a contradiction.
  bool constrained(bool& struck, bool full = false) {
    struck = false;
    const std::vector<Constraint>& all = constraints_.all();
    for (size_t k = 0; k < all.size(); ++k) {
      const Constraint& c = all[k];
      masks_.clear();
      for (int cell : c.cells) masks_.push_back(cand_[cell]);
      if (full) {
        if (!constraints_.check(k, masks_, shape_.size())) return false;
        continue;
      }
      bool ran = false;
      if (!constraints_.narrow_one(k, masks_, shape_.size(), ran)) return false;
      for (size_t i = 0; i < masks_.size(); ++i) {
        const int cell = c.cells[i];
        if (masks_[i] == cand_[cell]) continue;
        struck = true;
        if (!strike(&cell, &cell + 1, cand_[cell] & ~masks_[i])) return false;
      }
      if (ran && !strike_required(c, struck)) return false;
    }
    return true;
  }

  // The values constraint c's cells must hold (required_values), each
  // struck from every cell that sees all the cells of c that can take it
  // (sight_bits; masks_: c's cells' candidates, as narrowed). False on a contradiction.
  bool strike_required(const Constraint& c, bool& struck) {
    const CandidateMask required = required_values(c, masks_.data(), shape_.size());
    const size_t words = common_.size();
    for (CandidateMask m = required; m; m &= m - 1) {
      const CandidateMask v = m & (~m + 1);
      bool any = false;
      for (size_t i = 0; i < c.cells.size(); ++i)
        if (masks_[i] & v) {
          const Word* sees = sight_.data() + static_cast<size_t>(c.cells[i]) * words;
          if (!any) std::copy(sees, sees + words, common_.begin());
          else
            for (size_t w = 0; w < words; ++w) common_[w] &= sees[w];
          any = true;
        }
      if (!any) continue;
      for (size_t w = 0; w < words; ++w)
        for (Word bits = common_[w]; bits; bits &= bits - 1) {
          const int cell = lowest_cell(static_cast<int>(w), bits);
          if (!(cand_[cell] & v)) continue;
          struck = true;
          if (!strike(&cell, &cell + 1, v)) return false;
        }
    }
    return true;
  }

  bool fail() {
    queue_size_ = 0;
    return false;
  }

  SearchContext& ctx_;
  const Shape& shape_;
  const int cells_;
  const CandidateMask full_;
  std::vector<const int*> house_cells_;
  std::vector<char> complete_;  // per house: it has N cells
  std::vector<HouseSet> houses_of_;  // per cell
  std::vector<CandidateMask> cand_;
  std::vector<Value> values_;
  std::vector<int> queue_;
  const int node_work_;  // what a search step weighs for the stop check
  int queue_size_ = 0;
  int unsolved_ = 0;
  bool ok_ = true;
  HouseSet changed_;   // houses to look at for hidden singles
  HouseSet to_cross_;  // houses looked at since, whose other crossings to look at
  const std::shared_ptr<const HouseTables> tables_;
  const HouseLinks& links_;  // built once per shape
  SegmentMasks row_masks_, column_masks_;
  std::vector<CandidateMask> saved_cand_;  // one frame of cells_ masks per open guess
  std::vector<Value> saved_values_;
  SettledConstraints constraints_;
  std::vector<CandidateMask> masks_;  // one constraint's cells' candidates
  std::optional<ConflictScores> scores_;  // with constraints: where to guess
  const std::vector<std::vector<int>> step_peers_;  // per cell (step_peers.hpp); empty: none
  std::vector<Word> sight_, common_;  // per cell, common_.size() words: what sees it (sight_bits); the cells seeing them all
};

}  // namespace

void solve_by_masks(const Puzzle& puzzle, SearchContext& ctx) {
  const size_t houses = puzzle.shape->houses().size();
  if (houses <= HouseSet<2>::kCapacity)
    HouseSolver<2>(puzzle, ctx).run();
  else if (houses <= HouseSet<4>::kCapacity)
    HouseSolver<4>(puzzle, ctx).run();
  else
    HouseSolver<8>(puzzle, ctx).run();
}

}  // namespace sudoku::houses
