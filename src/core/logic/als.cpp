#include "core/logic/als.hpp"

#include <algorithm>
#include <set>

#include "core/logic/house_logic.hpp"

namespace sudoku {

namespace {

std::size_t words_for(const Shape& s) { return static_cast<std::size_t>(s.cell_count() + 63) / 64; }
void add_cell(CellBits& bits, int c) { bits[static_cast<std::size_t>(c) / 64] |= std::uint64_t{1} << (c % 64); }

// Each cell's peers as bits, made when first asked for.
class PeerBits {
 public:
  explicit PeerBits(const Shape& s) : shape_(s), words_(words_for(s)), bits_(static_cast<std::size_t>(s.cell_count())) {}
  const CellBits& of(int c) {
    CellBits& b = bits_[static_cast<std::size_t>(c)];
    if (b.empty()) {
      b.assign(words_, 0);
      for (int p : shape_.peers_of(c)) add_cell(b, p);
    }
    return b;
  }

 private:
  const Shape& shape_;
  std::size_t words_;
  std::vector<CellBits> bits_;
};

// The set's per-value bits: its cells with v, and every cell seeing all of them.
void describe(const CandidateGrid& g, PeerBits& peer_bits, Als& set) {
  const Shape& s = g.shape();
  const std::size_t words = words_for(s);
  set.bits.assign(words, 0);
  for (int c : set.cells) add_cell(set.bits, c);
  for (CandidateMask m = set.values; m; m &= m - 1) {
    const int v = lowest_value(m);
    CellBits holding(words, 0);
    CellBits seeing(words, ~std::uint64_t{0});
    for (int c : set.cells) {
      if (!(g.candidates(c) & bit_of(v))) continue;
      add_cell(holding, c);
      const CellBits& peers = peer_bits.of(c);
      for (std::size_t w = 0; w < words; ++w) seeing[w] &= peers[w];
    }
    set.value_list.push_back(v);
    set.holding.push_back(std::move(holding));
    set.seeing_all.push_back(std::move(seeing));
  }
}

}  // namespace

const CellBits& Als::holding_value(int v) const {
  return holding[static_cast<std::size_t>(std::find(value_list.begin(), value_list.end(), v) - value_list.begin())];
}
const CellBits& Als::seeing_all_of(int v) const {
  return seeing_all[static_cast<std::size_t>(std::find(value_list.begin(), value_list.end(), v) - value_list.begin())];
}

int als_max_cells(const Shape& s) { return s.size() <= 9 ? 4 : s.size() <= 16 ? 3 : 2; }

namespace {

std::vector<Als> find_sets(const CandidateGrid& g, int max_cells, std::size_t max_sets) {
  std::vector<Als> out;
  std::set<std::vector<int>> seen;
  PeerBits peer_bits(g.shape());
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
        if (count_of(values) != k + 1 || !seen.insert(cells).second) return false;
        Als set;
        set.house = h;
        set.cells = cells;
        set.values = values;
        describe(g, peer_bits, set);
        out.push_back(std::move(set));
        return out.size() >= max_sets;
      };
      if (for_each_subset(empty, k, chosen, 0, visit)) return out;
    }
  }
  return out;
}

// The last grid asked about on this thread, and its sets. Its shape is held,
// so no other shape can come to live at its address meanwhile.
struct LastSets {
  ShapePtr shape;
  std::vector<Value> values;
  std::vector<CandidateMask> candidates;
  std::vector<Als> sets;
};
thread_local LastSets last;

}  // namespace

const std::vector<Als>& almost_locked_sets(const CandidateGrid& g) {
  const std::size_t n = static_cast<std::size_t>(g.shape().cell_count());
  const Value* values = g.values().data();
  const CandidateMask* candidates = g.candidate_data();
  if (last.shape != g.shape_ptr() || last.values.size() != n || !std::equal(values, values + n, last.values.begin()) ||
      !std::equal(candidates, candidates + n, last.candidates.begin())) {
    last.shape = g.shape_ptr();
    last.values.assign(values, values + n);
    last.candidates.assign(candidates, candidates + n);
    last.sets = find_sets(g, als_max_cells(g.shape()), kMaxAlsSets);
  }
  return last.sets;
}

bool disjoint(const Als& a, const Als& b) {
  for (std::size_t w = 0; w < a.bits.size(); ++w)
    if (a.bits[w] & b.bits[w]) return false;
  return true;
}

bool restricted_common(const Als& a, const Als& b, int v) {
  if (!(a.values & b.values & bit_of(v))) return false;
  const CellBits& in_b = b.holding_value(v);
  const CellBits& seen_from_a = a.seeing_all_of(v);
  for (std::size_t w = 0; w < in_b.size(); ++w)
    if (in_b[w] & ~seen_from_a[w]) return false;
  return true;
}

std::vector<std::pair<int, int>> in_one_or_the_other(const CandidateGrid& g, const Als& a, const Als& b,
                                                     CandidateMask values, const CellBits& except) {
  std::vector<std::pair<int, int>> out;
  for (CandidateMask m = values; m; m &= m - 1) {
    const int z = lowest_value(m);
    const CellBits& from_a = a.seeing_all_of(z);
    const CellBits& from_b = b.seeing_all_of(z);
    for (std::size_t w = 0; w < from_a.size(); ++w)
      for (std::uint64_t both = from_a[w] & from_b[w] & ~except[w]; both; both &= both - 1) {
        const int c = static_cast<int>(64 * w) + __builtin_ctzll(both);
        if (!g.value(c) && (g.candidates(c) & bit_of(z))) out.push_back({c, z});
      }
  }
  std::sort(out.begin(), out.end());
  return out;
}

CellBits union_of(const std::vector<const Als*>& sets) {
  CellBits out(sets.front()->bits.size(), 0);
  for (const Als* set : sets)
    for (std::size_t w = 0; w < out.size(); ++w) out[w] |= set->bits[w];
  return out;
}

}  // namespace sudoku
