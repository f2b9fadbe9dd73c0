// How a text reads when nobody said which layout it is (read_any_layout): the
// rule behind the CLI's "add --layout star" advice and the page's paste.
#include "support/catch.hpp"

#include "core/layout_format.hpp"
#include "core/shape_cache.hpp"
#include "core/text_readings.hpp"
#include "support/tables.hpp"

using namespace sudoku;

namespace {

const char* const kStar = ".3.6...8..7.......2....89.7.5......2..............51.9";

// A samurai puzzle of the shared table, drawn as its 21 rows.
std::string samurai_rows() {
  for (const auto& row : test::puzzle_table())
    if (row.variant.layout == "samurai") {
      const ShapePtr shape = shared_layout("samurai").value();
      return format_layout_rows(*shape, read_layout_puzzle(row.puzzle, shape).value().givens);
    }
  FAIL("no samurai row in the table");
  return "";
}

}  // namespace

TEST_CASE("a square grid without conflicts is that grid") {
  const TextReadings r = read_any_layout("058000003170050008000000100000000000407080006083060017910003070006000080000000034");
  REQUIRE(r.readings.size() == 1);
  CHECK(r.readings[0].layout.empty());
  CHECK(r.readings[0].size == 9);
  CHECK_FALSE(r.readings[0].conflict);
}

TEST_CASE("a star line and a samurai's rows read as their layouts") {
  const TextReadings star = read_any_layout(kStar);
  REQUIRE(!star.readings.empty());
  CHECK(star.readings[0].layout == "star");
  CHECK(star.readings[0].cells.size() == 54);
  const TextReadings samurai = read_any_layout(samurai_rows());
  REQUIRE(!samurai.readings.empty());
  CHECK(samurai.readings[0].layout == "samurai");
  CHECK_FALSE(samurai.readings[0].conflict);
}

TEST_CASE("21 rows of 21 are a size of their own but read as the layouts drawn in that box first") {
  // A samurai's givens clash in a 21x21's rows: the samurai, the clashing 21x21 after it.
  const TextReadings samurai = read_any_layout(samurai_rows());
  REQUIRE(samurai.readings.size() >= 2);
  CHECK(samurai.readings.front().layout == "samurai");
  CHECK(samurai.readings.back().size == 21);
  CHECK(samurai.readings.back().conflict);
  // One given in r1c7, a cell of samurai, sohei and windmill: those three, then the 21x21 (3x7 boxes), which reads it cleanly too.
  std::string one;
  for (int r = 0; r < 21; ++r) one += (r == 0 ? std::string(6, '.') + "5" + std::string(14, '.') : std::string(21, '.')) + "\n";
  const TextReadings four = read_any_layout(one);
  std::vector<std::string> ids;
  for (const TextReading& r : four.readings) ids.push_back(r.layout.empty() ? "21x21" : r.layout);
  CHECK(ids == std::vector<std::string>{"samurai", "sohei", "windmill", "21x21"});
  CHECK(four.readings.back().size == 21);
  // Every place of 21 rows of 21 is some such layout's cell: a 21x21 of
  // givens in every part reads as the 21x21 alone only when those layouts
  // clash or cannot hold it, and a full 21x21 cannot be a layout's.
  std::string full;
  for (int r = 0; r < 21; ++r) {
    for (int c = 0; c < 21; ++c) full += "123456789ABCDEFGHIJKL"[(r % 3 * 7 + r / 3 + c) % 21];
    full += "\n";
  }
  const TextReadings square = read_any_layout(full);
  REQUIRE(square.readings.size() == 1);
  CHECK(square.readings[0].size == 21);
  CHECK_FALSE(square.readings[0].conflict);
}

TEST_CASE("conflicts: a square grid's stay first, and a layout's are read when nothing reads cleanly") {
  const TextReadings square = read_any_layout("55" + std::string(79, '.'));
  REQUIRE(square.readings.size() == 1);
  CHECK(square.readings[0].layout.empty());
  REQUIRE(square.readings[0].conflict);
  CHECK(square.readings[0].conflict->code == ErrorCode::kConflict);
  const TextReadings star = read_any_layout("11" + std::string(52, '.'));  // the star's first two cells share a line
  REQUIRE(!star.readings.empty());
  CHECK(star.readings[0].layout == "star");
  CHECK(star.readings[0].conflict);
}

TEST_CASE("text that reads as nothing gets the reason: a bad character, or what the layouts of its rows say") {
  const TextReadings bad = read_any_layout("12#4");
  CHECK(bad.readings.empty());
  REQUIRE(bad.error);
  CHECK(bad.error->code == ErrorCode::kBadCharacter);
  std::string rows = samurai_rows();
  rows.insert(rows.find('\n', rows.find('\n', rows.find('\n', rows.find('\n') + 1) + 1) + 1), " 5");  // row 4 one too long
  const TextReadings long_row = read_any_layout(rows);
  CHECK(long_row.readings.empty());
  REQUIRE(long_row.error);
  // The layouts with 21 rows say why (a row's length alone is no reason: the text may be no layout's).
  CHECK_THAT(long_row.error->message, match::Contains("no cell of the sohei layout; "));
  CHECK_THAT(long_row.error->message, match::Contains("no cell of the windmill layout"));
}
