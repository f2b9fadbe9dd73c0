// Death Blossom (logic/als.hpp): a stem cell and, for each of its
// candidates x, a petal: an almost locked set without the stem whose every
// x sees the stem. Whichever x the stem takes, its petal loses x and is
// locked; so a value z that every petal holds (and the stem does not) is in
// one of the petals, and leaves every cell that sees all of z's cells in all
// of them. Stems of two or three candidates; the petals' choices per stem
// are capped, so a grid rich in sets costs no more than ALS-XZ.
#include <algorithm>

#include "core/logic/als.hpp"
#include "core/logic/house_logic.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

namespace {

constexpr std::size_t kMaxSets = 600;  // a prefix of almost_locked_sets
constexpr long kMaxChoicesPerStem = 20000;

struct Blossom {
  const CandidateGrid& g;
  int stem;
  std::vector<std::vector<const Als*>> petals_for;  // by stem candidate: the sets that may be its petal
  std::vector<const Als*> chosen;
  long choices_left = kMaxChoicesPerStem;

  // The step of the chosen petals, or nothing.
  std::optional<Deduction> step() const {
    CandidateMask shared = ~CandidateMask{0};
    for (const Als* p : chosen) shared &= p->values;
    shared &= ~g.candidates(stem);
    if (!shared) return std::nullopt;
    CellBits except = union_of(chosen);
    except[static_cast<std::size_t>(stem) / 64] |= std::uint64_t{1} << (stem % 64);
    Deduction d;
    for (CandidateMask m = shared; m; m &= m - 1) {
      const int z = lowest_value(m);
      CellBits seeing(chosen[0]->seeing_all_of(z), chosen[0]->seeing_all_of(z) + chosen[0]->words);
      for (const Als* p : chosen)
        for (std::size_t w = 0; w < seeing.size(); ++w) seeing[w] &= p->seeing_all_of(z)[w] & ~except[w];
      for (std::size_t w = 0; w < seeing.size(); ++w)
        for (std::uint64_t bits = seeing[w]; bits; bits &= bits - 1) {
          const int c = static_cast<int>(64 * w) + __builtin_ctzll(bits);
          if (!g.value(c) && (g.candidates(c) & bit_of(z))) d.eliminations.push_back({c, z});
        }
    }
    if (d.eliminations.empty()) return std::nullopt;
    std::sort(d.eliminations.begin(), d.eliminations.end());
    d.cells.push_back({stem, Role::kPivot});
    for (const Als* p : chosen) {
      d.houses.push_back({p->house, Role::kBase});
      for (int c : p->cells) d.cells.push_back({c, Role::kPattern});
    }
    d.values = g.candidates(stem);
    return d;
  }

  // Chooses a petal for each stem candidate from `at` on, pairwise disjoint.
  std::optional<Deduction> grow(std::size_t at) {
    if (at == petals_for.size()) return step();
    for (const Als* p : petals_for[at]) {
      if (--choices_left < 0) return std::nullopt;
      if (!std::all_of(chosen.begin(), chosen.end(), [&](const Als* q) { return disjoint(*p, *q); })) continue;
      chosen.push_back(p);
      std::optional<Deduction> d = grow(at + 1);
      chosen.pop_back();
      if (d) return d;
    }
    return std::nullopt;
  }
};

// True when every cell of `set` holding v sees the stem (and the stem is not in the set).
bool petal_of(const Shape& s, const Als& set, int stem, int v) {
  if (set.bits()[static_cast<std::size_t>(stem) / 64] >> (stem % 64) & 1) return false;
  const std::uint64_t* holding = set.holding_value(v);
  for (std::size_t w = 0; w < set.words; ++w)
    for (std::uint64_t bits = holding[w]; bits; bits &= bits - 1)
      if (!sees(s, static_cast<int>(64 * w) + __builtin_ctzll(bits), stem)) return false;
  return true;
}

}  // namespace

std::optional<Deduction> find_death_blossom(const CandidateGrid& g) {
  const Shape& s = g.shape();
  const std::vector<Als>& sets = almost_locked_sets(g);
  const std::size_t count = std::min(sets.size(), kMaxSets);
  for (int stem = 0; stem < s.cell_count(); ++stem) {
    const CandidateMask stem_values = g.candidates(stem);
    if (g.value(stem) || count_of(stem_values) < 2 || count_of(stem_values) > 3) continue;
    Blossom b{g, stem, {}, {}};
    bool every = true;
    for (CandidateMask m = stem_values; m && every; m &= m - 1) {
      const int v = lowest_value(m);
      std::vector<const Als*> petals;
      for (std::size_t i = 0; i < count; ++i)
        if ((sets[i].values & bit_of(v)) && petal_of(s, sets[i], stem, v)) petals.push_back(&sets[i]);
      every = !petals.empty();
      b.petals_for.push_back(std::move(petals));
    }
    if (!every) continue;
    if (std::optional<Deduction> d = b.grow(0)) return d;
  }
  return std::nullopt;
}

}  // namespace sudoku
