// Puzzles: conflicts among givens are errors; no solution is not.
#include "support/catch.hpp"

#include "core/puzzle.hpp"

using namespace sudoku;

TEST_CASE("every pair of conflicting givens is listed with its house and cells") {
  Result<Puzzle> p = read_puzzle("1.1.1" + std::string(76, '.'));
  REQUIRE_FALSE(p.ok());
  CHECK(p.error().code == ErrorCode::kConflict);
  CHECK(p.error().message ==
        "conflicting givens (4 pairs): 1 at r1c1 and r1c3 (row 1); 1 at r1c1 and r1c5 (row 1); "
        "1 at r1c3 and r1c5 (row 1); 1 at r1c1 and r1c3 (box 1)");
  CHECK(p.error().cells == std::vector<int>{0, 2, 4});
}

TEST_CASE("a grid with no solution but no conflict is a valid puzzle") {
  Result<Puzzle> p = read_puzzle("12345678.........9" + std::string(63, '.'));
  CHECK(p.ok());
}

TEST_CASE("variants by name, and a region map implies jigsaw") {
  CHECK(make_variant({"x", ""}, 9)->diagonals);
  CHECK(make_variant({"windoku", ""}, 9)->windows);
  Result<VariantSpec> both = make_variant({"x,windoku", ""}, 9);
  CHECK((both->diagonals && both->windows));
  CHECK(make_variant({"", "111222311242331244333444555666555666"}, 6)->regions.size() == 36);
  CHECK(make_variant({"jigsaw", ""}, 6).error().message == "the jigsaw variant needs a region map");
  CHECK(make_variant({"standard", ""}, 9).ok());
}

TEST_CASE("is_valid_solution checks completeness, givens and every house") {
  const Puzzle p = read_puzzle("1...............").value();
  Grid good = parse_grid("1234341221434321").value().cells;
  CHECK(is_valid_solution(p, good));
  Grid other_given = parse_grid("2143341212434321").value().cells;
  CHECK_FALSE(is_valid_solution(p, other_given));
  Grid broken = good;
  std::swap(broken[1], broken[2]);  // rows still fine, columns broken
  CHECK_FALSE(is_valid_solution(p, broken));
  Grid incomplete = good;
  incomplete[5] = 0;
  CHECK_FALSE(is_valid_solution(p, incomplete));
}
