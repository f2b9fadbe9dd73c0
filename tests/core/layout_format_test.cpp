// Reading and writing layout puzzles (core/layout_format.hpp): the published
// samurai format, reading order, every error, and the drawings.
#include "support/catch.hpp"

#include "core/layout_format.hpp"
#include "core/layouts.hpp"
#include "core/puzzle.hpp"
#include "support/tables.hpp"

using namespace sudoku;

namespace {

ShapePtr layout(const std::string& name) { return make_layout(name).value(); }

// tests/data/samurai_published.txt: a samurai puzzle as puzzle sites publish
// it, 21 rows of 21 space-separated tokens, '-' for blanks and for the places
// outside the five grids.
std::string published_samurai() {
  std::string text;
  for (const std::string& line : test::data_lines("samurai_published.txt")) text += line + "\n";
  return text;
}

InputError error_of(const std::string& text, const std::string& name) {
  Result<Puzzle> p = read_layout_puzzle(text, layout(name));
  REQUIRE_FALSE(p.ok());
  return p.error();
}

}  // namespace

TEST_CASE("a samurai in the published format (21 rows of 21 tokens, '-' blank) reads and writes back") {
  const ShapePtr samurai = layout("samurai");
  const std::string rows = published_samurai();
  REQUIRE(std::count(rows.begin(), rows.end(), '\n') == 21);
  Result<Puzzle> p = read_layout_puzzle(rows, samurai);
  REQUIRE(p.ok());
  CHECK(std::count_if(p->givens.begin(), p->givens.end(), [](Value v) { return v != 0; }) > 100);
  CHECK(format_layout_rows(*samurai, p->givens) == rows);
  const std::string line = format_line(p->givens);
  CHECK(line.size() == 369);
  CHECK(format_line(read_layout_puzzle(line, samurai).value().givens) == line);  // reading order reads back
  // The same rows without spaces, with '.' and '0' for blanks, CRLF line ends and a BOM.
  std::string packed = "\xEF\xBB\xBF";
  for (char ch : rows) {
    if (ch == ' ') continue;
    packed += ch == '\n' ? std::string("\r\n") : std::string(1, ch == '-' ? (packed.size() % 2 ? '.' : '0') : ch);
  }
  Result<Puzzle> back = read_layout_puzzle(packed, samurai);
  REQUIRE(back.ok());
  CHECK(format_line(back->givens) == line);
}

TEST_CASE("the star reads 54 symbols in reading order, whitespace ignored") {
  Result<Puzzle> p = read_layout_puzzle("14..... 6....3...\n.....97...5.7..8.. .........62.3....9..", layout("star"));
  REQUIRE(p.ok());
  CHECK(format_line(p->givens) == "14.....6....3........97...5.7..8...........62.3....9..");
}

TEST_CASE("layout input errors name what is wrong") {
  const ShapePtr samurai = layout("samurai");
  std::string rows = format_layout_rows(*samurai, Grid(samurai->cell_count(), 0));

  SECTION("a given outside the layout, by its row and column") {
    std::string bad = rows;
    bad[2 * 9] = '5';  // r1c10: between grids 1 and 2
    const InputError e = error_of(bad, "samurai");
    CHECK(e.code == ErrorCode::kOutsideLayout);
    CHECK_THAT(e.message, match::StartsWith("a given outside the layout: 5 at r1c10 (line 1, column 19)"));
  }
  SECTION("a row of the wrong length: which row, how long, expected") {
    std::string bad = rows;
    bad.erase(bad.find('\n', 44 * 2) - 2, 2);  // row 3 loses a token
    const InputError e = error_of(bad, "samurai");
    CHECK(e.code == ErrorCode::kBadCellCount);
    CHECK(e.message == "row 3 (line 3) has 20 cells; the samurai layout is 21 rows of 21");
  }
  SECTION("too few rows and cells") {
    const InputError e = error_of("123\n456\n", "samurai");
    CHECK(e.code == ErrorCode::kBadCellCount);
    CHECK(e.message ==
          "the samurai layout takes 21 rows of 21 places, or its 369 cells in reading order; the text has 2 lines and 6 cells");
  }
  SECTION("the star's cell count") {
    const InputError e = error_of("14.....6....3........97...5.7..8...........62.3....9.", "star");
    CHECK(e.message == "the star layout has 54 cells; the text has 1 line and 53 cells");
  }
  SECTION("conflicting givens named by their cells and house") {
    const InputError e = error_of("1.......1" + std::string(45, '.'), "star");  // cells 0 and 8
    CHECK(e.code == ErrorCode::kConflict);
    CHECK(e.message ==
          "conflicting givens: 1 at cell 1 (strip 1) and cell 9 (strip 2) (horizontal line 1, \\ line 6, triangle 1)");
    CHECK(e.cells == std::vector<int>{0, 8});
  }
  SECTION("a bad character and a value above 9") {
    InputError e = error_of("x" + std::string(53, '.'), "star");
    CHECK(e.code == ErrorCode::kBadCharacter);
    CHECK(e.message == "'x' at position 1 is not a cell symbol (1-9, then A-P; '.', '0' or '-' for a blank)");
    e = error_of("A" + std::string(53, '.'), "star");
    CHECK(e.code == ErrorCode::kValueTooLarge);
  }
  SECTION("empty text") { CHECK(error_of(" \n\n", "star").code == ErrorCode::kEmpty); }
  SECTION("a variant beside a layout") {
    Result<Puzzle> p = read_puzzle(std::string(54, '.'), VariantOptions{"x", "", "star"});
    REQUIRE_FALSE(p.ok());
    CHECK(p.error().message == "the star layout has its own houses; it takes no variant or region map");
  }
}

