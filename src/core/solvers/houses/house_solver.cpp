// The fast solver's engine over houses; see house_solver.hpp.
#include "core/solvers/houses/house_solver.hpp"

#include <algorithm>
#include <cstring>
#include <optional>
#include <vector>

#include "core/solvers/houses/cell_bits.hpp"
#include "core/solvers/houses/conflict_scores.hpp"
#include "core/solvers/houses/house_tables.hpp"
#include "core/solvers/houses/settled_constraints.hpp"
#include "core/solvers/houses/step_peers.hpp"
#include "core/solvers/houses/mask_solver.hpp"

namespace sudoku::houses {

namespace {

// Planes for shapes of up to 192 cells (the 9x9s, the star, 4x4 to 8x8,
// twodoku, butterfly, flower); other shapes go to mask_solver.hpp.
constexpr int kMaxPlaneWords = 3;

// W: words per cell set; N: the symbol count when known at compile time (9:
// every 9x9 variant and every built-in layout), else 0 and read from the shape.
template <int W, int N>
class PlaneSolver {
  static_assert(W <= kMaxPlaneWords, "HouseTables::valid holds the planes' shapes");

 public:
  PlaneSolver(const Puzzle& puzzle, SearchContext& ctx)
      : ctx_(ctx),
        shape_(*puzzle.shape),
        size_(shape_.size()),
        cells_(shape_.cell_count()),
        tables_(tables_for(puzzle.shape, W)),
        house_bits_(tables_->house_bits.data()),
        complete_bits_(tables_->complete_bits.data()),
        link_bits_(tables_->link_bits.data()),
        done_words_(tables_->complete_by_cell.words),
        frame_words_(W * (n() + 1) + n() * done_words_),
        constraints_(narrowed_constraints(puzzle)) {
    std::memcpy(valid_, tables_->valid, sizeof valid_);
    const std::vector<std::vector<int>> steps = step_peers(puzzle);
    if (!steps.empty()) {
      step_bits_.assign(static_cast<size_t>(cells_) * W, 0);
      for (int c = 0; c < cells_; ++c)
        for (int p : steps[c]) step_bits_[static_cast<size_t>(c) * W + word_of(p)] |= bit_in_word(p);
    }
    if (!constraints_.empty()) sight_ = sight_bits(puzzle, steps, W);
    checked_.assign(3 * n() * W, 0);
    frames_.assign(2 * frame_words_, 0);
    st_ = frames_.data();
    place_givens(puzzle.givens);
    if (!puzzle.constraints.empty()) scores_.emplace(puzzle);
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
  // The search state of one node, a frame of (N + 1) W words and N D more,
  // copied whole for each guess (frames_ holds one per depth):
  //   words [0, W)                 the solved cells (givens included)
  //   words [W (d + 1), W (d + 2)) plane d: the cells that may hold value d + 1;
  //                                a solved cell is in its own value's plane only
  //   D words from W (N + 1) + D d done(d), D = done_words_ (0 past
  //                                64 kMaxItemWords complete houses)
  Word* solved() { return st_; }
  Word* plane(int d) { return st_ + W * (d + 1); }
  // Per value, the complete houses that hold it solved (bits over tables_->complete).
  Word* done(int d) { return st_ + W * (n() + 1) + done_words_ * d; }
  Word* hidden_checked(int d) { return checked_.data() + W * d; }
  Word* links_checked(int d) { return checked_.data() + W * (n() + d); }
  Word* pointing_checked(int d) { return checked_.data() + W * (2 * n() + d); }
  Word* frame(int depth) { return frames_.data() + static_cast<size_t>(depth) * frame_words_; }

  // N: the template's when it has one (the compiler then unrolls loops over values).
  int n() const { return N ? N : size_; }

  bool all_solved() {
    Word open = 0;
    for (int w = 0; w < W; ++w) open |= valid_[w] & ~solved()[w];
    return open == 0;
  }

  // Writes the values of the current state (0 where unsolved) into out.
  void values(Value* out) {
    std::memset(out, 0, cells_);
    for (int d = 0; d < n(); ++d)
      for (int w = 0; w < W; ++w)
        for (Word x = plane(d)[w] & solved()[w]; x; x &= x - 1) out[lowest_cell(w, x)] = static_cast<Value>(d + 1);
  }

  // Returns true when the search must end. The state at `depth` is propagated.
  bool search(int depth) {
    if (all_solved()) {
      scratch_.resize(cells_);
      values(scratch_.data());
      return ctx_.found(scratch_.data());
    }
    if (ctx_.should_stop()) return true;
    if (scores_) return search_by_conflicts(depth);
    const int best = branch_cell();
    // (Past here st_ may dangle: growing frames_ moves every frame.)
    if (frames_.size() < static_cast<size_t>(depth + 2) * frame_words_)
      frames_.resize(static_cast<size_t>(depth + 2) * frame_words_);
    const int bw = word_of(best);
    const Word bb = bit_in_word(best);
    for (int d = 0; d < n(); ++d)
      if ((frame(depth)[W * (d + 1) + bw] & bb) && try_child(best, d, depth)) return true;
    st_ = frame(depth);
    return false;
  }

  // With constraints (conflict_scores.hpp): guesses the lowest candidate of
  // the cell of highest score per candidate, then strikes it there and
  // propagates, until the state at depth is solved or has no way left.
  // Entered with the state at depth propagated and neither solved nor stopped.
  bool search_by_conflicts(int depth) {
    // fresh: a new node, or one whose last guess was forced to its other
    // way (a value's first of two places, a cell's first of two values), as
    // a new node is: a two-place guess may be taken there, as ISS takes its
    // "custom candidates" at new nodes only.
    for (bool fresh = true;;) {
      int cell = conflict_cell(), d = -1;
      const bool two_places = fresh && two_place_guess(cell, d);
      if (!two_places) {
        d = 0;
        while (!(plane(d)[word_of(cell)] & bit_in_word(cell))) ++d;
      }
      fresh = two_places;
      if (frames_.size() < static_cast<size_t>(depth + 2) * frame_words_)
        frames_.resize(static_cast<size_t>(depth + 2) * frame_words_);
      if (try_child(cell, d, depth)) return true;
      st_ = frame(depth);
      // Every rule has checked this state but for the strike below.
      for (int e = 0; e < n(); ++e) {
        std::memcpy(hidden_checked(e), plane(e), W * sizeof(Word));
        std::memcpy(links_checked(e), plane(e), W * sizeof(Word));
        std::memcpy(pointing_checked(e), plane(e), W * sizeof(Word));
      }
      settle_constraints();
      fresh = fresh || candidates_of(cell) == 2;  // its other value follows
      plane(d)[word_of(cell)] &= ~bit_in_word(cell);
      if (!propagate(depth)) {
        ++ctx_.stats.backtracks;
        return false;
      }
      if (all_solved()) {
        scratch_.resize(cells_);
        values(scratch_.data());
        return ctx_.found(scratch_.data());
      }
      if (ctx_.should_stop()) return true;
    }
  }

  // At a new node whose cell (in and out) has three candidates or more: a
  // value with two places in a complete house whose higher conflict score
  // is at least twice the cell's per candidate (the last such, a later one
  // taking the lead on a tie), guessed in the place of higher score, the
  // first on a tie (conflict_scores.hpp). False when there is none.
  bool two_place_guess(int& cell, int& value) {
    const int count = candidates_of(cell);
    if (count <= 2) return false;
    ConflictScores::TwoPlaces choice(*scores_, cell, count);
    const int complete = static_cast<int>(tables_->complete.size());
    for (int k = 0; k < complete; ++k)
      for (int d = 0; d < n(); ++d) {
        Word places[W];
        int count_places = 0;
        for (int w = 0; w < W; ++w) count_places += count_cells(places[w] = plane(d)[w] & complete_bits_[k * W + w] & ~solved()[w]);
        if (count_places != 2) continue;
        int at[2], i = 0;
        for (int w = 0; w < W; ++w)
          for (Word x = places[w]; x; x &= x - 1) at[i++] = lowest_cell(w, x);
        choice.offer(at[0], at[1], d);
      }
    if (choice.cell < 0) return false;
    cell = choice.cell;
    value = choice.value;
    return true;
  }

  // The unsolved cell of highest conflict score per candidate (ConflictScores::weighted).
  int conflict_cell() {
    int best = -1, best_count = 0;
    uint64_t best_score = 0;
    for (int w = 0; w < W; ++w)
      for (Word x = valid_[w] & ~solved()[w]; x; x &= x - 1) {
        const int c = lowest_cell(w, x);
        CandidateMask m = 0;
        for (int d = 0; d < n(); ++d)
          if (plane(d)[w] & (x & -x)) m |= bit_of(d + 1);
        const int count = count_of(m);
        const uint64_t score = scores_->weighted(c, m);
        if (ConflictScores::better(score, count, best_score, best_count)) {
          best = c;
          best_count = count;
          best_score = score;
        }
      }
    return best;
  }

  // Guesses value d + 1 in cell from the state at depth and searches on.
  // True when the search must end.
  bool try_child(int cell, int d, int depth) {
    ++ctx_.stats.nodes;
    std::memcpy(frame(depth + 1), frame(depth), frame_words_ * sizeof(Word));
    // The parent was propagated to the end: each rule has checked all of it.
    std::memcpy(hidden_checked(0), frame(depth) + W, n() * W * sizeof(Word));
    std::memcpy(links_checked(0), frame(depth) + W, n() * W * sizeof(Word));
    std::memcpy(pointing_checked(0), frame(depth) + W, n() * W * sizeof(Word));
    hidden_fresh_ = links_fresh_ = pointing_fresh_ = false;  // (only the root's first look takes them all)
    st_ = frame(depth + 1);
    if (place(cell, d, depth + 1, Technique::kGuess) && propagate(depth + 1)) {
      if (search(depth + 1)) return true;
    } else {
      ++ctx_.stats.backtracks;
      ctx_.dead_end(cell, depth);
      if (scores_) scores_->conflict(cell, d + 1);
    }
    st_ = frame(depth + 1);
    if (ctx_.tracing()) switch_to_parent(depth);
    return false;
  }

  // Tells the event sink that the grid goes back from the child state at depth + 1 to its parent.
  void switch_to_parent(int depth) {
    child_values_.resize(cells_);
    scratch_.resize(cells_);
    values(child_values_.data());
    st_ = frame(depth);
    values(scratch_.data());
    ctx_.switch_state(child_values_.data(), scratch_.data(), depth);
  }

  // The unsolved cell with the fewest candidates and, of those, the most
  // unsolved peers (the first in reading order on a tie): the guess that
  // constrains the most cells. Against the first cell with fewest candidates
  // it halves the nodes on magictour_top1465 solved as a jigsaw (7,861 to
  // 3,025 for the first 200) and the searches of sparse jigsaws that run
  // past 20,000 nodes (77 to 35 of 3,726).
  int branch_cell() {
    // at_least[k]: cells with more than k candidates, counted plane by plane.
    Word at_least[3][W] = {};
    for (int d = 0; d < n(); ++d)
      for (int w = 0; w < W; ++w) {
        const Word p = plane(d)[w];
        at_least[2][w] |= at_least[1][w] & p;
        at_least[1][w] |= at_least[0][w] & p;
        at_least[0][w] |= p;
      }
    Word pick[W];
    Word any = 0;
    for (int w = 0; w < W; ++w) {
      pick[w] = at_least[1][w] & ~at_least[2][w] & ~solved()[w];  // two candidates
      any |= pick[w];
    }
    if (!any) {  // no cell with two: count them one by one
      int fewest = kMaxSize + 1;
      for (int w = 0; w < W; ++w)
        for (Word x = valid_[w] & ~solved()[w]; x; x &= x - 1) {
          const int count = candidates_of(lowest_cell(w, x));
          if (count < fewest) {
            fewest = count;
            for (int k = 0; k < W; ++k) pick[k] = 0;
          }
          if (count == fewest) pick[w] |= x & -x;
        }
    }
    int best = -1, most_open = -1;
    for (int w = 0; w < W; ++w)
      for (Word x = pick[w]; x; x &= x - 1) {
        const int c = lowest_cell(w, x);
        const int open = open_peers(c);
        if (open > most_open) {
          best = c;
          most_open = open;
        }
      }
    return best;
  }

  int candidates_of(int cell) {
    int count = 0;
    for (int d = 0; d < n(); ++d) count += (plane(d)[word_of(cell)] & bit_in_word(cell)) != 0;
    return count;
  }

  // The unsolved peers of cell.
  int open_peers(int cell) {
    const Word* peers = &tables_->peers[static_cast<size_t>(cell) * W];
    int open = 0;
    for (int w = 0; w < W; ++w) open += count_cells(peers[w] & ~solved()[w]);
    return open;
  }

  // Solves cell with value d + 1: strikes its peers from plane d and the cell
  // from every other plane. False when the cell cannot hold it.
  bool place(int cell, int d, int depth, Technique why) {
    Word* p = plane(d);
    const int cw = word_of(cell);
    const Word cb = bit_in_word(cell);
    if (!(p[cw] & cb)) return false;
    const Word* peers = &tables_->peers[static_cast<size_t>(cell) * W];
    for (int w = 0; w < W; ++w) p[w] &= ~peers[w];
    if (!step_bits_.empty())
      for (int w = 0; w < W; ++w) p[w] &= ~step_bits_[static_cast<size_t>(cell) * W + w];
    for (int e = 0; e < n(); ++e) plane(e)[cw] &= ~cb;
    p[cw] |= cb;
    solved()[cw] |= cb;
    for (int i = 0; i < done_words_; ++i) done(d)[i] |= tables_->complete_by_cell.bits[cell * done_words_ + i];
    if (why != Technique::kNone) {  // kNone: a given, not a placement
      ++ctx_.stats.placements;
      ctx_.place(cell, d + 1, depth, why);
    }
    return true;
  }

  // The planes of the givens, all at once (what place() would make of them
  // one by one, without events or placements): each strikes its value from
  // its peers. Two peers with one value leave ok_ false.
  void place_givens(const std::vector<Value>& givens) {
    Word given[kMaxSize][W] = {}, struck[kMaxSize][W] = {};
    const Word* peers = tables_->peers.data();
    const int done_words = done_words_;
    const Word* houses_of = tables_->complete_by_cell.bits.data();
    for (int c = 0; c < cells_; ++c) {
      if (!givens[c]) continue;
      const int d = givens[c] - 1;
      given[d][word_of(c)] |= bit_in_word(c);
      solved()[word_of(c)] |= bit_in_word(c);
      for (int w = 0; w < W; ++w) struck[d][w] |= peers[c * W + w];
      if (!step_bits_.empty())
        for (int w = 0; w < W; ++w) struck[d][w] |= step_bits_[static_cast<size_t>(c) * W + w];
      for (int i = 0; i < done_words; ++i) done(d)[i] |= houses_of[c * done_words + i];
    }
    for (int d = 0; d < n(); ++d)
      for (int w = 0; w < W; ++w) {
        if (given[d][w] & struck[d][w]) ok_ = false;
        plane(d)[w] = (valid_[w] & ~solved()[w] & ~struck[d][w]) | given[d][w];
      }
  }

  // Naked singles: cells left with one candidate, all placed. -1 on a
  // contradiction (a cell with none), else the number placed.
  int naked_singles(int depth) {
    Word once[W] = {}, twice[W] = {};
    for (int d = 0; d < n(); ++d) {
      const Word* p = plane(d);
      for (int w = 0; w < W; ++w) {
        twice[w] |= once[w] & p[w];
        once[w] |= p[w];
      }
    }
    Word empty = 0, any = 0, single[W];
    for (int w = 0; w < W; ++w) {
      empty |= valid_[w] & ~once[w];
      single[w] = once[w] & ~twice[w] & ~solved()[w];
      any |= single[w];
    }
    if (empty) return -1;
    if (!any) return 0;
    // Value by value; a single that an earlier one struck is left with no
    // candidate, which the next look finds.
    int placed = 0;
    for (int d = 0; d < n(); ++d) {
      const Word* p = plane(d);
      for (int w = 0; w < W; ++w)
        for (Word x = single[w] & p[w]; x; x &= (x - 1) & p[w]) {
          place(lowest_cell(w, x), d, depth, Technique::kNakedSingle);
          ++placed;
        }
    }
    return placed;
  }

  // Calls look(item) for each item of `masks` that has a cell in the
  // changed cells `delta`, once each, or for every item of `count` when `all`
  // (or when the masks have no words), but for those in `skip` (null, or as
  // many words as the masks); stops at the first look that returns false.
  template <typename Look>
  bool for_changed(const Word* delta, bool all, const ItemMasks& masks, int count, const Word* skip, Look look) {
    const int words = masks.words;
    if (words == 1) {  // one word of items
      Word due = all ? ~Word{0} >> (64 - count) : 0;
      for (int w = 0; w < W && !all; ++w)
        for (Word x = delta[w]; x; x &= x - 1) due |= masks.bits[lowest_cell(w, x)];
      if (skip) due &= ~skip[0];
      for (Word x = due; x; x &= x - 1)
        if (!look(__builtin_ctzll(x))) return false;
      return true;
    }
    if (all || words == 0) {
      for (int i = 0; i < count; ++i)
        if (!look(i)) return false;
      return true;
    }
    Word due[kMaxItemWords] = {};
    for (int w = 0; w < W; ++w)
      for (Word x = delta[w]; x; x &= x - 1) {
        const Word* m = &masks.bits[static_cast<size_t>(lowest_cell(w, x)) * words];
        for (int i = 0; i < words; ++i) due[i] |= m[i];
      }
    for (int i = 0; i < words; ++i)
      for (Word x = due[i] & ~(skip ? skip[i] : 0); x; x &= x - 1)
        if (!look(64 * i + __builtin_ctzll(x))) return false;
    return true;
  }

  // A rule's look at plane `p`: false when nothing changed since its copy
  // `checked` (and the rule has looked before: not `fresh`); else the changed
  // cells go to `delta` and `checked` takes the plane as it is now, so that
  // what changes from here on (by what this look places or strikes, too) is
  // due at the next look. (Keeping the old copy when a look placed singles
  // missed, at the root, a house those singles emptied of a value:
  // house_engines_shapes_test.)
  static bool take_changes(const Word* p, Word* checked, bool fresh, Word* delta) {
    Word any = 0;
    for (int w = 0; w < W; ++w) any |= delta[w] = p[w] ^ checked[w];
    if (!any && !fresh) return false;
    std::memcpy(checked, p, sizeof(Word) * W);
    return true;
  }

  // Hidden singles in the houses of N cells: a value with one place in a
  // house goes there; one with none is a contradiction (-1). Else the number
  // placed. Only the houses whose cells for that value changed since the
  // last look began are looked at.
  int hidden_singles(int depth) {
    int placed = 0;
    for (int d = 0; d < n(); ++d) {
      const Word* p = plane(d);
      Word delta[W];
      if (!take_changes(p, hidden_checked(d), hidden_fresh_, delta)) continue;
      const int houses = static_cast<int>(tables_->complete.size());
      const Word* skip = done(d);  // solved there: nothing to find
      const bool ok = for_changed(delta, hidden_fresh_, tables_->complete_by_cell, houses, skip, [&](int k) {
        const Word* house = complete_bits_ + W * k;
        // Without a branch but the rare one taken with fewer than two places.
        Word one = 0, many = 0;
        for (int w = 0; w < W; ++w) {
          const Word x = p[w] & house[w];
          many |= (x & (x - 1)) | static_cast<Word>((one != 0) & (x != 0));
          one |= x;
        }
        if (many) return true;
        if (!one) return false;
        int at = 0;
        while (!(p[at] & house[at])) ++at;
        const Word found = p[at] & house[at];
        if (!(solved()[at] & found)) {
          place(lowest_cell(at, found), d, depth, Technique::kHiddenSingle);
          ++placed;
        }
        return true;
      });
      if (!ok) return -1;
    }
    hidden_fresh_ = false;
    return placed;
  }

  // Pointing and claiming on a shape of up to 64 kMaxItemWords houses (on
  // others the links make them): when the places of a value in a complete house A all
  // lie in another house B as well, the value leaves B \ A. Only the complete
  // houses holding a cell whose plane changed since the last look are looked
  // at. Returns whether any struck a candidate.
  bool pointing() {
    const ItemMasks& houses_by_cell = tables_->houses_by_cell;
    const int house_words = houses_by_cell.words;
    if (!house_words) return false;
    const Word* bits = house_bits_;
    bool struck = false;
    for (int d = 0; d < n(); ++d) {
      Word* p = plane(d);
      Word delta[W];
      if (!take_changes(p, pointing_checked(d), pointing_fresh_, delta)) continue;
      const int houses = static_cast<int>(tables_->complete.size());
      const Word* skip = done(d);  // solved there: one place, its peers struck
      for_changed(delta, pointing_fresh_, tables_->complete_by_cell, houses, skip, [&](int k) {
        const Word* a = complete_bits_ + W * k;
        Word in_a[W];
        int first = -1, last = -1;  // words
        for (int w = 0; w < W; ++w)
          if ((in_a[w] = p[w] & a[w])) {
            if (first < 0) first = w;
            last = w;
          }
        if (first < 0) return true;  // no place: the singles find it
        const int first_cell = lowest_cell(first, in_a[first]), last_cell = 64 * last + 63 - __builtin_clzll(in_a[last]);
        if (first_cell == last_cell) return true;  // one place is a single's: the singles found it
        // The other houses of the first and the last place: those that hold
        // every place of d in A lose d outside A. (Houses are laid out in
        // house_bits by index, W words each.)
        const Word* of_first = &houses_by_cell.bits[static_cast<size_t>(first_cell) * house_words];
        const Word* of_last = &houses_by_cell.bits[static_cast<size_t>(last_cell) * house_words];
        const int own = tables_->complete_house[k];
        for (int i = 0; i < house_words; ++i)
          for (Word x = of_first[i] & of_last[i] & ~(i == own / 64 ? Word{1} << (own % 64) : 0); x; x &= x - 1) {
            const Word* b = bits + W * (64 * i + __builtin_ctzll(x));
            Word outside = 0;
            for (int w = 0; w < W; ++w) outside |= in_a[w] & ~b[w];
            if (outside) continue;
            for (int w = 0; w < W; ++w) {
              const Word strike = p[w] & b[w] & ~a[w];
              p[w] &= ~strike;
              struck |= strike != 0;
            }
          }
        return true;
      });
    }
    pointing_fresh_ = false;
    return struck;
  }

  // The links (house_tables.hpp) whose `from` changed: a value with no place
  // left in `from` is struck from `to` (what it empties, the singles find).
  // Returns whether any struck a candidate.
  bool linked() {
    const Word* bits = link_bits_;
    bool struck = false;
    for (int d = 0; d < n(); ++d) {
      Word* p = plane(d);
      Word delta[W];
      if (!take_changes(p, links_checked(d), links_fresh_, delta)) continue;
      for_changed(delta, links_fresh_, tables_->links_by_cell, tables_->link_count(), nullptr, [&](int i) {
        const CellSpan& from = tables_->links[2 * i];
        Word in_from = 0;
        const int lo = W <= 2 ? 0 : from.lo, hi = W <= 2 ? W - 1 : from.hi;
        for (int w = lo; w <= hi; ++w) in_from |= p[w] & bits[from.at + w];
        if (in_from) return true;
        const CellSpan& to = tables_->links[2 * i + 1];
        for (int w = to.lo; w <= to.hi; ++w) {
          const Word x = p[w] & bits[to.at + w] & ~solved()[w];
          if (!x) continue;
          p[w] &= ~x;
          struck = true;
        }
        return true;
      });
    }
    links_fresh_ = false;
    return struck;
  }

  // Until nothing changes: naked singles, hidden singles, then the links
  // (crossings and leftovers). False on a contradiction.
  bool propagate(int depth) {
    while (true) {
      const int naked = naked_singles(depth);
      if (naked < 0) return false;
      if (naked > 0) continue;
      if (all_solved()) return constrained(true) == 0;  // on a full grid, an exact check
      const int hidden = hidden_singles(depth);
      if (hidden < 0) return false;
      if (hidden > 0) continue;
      // Leftovers (the costliest) when pointing and claiming strike nothing.
      if (pointing() || linked()) continue;
      const int struck = constrained();
      if (struck < 0) return false;
      if (struck == 0) return true;
    }
  }

  // The puzzle's constraints (constraints/constraint.hpp), each narrowing
  // its cells' candidates: -1 on a contradiction, else how many it struck.
  int constrained(bool full = false) {
    int struck = 0;
    const std::vector<Constraint>& all = constraints_.all();
    for (size_t k = 0; k < all.size(); ++k) {
      const Constraint& c = all[k];
      const int count = static_cast<int>(c.cells.size());
      gather(c);
      if (full) {
        if (!constraints_.check(k, masks_, n())) return -1;
        continue;
      }
      before_ = masks_;
      bool ran = false;
      if (!constraints_.narrow_one(k, masks_, n(), ran)) return -1;
      for (int i = 0; i < count; ++i)
        for (CandidateMask gone = before_[i] & ~masks_[i]; gone; gone &= gone - 1, ++struck)
          plane(lowest_value(gone) - 1)[word_of(c.cells[i])] &= ~bit_in_word(c.cells[i]);
      if (ran) struck += strike_required(c);
    }
    return struck;
  }

  // masks_: constraint c's cells' candidates.
  void gather(const Constraint& c) {
    const int count = static_cast<int>(c.cells.size());
    masks_.resize(static_cast<size_t>(count));
    for (int i = 0; i < count; ++i) {
      const int w = word_of(c.cells[i]);
      const Word b = bit_in_word(c.cells[i]);
      CandidateMask m = 0;
      for (int d = 0; d < n(); ++d)
        if (plane(d)[w] & b) m |= bit_of(d + 1);
      masks_[i] = m;
    }
  }

  // The state is one that propagate() left (every rule checked it): the
  // constraints that narrow only what changed since (narrow_since) take it
  // as settled, so that the search's next strike is all they look at.
  void settle_constraints() {
    const std::vector<Constraint>& all = constraints_.all();
    for (size_t k = 0; k < all.size(); ++k) {
      if (!narrows_since(all[k].kind)) continue;
      gather(all[k]);
      constraints_.settle(k, masks_);
    }
  }

  // The values constraint c's cells must hold (required_values), each
  // struck from every cell that sees all the cells of c that can take it
  // (sight_bits; masks_: c's cells' candidates). How many it struck.
  int strike_required(const Constraint& c) {
    const CandidateMask required = required_values(c, masks_.data(), n());
    int struck = 0;
    for (CandidateMask m = required; m; m &= m - 1) {
      const int v = lowest_value(m);
      Word common[W];
      std::memcpy(common, valid_, sizeof common);
      bool any = false;
      for (size_t i = 0; i < c.cells.size(); ++i)
        if (masks_[i] & bit_of(v)) {
          any = true;
          const Word* sees = sight_.data() + static_cast<size_t>(c.cells[i]) * W;
          for (int w = 0; w < W; ++w) common[w] &= sees[w];
        }
      if (!any) continue;
      Word* p = plane(v - 1);
      for (int w = 0; w < W; ++w) {
        const Word gone = p[w] & common[w];
        p[w] &= ~gone;
        struck += count_cells(gone);
      }
    }
    return struck;
  }

  SearchContext& ctx_;
  const Shape& shape_;
  const int size_, cells_;  // size_: N, read from the shape
  const std::shared_ptr<const HouseTables> tables_;
  const Word* const house_bits_;
  const Word* const complete_bits_;
  const Word* const link_bits_;
  const int done_words_;  // words of done(d): those of tables_->complete_by_cell
  const int frame_words_;
  Word valid_[W] = {};  // every cell of the shape
  // Per value, its plane when a rule last found nothing left to do in it:
  // hidden singles (words [0, N W)) and links (the next N W); for_changed
  // looks only at what holds a cell that changed since.
  std::vector<Word> checked_;
  bool hidden_fresh_ = true, links_fresh_ = true, pointing_fresh_ = true;  // nothing checked yet: every house (link) is due
  std::vector<Word> frames_;  // one frame per depth
  Word* st_;                  // the current frame
  bool ok_ = true;
  std::vector<Value> scratch_, child_values_;
  SettledConstraints constraints_;
  std::vector<CandidateMask> masks_, before_;  // one constraint's cells' candidates, after and before narrowing
  std::optional<ConflictScores> scores_;  // with constraints: where to guess
  std::vector<Word> step_bits_;  // per cell, W words: its step peers (step_peers.hpp); empty: none
  std::vector<Word> sight_;      // per cell, W words: what sees it (sight_bits); empty without constraints
};

}  // namespace

void solve(const Puzzle& puzzle, SearchContext& ctx) {
  // Three instantiations only (each adds some 10 KB to the WebAssembly
  // module): up to 64 cells (4x4 to 8x8, the star) with N read from the
  // shape, and the 9x9s and the layouts of up to 192 cells (twodoku,
  // butterfly, flower) with N = 9. Anything else goes to the mask engine.
  // Timed with tests/tools/bench_layouts (100 puzzles each), planes of 3 words
  // take 0.52-0.54 of the mask engine's time per node on twodoku, butterfly
  // and flower; on sohei, windmill and samurai (5 and 6 words, before
  // pointing came from houses_by_cell) neither was ahead.
  const int cells = puzzle.shape->cell_count();
  if (cells <= 64)
    PlaneSolver<1, 0>(puzzle, ctx).run();
  else if (cells <= 128 && puzzle.shape->size() == 9)
    PlaneSolver<2, 9>(puzzle, ctx).run();
  else if (cells <= 192 && puzzle.shape->size() == 9)
    PlaneSolver<3, 9>(puzzle, ctx).run();
  else
    solve_by_masks(puzzle, ctx);  // faster from 5 words up: see mask_solver.hpp
}

}  // namespace sudoku::houses
