// The built-in layouts (core/layouts.hpp): the star against issue 19's own
// house lists, the overlapping grids' cells and merged houses, and every
// registered algorithm on the star's example.
#include "support/catch.hpp"

#include <algorithm>
#include <set>
#include <sstream>

#include "core/layouts.hpp"
#include "core/registry.hpp"
#include "support/random_puzzles.hpp"
#include "support/tables.hpp"

using namespace sudoku;

namespace {

ShapePtr layout(const std::string& name) {
  Result<ShapePtr> shape = make_layout(name);
  REQUIRE(shape.ok());
  return shape.value();
}

std::vector<int> numbers(const std::string& text) {
  std::istringstream in(text);
  std::vector<int> out;
  for (int v; in >> v;) out.push_back(v);
  return out;
}

// The houses of a shape as sorted cell lists.
std::set<std::vector<int>> house_sets(const Shape& shape) {
  std::set<std::vector<int>> out;
  for (const House& h : shape.houses()) out.insert(h.cells);
  return out;
}

const char* const kStarExample = "14.....6....3........97...5.7..8...........62.3....9..";
const char* const kStarSolution = "142875369961354827132976485574682913897453162231587946";

}  // namespace

TEST_CASE("the star's 24 houses are the issue's lists, cell by cell") {
  // Issue 19, "As cell indices in reading order", in its order: horizontal
  // lines, one diagonal (/), the other (\), the big triangles.
  const char* const expected[] = {
      "0 1 2 3 4 5 6 7 8", "9 10 11 12 13 14 15 16 17", "18 19 20 21 22 23 24 25 26",
      "27 28 29 30 31 32 33 34 35", "36 37 38 39 40 41 42 43 44", "45 46 47 48 49 50 51 52 53",
      "1 2 3 9 10 18 19 27 28", "4 5 11 12 20 21 29 30 36", "0 6 7 13 14 31 37 38 45",
      "8 15 16 22 39 40 46 47 53", "17 23 24 32 33 41 42 48 49", "25 26 34 35 43 44 50 51 52",
      "18 27 28 29 36 37 45 46 53", "9 19 20 30 31 38 39 47 48", "1 2 10 11 21 40 41 49 50",
      "3 4 12 13 32 42 43 51 52", "5 6 14 15 22 23 33 34 44", "0 7 8 16 17 24 25 26 35",
      "0 6 7 8 13 14 15 16 17", "1 2 3 4 5 10 11 12 21", "9 18 19 20 27 28 29 30 31",
      "22 23 24 25 26 33 34 35 44", "32 41 42 43 48 49 50 51 52", "36 37 38 39 40 45 46 47 53",
  };
  const ShapePtr star = layout("star");
  REQUIRE(star->cell_count() == 54);
  REQUIRE(star->houses().size() == 24);
  for (int h = 0; h < 24; ++h) {
    INFO(star->house_name(h));
    CHECK(star->houses()[h].cells == numbers(expected[h]));
  }
  CHECK(star->house_name(0) == "horizontal line 1");
  CHECK(star->house_name(7) == "/ line 2");
  CHECK(star->house_name(17) == "\\ line 6");
  CHECK(star->house_name(21) == "triangle 4");
}

TEST_CASE("every star cell lies in 4 houses, and the strips are the issue's") {
  const ShapePtr star = layout("star");
  for (int c = 0; c < star->cell_count(); ++c) {
    INFO("cell " << c);
    CHECK(star->houses_of(c).size() == 4);
  }
  // Cells per strip: r0 c9; r1 c3-10; r2 c3-11; r3 c2-5, c9-13; r4 c1-5, c9-12; r5 c3-11; r6 c4-11; r7 c5.
  std::string strips;
  for (int c = 0; c < star->cell_count(); ++c) {
    const CellGeometry& g = star->geometry(c);
    strips += std::to_string(g.row) + ":" + std::to_string(g.col) + (g.points_up() ? "^ " : "v ");
  }
  CHECK(strips.rfind("0:9^ 1:3v 1:4^ ", 0) == 0);
  CHECK(star->geometry(18).row == 3);
  CHECK(star->geometry(18).col == 2);
  CHECK(star->geometry(53).row == 7);
  CHECK(star->geometry(53).col == 5);
  CHECK(star->cell_name(17) == "cell 18 (strip 3)");
  CHECK(star->region_of(0) == star->region_of(17));  // drawn in triangle 1
  CHECK(star->region_of(0) != star->region_of(1));
}

TEST_CASE("overlapping grids: cells, merged houses and names") {
  struct Expect {
    const char* name;
    int rows, cols, cells, houses;
  };
  // Pinned: each overlapping layout's geometry counted by hand (the star's is checked against issue 19's lists).
  // Cells: 81 per grid less the shared ones; houses: 27 per grid less the coinciding ones.
  const Expect expected[] = {
      {"samurai", 21, 21, 5 * 81 - 4 * 9, 5 * 27 - 4},  {"twodoku", 15, 15, 2 * 81 - 9, 2 * 27 - 1},
      {"sohei", 21, 21, 4 * 81 - 4 * 9, 4 * 27 - 4},    {"windmill", 21, 21, 5 * 81 - 4 * 18, 5 * 27 - 8},
      {"butterfly", 12, 12, 144, 0}, {"flower", 15, 15, 189, 0},
  };
  for (const Expect& e : expected) {
    INFO(e.name);
    const ShapePtr s = layout(e.name);
    CHECK(s->rows() == e.rows);
    CHECK(s->cols() == e.cols);
    CHECK(s->cell_count() == e.cells);
    if (e.houses) CHECK(static_cast<int>(s->houses().size()) == e.houses);
    CHECK(house_sets(*s).size() == s->houses().size());  // no house twice
    for (int h = 0; h < static_cast<int>(s->houses().size()); ++h) CHECK(s->is_complete(h));
    for (int c = 0; c < s->cell_count(); ++c) CHECK(s->houses_of(c).size() >= 3);
  }
  const ShapePtr samurai = layout("samurai");
  // r7c7 is the middle grid's top-left cell and grid 1's box 9: that box is one house.
  int r7c7 = -1;
  for (int c = 0; c < samurai->cell_count(); ++c)
    if (samurai->cell_name(c) == "r7c7") r7c7 = c;
  REQUIRE(r7c7 >= 0);
  std::vector<std::string> names;
  for (int h : samurai->houses_of(r7c7)) names.push_back(samurai->house_name(h));
  CHECK(names == std::vector<std::string>{"row 7 of grid 1", "column 7 of grid 1", "box 9 of grid 1",
                                          "row 1 of grid 3", "column 1 of grid 3"});
  // Row 1 runs across grids 1 and 2 but is two houses.
  CHECK(samurai->cell_name(0) == "r1c1");
  CHECK(samurai->cell_name(9) == "r1c13");
}

