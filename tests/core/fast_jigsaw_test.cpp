// The fast solver's generic engine (src/core/solvers/houses) on irregular
// houses: sparse jigsaw grids that once sent it into dead subtrees of millions
// of nodes, the links it finds between houses, and exact counts on them.
//
// Speed is asserted as a node budget, not a time: node counts do not depend
// on the machine. Before crossings and leftovers, every grid below ran past
// 100,000 nodes (the empty jigsaw: 72 million nodes in 30 s without a
// solution); now each takes under 100.
#include "support/catch.hpp"

#include <algorithm>

#include "core/registry.hpp"
#include "core/solvers/houses/house_links.hpp"
#include "support/tables.hpp"

using namespace sudoku;
using sudoku::test::must_read;

namespace {

// The region map of the site's "Jigsaw + X" example.
const char* const kExampleMap = "111222333111122333112222363444555663444556666744855569774885969777888999777888999";

constexpr std::uint64_t kBudget = 10000;  // nodes: a few milliseconds

SolveResult run(const char* algorithm, const Puzzle& p, std::uint64_t limit, std::uint64_t max_nodes = 0) {
  SearchOptions o;
  o.limit = limit;
  o.max_nodes = max_nodes;
  return run_algorithm(*find_algorithm(algorithm), p, o);
}

Puzzle example(const char* variant, const std::string& grid) { return must_read(grid, {variant, kExampleMap}); }

std::vector<int> sorted(std::vector<int> cells) {
  std::sort(cells.begin(), cells.end());
  return cells;
}

// The cells of segments [first, last) of links.segments.
std::vector<int> segment_cells(const houses::HouseLinks& links, const houses::Segments& g, int first, int last) {
  std::vector<int> cells;
  for (int i = first; i < last; ++i) {
    const int s = links.segments[i];
    cells.insert(cells.end(), g.cells.begin() + g.first[s], g.cells.begin() + g.first[s + 1]);
  }
  return sorted(cells);
}

houses::HouseLinks links_of(const Puzzle& p) {
  houses::HouseLinks links;
  houses::add_crossings(*p.shape, links);
  houses::add_leftovers(*p.shape, links);
  return links;
}

}  // namespace

TEST_CASE("fast solves an empty jigsaw with the Jigsaw + X example's map in milliseconds") {
  for (const char* variant : {"jigsaw", "jigsaw,x"}) {
    INFO(variant);
    const Puzzle p = example(variant, std::string(81, '.'));
    const SolveResult r = run("fast", p, 1, kBudget);
    CHECK(r.status == Status::kSolved);
    CHECK(is_valid_solution(p, r.first_solution));
    CHECK(r.stats.nodes < 100);
  }
}

TEST_CASE("fast solves the Jigsaw + X example's map with 1, 3 or 9 cells of a solution given in milliseconds") {
  // Cells of one solution per variant, each a grid the engine without
  // crossings and leftovers left unsolved after 100,000 nodes.
  const std::pair<const char*, const char*> grids[] = {
      {"jigsaw", "................................................................................1"},
      {"jigsaw", "......................................1...........................9...3.........."},
      {"jigsaw", ".......................3......371...........8..5..4.......4.................3...."},
      {"jigsaw,x", "................................................................1................"},
      {"jigsaw,x", "............................3......................2..........................3.."},
      {"jigsaw,x", "...4...8..5...9..3..........3..........63......1................................."},
  };
  for (const auto& [variant, grid] : grids) {
    INFO(variant << " " << grid);
    const Puzzle p = example(variant, grid);
    const SolveResult r = run("fast", p, 1, kBudget);
    CHECK(r.status == Status::kSolved);
    CHECK(is_valid_solution(p, r.first_solution));
    CHECK(r.stats.nodes < 100);
  }
}

