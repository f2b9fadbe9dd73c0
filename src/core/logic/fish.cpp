#include "core/logic/fish.hpp"

#include <algorithm>
#include <cstdint>

#include "core/bit_count.hpp"
#include "core/logic/house_logic.hpp"

namespace sudoku {

namespace {

// What a fish search needs of a shape for one orientation (bases rows and
// covers columns, or the other way): cover_of, each cell's one house of the
// cover kind (-1 when it has none or, where grids overlap, two); cover_bit,
// each cover house's bit in the masks choose_bases() prunes with (-1 for
// other houses); room_index, each house of a third kind (where fins may lie)
// numbered; masks, whether covers and rooms fit 64-bit masks.
struct Orientation {
  HouseKind base_kind, cover_kind;
  std::vector<int> base_houses;  // the complete houses of the base kind
  bool bases_apart = true;        // whether no two of them share a cell (a plain grid's rows)
  std::vector<int> cover_of, cover_bit, room_index;
  int room_count = 0;
  bool masks = false;
};

Orientation orientation(const Shape& s, HouseKind base_kind, HouseKind cover_kind) {
  Orientation o{base_kind, cover_kind, {}, true, std::vector<int>(s.cell_count(), -1), {}, {}, 0, false};
  for (int c = 0; c < s.cell_count(); ++c) {
    int found = -1, count = 0;
    for (int h : s.houses_of(c))
      if (s.houses()[h].kind == cover_kind) found = h, ++count;
    if (count == 1) o.cover_of[c] = found;
  }
  const int houses = static_cast<int>(s.houses().size());
  o.cover_bit.assign(houses, -1);
  o.room_index.assign(houses, -1);
  int covers = 0;
  for (int h = 0; h < houses; ++h) {
    const HouseKind kind = s.houses()[h].kind;
    if (kind == base_kind && s.is_complete(h)) o.base_houses.push_back(h);
    if (kind == cover_kind) o.cover_bit[h] = covers++;
    else if (kind != base_kind) o.room_index[h] = o.room_count++;
  }
  o.masks = covers <= 64 && o.room_count <= 64;
  std::vector<int> owner(s.cell_count(), -1);
  for (int h : o.base_houses)
    for (int c : s.houses()[h].cells) {
      if (owner[c] >= 0) o.bases_apart = false;
      owner[c] = h;
    }
  return o;
}

// The last shape searched on this thread, its two orientations, whether two
// of its houses share no cell (by pair: 1 when they do not, 0 when they do,
// -1 not yet known), and work space by cell and by house. Six rungs search
// every grid, so made once rather than each time (a tenth of their cost).
struct FishTables {
  ShapePtr shape;
  Orientation orientations[2];
  std::vector<signed char> disjoint;
  std::vector<char> in_base, is_cover;
};
thread_local FishTables fish_tables;

FishTables& tables_for(const CandidateGrid& g) {
  FishTables& t = fish_tables;
  if (t.shape != g.shape_ptr()) {
    const Shape& s = g.shape();
    t.shape = g.shape_ptr();
    t.orientations[0] = orientation(s, HouseKind::kRow, HouseKind::kColumn);
    t.orientations[1] = orientation(s, HouseKind::kColumn, HouseKind::kRow);
    t.disjoint.assign(s.houses().size() * s.houses().size(), -1);
    t.in_base.assign(s.cell_count(), 0);
    t.is_cover.assign(s.houses().size(), 0);
  }
  return t;
}

class FishSearch {
 public:
  FishSearch(const CandidateGrid& g, int k, bool finned)
      : g_(g), s_(g.shape()), k_(k), finned_(finned), tables_(tables_for(g)), in_base_(tables_.in_base),
        is_cover_(tables_.is_cover) {}

  std::optional<Deduction> run() {
    for (const Orientation& o : tables_.orientations) {
      o_ = &o;
      for (int v = 1; v <= s_.size(); ++v)
        if (std::optional<Deduction> d = with_value(v, o.base_kind)) return d;
    }
    return std::nullopt;
  }

