// The generator (core/generate): its random numbers, random jigsaw regions,
// and every puzzle it makes: one solution, the asked symmetry, minimal when
// asked, of the asked level, the same from the same seed; and its refusals.
#include "support/catch.hpp"

#include <algorithm>
#include <functional>
#include <set>
#include <utility>

#include "core/generate/generator.hpp"
#include "core/generate/jigsaw_regions.hpp"
#include "core/generate/symmetry.hpp"
#include "core/layouts.hpp"

using namespace sudoku;

namespace {

ShapePtr square(int size, VariantSpec variant = {}) { return Shape::create(size, variant).value(); }

Generated make(const ShapeChoice& shape, const GenerateOptions& options, std::uint64_t seed) {
  Random random(seed);
  Result<Generated> made = generate_puzzle(shape, options, random);
  INFO((made ? "" : made.error().message));
  REQUIRE(made.ok());
  return made.value();
}

// Every given is the solution's, the solution is whole and right, and the
// givens have exactly one solution.
void check_sound(const Generated& g) {
  REQUIRE(g.solution.size() == g.puzzle.givens.size());
  for (std::size_t c = 0; c < g.solution.size(); ++c) {
    if (g.puzzle.givens[c]) CHECK(g.puzzle.givens[c] == g.solution[c]);
  }
  CHECK(is_valid_solution(g.puzzle, g.solution));
  CHECK(has_one_solution(g.puzzle));
}

int given_count(const Grid& givens) {
  return static_cast<int>(std::count_if(givens.begin(), givens.end(), [](Value v) { return v != 0; }));
}

}  // namespace

TEST_CASE("Random: one seed gives one sequence, below(n) stays below n, shuffle permutes") {
  Random a(42), b(42), c(43);
  bool differs = false;
  for (int i = 0; i < 100; ++i) {
    const std::uint64_t x = a.next();
    CHECK(x == b.next());
    differs = differs || x != c.next();
  }
  CHECK(differs);
  std::set<std::uint32_t> seen;
  for (int i = 0; i < 2000; ++i) {
    const std::uint32_t v = a.below(7);
    CHECK(v < 7);
    seen.insert(v);
  }
  CHECK(seen.size() == 7);
  std::vector<int> items = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
  a.shuffle(items);
  std::vector<int> sorted = items;
  std::sort(sorted.begin(), sorted.end());
  CHECK(sorted == std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9});
}

TEST_CASE("random jigsaw regions: N regions of N orthogonally connected cells, a valid shape") {
  for (int size : {4, 6, 8, 9, 12, 16, 25}) {
    Random random(static_cast<std::uint64_t>(size));
    const std::vector<int> regions = random_jigsaw_regions(size, random);
    REQUIRE(static_cast<int>(regions.size()) == size * size);
    for (int region = 0; region < size; ++region) {
      std::vector<int> cells;
      for (int c = 0; c < size * size; ++c) {
        if (regions[c] == region) cells.push_back(c);
      }
      REQUIRE(static_cast<int>(cells.size()) == size);
      // Grow from the first cell by orthogonal steps inside the region.
      std::set<int> reached = {cells[0]};
      for (bool grew = true; grew;) {
        grew = false;
        for (int c : cells) {
          if (reached.count(c)) continue;
          for (int n : {c - size, c + size, c % size ? c - 1 : -1, (c + 1) % size ? c + 1 : -1}) {
            if (n >= 0 && reached.count(n)) {
              reached.insert(c);
              grew = true;
              break;
            }
          }
        }
      }
      CHECK(reached.size() == cells.size());
    }
    VariantSpec variant;
    variant.regions = regions;
    CHECK(Shape::create(size, variant).ok());
  }
}

TEST_CASE("every generated puzzle has one solution, its givens the solution's, on every kind of shape") {
  VariantSpec x;
  x.diagonals = true;
  const std::vector<std::pair<std::string, ShapeChoice>> shapes = {
      {"4x4", {square(4)}},   {"6x6", {square(6)}},         {"8x8", {square(8)}},
      {"9x9", {square(9)}},   {"12x12", {square(12)}},      {"16x16", {square(16)}},
      {"9x9 x", {square(9, x)}},
      {"random jigsaw 6x6", {nullptr, 6}},
      {"random jigsaw 9x9 x", {nullptr, 9, true}},
      {"samurai", {make_layout("samurai").value()}},
      {"star", {make_layout("star").value()}},
  };
  for (const auto& [name, shape] : shapes) {
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      INFO(name << ", seed " << seed);
      check_sound(make(shape, {}, seed));
    }
  }
}

TEST_CASE("a 25x25 is generated with one solution") {
  check_sound(make({square(25)}, {}, 1));
}

// Each symmetry as the maps of (row, column) on an N x N grid, written here
// apart from symmetry.cpp's table.
using CellMap = std::function<std::pair<int, int>(int r, int c, int n)>;
const CellMap kTurn180 = [](int r, int c, int n) { return std::make_pair(n - 1 - r, n - 1 - c); };
const CellMap kTurn90 = [](int r, int c, int n) { return std::make_pair(c, n - 1 - r); };
const CellMap kMirror = [](int r, int c, int n) { return std::make_pair(r, n - 1 - c); };
const CellMap kFlip = [](int r, int c, int n) { return std::make_pair(n - 1 - r, c); };
const CellMap kTranspose = [](int r, int c, int) { return std::make_pair(c, r); };
const CellMap kAntiTranspose = [](int r, int c, int n) { return std::make_pair(n - 1 - c, n - 1 - r); };

