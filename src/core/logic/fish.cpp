#include "core/logic/fish.hpp"

#include <algorithm>
#include <cstdint>

#include "core/logic/house_logic.hpp"

namespace sudoku {

namespace {

class FishSearch {
 public:
  FishSearch(const CandidateGrid& g, int k, bool finned)
      : g_(g), s_(g.shape()), k_(k), finned_(finned), in_base_(s_.cell_count(), 0),
        is_cover_(s_.houses().size(), 0) {}

  std::optional<Deduction> run() {
    for (auto [base_kind, cover_kind] :
         {std::pair{HouseKind::kRow, HouseKind::kColumn}, std::pair{HouseKind::kColumn, HouseKind::kRow}}) {
      prepare(cover_kind);
      for (int v = 1; v <= s_.size(); ++v)
        if (std::optional<Deduction> d = with_value(v, base_kind)) return d;
    }
    return std::nullopt;
  }

 private:
  // cover_of_: each cell's one house of the cover kind (-1 when it has none
  // or, where grids overlap, two); disjoint_: whether two houses share no cell.
  void prepare(HouseKind cover_kind) {
    cover_of_.assign(s_.cell_count(), -1);
    for (int c = 0; c < s_.cell_count(); ++c) {
      int found = -1, count = 0;
      for (int h : s_.houses_of(c))
        if (s_.houses()[h].kind == cover_kind) found = h, ++count;
      if (count == 1) cover_of_[c] = found;
    }
  }

  bool disjoint(int a, int b) {
    const std::size_t houses = s_.houses().size();
    if (disjoint_.empty()) disjoint_.assign(houses * houses, -1);
    signed char& known = disjoint_[static_cast<std::size_t>(a) * houses + b];
    if (known < 0) {
      known = 1;
      for (int c : s_.houses()[a].cells)
        if (in_house(s_, c, b)) known = 0;
    }
    return known == 1;
  }

  std::optional<Deduction> with_value(int v, HouseKind base_kind) {
    // Bases: complete houses of the kind where v is open with few places.
    const std::size_t most = finned_ ? static_cast<std::size_t>(k_) + 2 : static_cast<std::size_t>(k_);
    std::vector<int> bases;       // indices into places_ and base_house
    std::vector<int> base_house;  // by candidate base: its house
    places_.clear();
    for (int h = 0; h < house_count(g_); ++h) {
      if (s_.houses()[h].kind != base_kind || !s_.is_complete(h) || (placed_in(g_, h) & bit_of(v))) continue;
      std::vector<int> places = places_of(g_, h, v);
      if (places.empty() || places.size() > most) continue;
      bool covered = true;
      for (int c : places) covered = covered && cover_of_[c] >= 0;
      if (!covered) continue;
      bases.push_back(static_cast<int>(places_.size()));
      base_house.push_back(h);
      places_.push_back(std::move(places));
    }
    if (static_cast<int>(bases.size()) < k_) return std::nullopt;
    std::optional<Deduction> found;
    auto visit_bases = [&](const std::vector<int>& chosen) {
      for (std::size_t i = 0; i < chosen.size(); ++i)
        for (std::size_t j = i + 1; j < chosen.size(); ++j)
          if (!disjoint(base_house[chosen[i]], base_house[chosen[j]])) return false;
      std::vector<int>& houses = chosen_houses_;
      std::vector<int>& places = chosen_places_;
      std::vector<int>& touched = touched_covers_;
      houses.clear();
      places.clear();
      touched.clear();
      for (int b : chosen) {
        houses.push_back(base_house[b]);
        for (int c : places_[b]) {
          places.push_back(c);
          if (std::find(touched.begin(), touched.end(), cover_of_[c]) == touched.end()) touched.push_back(cover_of_[c]);
        }
      }
      if (finned_ ? static_cast<int>(touched.size()) <= k_ : static_cast<int>(touched.size()) != k_) return false;
      std::sort(touched.begin(), touched.end());
      for (int c : places) in_base_[c] = 1;
      for (int h : houses)
        for (int c : s_.houses()[h].cells) in_base_[c] = 1;
      auto visit_covers = [&](const std::vector<int>& covers) {
        for (int h : covers) is_cover_[h] = 1;
        found = deduction(v, houses, covers, places);
        for (int h : covers) is_cover_[h] = 0;
        return found.has_value();
      };
      const bool done = finned_ ? finned_covers(base_kind, touched, places, visit_covers) : visit_covers(touched);
      for (int h : houses)
        for (int c : s_.houses()[h].cells) in_base_[c] = 0;
      return done;
    };
    std::vector<int> chosen;
    if (for_each_subset(bases, k_, chosen, 0, visit_bases)) return found;
    return std::nullopt;
  }

