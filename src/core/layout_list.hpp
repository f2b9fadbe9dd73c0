// The layout registry: the built-in layouts, one row each, in menu order.
// A row names the layout's id and description and declares the function
// that makes its spec, `ShapeSpec layout_<id>()`, defined in layouts/ (the
// star in star.cpp, the overlapping grids in overlapping_grids.cpp). Adding a
// layout is its function (a file of its own, or a line beside its kin) plus
// one row here; layouts() and make_layout() read nothing else.
//
//   X(id, "Name: one-line description")
#pragma once

// clang-format off
#define SUDOKU_LAYOUTS(X)                                                                                  \
  X(star, "Six-pointed star: 54 triangles, 24 houses of 9 (6 lines each way, 6 big triangles)")            \
  X(samurai, "Samurai: five 9x9 grids, four corners sharing a box with the middle one (21x21)")            \
  X(twodoku, "Twodoku: two 9x9 grids sharing a box (15x15)")                                               \
  X(butterfly, "Butterfly: four 9x9 grids in a 12x12 square")                                              \
  X(flower, "Flower: a 9x9 grid and four more shifted by three each way (15x15)")                          \
  X(sohei, "Sohei: four 9x9 grids in a ring, each sharing a box with two others (21x21)")                  \
  X(windmill, "Windmill: four 9x9 grids turning around a fifth (21x21)")                                   \
  /* one row a line above, each ending in a backslash */
// clang-format on