TEST_CASE("the givens keep the asked symmetry on square grids") {
  const std::vector<std::pair<std::string, std::vector<CellMap>>> cases = {
      {"rotate180", {kTurn180}},      {"rotate90", {kTurn90}},       {"mirror", {kMirror}},
      {"flip", {kFlip}},              {"diagonal", {kTranspose}},    {"antidiagonal", {kAntiTranspose}},
      {"mirror_flip", {kMirror, kFlip}}, {"diagonals", {kTranspose, kAntiTranspose}},
      {"all", {kTurn90, kMirror}},
  };
  REQUIRE(cases.size() + 1 == symmetries().size());  // every symmetry but none
  for (const auto& [id, maps] : cases) {
    for (int size : {6, 9}) {
      GenerateOptions options;
      options.symmetry = id;
      const Generated g = make({square(size)}, options, 5);
      check_sound(g);
      for (int r = 0; r < size; ++r) {
        for (int c = 0; c < size; ++c) {
          for (const CellMap& map : maps) {
            const auto [r2, c2] = map(r, c, size);
            INFO(id << " " << size << "x" << size << " r" << r << "c" << c);
            CHECK((g.puzzle.givens[r * size + c] != 0) == (g.puzzle.givens[r2 * size + c2] != 0));
          }
        }
      }
    }
  }
}

TEST_CASE("minimal: no given can be taken out with one solution left") {
  for (const char* symmetry : {"none", "rotate180"}) {
    GenerateOptions options;
    options.symmetry = symmetry;
    options.minimal = true;
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      Generated g = make({square(9)}, options, seed);
      check_sound(g);
      for (std::size_t c = 0; c < g.puzzle.givens.size(); ++c) {
        const Value given = g.puzzle.givens[c];
        if (!given) continue;
        g.puzzle.givens[c] = 0;
        INFO(symmetry << " seed " << seed << " cell " << c);
        CHECK_FALSE(has_one_solution(g.puzzle));
        g.puzzle.givens[c] = given;
      }
    }
  }
}

TEST_CASE("a puzzle generated for a level rates at that level") {
  for (Level level : {Level::kEasy, Level::kMedium, Level::kHard, Level::kExpert, Level::kExtreme}) {
    GenerateOptions options;
    options.level = level;
    options.symmetry = "rotate180";
    for (std::uint64_t seed = 1; seed <= 2; ++seed) {
      const Generated g = make({square(9)}, options, seed);
      check_sound(g);
      const LogicalPath path = logical_path(g.puzzle);
      REQUIRE(path.outcome == PathOutcome::kSolved);
      INFO(level_id(level) << " seed " << seed);
      CHECK(rate_path(path.steps).level == level);
      REQUIRE(g.rating);
      CHECK(g.rating->level == level);
    }
  }
}

TEST_CASE("the same seed gives the same puzzle and another seed another") {
  GenerateOptions options;
  options.symmetry = "rotate180";
  options.level = Level::kHard;
  const Generated first = make({square(9)}, options, 77), again = make({square(9)}, options, 77);
  CHECK(first.puzzle.givens == again.puzzle.givens);
  CHECK(first.solution == again.solution);
  CHECK(make({square(9)}, options, 78).puzzle.givens != first.puzzle.givens);
  const Generated jigsaw = make({nullptr, 9}, {}, 5), jigsaw_again = make({nullptr, 9}, {}, 5);
  CHECK(jigsaw.puzzle.shape->variant().regions == jigsaw_again.puzzle.shape->variant().regions);
  CHECK(jigsaw.puzzle.givens == jigsaw_again.puzzle.givens);
}

TEST_CASE("generated puzzles leave out most cells") {
  // Digging takes out every orbit it can: a 9x9 keeps well under half its cells.
  for (std::uint64_t seed = 1; seed <= 5; ++seed) CHECK(given_count(make({square(9)}, {}, seed).puzzle.givens) < 35);
}

TEST_CASE("generate refuses what it cannot do, naming the error") {
  Random random(1);
  GenerateOptions unknown;
  unknown.symmetry = "spin";
  Result<Generated> r = generate_puzzle({square(9)}, unknown, random);
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().code == ErrorCode::kBadOption);
  CHECK_THAT(r.error().message, match::Contains("unknown symmetry \"spin\""));

  GenerateOptions turn;
  turn.symmetry = "rotate180";
  r = generate_puzzle({make_layout("star").value()}, turn, random);
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().code == ErrorCode::kBadOption);
  CHECK_THAT(r.error().message, match::Contains("does not fit"));

  r = generate_puzzle({nullptr, 26}, {}, random);
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().code == ErrorCode::kBadOption);

  GenerateOptions minimal;
  minimal.minimal = true;
  r = generate_puzzle({square(25)}, minimal, random);
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().code == ErrorCode::kBadOption);
  CHECK_THAT(r.error().message, match::Contains("minimal is offered up to 16"));

  GenerateOptions negative;
  negative.max_attempts = -1;
  r = generate_puzzle({square(9)}, negative, random);
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().code == ErrorCode::kBadOption);

  // A 4x4 never needs more than singles, so never rates hard.
  GenerateOptions hard;
  hard.level = Level::kHard;
  hard.max_attempts = 20;
  r = generate_puzzle({square(4)}, hard, random);
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().code == ErrorCode::kBudgetSpent);
  CHECK(std::string(error_code_name(r.error().code)) == "budget_spent");
}