TEST_CASE("drawings: the star as its strips, the overlapping grids in their bounding box") {
  const ShapePtr star = layout("star");
  const Grid givens = read_layout_puzzle("14.....6....3........97...5.7..8...........62.3....9..", star).value().givens;
  const std::string drawing = format_layout(*star, givens);
  CHECK(drawing ==
        "                1\n"
        "    4 . . . . . 6 .\n"
        "    . . . 3 . . . . .\n"
        "  . . . 9       7 . . . 5\n"
        ". 7 . . 8       . . . .\n"
        "    . . . . . . . 6 2\n"
        "      . 3 . . . . 9 .\n"
        "        .\n");
  const ShapePtr twodoku = layout("twodoku");
  const std::string grid = format_layout(*twodoku, Grid(twodoku->cell_count(), 0));
  CHECK(grid.substr(0, 18) == ". . .|. . .|. . .\n");
  CHECK(grid.find("\n-----+-----+-----\n") != std::string::npos);   // below row 3 of grid 1
  CHECK(grid.find("\n-----+-----+-----+-----+-----\n") != std::string::npos);  // above the shared box: grid 2's top edge too
  CHECK(grid.find("\n. . .|. . .|. . .|. . .|. . .\n") != std::string::npos);  // rows 7 to 9 cross both grids
  CHECK(std::count(grid.begin(), grid.end(), '\n') == 15 + 4);  // 15 rows and 4 rules
}

TEST_CASE("a text of layout puzzles splits into the bounding-box rows of one, or one puzzle a line") {
  const ShapePtr samurai = layout("samurai"), star = layout("star");
  const std::string rows = published_samurai();
  CHECK(split_layout_puzzles("\n" + rows + "\n\n", *samurai) == std::vector<std::string>{rows});
  const std::string line = std::string(369, '.');
  CHECK(split_layout_puzzles(line + "\r\n" + line + "\n", *samurai) == std::vector<std::string>{line, line});
  CHECK(split_layout_puzzles("1" + std::string(53, '.') + "\n\n" + std::string(54, '.'), *star).size() == 2);
}

TEST_CASE("the samurai drawing has the centre grid's top and bottom edges (columns 10-12)") {
  const ShapePtr samurai = layout("samurai");
  const std::string drawing = format_layout(*samurai, Grid(samurai->cell_count(), 0));
  std::vector<std::string> lines;
  for (size_t at = 0, end; (end = drawing.find('\n', at)) != std::string::npos; at = end + 1)
    lines.push_back(drawing.substr(at, end - at));
  REQUIRE(lines.size() == 21 + 6);  // 21 rows, a rule below every third row but the last
  // Rows r1-r6 and two rules are lines[0..7]: the rule above r7 is lines[7]; below r15, lines[19].
  for (const size_t rule : {size_t(7), size_t(19)}) {
    INFO(lines[rule]);
    REQUIRE(lines[rule].size() >= 2 * 12 - 1);
    for (int col = 10; col <= 12; ++col) CHECK(lines[rule][2 * (col - 1)] == '-');
  }
}

