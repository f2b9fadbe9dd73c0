// The fast solver's engine for standard 9x9 grids; see band_solver.hpp.
#include "core/solvers/band9/band_solver.hpp"

#include "core/solvers/band9/band_tables.hpp"

#include <cstring>

namespace sudoku::band9 {

namespace {

// The search state: 27 band words and the solved cells, 120 bytes, copied
// whole on every guess.
//   cand[9*b + v]  value v+1's candidate cells in band b (layout: band_tables.hpp);
//                  a band's nine words are contiguous so per-band loops vectorize
//   solved[b]      cells of band b whose value is known; a solved cell is in
//                  exactly one value's word
struct State {
  std::uint32_t cand[27];
  std::uint32_t solved[3];
};

// Words that changed since they were last closed: bit 9*b + v, as in cand.
using Dirty = std::uint32_t;
constexpr Dirty kEveryBand = 0x40201;  // shifted by v: value v in all three bands
constexpr Dirty kEveryWord = (1u << 27) - 1;

inline std::uint32_t triads_of(std::uint32_t a) {
  return kBoxesTouched[a & kRow] | (kBoxesTouched[(a >> 9) & kRow] << 3) | (kBoxesTouched[a >> 18] << 6);
}

inline std::uint32_t horizontal_closure(std::uint32_t a) { return a & kHorizontalClosure[triads_of(a)]; }

// Columns (9 bits) of a band word that hold a candidate.
inline std::uint32_t columns_of(std::uint32_t a) { return (a | (a >> 9) | (a >> 18)) & kRow; }

// A value's columns, band-major (bit 9*b + 3*s + j for band b, column 3*s + j),
// in stack-major order (bit 9*s + 3*b + j), where stack s's triad matrix
// (band i, column j) is (x >> 9s) & 0x1ff: a transpose of 3x3 three-bit
// pieces, so it also turns stack-major back into band-major.
inline std::uint32_t by_stack_major(std::uint32_t x) {
  return (x & 0x7007007u) | ((x & 0x38038u) << 6) | ((x >> 6) & 0x38038u) | ((x & 0x1c0u) << 12) |
         ((x >> 12) & 0x1c0u);
}

// A value's columns per band (bit 9*b + c) from its three band words.
inline std::uint32_t columns_by_band(std::uint32_t a0, std::uint32_t a1, std::uint32_t a2) {
  return columns_of(a0) | (columns_of(a1) << 9) | (columns_of(a2) << 18);
}

// A row pattern (9 bits) repeated in the three rows of a band word.
inline std::uint32_t in_every_row(std::uint32_t columns) { return columns * 0x40201u; }

// The cells of a band word that are alone in their row.
inline std::uint32_t single_in_row(std::uint32_t a) {
  std::uint32_t out = 0;
  for (int r = 0; r < 27; r += 9) {
    const std::uint32_t row = a & (kRow << r);
    if ((row & (row - 1)) == 0) out |= row;
  }
  return out;
}

// Per triad, whether at least 1, 2, 3 or 4 values pass: threshold counters
// over words that hold the horizontal triads in their low half (bit 9*b +
// 3*i + j) and the vertical ones in their high half (bit 32 + 9*b + c), so
// one pass counts both kinds. Kept in registers: this runs at every node.
struct AtLeast {
  std::uint64_t one = 0, two = 0, three = 0, four = 0;
  void add(std::uint64_t x) {
    four |= three & x;
    three |= two & x;
    two |= one & x;
    one |= x;
  }
};

constexpr std::uint32_t kFirstOfThree = 0x1249249;  // bit 3k for k = 0..8

// The triad rule runs when at least this many cells are open (see propagate()).
constexpr int kTriadRuleOpenCells = 45;

// The 27 triads of each kind, in both halves of an AtLeast word.
constexpr std::uint64_t kBothKinds = kAllCells | static_cast<std::uint64_t>(kAllCells) << 32;

class Engine {
 public:
  Engine(const Value* givens, SearchContext& ctx) : ctx_(ctx) {
    for (int c = 0; c < 81; ++c) shown_[c] = givens[c];
  }

  void run(const Value* givens) {
    ++ctx_.stats.nodes;
    State s;
    load(s, givens);
    if (!propagate(s, kEveryWord)) {
      ++ctx_.stats.backtracks;
      ctx_.dead_end(-1, 0);
      return;
    }
    show(s, 0);
    search(s, 0);
  }

