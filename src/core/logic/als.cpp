#include "core/logic/als.hpp"

#include <algorithm>
#include <memory>

#include "core/logic/grid_key.hpp"
#include "core/logic/house_logic.hpp"

namespace sudoku {

namespace {

std::size_t words_for(const Shape& s) { return static_cast<std::size_t>(s.cell_count() + 63) / 64; }
void add_cell(std::uint64_t* bits, int c) { bits[static_cast<std::size_t>(c) / 64] |= std::uint64_t{1} << (c % 64); }

// Each cell's peers as bits, made when first asked for.
class PeerBits {
 public:
  explicit PeerBits(const Shape& s) : shape_(s), words_(words_for(s)), bits_(static_cast<std::size_t>(s.cell_count())) {}
  const CellBits& of(int c) {
    CellBits& b = bits_[static_cast<std::size_t>(c)];
    if (b.empty()) {
      b.assign(words_, 0);
      for (int p : shape_.peers_of(c)) add_cell(b.data(), p);
    }
    return b;
  }

 private:
  const Shape& shape_;
  std::size_t words_;
  std::vector<CellBits> bits_;
};

// The set's bits: its cells, and per value its cells with v and every cell
// seeing all of them (Als::data's layout).
void describe(const CandidateGrid& g, PeerBits& peer_bits, Als& set) {
  const std::size_t words = words_for(g.shape());
  set.words = words;
  set.data.assign((1 + 2 * static_cast<std::size_t>(count_of(set.values))) * words, 0);
  std::uint64_t* bits = set.data.data();
  for (int c : set.cells) add_cell(bits, c);
  std::uint64_t* holding = bits + words;
  for (CandidateMask m = set.values; m; m &= m - 1, holding += 2 * words) {
    const int v = lowest_value(m);
    std::uint64_t* seeing = holding + words;
    std::fill(seeing, seeing + words, ~std::uint64_t{0});
    for (int c : set.cells) {
      if (!(g.candidates(c) & bit_of(v))) continue;
      add_cell(holding, c);
      const CellBits& peers = peer_bits.of(c);
      for (std::size_t w = 0; w < words; ++w) seeing[w] &= peers[w];
    }
  }
}

}  // namespace

int als_max_cells(const Shape& s) { return s.size() <= 9 ? 4 : s.size() <= 16 ? 3 : 2; }

namespace {

// Each shape's peers as bits, kept per thread for the last shape.
PeerBits& peer_bits_of(const CandidateGrid& g) {
  thread_local ShapePtr shape;
  thread_local std::unique_ptr<PeerBits> bits;
  if (shape != g.shape_ptr()) {
    bits = std::make_unique<PeerBits>(g.shape());
    shape = g.shape_ptr();
  }
  return *bits;
}

// Fills `out` with the grid's sets, reusing the sets already there (their
// arrays keep their room: making them anew was a tenth of the rungs' time).
void find_sets(const CandidateGrid& g, int max_cells, std::size_t max_sets, std::vector<Als>& out) {
  std::size_t count = 0;
  const Shape& s = g.shape();
  PeerBits& peer_bits = peer_bits_of(g);
  // Whether an earlier house holds every cell: the set was found there.
  auto found_before = [&](const std::vector<int>& cells, int h) {
    for (int earlier : s.houses_of(cells[0])) {
      if (earlier >= h) continue;
      bool all = true;
      for (std::size_t i = 1; i < cells.size() && all; ++i) all = in_house(s, cells[i], earlier);
      if (all) return true;
    }
    return false;
  };
  for (int h = 0; h < house_count(g); ++h) {
    std::vector<int> empty;
    for (int c : cells_of(g, h))
      if (!g.value(c)) empty.push_back(c);
    std::sort(empty.begin(), empty.end());
    for (int k = 1; k <= max_cells && k <= static_cast<int>(empty.size()); ++k) {
      std::vector<int> chosen;
      auto visit = [&](const std::vector<int>& cells) {
        CandidateMask values = 0;
        for (int c : cells) values |= g.candidates(c);
        if (count_of(values) != k + 1 || found_before(cells, h)) return false;
        if (count == out.size()) out.emplace_back();
        Als& set = out[count++];
        set.house = h;
        set.cells = cells;
        set.values = values;
        describe(g, peer_bits, set);
        return count >= max_sets;
      };
      auto few_values = [&](const std::vector<int>& cells) {
        CandidateMask values = 0;
        for (int c : cells) values |= g.candidates(c);
        return count_of(values) <= k + 1;
      };
      if (for_each_subset_while(empty, k, chosen, 0, few_values, visit)) {
        out.resize(count);
        return;
      }
    }
  }
  out.resize(count);
}

thread_local LastGrid<std::vector<Als>> last;  // the last grid's sets (grid_key.hpp)

}  // namespace

const std::vector<Als>& almost_locked_sets(const CandidateGrid& g) {
  return last.for_grid(g, [&](std::vector<Als>& sets) { find_sets(g, als_max_cells(g.shape()), kMaxAlsSets, sets); });
}

std::vector<std::pair<int, int>> in_one_or_the_other(const CandidateGrid& g, const Als& a, const Als& b,
                                                     CandidateMask values, const CellBits& except) {
  std::vector<std::pair<int, int>> out;
  for (CandidateMask m = values; m; m &= m - 1) {
    const int z = lowest_value(m);
    const std::uint64_t* from_a = a.seeing_all_of(z);
    const std::uint64_t* from_b = b.seeing_all_of(z);
    for (std::size_t w = 0; w < a.words; ++w)
      for (std::uint64_t both = from_a[w] & from_b[w] & ~except[w]; both; both &= both - 1) {
        const int c = static_cast<int>(64 * w) + __builtin_ctzll(both);
        if (!g.value(c) && (g.candidates(c) & bit_of(z))) out.push_back({c, z});
      }
  }
  std::sort(out.begin(), out.end());
  return out;
}

CellBits union_of(const std::vector<const Als*>& sets) {
  CellBits out(sets.front()->words, 0);
  for (const Als* set : sets)
    for (std::size_t w = 0; w < out.size(); ++w) out[w] |= set->bits()[w];
  return out;
}

}  // namespace sudoku