  // Calls visit(covers) for each k-subset of the touched covers, in
  // for_each_subset's order, leaving out those whose fins (the places
  // outside the covers) share no house of a third kind: deduction() would
  // refuse them. Places and covers as bit masks make that test a few
  // instructions, where deduction() costs a hundred; it was nine tenths of
  // rating a magictour puzzle.
  template <typename Visit>
  bool finned_covers(HouseKind base_kind, const std::vector<int>& touched, const std::vector<int>& places,
                     Visit& visit) {
    std::vector<int> covers;
    if (places.size() > 32) return for_each_subset(touched, k_, covers, 0, visit);  // no masks: test them all
    std::vector<std::uint32_t>& cover_places = cover_places_;  // by touched cover: bit i for places[i]
    std::vector<std::pair<int, std::uint32_t>>& fin_rooms = fin_rooms_;  // houses of a third kind holding places, with them
    std::vector<int>& cover_index = cover_index_;  // by place: its cover's index in touched
    cover_places.assign(touched.size(), 0);
    fin_rooms.clear();
    cover_index.resize(places.size());
    const HouseKind cover_kind = s_.houses()[touched[0]].kind;
    for (std::size_t i = 0; i < places.size(); ++i) {
      const auto t = std::lower_bound(touched.begin(), touched.end(), cover_of_[places[i]]);
      cover_index[i] = static_cast<int>(t - touched.begin());
      cover_places[cover_index[i]] |= 1u << i;
      for (int h : s_.houses_of(places[i])) {
        const HouseKind kind = s_.houses()[h].kind;
        if (kind == base_kind || kind == cover_kind) continue;
        auto room = std::find_if(fin_rooms.begin(), fin_rooms.end(), [h](const auto& r) { return r.first == h; });
        if (room == fin_rooms.end()) fin_rooms.push_back({h, 1u << i});
        else room->second |= 1u << i;
      }
    }
    const std::uint32_t all = places.size() == 32 ? ~0u : (1u << places.size()) - 1;
    // Whether any room leaves at most k covers for the places outside it:
    // else no choice of covers can work, and none is tried.
    bool possible = false;
    for (std::size_t r = 0; r < fin_rooms.size() && !possible; ++r) {
      std::uint32_t needed = 0;  // bit t: touched[t] must be a cover
      for (std::size_t i = 0; i < places.size(); ++i)
        if (!(fin_rooms[r].second >> i & 1u)) needed |= 1u << cover_index[i];
      int count = 0;
      for (; needed; needed &= needed - 1) ++count;
      possible = count <= k_;
    }
    if (!possible) return false;
    std::vector<int> indices(touched.size());
    for (std::size_t i = 0; i < indices.size(); ++i) indices[i] = static_cast<int>(i);
    auto visit_indices = [&](const std::vector<int>& chosen) {
      std::uint32_t covered = 0;
      for (int i : chosen) covered |= cover_places[i];
      const std::uint32_t fins = all & ~covered;
      bool room = fins == 0;
      for (std::size_t r = 0; r < fin_rooms.size() && !room; ++r) room = (fins & ~fin_rooms[r].second) == 0;
      if (!room) return false;
      covers.clear();
      for (int i : chosen) covers.push_back(touched[i]);
      return visit(covers);
    };
    std::vector<int> chosen;
    return for_each_subset(indices, k_, chosen, 0, visit_indices);
  }

  // The fish on bases (marked in in_base_) and covers, its fins being the
  // places outside the covers, all in one house of a third kind (a box, a
  // region, a diagonal: the house where the cells that see them lie);
  // nothing when it removes nothing.
  std::optional<Deduction> deduction(int v, const std::vector<int>& bases, const std::vector<int>& covers,
                                     const std::vector<int>& places) {
    for (std::size_t i = 0; i < covers.size(); ++i)
      for (std::size_t j = i + 1; j < covers.size(); ++j)
        if (!disjoint(covers[i], covers[j])) return std::nullopt;
    fins_.clear();
    for (int c : places)
      if (!in_covers(c)) fins_.push_back(c);
    int fin_house = -1;
    if (!fins_.empty()) {
      for (int h : s_.houses_of(fins_[0])) {
        if (s_.houses()[h].kind == s_.houses()[bases[0]].kind || s_.houses()[h].kind == s_.houses()[covers[0]].kind)
          continue;
        bool all = true;
        for (std::size_t i = 1; i < fins_.size() && all; ++i) all = in_house(s_, fins_[i], h);
        if (all) {
          fin_house = h;
          break;
        }
      }
      if (fin_house < 0) return std::nullopt;
    }
    Deduction d;
    auto remove = [&](int c) {
      if ((g_.candidates(c) & bit_of(v)) && !in_base_[c] && in_covers(c)) d.eliminations.push_back({c, v});
    };
    if (fin_house < 0) {
      for (int h : covers)
        for (int c : s_.houses()[h].cells) remove(c);
    } else {
      for (int c : s_.houses()[fin_house].cells) remove(c);
    }
    std::sort(d.eliminations.begin(), d.eliminations.end());  // in reading order
    if (d.eliminations.empty()) return std::nullopt;
    for (int h : bases) d.houses.push_back({h, Role::kBase});
    for (int h : covers) d.houses.push_back({h, Role::kCover});
    for (int c : places)
      d.cells.push_back({c, std::find(fins_.begin(), fins_.end(), c) == fins_.end() ? Role::kPattern : Role::kFin});
    d.values = bit_of(v);
    return d;
  }

  // Whether cell c lies in one of the covers being tried (marked in is_cover_).
  bool in_covers(int c) const { return cover_of_[c] >= 0 && is_cover_[cover_of_[c]]; }

  const CandidateGrid& g_;
  const Shape& s_;
  int k_;
  bool finned_;
  std::vector<int> cover_of_;
  std::vector<char> in_base_;             // by cell: in a chosen base house
  std::vector<char> is_cover_;            // by house: one of the covers being tried
  std::vector<signed char> disjoint_;     // by house pair: 1 when they share no cell, 0 when they do, -1 unknown
  std::vector<std::vector<int>> places_;  // by candidate base: v's places in it
  std::vector<int> fins_;
  std::vector<std::uint32_t> cover_places_;                // finned_covers' work space
  std::vector<std::pair<int, std::uint32_t>> fin_rooms_;   // (kept to spare an allocation a call)
  std::vector<int> cover_index_;
  // with_value's per-choice lists, kept to spare three allocations a choice of bases
  // (they were a third of rating a magictour puzzle):
  std::vector<int> chosen_houses_, chosen_places_, touched_covers_;
};

}  // namespace

std::optional<Deduction> find_fish(const CandidateGrid& g, int k, bool finned) {
  return FishSearch(g, k, finned).run();
}

}  // namespace sudoku