 private:
  // Places the givens without propagating: each given strikes its cell from
  // the other values and its value from its row, box and column.
  static void load(State& s, const Value* givens) {
    std::uint32_t mine[27] = {};  // cells of band b given value v, as in cand
    std::uint32_t columns[9] = {};
    const auto place = [&](int cell) {
      const int b = cell / 27, p = cell % 27, v = givens[cell] - 1;
      mine[9 * b + v] |= 1u << p;
      columns[v] |= 1u << (p % 9);
    };
    // Eight cells at a time: the high bit of each byte of `nonzero` says
    // whether that cell holds a given.
    static_assert(sizeof(Value) == 1, "one byte a cell");
    constexpr std::uint64_t kLow7 = 0x7f7f7f7f7f7f7f7full, kHigh = 0x8080808080808080ull;
    for (int base = 0; base < 80; base += 8) {
      std::uint64_t x;
      std::memcpy(&x, givens + base, 8);
      for (std::uint64_t nonzero = (((x & kLow7) + kLow7) | x) & kHigh; nonzero; nonzero &= nonzero - 1)
        place(base + __builtin_ctzll(nonzero) / 8);
    }
    if (givens[80]) place(80);
    for (int b = 0; b < 3; ++b) {
      std::uint32_t given = 0;
      for (int v = 0; v < 9; ++v) given |= mine[9 * b + v];
      s.solved[b] = given;
      for (int v = 0; v < 9; ++v) {
        std::uint32_t word = kAllCells & ~(given & ~mine[9 * b + v]) & ~in_every_row(columns[v]);
        for (std::uint32_t m = mine[9 * b + v]; m; m &= m - 1) word &= ~kBandPeers[__builtin_ctz(m)];
        s.cand[9 * b + v] = word | mine[9 * b + v];
      }
    }
  }

  // Strikes `cells` of band b from every value's word, marking what changed.
  static void strike(State& s, int b, std::uint32_t cells, Dirty& dirty) {
    std::uint32_t* band = &s.cand[9 * b];
    Dirty changed = 0;  // a local: `dirty` might alias the words, and would be stored at each one
    for (int w = 0; w < 9; ++w) {
      const std::uint32_t was = band[w];
      changed |= static_cast<Dirty>((was & cells) != 0) << w;
      band[w] = was & ~cells;
    }
    dirty |= changed << (9 * b);
  }

  // Solves band b's cell p with value v: strikes the cell from the other
  // values and v from the cell's row and box (its column follows from v's
  // vertical closure).
  static void assign(State& s, int v, int b, int p, Dirty& dirty) {
    const std::uint32_t mine = s.cand[9 * b + v];
    s.solved[b] |= 1u << p;
    strike(s, b, 1u << p, dirty);
    s.cand[9 * b + v] = mine & ~kBandPeers[p];
    dirty |= 1u << (9 * b + v);
  }

  // Closes value v's band words under the horizontal and vertical rules,
  // then solves the cells left alone in a row of a band that changed (given
  // in `bands`, or by the closure). False on a contradiction.
  bool update_value(State& s, int v, std::uint32_t bands, Dirty& dirty) {
    std::uint32_t a[3] = {s.cand[v], s.cand[9 + v], s.cand[18 + v]};
    const std::uint32_t before[3] = {a[0], a[1], a[2]};
    // A word whose dirty bit is clear is unchanged since it was last closed,
    // so only the bands in `open` need the horizontal rule.
    std::uint32_t open = bands;
    for (;;) {
      for (int b = 0; b < 3; ++b) {
        if (!(open & (1u << b))) continue;
        a[b] = horizontal_closure(a[b]);
        if (!a[b]) return false;
      }
      const std::uint32_t columns = by_stack_major(columns_by_band(a[0], a[1], a[2]));
      const std::uint32_t allowed = kClosure[columns & kRow] | (kClosure[(columns >> 9) & kRow] << 9) |
                                    (kClosure[columns >> 18] << 18);
      if (allowed == columns) break;
      const std::uint32_t allowed_by_band = by_stack_major(allowed);
      open = 0;
      for (int b = 0; b < 3; ++b) {
        const std::uint32_t kept = a[b] & in_every_row((allowed_by_band >> (9 * b)) & kRow);
        open |= static_cast<std::uint32_t>(kept != a[b]) << b;
        a[b] = kept;
      }
    }
    for (int b = 0; b < 3; ++b) {
      s.cand[9 * b + v] = a[b];
      if (a[b] == before[b] && !(bands & (1u << b))) continue;
      const std::uint32_t fresh = single_in_row(a[b]) & ~s.solved[b];
      if (!fresh) continue;
      s.solved[b] |= fresh;
      ctx_.stats.placements += __builtin_popcount(fresh);
      // Strike the cells from every value, then give v its own back.
      strike(s, b, fresh, dirty);
      s.cand[9 * b + v] = a[b];
    }
    dirty &= ~(kEveryBand << v);
    return true;
  }