TEST_CASE("the drawing of every layout reads back to the same puzzle") {
  for (const LayoutInfo& info : layouts()) {
    const ShapePtr shape = layout(std::string(info.id));
    INFO(info.id);
    Grid givens(shape->cell_count(), 0);  // a value in some cells, blanks between them
    for (int c = 0; c < shape->cell_count(); c += 3) givens[c] = static_cast<Value>(1 + c % shape->size());
    const std::string drawing = format_layout(*shape, givens);
    const std::vector<std::string> pieces = split_layout_puzzles(drawing, *shape);
    REQUIRE(pieces.size() == 1);
    Result<std::vector<Value>> back = parse_layout_grid(pieces[0], *shape);
    REQUIRE(back.ok());
    CHECK(back.value() == givens);
    // Two drawings one after the other, with or without a blank line between, are two puzzles.
    for (const std::string& gap : {std::string(), std::string("\n")}) {
      const std::vector<std::string> two = split_layout_puzzles(drawing + gap + drawing, *shape);
      REQUIRE(two.size() == 2);
      CHECK(parse_layout_grid(two[1], *shape).value() == givens);
    }
  }
}

TEST_CASE("a samurai with a row missing or extra is one puzzle and one error naming the row count") {
  const ShapePtr samurai = layout("samurai");
  const std::string rows = published_samurai();
  const std::string twenty = rows.substr(rows.find('\n') + 1);
  const std::vector<std::string> pieces = split_layout_puzzles(twenty, *samurai);
  REQUIRE(pieces.size() == 1);
  CHECK(error_of(pieces[0], "samurai").message ==
        "the samurai's bounding box has 21 rows of 21 places; the text has 20 rows of 21");
  const std::vector<std::string> extra = split_layout_puzzles(rows + rows.substr(0, rows.find('\n') + 1), *samurai);
  REQUIRE(extra.size() == 1);
  CHECK(error_of(extra[0], "samurai").message ==
        "the samurai's bounding box has 21 rows of 21 places; the text has 22 rows of 21");
  // Two samurai, with or without a blank line between; a short one after a blank line errs on its own.
  CHECK(split_layout_puzzles(rows + rows, *samurai) == std::vector<std::string>{rows, rows});
  CHECK(split_layout_puzzles(rows + "\n" + rows, *samurai) == std::vector<std::string>{rows, rows});
  CHECK(split_layout_puzzles(rows + "\n" + twenty, *samurai) == std::vector<std::string>{rows, twenty});
}

TEST_CASE("a samurai with a row a place too long is one puzzle whose error names the row, not 21 one-line puzzles") {
  const ShapePtr samurai = layout("samurai");
  std::string rows = published_samurai();
  size_t fifth = 0;
  for (int l = 0; l < 4; ++l) fifth = rows.find('\n', fifth) + 1;
  rows.insert(rows.find('\n', fifth), " 1");  // row 5: 22 tokens
  const std::vector<std::string> pieces = split_layout_puzzles(rows, *samurai);
  REQUIRE(pieces.size() == 1);
  CHECK(error_of(pieces[0], "samurai").message.find("row 5") != std::string::npos);
  // A shape whose puzzle is shorter than two of its rows still reads one puzzle a line.
  ShapeSpec square;  // 2x2, two symbols: a puzzle is 4 cells, a row 2
  square.name = "square";
  square.symbols = 2;
  square.cells = {{0, 0}, {0, 1}, {1, 0}, {1, 1}};
  square.houses = {{HouseKind::kCustom, "", {0, 1}}, {HouseKind::kCustom, "", {2, 3}}, {HouseKind::kCustom, "", {0, 2}},
                   {HouseKind::kCustom, "", {1, 3}}};
  const ShapePtr two_rows = Shape::from_spec(square).value();
  CHECK(split_layout_puzzles("1...\n.2..\n", *two_rows) == std::vector<std::string>{"1...", ".2.."});
}

TEST_CASE("a one-symbol text of a layout is '1 line and 1 cell', not '1 cells'") {
  CHECK(error_of("1", "star").message == "the star layout has 54 cells; the text has 1 line and 1 cell");
}