 private:
  bool disjoint(int a, int b) {
    signed char& known = tables_.disjoint[static_cast<std::size_t>(a) * s_.houses().size() + b];
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
    std::vector<int>& bases = bases_;            // indices into places_ and base_house
    std::vector<int>& base_house = base_house_;  // by candidate base: its house
    bases.clear();
    base_house.clear();
    places_.clear();
    for (int h : o_->base_houses) {  // (where v is placed, no cell has it: no places)
      Places places;
      bool covered = true;
      for (int c : s_.houses()[h].cells) {
        if (!(g_.candidates(c) & bit_of(v))) continue;
        if (places.size() == most || o_->cover_of[c] < 0) {
          covered = false;
          break;
        }
        places.push_back(c);
      }
      if (places.empty() || !covered) continue;
      bases.push_back(static_cast<int>(places_.size()));
      base_house.push_back(h);
      places_.push_back(places);
    }
    if (static_cast<int>(bases.size()) < k_) return std::nullopt;
    if (o_->masks) base_masks(v);
    std::optional<Deduction> found;
    auto visit_bases = [&](const std::vector<int>& chosen) {
      for (std::size_t i = 0; i < chosen.size() && !o_->bases_apart; ++i)
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
          if (std::find(touched.begin(), touched.end(), o_->cover_of[c]) == touched.end()) touched.push_back(o_->cover_of[c]);
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
    std::vector<int>& chosen = chosen_bases_;
    chosen.clear();
    const bool done = o_->masks ? choose_bases(base_house, chosen, 0, 0, visit_bases)
                             : for_each_subset(bases, k_, chosen, 0, visit_bases);
    return done ? found : std::nullopt;
  }

  // Per candidate base: base_covers_, the covers its places lie in, as bits;
  // base_outside_ (finned only, room_count words a base), those of its places
  // outside each room.
  void base_masks(int v) {
    const std::size_t n = places_.size(), rooms = finned_ ? static_cast<std::size_t>(o_->room_count) : 0;
    room_targets_.clear();
    room_target_start_.assign(1, 0);
    for (int h = 0; h < static_cast<int>(o_->room_index.size()) && finned_; ++h) {
      if (o_->room_index[h] < 0) continue;
      for (int c : s_.houses()[h].cells)
        if ((g_.candidates(c) & bit_of(v)) && o_->cover_of[c] >= 0) room_targets_.push_back(c);
      room_target_start_.push_back(static_cast<int>(room_targets_.size()));
    }
    base_covers_.assign(n, 0);
    base_outside_.assign(n * rooms, 0);
    for (std::size_t b = 0; b < n; ++b) {
      for (int c : places_[b]) {
        const std::uint64_t bit = std::uint64_t{1} << o_->cover_bit[o_->cover_of[c]];
        base_covers_[b] |= bit;
        for (std::size_t r = 0; r < rooms; ++r) base_outside_[b * rooms + r] |= bit;
        for (int h : s_.houses_of(c))
          if (finned_ && o_->room_index[h] >= 0) base_outside_[b * rooms + o_->room_index[h]] &= ~bit;
      }
    }
  }

  // for_each_subset over the candidate bases, in its order, skipping every
  // choice no fish can come from and all its extensions: bases that overlap;
  // without fins, bases whose places lie in more than k covers; with fins,
  // bases where every room leaves places in more than k covers (the fins,
  // outside the covers, must share a room). choices_[depth * rooms + r]: the
  // covers the chosen bases' places outside room r need.
  template <typename Visit>
  bool choose_bases(const std::vector<int>& base_house, std::vector<int>& chosen, std::size_t from,
                    std::uint64_t covers, Visit& visit, std::uint64_t open_rooms = ~std::uint64_t{0}) {
    const int depth = static_cast<int>(chosen.size());
    if (depth == k_) {  // a fish has k covers, a finned one more places outside them
      const int touched = bit_count(covers);
      if (finned_ ? touched <= k_ || !may_remove(base_house, chosen, covers, open_rooms) : touched != k_) return false;
      return visit(chosen);
    }
    const std::size_t rooms = finned_ ? static_cast<std::size_t>(o_->room_count) : 0;
    if (depth == 0) {
      choices_.assign(static_cast<std::size_t>(k_ + 1) * rooms, 0);
      if (rooms < 64) open_rooms &= (std::uint64_t{1} << rooms) - 1;
    }
    for (std::size_t i = from; i < places_.size(); ++i) {
      bool apart = true;
      for (std::size_t j = 0; j < chosen.size() && !o_->bases_apart; ++j)
        apart = apart && disjoint(base_house[chosen[j]], base_house[i]);
      if (!apart) continue;
      const std::uint64_t joined = covers | base_covers_[i];
      if (!finned_ && bit_count(joined) > k_) continue;
      std::uint64_t still_open = 0;  // the rooms whose needs stay within k covers
      if (finned_) {
        const std::uint64_t* now = &choices_[depth * rooms];
        std::uint64_t* next = &choices_[(depth + 1) * rooms];
        for (std::uint64_t left = open_rooms; left; left &= left - 1) {
          const std::size_t r = static_cast<std::size_t>(__builtin_ctzll(left));
          next[r] = now[r] | base_outside_[i * rooms + r];
          if (bit_count(next[r]) <= k_) still_open |= std::uint64_t{1} << r;
        }
        if (!still_open) continue;
      }
      chosen.push_back(static_cast<int>(i));
      if (choose_bases(base_house, chosen, i + 1, joined, visit, still_open)) return true;
      chosen.pop_back();
    }
    return false;
  }

  // Whether a room that can hold the fins of the chosen bases (open_rooms:
  // the covers they need outside it are at most k) has a cell with v in one of the touched
  // covers and in none of the bases: only such a cell can lose v.
  bool may_remove(const std::vector<int>& base_house, const std::vector<int>& chosen, std::uint64_t covers,
                  std::uint64_t open_rooms) const {
    const std::size_t rooms = static_cast<std::size_t>(o_->room_count);
    const std::uint64_t* needs = &choices_[static_cast<std::size_t>(k_) * rooms];
    for (; open_rooms; open_rooms &= open_rooms - 1) {
      const int r = __builtin_ctzll(open_rooms);
      // The covers hold room r's needs, and others only while there is room for them.
      const std::uint64_t may_cover = bit_count(needs[r]) < k_ ? covers : needs[r];
      for (int t = room_target_start_[r]; t < room_target_start_[r + 1]; ++t) {
        const int c = room_targets_[t];
        if (!(may_cover >> o_->cover_bit[o_->cover_of[c]] & 1u)) continue;
        bool in_base = false;
        for (int b : chosen) in_base = in_base || in_house(s_, c, base_house[b]);
        if (!in_base) return true;
      }
    }
    return false;
  }

  // Calls visit(covers) for each k-subset of the touched covers, in
  // for_each_subset's order, leaving out those whose fins (the places
  // outside the covers) share no house of a third kind, and every choice
  // that begins like them: deduction() would refuse them. Places and covers
  // as bit masks make that test a few instructions, where deduction() costs
  // a hundred; it was nine tenths of rating a magictour puzzle.
  template <typename Visit>
  bool finned_covers(HouseKind base_kind, const std::vector<int>& touched, const std::vector<int>& places,
                     Visit& visit) {
    std::vector<int> covers;
    if (places.size() > 32) return for_each_subset(touched, k_, covers, 0, visit);  // no masks: test them all
    std::vector<std::pair<int, std::uint32_t>>& fin_rooms = fin_rooms_;  // houses of a third kind holding places, with them
    std::vector<int>& cover_index = cover_index_;  // by place: its cover's index in touched
    fin_rooms.clear();
    cover_index.resize(places.size());
    const HouseKind cover_kind = s_.houses()[touched[0]].kind;
    for (std::size_t i = 0; i < places.size(); ++i) {
      const auto t = std::lower_bound(touched.begin(), touched.end(), o_->cover_of[places[i]]);
      cover_index[i] = static_cast<int>(t - touched.begin());
      for (int h : s_.houses_of(places[i])) {
        const HouseKind kind = s_.houses()[h].kind;
        if (kind == base_kind || kind == cover_kind) continue;
        auto room = std::find_if(fin_rooms.begin(), fin_rooms.end(), [h](const auto& r) { return r.first == h; });
        if (room == fin_rooms.end()) fin_rooms.push_back({h, 1u << i});
        else room->second |= 1u << i;
      }
    }
    // needed: by room, bit t when touched[t] must be a cover for the places
    // outside the room. Covers are chosen in for_each_subset's order, and a
    // choice goes on only while some room's needs can still be met.
    std::vector<std::uint64_t>& needed = room_needs_;
    needed.assign(fin_rooms.size(), 0);
    for (std::size_t r = 0; r < fin_rooms.size(); ++r)
      for (std::size_t i = 0; i < places.size(); ++i)
        if (!(fin_rooms[r].second >> i & 1u)) needed[r] |= std::uint64_t{1} << cover_index[i];
    return choose_covers(touched, 0, 0, 0, covers, visit);
  }

  template <typename Visit>
  bool choose_covers(const std::vector<int>& touched, std::size_t from, int depth, std::uint64_t chosen,
                     std::vector<int>& covers, Visit& visit) {
    if (depth == k_) {
      covers.clear();
      for (std::size_t t = 0; t < touched.size(); ++t)
        if (chosen >> t & 1u) covers.push_back(touched[t]);
      return visit(covers);
    }
    for (std::size_t i = from; i < touched.size(); ++i) {
      const std::uint64_t with = chosen | std::uint64_t{1} << i;
      const std::uint64_t decided = i + 1 >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << (i + 1)) - 1;
      bool room = false;
      for (std::size_t r = 0; r < room_needs_.size() && !room; ++r)
        room = (room_needs_[r] & decided & ~with) == 0 &&
               bit_count(room_needs_[r] & ~decided) <= k_ - depth - 1;
      if (room && choose_covers(touched, i + 1, depth + 1, with, covers, visit)) return true;
    }
    return false;
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
  bool in_covers(int c) const { return o_->cover_of[c] >= 0 && is_cover_[o_->cover_of[c]]; }

  const CandidateGrid& g_;
  const Shape& s_;
  int k_;
  bool finned_;
  FishTables& tables_;
  const Orientation* o_ = nullptr;  // the orientation being searched
  std::vector<char>& in_base_;      // by cell: in a chosen base house (all 0 between choices)
  std::vector<char>& is_cover_;     // by house: one of the covers being tried (all 0 between tries)
  std::vector<std::uint64_t> base_covers_, base_outside_, choices_, room_needs_;
  std::vector<int> room_targets_, room_target_start_;  // by room, from start[r]: its cells with v in a cover
  std::vector<Places> places_;            // by candidate base: v's places in it
  std::vector<int> fins_;
  std::vector<std::pair<int, std::uint32_t>> fin_rooms_;  // finned_covers' work space (kept to spare an allocation a call)
  std::vector<int> cover_index_;
  // with_value's per-choice lists, kept to spare three allocations a choice of bases
  // (they were a third of rating a magictour puzzle):
  std::vector<int> chosen_houses_, chosen_places_, touched_covers_;
  std::vector<int> bases_, base_house_, chosen_bases_;  // with_value's, for the same reason
};

}  // namespace

std::optional<Deduction> find_fish(const CandidateGrid& g, int k, bool finned) {
  return FishSearch(g, k, finned).run();
}

}  // namespace sudoku