  // Cells with one candidate left. False when a cell has none.
  bool naked_singles(State& s, Dirty& dirty) {
    for (int b = 0; b < 3; ++b) {
      std::uint32_t* band = &s.cand[9 * b];
      std::uint32_t once = 0, twice = 0;
      for (int v = 0; v < 9; ++v) {
        twice |= once & band[v];
        once |= band[v];
      }
      if (once != kAllCells) return false;
      const std::uint32_t singles = once & ~twice & ~s.solved[b];
      if (!singles) continue;
      s.solved[b] |= singles;
      ctx_.stats.placements += __builtin_popcount(singles);
      Dirty changed = 0;
      for (int v = 0; v < 9; ++v) {
        std::uint32_t mine = band[v] & singles;
        if (!mine) continue;
        changed |= 1u << v;
        std::uint32_t word = band[v];
        for (; mine; mine &= mine - 1) word &= ~kBandPeers[__builtin_ctz(mine)];
        band[v] = word;
      }
      dirty |= changed << (9 * b);
    }
    return true;
  }

  // Each triad's three cells hold exactly three values: a row's three cells
  // inside a box (horizontal triad) and a column's three cells inside a box
  // (vertical). Over the 27 triads of each kind at once, count the values
  // that can lie in each triad and those that must (their row in the band,
  // or their column in the stack, has no other triad left). More than three
  // that must, or fewer than three that can, is a contradiction; three that
  // must shut the others out; three that can must all be there. Without
  // this rule a search that fixes values triad by triad can wander long
  // below a dead state (an empty grid took 88,000 dead ends).
  bool triads(State& s, Dirty& dirty) {
    std::uint64_t can[9], must[9];  // per value: the triads it can lie in, those it must
    AtLeast can_count, must_count;
    for (int v = 0; v < 9; ++v) {
      const std::uint32_t h = row_triads_[v] = row_triads(s, v);
      const std::uint32_t ha = h & kFirstOfThree, hb = (h >> 1) & kFirstOfThree, hc = (h >> 2) & kFirstOfThree;
      const std::uint32_t h_one = (ha ^ hb ^ hc) & ~(ha & hb & hc);  // rows touching one box
      const std::uint32_t w = column_triads_[v] = column_triads(s, v);
      const std::uint32_t wa = w & kRow, wb = (w >> 9) & kRow, wc = w >> 18;
      const std::uint32_t w_one = (wa ^ wb ^ wc) & ~(wa & wb & wc);  // columns touching one band
      can[v] = h | static_cast<std::uint64_t>(w) << 32;
      must[v] = (h & (h_one * 7)) | static_cast<std::uint64_t>(w & in_every_row(w_one)) << 32;
      can_count.add(can[v]);
      must_count.add(must[v]);
    }
    if ((~can_count.three | must_count.four) & kBothKinds) return false;
    const std::uint64_t can_three = can_count.three & ~can_count.four, must_three = must_count.three;
    const std::uint64_t shut = must_three & ~can_three;  // others can still come in
    const std::uint64_t need = can_three & ~must_three;  // some can still leave
    if (!(shut | need)) return true;
    Dirty changed = 0;
    for (int v = 0; v < 9; ++v) {
      const std::uint64_t here = need & can[v] & ~must[v];
      const std::uint32_t h_here = static_cast<std::uint32_t>(here), w_here = static_cast<std::uint32_t>(here >> 32);
      const std::uint32_t h_rows = ((h_here | (h_here >> 1) | (h_here >> 2)) & kFirstOfThree) * 7;
      const std::uint32_t w_columns = in_every_row(columns_of(w_here));
      const std::uint64_t shut_out = shut & can[v] & ~must[v];
      const std::uint32_t h_strike = static_cast<std::uint32_t>(shut_out) | (h_rows & ~h_here);
      const std::uint32_t w_strike = static_cast<std::uint32_t>(shut_out >> 32) | (w_columns & ~w_here);
      if (!(h_strike | w_strike)) continue;
      for (int b = 0; b < 3; ++b) {
        const std::uint32_t cells =
            kTriadCells[(h_strike >> (9 * b)) & kRow] | in_every_row((w_strike >> (9 * b)) & kRow);
        const std::uint32_t was = s.cand[9 * b + v], now = was & ~cells;
        changed |= static_cast<Dirty>(was != now) << (9 * b + v);
        s.cand[9 * b + v] = now;
      }
    }
    dirty |= changed;
    return true;
  }

