#include "core/solvers/houses/house_tables.hpp"

#include <deque>
#include <mutex>
#include <utility>

#include "core/solvers/houses/house_links.hpp"

namespace sudoku::houses {

namespace {

// The masks of `items` items from (cell, item) pairs.
ItemMasks masks_of(int cells, int items, const std::vector<std::pair<int, int>>& pairs) {
  ItemMasks m;
  if (items > 64 * kMaxItemWords) return m;  // every item due each time: words 0
  m.words = (items + 63) / 64;
  m.bits.assign(static_cast<size_t>(cells) * m.words, 0);
  for (const auto& [c, item] : pairs) m.bits[c * m.words + item / 64] |= Word{1} << (item % 64);
  return m;
}

// Appends the link from -> to; each argument calls its argument with each cell of its set.
template <typename From, typename To>
void add_link(HouseTables& t, From from_cells, To to_cells) {
  CellSpan from = t.link_bits.open(), to = t.link_bits.open();
  from_cells([&](int c) { t.link_bits.add(from, c); });
  to_cells([&](int c) { t.link_bits.add(to, c); });
  if (to.lo > to.hi) {  // nothing to strike
    t.link_bits.drop(2);
    return;
  }
  t.links.push_back(from);
  t.links.push_back(to);
}

void add_crossing_links(const Shape& shape, const HouseLinks& hl, HouseTables& t) {
  for (const Segments* g : {&hl.by_rows, &hl.by_columns})
    for (int s = 0; s < g->count(); ++s) {
      if (g->size(s) < 2) continue;  // one cell: hidden singles say it all
      const int l = g->line[s], tile = g->tile[s];
      const auto line_rest = [g, s, l](auto add) {
        for (int o = g->line_first[l]; o < g->line_first[l + 1]; ++o)
          if (o != s)
            for (int i = g->first[o]; i < g->first[o + 1]; ++i) add(g->cells[i]);
      };
      const auto tile_rest = [g, s, tile](auto add) {
        for (int k = g->tile_first[tile]; k < g->tile_first[tile + 1]; ++k)
          if (g->by_tile[k] != s)
            for (int i = g->first[g->by_tile[k]]; i < g->first[g->by_tile[k] + 1]; ++i) add(g->cells[i]);
      };
      add_link(t, tile_rest, line_rest);
      add_link(t, line_rest, tile_rest);
    }
  const int* cells = hl.cells.data();
  for (const Crossing& x : hl.crossings) {
    const auto a_rest = [&](auto add) {
      for (int i = x.a_first; i < x.b_first; ++i) add(cells[i]);
    };
    const auto b_rest = [&](auto add) {
      for (int i = x.b_first; i < x.b_last; ++i) add(cells[i]);
    };
    if (shape.is_complete(x.a)) add_link(t, a_rest, b_rest);
    if (shape.is_complete(x.b)) add_link(t, b_rest, a_rest);
  }
}

void add_leftover_links(const HouseLinks& hl, HouseTables& t) {
  for (const Leftover& x : hl.leftovers) {
    const Segments& g = x.by_rows ? hl.by_rows : hl.by_columns;
    const auto side = [&g, &hl](int first, int last) {
      return [&g, &hl, first, last](auto add) {
        for (int i = first; i < last; ++i) {
          const int s = hl.segments[i];
          for (int k = g.first[s]; k < g.first[s + 1]; ++k) add(g.cells[k]);
        }
      };
    };
    add_link(t, side(x.l_first, x.r_first), side(x.r_first, x.r_last));
    add_link(t, side(x.r_first, x.r_last), side(x.l_first, x.r_first));
  }
}

std::shared_ptr<const HouseTables> build(const Shape& shape, int words) {
  auto t = std::make_shared<HouseTables>(HouseTables{words, CellSets(words), CellSets(words), {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}});
  HouseLinks hl;
  add_crossings(shape, hl);
  add_leftovers(shape, hl);
  if (words == 0) {  // the mask engine's: crossings and leftovers only
    t->house_links = std::move(hl);
    return t;
  }
  const std::vector<House>& houses = shape.houses();
  std::vector<std::pair<int, int>> pairs;  // (cell, complete house)
  t->houses.reserve(houses.size());
  for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
    CellSpan s = t->house_bits.open();
    for (int c : houses[h].cells) t->house_bits.add(s, c);
    t->houses.push_back(s);
    if (!shape.is_complete(h)) continue;
    for (int c : houses[h].cells) pairs.push_back({c, static_cast<int>(t->complete.size())});
    t->complete.push_back(s);
    t->complete_house.push_back(h);
    t->complete_bits.insert(t->complete_bits.end(), t->house_bits.data() + s.at, t->house_bits.data() + s.at + words);
  }
  t->complete_by_cell = masks_of(shape.cell_count(), static_cast<int>(t->complete.size()), pairs);
  if (words <= 3) {
    t->peers.assign(static_cast<size_t>(shape.cell_count()) * words, 0);
    for (int c = 0; c < shape.cell_count(); ++c) {
      t->valid[c / 64] |= Word{1} << (c % 64);
      for (int p : shape.peers_of(c)) t->peers[static_cast<size_t>(c) * words + p / 64] |= Word{1} << (p % 64);
    }
  }

  pairs.clear();
  for (int h = 0; h < static_cast<int>(houses.size()); ++h)
    for (int c : houses[h].cells) pairs.push_back({c, h});
  t->houses_by_cell = masks_of(shape.cell_count(), static_cast<int>(houses.size()), pairs);
  if (t->houses_by_cell.words == 0) add_crossing_links(shape, hl, *t);
  add_leftover_links(hl, *t);
  pairs.clear();
  const Word* bits = t->link_bits.data();
  for (int i = 0; i < t->link_count(); ++i) {
    const CellSpan& from = t->links[2 * i];
    for (int w = from.lo; w <= from.hi; ++w)
      for (Word x = bits[from.at + w]; x; x &= x - 1) pairs.push_back({lowest_cell(w, x), i});
  }
  t->links_by_cell = masks_of(shape.cell_count(), t->link_count(), pairs);
  t->house_links = std::move(hl);
  return t;
}

struct Entry {
  std::weak_ptr<const Shape> shape;
  int words;
  std::shared_ptr<const HouseTables> tables;
};

struct Cache {
  std::mutex mutex;
  std::deque<Entry> entries;  // most recently used first
};

Cache& cache() {
  static Cache c;  // built on first use
  return c;
}

// The entry of (shape, words), moved to the front; null when absent.
std::shared_ptr<const HouseTables> find(Cache& c, const ShapePtr& shape, int words) {
  for (auto it = c.entries.begin(); it != c.entries.end(); ++it) {
    if (it->words != words || it->shape.lock() != shape) continue;
    if (it == c.entries.begin()) return it->tables;
    Entry entry = std::move(*it);
    c.entries.erase(it);
    c.entries.push_front(entry);
    return entry.tables;
  }
  return nullptr;
}

}  // namespace

std::shared_ptr<const HouseTables> tables_for(const ShapePtr& shape, int words) {
  Cache& c = cache();
  {
    std::lock_guard<std::mutex> lock(c.mutex);
    if (auto t = find(c, shape, words)) return t;
  }
  // Built outside the lock; two threads may both build one shape's tables, which are the same.
  std::shared_ptr<const HouseTables> built = build(*shape, words);
  std::lock_guard<std::mutex> lock(c.mutex);
  c.entries.push_front(Entry{shape, words, built});
  if (c.entries.size() > kCachedTables) c.entries.pop_back();
  return built;
}

}  // namespace sudoku::houses
