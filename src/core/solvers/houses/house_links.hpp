// What the fast solver's generic engine (house_solver.hpp) knows about a shape
// beyond its houses and peers: where houses cross, and which sets of cells
// must hold the same values. Built per solve from the Shape alone, when the
// engine first needs it.
//
// Crossings. Two houses A and B that share two cells or more (their
// intersection I): a value with no place left in A \ I must be in I, so it
// leaves B \ I, and the same from B's side. Between a box (or jigsaw region)
// and a line that is pointing and claiming; it also links a region and a
// diagonal, a windoku window and a row or a box, and so on. Houses sharing one
// cell are left out: hidden singles already say all there is.
//
// Most crossings are of a line and a tile (a box or a region). The lines of one
// direction tile the grid, and so do the tiles, so together they cut it into
// segments: the cells one line shares with one tile. A line is the union of
// its segments and so is a tile, so what lies outside a crossing in either
// house is the union of that house's other segments: one OR per segment covers
// every line/tile crossing (the band engine's triads, for any box shape or
// jigsaw). The other crossings (those of a diagonal or a window) are listed
// one by one. On a layout (Shape::is_square_grid() false: the star, samurai,
// a shape file) every crossing is one of these, and there are no segments.
//
// Leftovers (the jigsaw "law of leftovers"). k disjoint houses hold every value
// exactly k times, so two sets S and T of k disjoint houses each do; take away
// their common cells, and the cells of S outside T (L) and those of T outside
// S (R) hold the same values, as many times each: a value that no cell of R
// can hold leaves L, and the other way round. S is a run of consecutive rows
// (or columns), T the k regions that overlap it most. On a jigsaw L and R are
// often a cell or two, a link that no house shows: in the site's "Jigsaw + X"
// example rows 1-3 and regions 1-3 leave r3c8 and r4c9, which must hold the
// same value. Without these links a sparse jigsaw sends a search into dead
// subtrees of millions of nodes. Regular boxes have none worth keeping: L and
// R are empty, or whole box/line segments whose link the crossings already make.
//
// Layouts:
//   Segments   segment s: cells[first[s], first[s + 1]); they are numbered
//              line by line, so line l has segments [line_first[l],
//              line_first[l + 1]); tile t has segments by_tile[tile_first[t],
//              tile_first[t + 1])
//   Crossing   cells[a_first, b_first) = A \ I, cells[b_first, b_last) = B \ I
//   Leftover   L and R are unions of segments: L = segments[l_first, r_first),
//              R = segments[r_first, r_last)
#pragma once

#include <vector>

#include "core/shape.hpp"

namespace sudoku::houses {

struct Segments {
  std::vector<int> first, cells;
  std::vector<int> line, tile;  // per segment: its line and its tile, 0..N-1
  std::vector<int> line_first;
  std::vector<int> tile_first, by_tile;
  int count() const { return static_cast<int>(line.size()); }
  int size(int s) const { return first[s + 1] - first[s]; }
};

struct Crossing {
  int a, b;  // the two houses (indices into Shape::houses()); on a square grid a is a diagonal or a window
  int a_first, b_first, b_last;
};

struct Leftover {
  bool by_rows;  // S is a run of rows (else of columns): L and R are segments of by_rows (else by_columns)
  int l_first, r_first, r_last;
};

struct HouseLinks {
  Segments by_rows, by_columns;      // the rows and the columns cut by the tiles
  std::vector<Crossing> crossings;  // the others
  std::vector<int> cells;           // of the other crossings
  std::vector<Leftover> leftovers;
  std::vector<int> segments;        // of the leftovers
};

// Adds the crossings: both Segments and the crossings of the other houses.
void add_crossings(const Shape& shape, HouseLinks& links);
// Adds the leftovers of a jigsaw whose regions are not the boxes (after add_crossings); none on a layout.
void add_leftovers(const Shape& shape, HouseLinks& links);

// Leftovers whose L has more cells than this (N) are not kept. On sparse
// grids of random jigsaw maps (6x6 to 16x16) a budget of 20,000 nodes stopped
// 235 searches of 3,726 with leftovers of up to 3 cells, 131 up to 6, 77 up
// to N, and 73 with every leftover, each of which costs a look at each round.
int max_leftover_cells(int size);

}  // namespace sudoku::houses