  // Value v's horizontal triads: bit 9*b + 3*i + j for band b, row i, box j.
  static std::uint32_t row_triads(const State& s, int v) {
    return triads_of(s.cand[v]) | (triads_of(s.cand[9 + v]) << 9) | (triads_of(s.cand[18 + v]) << 18);
  }
  // Value v's vertical triads (its columns per band): bit 9*b + c for band b, column c.
  static std::uint32_t column_triads(const State& s, int v) {
    return columns_by_band(s.cand[v], s.cand[9 + v], s.cand[18 + v]);
  }

  static int open_cells(const State& s) {
    return 81 - __builtin_popcount(s.solved[0]) - __builtin_popcount(s.solved[1]) - __builtin_popcount(s.solved[2]);
  }

  // Closes the state under every rule; false on a contradiction. The triad
  // rule costs about a third of a node and, with few cells open, singles
  // and the closure leave it little to find: below kTriadRuleOpenCells open
  // cells it is left out (callgrind, per puzzle: serg 32.1k -> 28.8k
  // instructions, 7.4 -> 7.9 nodes; magictour and forum_hardest even).
  // Either way row_triads_ and column_triads_ describe the state for search().
  bool propagate(State& s, Dirty dirty) {
    for (;;) {
      while (dirty) {
        const int v = __builtin_ctz((dirty | (dirty >> 9) | (dirty >> 18)) & 0x1ff);
        const std::uint32_t bands = ((dirty >> v) & 1) | ((dirty >> (v + 8)) & 2) | ((dirty >> (v + 16)) & 4);
        if (!update_value(s, v, bands, dirty)) return false;
      }
      if (!naked_singles(s, dirty)) return false;
      if (dirty) continue;
      if (open_cells(s) < kTriadRuleOpenCells) {
        for (int v = 0; v < 9; ++v) {
          row_triads_[v] = row_triads(s, v);
          column_triads_[v] = column_triads(s, v);
        }
        return true;
      }
      if (!triads(s, dirty)) return false;
      if (!dirty) return true;
    }
  }

  static bool is_solved(const State& s) { return (s.solved[0] & s.solved[1] & s.solved[2]) == kAllCells; }

