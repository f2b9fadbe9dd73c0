// The fast solver's two engines over houses (src/core/solvers/houses): the
// plane engine (house_solver.hpp; shapes of up to 192 cells) and the mask
// engine (mask_solver.hpp; the others), and the tables both read
// (house_tables.hpp).
//
// The two engines must walk the same search tree on any puzzle
// (support/same_walk.hpp). Each is run here on shapes the dispatch never
// sends it, against the other; house_engines_shapes_test does the same on
// random shape files.
#include "support/catch.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "core/layouts.hpp"
#include "core/registry.hpp"
#include "core/solvers/houses/house_solver.hpp"
#include "core/solvers/houses/house_tables.hpp"
#include "core/solvers/houses/mask_solver.hpp"
#include "support/random_puzzles.hpp"
#include "support/same_walk.hpp"
#include "support/tables.hpp"

using namespace sudoku;

namespace {

using test::check_same_walk;
using test::walk;
using test::Walk;

// A unique puzzle of `shape`: a random full grid, emptied in random order while fast counts one solution.
Grid unique_puzzle(const ShapePtr& shape, test::Rng& rng) {
  Grid full;
  while (full.empty()) full = test::random_full_grid(shape, rng);
  Puzzle p{shape, full};
  std::vector<int> order(shape->cell_count());
  for (int c = 0; c < shape->cell_count(); ++c) order[c] = c;
  rng.shuffle(order);
  for (int c : order) {
    const Value kept = p.givens[c];
    p.givens[c] = 0;
    SearchOptions o;
    o.limit = 2;
    if (run_algorithm(*find_algorithm("fast"), p, o).solutions != 1) p.givens[c] = kept;
  }
  return p.givens;
}

}  // namespace

TEST_CASE("the plane and mask engines walk the same search tree on the cross-check's random puzzles") {
  // Sizes 4 to 25, standard, x, windoku, jigsaw and jigsaw+x; unique, several and no solution.
  int compared = 0;
  for (std::uint64_t index = 0; compared < 150; ++index) {
    if (test::random_kind(19, index) == test::PuzzleKind::kInvalid) continue;
    const test::RandomPuzzle r = test::random_puzzle(19, index);
    const Puzzle p = test::must_read(r.text, r.options);
    INFO("seed 19, index " << index << ": " << r.size << "x" << r.size << " " << r.variant << ", " << r.how);
    check_same_walk(p, 0);
    ++compared;
  }
}

TEST_CASE("the plane and mask engines walk the same search tree on every layout") {
  test::Rng rng(19);
  for (const LayoutInfo& l : layouts()) {
    const ShapePtr shape = make_layout(l.id).value();
    for (int i = 0; i < 3; ++i) {
      Puzzle p{shape, unique_puzzle(shape, rng)};
      INFO(l.id << " puzzle " << i);
      check_same_walk(p, 2);
      // Fewer givens: several solutions, counted to the end.
      for (int c = 0, emptied = 0; c < shape->cell_count() && emptied < 4; ++c)
        if (p.givens[c] && (c % 7 == i)) {
          p.givens[c] = 0;
          ++emptied;
        }
      check_same_walk(p, 0);
    }
  }
}

TEST_CASE("the plane and mask engines count a sparse jigsaw's 82 solutions alike") {
  // A row of fast_jigsaw_test: without the leftovers (links no house shows) this takes far more nodes.
  const char* map = "111222333111122333112222363444555663444556666744855569774885969777888999777888999";
  const Puzzle p = test::must_read("..34.67..4...............5.248.7...5.7.......93..6.21..196..5...629....4........1",
                                   {"jigsaw", map});
  check_same_walk(p, 0);
  const Walk planes = walk(houses::solve, p, 0, 0);
  CHECK(planes.result.solutions == 82);
  CHECK(planes.result.complete);
}

TEST_CASE("house tables are built once per shape and kept for the shapes used last") {
  const ShapePtr nine = Shape::create(9, {}).value();
  const auto first = houses::tables_for(nine, 2);
  CHECK(houses::tables_for(nine, 2) == first);
  SECTION("another shape, or the same with other words, has its own") {
    VariantSpec x;
    x.diagonals = true;
    const ShapePtr other = Shape::create(9, x).value();
    CHECK(houses::tables_for(other, 2) != first);
    CHECK(houses::tables_for(nine, 3) != first);
  }
  SECTION("the cache keeps kCachedTables shapes: the oldest is built again") {
    std::vector<ShapePtr> held;  // alive, so no two have one address
    for (size_t i = 0; i < houses::kCachedTables; ++i) {
      test::Rng rng(i);
      VariantSpec jigsaw;
      jigsaw.regions = test::random_region_map(9, rng);
      held.push_back(Shape::create(9, jigsaw).value());
      houses::tables_for(held.back(), 2);
    }
    CHECK(houses::tables_for(nine, 2) != first);
  }
  SECTION("what they hold: the houses, the houses of N cells, each cell's houses, and links by the cells of their first set") {
    CHECK(first->houses.size() == 27);
    CHECK(first->complete.size() == 27);
    // Each cell has the bits of its row, its column and its box, and no other.
    const houses::ItemMasks& houses_of = first->houses_by_cell;
    REQUIRE(houses_of.words == 1);
    for (int c = 0; c < 81; ++c)
      for (int h = 0; h < 27; ++h) {
        const std::vector<int>& cells = nine->houses()[h].cells;
        CHECK(((houses_of.bits[c] >> h) & 1) == (std::find(cells.begin(), cells.end(), c) != cells.end()));
      }
    // Pointing and claiming come from those; the boxes leave no leftovers: no links.
    CHECK(first->link_count() == 0);
    // A jigsaw's leftovers are links, due when a cell of their first set changes: exactly those cells have its bit.
    VariantSpec jigsaw;
    for (char r : std::string("111222333111122333112222363444555663444556666744855569774885969777888999777888999"))
      jigsaw.regions.push_back(r - '1');
    const ShapePtr shape = Shape::create(9, jigsaw).value();
    const auto tables = houses::tables_for(shape, 2);
    REQUIRE(tables->link_count() > 0);
    const houses::ItemMasks& by_cell = tables->links_by_cell;
    REQUIRE(by_cell.words == (tables->link_count() + 63) / 64);
    for (int c = 0; c < 81; ++c)
      for (int i = 0; i < tables->link_count(); ++i) {
        const bool marked = (by_cell.bits[c * by_cell.words + i / 64] >> (i % 64)) & 1;
        CHECK(marked == tables->link_bits.has(tables->links[2 * i], c));
      }
  }
}