TEST_CASE("unknown layouts are refused with the list of names") {
  Result<ShapePtr> shape = make_layout("hexagon");
  REQUIRE_FALSE(shape.ok());
  CHECK(shape.error().code == ErrorCode::kBadVariant);
  CHECK_THAT(shape.error().message, match::Contains("unknown layout 'hexagon'"));
  CHECK_THAT(shape.error().message, match::Contains(test::joined_ids(layouts())));
}

TEST_CASE("the star example solves to the issue's solution with every algorithm, count 1") {
  const Puzzle puzzle = test::must_read(kStarExample, VariantOptions{"", "", "star"});
  for (const Algorithm& a : algorithms()) {
    INFO(a.id);
    SearchOptions options;
    options.limit = 0;
    const SolveResult r = run_algorithm(a, puzzle, options);
    CHECK(r.status == Status::kSolved);
    CHECK(r.solutions == 1);
    CHECK(r.complete);
    CHECK(format_line(r.first_solution) == kStarSolution);
    CHECK(is_valid_solution(puzzle, r.first_solution));
  }
}

namespace {

std::uint64_t fast_count(const Puzzle& p, std::uint64_t limit) {
  SearchOptions o;
  o.limit = limit;
  return run_algorithm(*find_algorithm("fast"), p, o).solutions;
}

// A unique puzzle from a random full grid: cells emptied in random order
// while fast still counts one, down to `keep` givens (enough for naive).
Grid dig(const ShapePtr& shape, const Grid& full, int keep, test::Rng& rng) {
  Puzzle p{shape, full};
  std::vector<int> order(shape->cell_count());
  for (int c = 0; c < shape->cell_count(); ++c) order[c] = c;
  rng.shuffle(order);
  int givens = shape->cell_count();
  for (int c : order) {
    if (givens <= keep) break;
    const Value kept = p.givens[c];
    p.givens[c] = 0;
    if (fast_count(p, 2) == 1) --givens;
    else p.givens[c] = kept;
  }
  return p.givens;
}

}  // namespace

TEST_CASE("cross-check: every algorithm agrees with fast on random puzzles of every layout") {
  // Per layout, from random full grids: a unique puzzle, one with several
  // solutions (more cells emptied), one with none (a wrong value no peer
  // holds in an empty cell of the unique one). Every algorithm counts each
  // completely under a node budget; fast's count is the reference. A search
  // the budget stops is left out, but at most a few may be.
  constexpr std::uint64_t kBudget = 2000000;
  test::Rng rng(19);
  int compared = 0, stopped = 0;
  for (const LayoutInfo& info : layouts()) {
    const ShapePtr shape = layout(std::string(info.id));
    for (int round = 0; round < 2; ++round) {
      Grid full;
      for (int attempt = 0; attempt < 100 && full.empty(); ++attempt) full = test::random_full_grid(shape, rng);
      REQUIRE(full.size() == static_cast<size_t>(shape->cell_count()));
      const Grid unique = dig(shape, full, shape->cell_count() * 45 / 100, rng);
      std::vector<Grid> puzzles = {unique};
      Grid several = unique;
      for (int c = 0; c < shape->cell_count() && fast_count(Puzzle{shape, several}, 2) < 2; ++c) several[c] = 0;
      puzzles.push_back(several);
      Grid none = unique;
      for (int c = 0; c < shape->cell_count(); ++c) {
        if (none[c]) continue;
        CandidateMask used = bit_of(full[c]);
        for (int p : shape->peers_of(c))
          if (none[p]) used |= bit_of(none[p]);
        const CandidateMask left = all_values(shape->size()) & ~used;
        if (!left) continue;
        none[c] = static_cast<Value>(lowest_value(left));
        break;
      }
      puzzles.push_back(none);
      for (const Grid& givens : puzzles) {
        const Puzzle p{shape, givens};
        REQUIRE_FALSE(find_conflicts(*shape, givens));
        const std::uint64_t expected = fast_count(p, 0);
        for (const Algorithm& a : algorithms()) {
          INFO(a.id << " on " << info.id << ": " << format_line(givens));
          SearchOptions o;
          o.limit = 0;
          o.max_nodes = a.id == "fast" ? 0 : kBudget;
          const SolveResult r = run_algorithm(a, p, o);
          if (r.status == Status::kStopped) {
            ++stopped;
            continue;
          }
          ++compared;
          CHECK(r.solutions == expected);
          CHECK(r.complete);
          if (expected) CHECK(is_valid_solution(p, r.first_solution));
        }
      }
    }
  }
  INFO(compared << " searches compared, " << stopped << " stopped by the budget");
  CHECK(stopped * 10 <= compared);
}