  // Returns true when the search must end.
  bool search(State& s, int depth) {
    if (is_solved(s)) return report(s);
    if (ctx_.should_stop()) return true;
    // The band or stack where the values have the fewest placements left,
    // and there the value with the fewest (two, nearly always). The triad
    // matrices come from the last triads() of propagate, which changed
    // nothing, so they describe this state. Unit u < 3 is band u, unit
    // 3 + st stack st: each a 9-bit field of units[u / 3][v].
    std::uint32_t units[2][9];
    int unit_total[6] = {};
    for (int v = 0; v < 9; ++v) {
      const std::uint32_t rows = row_triads_[v], columns = by_stack_major(column_triads_[v]);
      units[0][v] = rows;
      units[1][v] = columns;
      for (int k = 0; k < 3; ++k) {
        unit_total[k] += kPermutationCount[(rows >> (9 * k)) & kRow];
        unit_total[3 + k] += kPermutationCount[(columns >> (9 * k)) & kRow];
      }
    }
    int unit = -1;
    for (int u = 0, best = 1000; u < 6; ++u)
      if (unit_total[u] > 9 && unit_total[u] < best) {
        best = unit_total[u];
        unit = u;
      }
    if (unit < 0) return search_cell(s, depth);
    const std::uint32_t* fields = units[unit / 3];
    const int shift = 9 * (unit % 3);
    int value = 0;
    std::uint32_t matrix = 0;
    for (int v = 0, best = 7; v < 9; ++v) {
      const std::uint32_t t = (fields[v] >> shift) & kRow;
      const int count = kPermutationCount[t];
      if (count >= 2 && count < best) {
        best = count;
        value = v;
        matrix = t;
      }
    }
    std::uint32_t options[6];
    int n = 0;
    for (std::uint32_t m : detail::kPermutationMatrices)
      if ((matrix & m) == m) options[n++] = m;
    for (int i = 0; i < n; ++i) {
      ++ctx_.stats.nodes;
      // The last option may take over this state: nothing needs it afterwards.
      State copy;
      State& child = i + 1 < n ? (copy = s) : s;
      Dirty dirty;
      if (unit < 3) {
        child.cand[9 * unit + value] &= kHorizontalClosure[options[i]];
        dirty = 1u << (9 * unit + value);
      } else {
        const int st = unit - 3;
        const std::uint32_t keep = ~(kRow << (9 * st)) | (options[i] << (9 * st));  // stack-major
        const std::uint32_t keep_by_band = by_stack_major(keep);
        for (int b = 0; b < 3; ++b) child.cand[9 * b + value] &= in_every_row((keep_by_band >> (9 * b)) & kRow);
        dirty = kEveryBand << value;
      }
      if (propagate(child, dirty)) {
        show(child, depth + 1);
        if (search(child, depth + 1)) return true;
      } else {
        ++ctx_.stats.backtracks;
        ctx_.dead_end(-1, depth);
      }
    }
    return false;
  }

  // Every value's placement is fixed at the level of triads but cells are
  // still open: guess a cell with the fewest candidates.
  bool search_cell(State& s, int depth) {
    int band = 0, pos = 0, best = 10;
    for (int b = 0; b < 3; ++b)
      for (std::uint32_t open = ~s.solved[b] & kAllCells; open; open &= open - 1) {
        const int p = __builtin_ctz(open);
        int count = 0;
        for (int v = 0; v < 9; ++v) count += (s.cand[9 * b + v] >> p) & 1;
        if (count < best) {
          best = count;
          band = b;
          pos = p;
        }
      }
    std::uint32_t values = 0;
    for (int v = 0; v < 9; ++v)
      if (s.cand[9 * band + v] & (1u << pos)) values |= 1u << v;
    while (values) {
      const int v = __builtin_ctz(values);
      values &= values - 1;
      ++ctx_.stats.nodes;
      ++ctx_.stats.placements;
      State copy;
      State& child = values ? (copy = s) : s;
      Dirty dirty = 0;
      assign(child, v, band, pos, dirty);
      if (propagate(child, dirty)) {
        show(child, depth + 1);
        if (search(child, depth + 1)) return true;
      } else {
        ++ctx_.stats.backtracks;
        ctx_.dead_end(27 * band + pos, depth);
      }
    }
    return false;
  }

  // The values of the solved cells (0 elsewhere).
  static void solved_grid(const State& s, Value* grid) {
    for (int b = 0; b < 3; ++b)
      for (int v = 0; v < 9; ++v)
        for (std::uint32_t x = s.cand[9 * b + v] & s.solved[b]; x; x &= x - 1)
          grid[27 * b + __builtin_ctz(x)] = static_cast<Value>(v + 1);
  }

  bool report(const State& s) {
    Value grid[81] = {};
    solved_grid(s, grid);
    return ctx_.found(grid);
  }

  // When tracing: the events that turn the grid last shown into this state's.
  // States are copied, not undone, so a sibling's first show() also removes
  // what the previous sibling placed.
  void show(const State& s, int depth) {
    if (!ctx_.tracing()) return;
    Value grid[81] = {};
    solved_grid(s, grid);
    ctx_.switch_state(shown_, grid, depth);
    for (int c = 0; c < 81; ++c) shown_[c] = grid[c];
  }

  SearchContext& ctx_;
  // Per value, as triads() last saw the state: its horizontal triads (bit
  // 9*b + 3*i + j) and its columns per band (bit 9*b + c).
  std::uint32_t row_triads_[9], column_triads_[9];
  Value shown_[81];  // the grid as the trace's reader sees it
};

}  // namespace

void solve(const Value* givens, SearchContext& ctx) { Engine(givens, ctx).run(givens); }

}  // namespace sudoku::band9
