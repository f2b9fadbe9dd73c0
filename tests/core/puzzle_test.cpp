// Puzzles: conflicts among givens are errors; no solution is not.
#include "support/catch.hpp"

#include <string>
#include <tuple>
#include <vector>

#include "core/layouts.hpp"
#include "core/puzzle.hpp"
#include "core/shape_cache.hpp"
#include "support/tables.hpp"

using namespace sudoku;

TEST_CASE("every pair of conflicting givens is listed once, with every house the two share, and its cells") {
  Result<Puzzle> p = read_puzzle("1.1.1" + std::string(76, '.'));
  REQUIRE_FALSE(p.ok());
  CHECK(p.error().code == ErrorCode::kConflict);
  CHECK(p.error().message ==
        "conflicting givens (3 pairs): 1 at r1c1 and r1c3 (row 1, box 1); 1 at r1c1 and r1c5 (row 1); "
        "1 at r1c3 and r1c5 (row 1)");
  CHECK(p.error().cells == std::vector<int>{0, 2, 4});
}

namespace {
// A conflict as comparable data: value, house, house name, cells.
using ConflictRow = std::tuple<int, int, std::string, std::vector<int>>;
std::vector<ConflictRow> conflicts_of(const std::string& text, const VariantOptions& options = {}) {
  Result<Puzzle> p = read_puzzle(text, options);
  REQUIRE_FALSE(p.ok());
  REQUIRE(p.error().code == ErrorCode::kConflict);
  std::vector<ConflictRow> out;
  for (const Conflict& c : p.error().conflicts) out.emplace_back(c.value, c.house, c.house_name, c.cells);
  return out;
}
}  // namespace

TEST_CASE("conflicts are grouped per house and value: three equal givens in a row are one conflict") {
  // r1c1, r1c5, r1c9: one row, three boxes, three columns.
  CHECK(conflicts_of("1...1...1" + std::string(72, '.')) == std::vector<ConflictRow>{{1, 0, "row 1", {0, 4, 8}}});
}

TEST_CASE("a pair sharing a row and a box is two conflicts, houses in shape order") {
  // Rows are houses 0-8, columns 9-17, boxes 18-26.
  CHECK(conflicts_of("11" + std::string(79, '.')) ==
        std::vector<ConflictRow>{{1, 0, "row 1", {0, 1}}, {1, 18, "box 1", {0, 1}}});
  // The listed pairs of the message's example: the row holds three, the box two.
  CHECK(conflicts_of("1.1.1" + std::string(76, '.')) ==
        std::vector<ConflictRow>{{1, 0, "row 1", {0, 2, 4}}, {1, 18, "box 1", {0, 2}}});
}

TEST_CASE("conflicts within one house come in ascending value order") {
  CHECK(conflicts_of("21..21..." + std::string(72, '.')) ==
        std::vector<ConflictRow>{{1, 0, "row 1", {1, 5}}, {2, 0, "row 1", {0, 4}}});
}

TEST_CASE("a conflict on a diagonal names the diagonal") {
  // r1c1 and r9c9 share only the main diagonal (house 27 after 27 rows, columns and boxes).
  const std::string text = "1" + std::string(79, '.') + "1";
  CHECK(conflicts_of(text, VariantOptions{"x", ""}) == std::vector<ConflictRow>{{1, 27, "main diagonal", {0, 80}}});
}

TEST_CASE("errors other than conflicts list no conflicts") {
  Result<Puzzle> p = read_puzzle("1!" + std::string(79, '.'));
  REQUIRE_FALSE(p.ok());
  CHECK(p.error().code != ErrorCode::kConflict);
  CHECK(p.error().conflicts.empty());
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

TEST_CASE("regression: the one-pass conflict check sees two equal givens in any single house of every shape") {
  // find_conflicts first runs one pass over the cells with a mask per house
  // (houses_of); a house it missed would let a conflicting puzzle through.
  std::vector<ShapePtr> shapes;
  for (int n : Shape::supported_sizes()) shapes.push_back(shared_shape(n, test::plain_spec(n)).value());
  VariantSpec x_windoku;
  x_windoku.diagonals = x_windoku.windows = true;
  shapes.push_back(shared_shape(9, x_windoku).value());
  for (const LayoutInfo& l : layouts()) shapes.push_back(shared_layout(l.id).value());
  for (const ShapePtr& shape : shapes) {
    const Shape& s = *shape;
    for (int h = 0; h < static_cast<int>(s.houses().size()); ++h) {
      const std::vector<int>& cells = s.houses()[h].cells;
      INFO(s.variant_name() << " " << s.size() << ": " << s.house_name(h));
      Grid givens(s.cell_count(), 0);
      givens[cells.front()] = givens[cells.back()] = static_cast<Value>(s.size());
      const std::optional<InputError> error = find_conflicts(s, givens);
      REQUIRE(error);
      bool names_house = false;
      for (const Conflict& c : error->conflicts) names_house |= c.house == h;
      CHECK(names_house);
      givens[cells.back()] = 0;  // one given alone conflicts with nothing
      CHECK_FALSE(find_conflicts(s, givens));
    }
  }
}