TEST_CASE("fast counts every solution of sparse jigsaws on the example's map like forward checking") {
  // Counts also checked against the engine before crossings and leftovers.
  const struct {
    const char* variant;
    const char* grid;
    std::uint64_t solutions;
  } rows[] = {
      {"jigsaw", "..34.67..4...............5.248.7...5.7.......93..6.21..196..5...629....4........1", 82},
      {"jigsaw", "1.........5678....8.7123.5...........71592.4....8.4....1...8.7..629...3..........", 474},
      {"jigsaw", "....5..8....78......7....5...8..1695........893....21..........5..........423.9.1", 848},
      {"jigsaw,x", ".2......9..6..9......1....6...8.7....7.................4........12..8...6....1..2", 28},
      {"jigsaw,x", ".....67...5.7.9.......2...........9........1....5..2.........3...2....67....71...", 16},
      {"jigsaw,x", "........................4....48..69.....3..1..6.5.....74....9..........7.8.....42", 5},
  };
  for (const auto& row : rows) {
    INFO(row.variant << " " << row.grid);
    const Puzzle p = example(row.variant, row.grid);
    const SolveResult fast = run("fast", p, 0), mrv = run("mrv", p, 0);
    CHECK(fast.solutions == row.solutions);
    CHECK(mrv.solutions == row.solutions);
    CHECK(fast.complete);
  }
}

TEST_CASE("the leftovers of the Jigsaw + X example's map say that r3c8 and r4c9 hold the same value") {
  // Rows 1-3 less regions 1-3 is r3c8; regions 1-3 less rows 1-3 is r4c9.
  const houses::HouseLinks links = links_of(example("jigsaw", std::string(81, '.')));
  const std::vector<int> r3c8 = {2 * 9 + 7}, r4c9 = {3 * 9 + 8};
  bool found = false;
  for (const houses::Leftover& x : links.leftovers) {
    const houses::Segments& g = x.by_rows ? links.by_rows : links.by_columns;
    const std::vector<int> l = segment_cells(links, g, x.l_first, x.r_first);
    const std::vector<int> r = segment_cells(links, g, x.r_first, x.r_last);
    CHECK(l.size() == r.size());  // |L| = |R| always
    CHECK(static_cast<int>(l.size()) <= houses::max_leftover_cells(9));
    found = found || (l == r3c8 && r == r4c9) || (l == r4c9 && r == r3c8);
  }
  CHECK(found);
}

TEST_CASE("crossings cut lines by the boxes or regions, and list those of diagonals and windows one by one") {
  const auto segment_sizes = [](const houses::Segments& g) {
    std::vector<int> sizes;
    for (int s = 0; s < g.count(); ++s) sizes.push_back(g.size(s));
    return sizes;
  };
  SECTION("a jigsaw drawn as the boxes: 27 triads each way, no other crossing, no leftover") {
    const char* boxes = "111222333111222333111222333444555666444555666444555666777888999777888999777888999";
    const houses::HouseLinks links = links_of(must_read(std::string(81, '.'), {"jigsaw", boxes}));
    CHECK(segment_sizes(links.by_rows) == std::vector<int>(27, 3));
    CHECK(segment_sizes(links.by_columns) == std::vector<int>(27, 3));
    CHECK(links.crossings.empty());
    CHECK(links.leftovers.empty());
  }
  SECTION("x: each diagonal crosses its three boxes") {
    const houses::HouseLinks links = links_of(must_read(std::string(81, '.'), {"x", ""}));
    CHECK(links.crossings.size() == 6);
  }
  SECTION("windoku: each window crosses three rows, three columns and the three boxes it shares 2 or 4 cells with") {
    const houses::HouseLinks links = links_of(must_read(std::string(81, '.'), {"windoku", ""}));
    CHECK(links.crossings.size() == 4 * 9);
    for (const houses::Crossing& x : links.crossings) CHECK(x.b_last - x.a_first <= 2 * 9 - 2 * 2);
  }
  SECTION("a jigsaw: every line and every region is the union of its segments") {
    const Puzzle p = example("jigsaw", std::string(81, '.'));
    const houses::HouseLinks links = links_of(p);
    for (const houses::Segments* g : {&links.by_rows, &links.by_columns}) {
      std::vector<std::vector<int>> lines(9), tiles(9);
      for (int s = 0; s < g->count(); ++s)
        for (int i = g->first[s]; i < g->first[s + 1]; ++i) {
          lines[g->line[s]].push_back(g->cells[i]);
          tiles[g->tile[s]].push_back(g->cells[i]);
        }
      for (const House& h : p.shape->houses()) {
        if (h.kind == HouseKind::kRegion) CHECK(sorted(tiles[h.index]) == h.cells);
        if (h.kind == (g == &links.by_rows ? HouseKind::kRow : HouseKind::kColumn))
          CHECK(sorted(lines[h.index]) == h.cells);
      }
    }
  }
}
