// What the fast solver's engine over houses (house_solver.hpp) knows about a
// shape, as cell sets of W words (cell_bits.hpp), built once per shape and
// shared by every solve of it (tables_for).
//
//   houses      every house of the shape, by house index (Shape::houses())
//   peers       per cell, its peers (shapes of up to 192 cells)
//   complete    the houses of N cells (they hold every value): those hidden
//               singles look at
//   links       pairs of cell sets (from, to): a value with no place left in
//               `from` has none in `to`. They are the leftovers of
//               house_links.hpp, L -> R and R -> L, and, on a shape of more
//               than 64 kMaxItemWords houses only, the crossings: for a segment s of line l
//               and tile t, t \ s -> l \ s and l \ s -> t \ s; for another
//               crossing of houses A and B (intersection I), A \ I -> B \ I
//               when A has N cells, and the other way round. With fewer
//               houses the engine finds the crossings' strikes from the
//               houses themselves (houses_by_cell). Link i is spans link[2i]
//               (from) and link[2i + 1] (to).
//   by cell     complete houses by their cells, every house by its cells
//               (houses_by_cell), and links by
//               the cells of their `from`, as bit masks over the items
//               (ItemMasks): a rule looks again only at what holds a cell
//               that changed.
//
// Building them costs far more than solving an easy 9x9 (two dozen
// allocations, every crossing of every pair of houses), so tables_for keeps
// the tables of the shapes used most recently. Like the shape cache
// (core/shape_cache.hpp) this is process-wide state kept because it is
// immutable and a function of the shape alone: no solve can tell cached
// tables from fresh ones. One mutex; at most kCachedTables shapes, each held
// by a weak pointer, so a shape that is freed is never matched again.
#pragma once

#include <memory>
#include <vector>

#include "core/shape.hpp"
#include "core/solvers/houses/cell_bits.hpp"
#include "core/solvers/houses/house_links.hpp"

namespace sudoku::houses {

// Items (houses, links) by cell, as masks: item i of cell c is bit i % 64 of
// bits[c * words + i / 64]. Up to kMaxItemWords words (256 items, more than
// any 9x9 or the star has); past that `words` is 0 and every item is due.
constexpr int kMaxItemWords = 4;
struct ItemMasks {
  int words = 0;
  std::vector<Word> bits;
};

struct HouseTables {
  int words;  // W
  CellSets house_bits, link_bits;
  std::vector<CellSpan> houses;    // by house index, in house_bits: house h is words [h W, (h + 1) W)
  std::vector<CellSpan> complete;  // the houses of N cells, in house_bits
  std::vector<int> complete_house;  // per complete house, its house index
  std::vector<Word> complete_bits;  // per complete house k, its cells: words [k W, (k + 1) W) (house_bits' copy)
  std::vector<CellSpan> links;     // 2 per link, in link_bits
  ItemMasks complete_by_cell;      // items: indices into `complete`
  ItemMasks houses_by_cell;        // items: house indices (words 0 past 64 kMaxItemWords houses)
  ItemMasks links_by_cell;         // items: link numbers
  // The plane engine's, for shapes of up to 192 cells (words 1 to 3):
  Word valid[3] = {};              // every cell
  std::vector<Word> peers;         // cell c's peers: words [c * words, (c + 1) * words)
  HouseLinks house_links;          // the crossings and leftovers the links were made of (mask_solver.hpp reads them)
  int link_count() const { return static_cast<int>(links.size() / 2); }
};

// How many shapes' tables are kept.
constexpr size_t kCachedTables = 8;

// The tables of `shape` with cell sets of `words` words (at least the shape's
// cells / 64, rounded up), built on the first call. With 0 words: only
// house_links (what the mask engine reads).
std::shared_ptr<const HouseTables> tables_for(const ShapePtr& shape, int words);

}  // namespace sudoku::houses
