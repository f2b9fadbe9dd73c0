// Reading and writing grids in every supported layout, and their errors.
#include "support/catch.hpp"

#include <algorithm>

#include "core/puzzle.hpp"
#include "core/text_cells.hpp"
#include "support/tables.hpp"

using namespace sudoku;

namespace {
const std::string kSource = "058000003170050008000000100000000000407080006083060017910003070006000080000000034";
}

TEST_CASE("one line: dots or zeros for blanks, size from the cell count") {
  Result<ParsedGrid> g = parse_grid(kSource);
  REQUIRE(g.ok());
  CHECK(g->size == 9);
  CHECK(g->cells[0] == 0);
  CHECK(g->cells[1] == 5);
  std::string dots = kSource;
  for (char& ch : dots) ch = ch == '0' ? '.' : ch;
  CHECK(parse_grid(dots)->cells == g->cells);
  CHECK(parse_grid(std::string(16, '.'))->size == 4);
  CHECK(parse_grid(std::string(625, '.'))->size == 25);
}

TEST_CASE("letters for values above 9, lowercase accepted") {
  std::string line = "123456789ABCDEFG" + std::string(240, '.');
  Result<ParsedGrid> g = parse_grid(line);
  REQUIRE(g.ok());
  CHECK(g->size == 16);
  CHECK(g->cells[9] == 10);
  CHECK(g->cells[15] == 16);
  std::string lower = "123456789abcdefg" + std::string(240, '.');
  CHECK(parse_grid(lower)->cells == g->cells);
  Result<ParsedGrid> big = parse_grid("P" + std::string(624, '.'));
  REQUIRE(big.ok());
  CHECK(big->cells[0] == 25);
}

TEST_CASE("a multi-line grid ignores whitespace and the separators | - +") {
  const std::string pretty =
      ". 5 8 | . . . | . . 3\n"
      "1 7 . | . 5 . | . . 8\n"
      ". . . | . . . | 1 . .\n"
      "------+-------+------\n"
      ". . . | . . . | . . .\n"
      "4 . 7 | . 8 . | . . 6\n"
      ". 8 3 | . 6 . | . 1 7\n"
      "------+-------+------\n"
      "9 1 . | . . 3 | . 7 .\n"
      ". . 6 | . . . | . 8 .\n"
      ". . . | . . . | . 3 4\n";
  CHECK(parse_grid(pretty)->cells == parse_grid(kSource)->cells);
  CHECK(parse_grid("\r\n  12 34 \r\n 3412\r\n2143\r\n4321  \r\n")->size == 4);
}

TEST_CASE("space-separated numbers, one row a line, including two-digit numbers") {
  CHECK(parse_grid("5 3 0 0 7 0 0 0 0\n6 0 0 1 9 5 0 0 0\n0 9 8 0 0 0 0 6 0\n8 0 0 0 6 0 0 0 3\n"
                   "4 0 0 8 0 3 0 0 1\n7 0 0 0 2 0 0 0 6\n0 6 0 0 0 0 2 8 0\n0 0 0 4 1 9 0 0 5\n"
                   "0 0 0 0 8 0 0 7 9\n")
            ->cells ==
        parse_grid("530070000600195000098000060800060003400803001700020006060000280000419005000080079")->cells);
  std::string sixteen;
  for (int r = 0; r < 16; ++r) {
    for (int c = 0; c < 16; ++c) sixteen += (c ? " " : "") + std::to_string(r == 0 ? c + 1 : 0);
    sixteen += "\n";
  }
  Result<ParsedGrid> g = parse_grid(sixteen);
  REQUIRE(g.ok());
  CHECK(g->size == 16);
  CHECK(g->cells[9] == 10);
  CHECK(g->cells[15] == 16);
  CHECK(format_line(g->cells).substr(0, 16) == "123456789ABCDEFG");
}

TEST_CASE("a region map in one line or several, any digit or letter, case-insensitive") {
  const std::string one_line = "111222311242331244333444555666555666";
  Result<std::vector<int>> a = parse_region_map(one_line, 6);
  REQUIRE(a.ok());
  CHECK(a->at(0) == 0);
  CHECK(a->at(3) == 1);
  Result<std::vector<int>> b = parse_region_map("aaabbb\ncaabdb\nccadbb\nccdddd\neeefff\nfeeeff", 6);
  REQUIRE(b.ok());
  Result<std::vector<int>> c = parse_region_map("AAABBB CAABDB CCADBB CCDDDD EEEFFF FEEEFF", 6);
  CHECK(c.value() == b.value());
  CHECK(format_regions(a.value()) == one_line);
}

TEST_CASE("splitting a text into puzzles: one a line, or one multi-line grid") {
  CHECK(split_puzzles(kSource + "\n" + kSource + "\n\n").size() == 2);
  CHECK(split_puzzles("12..\n..12\n21..\n..21\n").size() == 1);  // a 4x4 grid of 4 lines
  std::string grid16;  // 16 lines of 16 cells with box separators: one 16x16 grid
  for (int r = 0; r < 16; ++r) grid16 += "....|....|....|....\n";
  CHECK(split_puzzles(grid16).size() == 1);
  CHECK(split_puzzles(kSource + "\n" + kSource.substr(1) + "\n").size() == 2);  // the bad one errs on its own
  std::string numeric12;  // 12 rows of 12 numbers, 4 of them two-digit: 16 characters a row
  for (int r = 0; r < 12; ++r) numeric12 += "10 11 12 0 0 0 0 0 0 0 0 9\n";
  CHECK(split_puzzles(numeric12).size() == 1);
}

TEST_CASE("a huge paste is refused at once with its length") {
  Result<ParsedGrid> g = parse_grid(std::string(10 * 1024 * 1024, '1'));
  REQUIRE_FALSE(g.ok());
  CHECK(g.error().code == ErrorCode::kTooLong);
  CHECK(g.error().message == "the puzzle is 10485760 characters long; at most 65536 are read (a 25x25 grid needs under 4,000)");
  CHECK(parse_region_map(std::string(70000, 'a'), 9).error().code == ErrorCode::kTooLong);
  CHECK(split_puzzles(std::string(10 * 1024 * 1024, '.')).size() == 1);
}

TEST_CASE("output: one line and a pretty grid that reads back the same") {
  const Grid cells = parse_grid(kSource)->cells;
  CHECK(format_line(cells) == std::string(".58.....3") + "17..5...8" + "......1.." + "........." + "4.7.8...6" +
                                  ".83.6..17" + "91...3.7." + "..6....8." + ".......34");
  const std::string pretty = format_pretty(cells, 3, 3);
  CHECK(pretty.substr(0, 22) == ". 5 8 | . . . | . . 3\n");
  CHECK(pretty.find("------+-------+------\n") != std::string::npos);
  CHECK(parse_grid(pretty)->cells == cells);
  const Grid six = parse_grid("123456" + std::string(30, '.'))->cells;
  CHECK(format_pretty(six, 2, 3).substr(0, 28) == "1 2 3 | 4 5 6\n. . . | . . .\n");
}

TEST_CASE("every bad input of the table gets its precise error") {
  for (const auto& row : test::invalid_table()) {
    INFO(row.name);
    Result<Puzzle> p = read_puzzle(row.input, row.variant);
    REQUIRE_FALSE(p.ok());
    CHECK(error_code_name(p.error().code) == row.code);
    CHECK_THAT(p.error().message, match::Contains(row.fragment));
  }
}

TEST_CASE("error messages in full") {
  CHECK(parse_grid(std::string(80, '.')).error().message ==
        "read 80 cells, but a grid has a square number of cells, from 16 (4x4) to 625 (25x25); the nearest is 81 "
        "(9x9)");
  CHECK(parse_grid("..#" + std::string(78, '.')).error().message ==
        "'#' at position 3 is not a digit, a letter A-P or a blank (. 0 _ * x ?)");
  CHECK(parse_grid("A" + std::string(79, '.') + "B").error().message ==
        "value too large for a 9x9 grid, which uses 1-9: 'A' (10) at r1c1; 'B' (11) at r9c9");
  CHECK(parse_grid("A" + std::string(79, '.') + "B").error().cells == std::vector<int>{0, 80});
  CHECK(parse_grid("\x01" + std::string(80, '.')).error().message ==
        "the control character U+0001 at position 1 is not a digit, a letter A-P or a blank (. 0 _ * x ?)");
  CHECK(parse_grid("Z" + std::string(80, '.')).error().code == ErrorCode::kBadCharacter);
}

TEST_CASE("regression: sixteen 4x4 puzzles one a line are not read as one 16x16 grid") {
  std::string sixteen_puzzles;
  for (int i = 0; i < 16; ++i) sixteen_puzzles += "1234341221434...\n";
  CHECK(split_puzzles(sixteen_puzzles).size() == 16);
  std::string grid;  // the same shape with a value above 4 is a 16x16 grid
  for (int i = 0; i < 16; ++i) grid += (i == 3 ? "G..............." : "................") + std::string("\n");
  CHECK(split_puzzles(grid).size() == 1);
}

TEST_CASE("regression: 4x4 rows written in pairs like '12 34' are cells, not two-digit numbers") {
  Result<ParsedGrid> g = parse_grid("12 34\n34 12\n21 43\n43 21\n");
  REQUIRE(g.ok());
  CHECK(g->size == 4);
  CHECK(format_line(g->cells) == "1234341221434321");
  CHECK(split_puzzles("12 34\n34 12\n21 43\n43 21\n").size() == 1);
}

TEST_CASE("regression: a lone carriage return ends a line") {
  const std::string a(81, '.'), b = "1" + std::string(80, '.');
  CHECK(split_puzzles(a + "\r" + b + "\r").size() == 2);
  CHECK(parse_grid("..!\r...").error().message.find("line 1, column 3") != std::string::npos);
}

TEST_CASE("regression: a 12x12 grid written in numbers stays one puzzle when a row has as many characters as a 4x4 one-liner") {
  // Found by fuzz_parse: "0 10 10 10 10 0 0 0 0 0 0 0" has 16 characters, so
  // read alone it looked like a 4x4 puzzle and the grid was split into lines.
  std::string text = "0 10 10 10 10 0 0 0 0 0 0 0\n";
  for (int row = 1; row < 12; ++row) text += "0 0 0 0 0 0 0 0 0 0 0 0\n";
  CHECK(split_puzzles(text) == std::vector<std::string>{text});
  const Result<ParsedGrid> grid = parse_grid(text);
  REQUIRE(grid);
  CHECK(grid.value().size == 12);
  CHECK(grid.value().cells[1] == 10);
  // Lines that really are separate 4x4 puzzles are still split.
  CHECK(split_puzzles("1 2 3 4 0 0 0 0 0 0 0 0 0 0 0 0\n0 0 0 0 1 2 3 4 0 0 0 0 0 0 0 0\n").size() == 2);
}

TEST_CASE("regression: a UTF-8 byte-order mark at the start is skipped by every reader") {
  const std::string bom = "\xEF\xBB\xBF";
  Result<ParsedGrid> g = parse_grid(bom + kSource);
  REQUIRE(g.ok());
  CHECK(g->cells == parse_grid(kSource)->cells);
  CHECK(parse_grid(bom + "5 3 0 0 7 0 0 0 0\n6 0 0 1 9 5 0 0 0\n0 9 8 0 0 0 0 6 0\n8 0 0 0 6 0 0 0 3\n"
                   "4 0 0 8 0 3 0 0 1\n7 0 0 0 2 0 0 0 6\n0 6 0 0 0 0 2 8 0\n0 0 0 4 1 9 0 0 5\n0 0 0 0 8 0 0 7 9\n")
            .ok());
  CHECK(split_puzzles(bom + kSource + "\n" + kSource + "\n") == std::vector<std::string>{kSource, kSource});
  CHECK(parse_region_map(bom + "111222311242331244333444555666555666", 6).ok());
  // Only at the start: elsewhere it is a character like any other, named by its code point.
  CHECK_THAT(parse_grid(kSource.substr(0, 80) + bom).error().message,
             match::Contains("'\xEF\xBB\xBF' (U+FEFF) at position 81"));
  CHECK(without_bom(bom + "1") == "1");
  CHECK(without_bom("\xEF\xBB" "1") == "\xEF\xBB" "1");
}

TEST_CASE("regression: LF, CRLF and CR line ends read alike") {
  for (const std::string end : {"\n", "\r\n", "\r"}) {
    std::string grid, two;
    for (int r = 0; r < 9; ++r) grid += kSource.substr(r * 9, 9) + end;
    CHECK(parse_grid(grid)->cells == parse_grid(kSource)->cells);
    CHECK(split_puzzles(grid).size() == 1);
    CHECK(split_puzzles(kSource + end + kSource + end).size() == 2);
    CHECK(parse_region_map("111222" + end + "311242" + end + "331244" + end + "333444" + end + "555666" + end + "555666", 6)
              .ok());
    CHECK_THAT(parse_grid("..." + end + ".!." + end + "...").error().message, match::Contains("'!' at line 2, column 2"));
  }
}

TEST_CASE("regression: error positions count characters (UTF-8 code points), not bytes") {
  // é is two bytes, € three, 😀 four: each is one character, one position, one reported symbol.
  CHECK(parse_grid("\xC3\xA9" "12!" + std::string(77, '.')).error().message ==
        "'\xC3\xA9' (U+00E9) at position 1 and '!' at position 4 are not digits, letters A-P or blanks (. 0 _ * x ?)");
  CHECK_THAT(parse_grid("\xE2\x82\xAC\xF0\x9F\x98\x80!").error().message,
             match::Contains("'\xE2\x82\xAC' (U+20AC) at position 1, '\xF0\x9F\x98\x80' (U+1F600) at position 2 and "
                             "'!' at position 3"));
  CHECK_THAT(parse_grid("...\n\xC3\xA9.!\n...").error().message,
             match::Contains("'\xC3\xA9' (U+00E9) at line 2, column 1 and '!' at line 2, column 3"));
  // A byte that is no UTF-8 is still named as a byte, one position each.
  CHECK_THAT(parse_grid("\xFF\xC3" + std::string(79, '.')).error().message,
             match::Contains("byte 0xFF at position 1 and byte 0xC3 at position 2"));
  // So is every byte of a surrogate (ED A0 80) or an overlong form (E0 80 80, C0 AE).
  CHECK_THAT(parse_grid("\xED\xA0\x80" + std::string(78, '.')).error().message,
             match::Contains("byte 0xED at position 1, byte 0xA0 at position 2 and byte 0x80 at position 3"));
  CHECK_THAT(parse_grid("\xE0\x80\x80" + std::string(78, '.')).error().message,
             match::Contains("byte 0xE0 at position 1, byte 0x80 at position 2 and byte 0x80 at position 3"));
  CHECK_THAT(parse_grid("\xC0\xAE" + std::string(79, '.')).error().message,
             match::Contains("byte 0xC0 at position 1 and byte 0xAE at position 2"));
  CHECK_THAT(parse_region_map("\xC3\xA9x1112223", 6).error().message,
             match::Contains("'\xC3\xA9' (U+00E9) at position 1"));
  CHECK_THAT(parse_region_map("11122\xC3\xA9z", 6).error().message, match::Contains("at position 6"));
  // A line with a wide character counts it once when splitting: 81 characters, one puzzle a line.
  CHECK(split_puzzles("\xC3\xA9" + std::string(80, '.') + "\n" + kSource + "\n").size() == 2);
}

TEST_CASE("regression: a dot for a blank in the numeric layout reads as a blank") {
  // Found by fuzz_parse while cells learnt to be several bytes wide: a "."
  // token was taken for a number.
  std::string text;
  for (int r = 0; r < 12; ++r) text += "10 . . . . . . . . . . " + std::string(r == 0 ? "12" : ".") + "\n";
  Result<ParsedGrid> g = parse_grid(text);
  REQUIRE(g.ok());
  CHECK(g->size == 12);
  CHECK(g->cells[0] == 10);
  CHECK(g->cells[1] == 0);
  CHECK(g->cells[11] == 12);
}

// Issue 18: painting r1c1 of the Jigsaw example with region 2 made '2' the
// first symbol, which renumbered regions 1 and 2 (the page recoloured r1c2
// and r1c3) and named the 8-cell region "region 2".
TEST_CASE("region ids follow the symbols, so repainting a cell renumbers no other region") {
  const std::string jigsaw = "111223333441222233411222333441555555441556666441856696777899996777888896777888999";
  Result<std::vector<int>> before = parse_region_map(jigsaw, 9);
  REQUIRE(before.ok());
  for (size_t c = 0; c < jigsaw.size(); ++c) CHECK(before->at(c) == jigsaw[c] - '1');  // '8' before '7' stays region 8
  const std::string painted = "2" + jigsaw.substr(1);
  Result<std::vector<int>> after = parse_region_map(painted, 9);
  REQUIRE(after.ok());
  CHECK(after->at(0) == 1);
  for (size_t c = 1; c < jigsaw.size(); ++c) CHECK(after->at(c) == before->at(c));
  CHECK(format_regions(after.value()) == painted);
  // Letters follow digits, in order, wherever they first appear.
  CHECK(parse_region_map("DDCCBBAA" "DDCCBBAA", 4).value() == parse_region_map("44332211" "44332211", 4).value());

  // The error names the regions by the symbols they were painted with.
  const Result<Puzzle> read = read_puzzle(std::string(81, '.'), VariantOptions{"jigsaw", painted});
  REQUIRE_FALSE(read.ok());
  CHECK(read.error().code == ErrorCode::kBadRegions);
  CHECK(read.error().message == "every region must have exactly 9 cells: region 1 has 8 cells; region 2 has 10 cells");
  CHECK(read.error().cells.size() == 18);
}

// --- Pasting (issue 18): what people paste from other programs and pages -----

namespace {

// kSource drawn with box-drawing characters: `h` the horizontal stroke, `v`
// the vertical one, `corners` the nine joints (top-left, top, top-right,
// left, cross, right, bottom-left, bottom, bottom-right), as a person would
// draw it: "│ . 5 8 │ . . . │ . . 3 │".
std::string box_drawn(const std::string& line, int n, int box_rows, int box_cols, const std::string& h,
                      const std::string& v, const std::vector<std::string>& corners) {
  auto rule = [&](int row) {  // row 0: top, 1: between boxes, 2: bottom
    std::string out = corners[row * 3];
    for (int b = 0; b < n / box_cols; ++b) {
      if (b) out += corners[row * 3 + 1];
      for (int k = 0; k < 2 * box_cols + 1; ++k) out += h;
    }
    return out + corners[row * 3 + 2] + "\n";
  };
  std::string out = rule(0);
  for (int r = 0; r < n; ++r) {
    if (r && r % box_rows == 0) out += rule(1);
    out += v;
    for (int c = 0; c < n; ++c) out += std::string(" ") + line[r * n + c] + (c % box_cols == box_cols - 1 ? " " + v : "");
    out += "\n";
  }
  return out + rule(2);
}

const std::vector<std::string> kLight = {"┌", "┬", "┐", "├", "┼", "┤", "└", "┴", "┘"};
const std::vector<std::string> kHeavy = {"┏", "┳", "┓", "┣", "╋", "┫", "┗", "┻", "┛"};
const std::vector<std::string> kDouble = {"╔", "╦", "╗", "╠", "╬", "╣", "╚", "╩", "╝"};

}  // namespace

TEST_CASE("SimpleSudoku .ss: *-----------* and |---+---+---| are borders, |4..|.3.|...| rows of cells") {
  // As Simple Sudoku saves a puzzle (and HoDoKu copies one "for SimpleSudoku").
  const std::string ss =
      "*-----------*\n"
      "|.58|...|..3|\n"
      "|17.|.5.|..8|\n"
      "|...|...|1..|\n"
      "|---+---+---|\n"
      "|...|...|...|\n"
      "|4.7|.8.|..6|\n"
      "|.83|.6.|.17|\n"
      "|---+---+---|\n"
      "|91.|..3|.7.|\n"
      "|..6|...|.8.|\n"
      "|...|...|.34|\n"
      "*-----------*\n";
  Result<ParsedGrid> g = parse_grid(ss);
  REQUIRE(g.ok());
  CHECK(g->size == 9);
  CHECK(g->cells == parse_grid(kSource)->cells);
  CHECK(split_puzzles(ss) == std::vector<std::string>{ss});
  // HoDoKu's formatted grid: corners . : ' on its border lines, a leading space.
  const std::string hodoku =
      " .-------.-------.-------.\n"
      " | . 5 8 | . . . | . . 3 |\n | 1 7 . | . 5 . | . . 8 |\n | . . . | . . . | 1 . . |\n"
      " :-------+-------+-------:\n"
      " | . . . | . . . | . . . |\n | 4 . 7 | . 8 . | . . 6 |\n | . 8 3 | . 6 . | . 1 7 |\n"
      " :-------+-------+-------:\n"
      " | 9 1 . | . . 3 | . 7 . |\n | . . 6 | . . . | . 8 . |\n | . . . | . . . | . 3 4 |\n"
      " '-------'-------'-------'\n";
  CHECK(parse_grid(hodoku)->cells == g->cells);
  CHECK(split_puzzles(hodoku).size() == 1);
}

TEST_CASE("regression: a grid drawn with box-drawing characters is read, not refused byte by byte") {
  // Issue 18: "byte 0xE2 at line 1, column 1; byte 0x94 ... and 396 more".
  const std::string light =
      "┌───────┬───────┬───────┐\n"
      "│ . 5 8 │ . . . │ . . 3 │\n│ 1 7 . │ . 5 . │ . . 8 │\n│ . . . │ . . . │ 1 . . │\n"
      "├───────┼───────┼───────┤\n"
      "│ . . . │ . . . │ . . . │\n│ 4 . 7 │ . 8 . │ . . 6 │\n│ . 8 3 │ . 6 . │ . 1 7 │\n"
      "├───────┼───────┼───────┤\n"
      "│ 9 1 . │ . . 3 │ . 7 . │\n│ . . 6 │ . . . │ . 8 . │\n│ . . . │ . . . │ . 3 4 │\n"
      "└───────┴───────┴───────┘\n";
  CHECK(light == box_drawn(format_line(parse_grid(kSource)->cells), 9, 3, 3, "─", "│", kLight));
  Result<ParsedGrid> g = parse_grid(light);
  REQUIRE(g.ok());
  CHECK(g->cells == parse_grid(kSource)->cells);
  CHECK(split_puzzles(light).size() == 1);
  const std::string line = format_line(g->cells);
  CHECK(parse_grid(box_drawn(line, 9, 3, 3, "━", "┃", kHeavy))->cells == g->cells);
  CHECK(parse_grid(box_drawn(line, 9, 3, 3, "═", "║", kDouble))->cells == g->cells);
  // Mixed weights and rounded corners, as some editors draw them.
  CHECK(parse_grid(box_drawn(line, 9, 3, 3, "─", "║", {"╭", "╥", "╮", "╟", "╫", "╢", "╰", "╨", "╯"}))->cells ==
        g->cells);
}

TEST_CASE("a 16x16 grid drawn with box-drawing characters is 256 cells, letters and two-digit numbers alike") {
  std::string line;
  for (int i = 0; i < 256; ++i) line += i % 17 == 0 ? "123456789ABCDEFG"[(i / 17) % 16] : '.';
  const std::string heavy = box_drawn(line, 16, 4, 4, "━", "┃", kHeavy);
  Result<ParsedGrid> g = parse_grid(heavy);
  REQUIRE(g.ok());
  CHECK(g->size == 16);
  CHECK(format_line(g->cells) == line);
  CHECK(split_puzzles(heavy) == std::vector<std::string>{heavy});
  // The same grid in numbers between double lines: "║ 10 . . . ║".
  std::string numbers = "╔═╗\n";
  for (int r = 0; r < 16; ++r) {
    numbers += "║";
    for (int c = 0; c < 16; ++c) {
      const Value v = g->cells[r * 16 + c];
      numbers += " " + (v ? std::to_string(v) : std::string(".")) + (c % 4 == 3 ? " ║" : "");
    }
    numbers += "\n";
  }
  numbers += "╚═╝\n";
  CHECK(parse_grid(numbers)->cells == g->cells);
  CHECK(split_puzzles(numbers).size() == 1);
}

TEST_CASE("CSV: fields between commas or semicolons, an empty field a blank") {
  const std::string classic = "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
  const std::string csv =
      "5,3,,,7,,,,\n6,,,1,9,5,,,\n,9,8,,,,,6,\n8,,,,6,,,,3\n4,,,8,,3,,,1\n7,,,,2,,,,6\n,6,,,,,2,8,\n,,,4,1,9,,,5\n"
      ",,,,8,,,7,9\n";
  Result<ParsedGrid> g = parse_grid(csv);
  REQUIRE(g.ok());
  CHECK(g->cells == parse_grid(classic)->cells);
  CHECK(split_puzzles(csv) == std::vector<std::string>{csv});
  // A spreadsheet in a European locale: semicolons, zeros, spaces after them, CRLF.
  std::string semicolons;
  for (int r = 0; r < 9; ++r) {
    for (int c = 0; c < 9; ++c) semicolons += std::string(c ? "; " : "") + classic[r * 9 + c];
    semicolons += "\r\n";
  }
  CHECK(parse_grid(semicolons)->cells == g->cells);
  // One line of 81 fields; two such lines are two puzzles.
  std::string one_line;
  for (int i = 0; i < 81; ++i) one_line += (i ? "," : "") + (classic[i] == '0' ? std::string() : std::string(1, classic[i]));
  CHECK(parse_grid(one_line)->cells == g->cells);
  CHECK(split_puzzles(one_line + "\n" + one_line + "\n").size() == 2);
  // Rows separated by commas are rows of characters, not fields.
  CHECK(parse_grid("530070000,600195000,098000060,800060003,400803001,700020006,060000280,000419005,000080079")->cells ==
        g->cells);
  // Two-digit numbers in a 16x16 CSV.
  std::string sixteen;
  for (int r = 0; r < 16; ++r) {
    for (int c = 0; c < 16; ++c) sixteen += std::string(c ? "," : "") + (r == c ? std::to_string(c + 1) : "");
    sixteen += "\n";
  }
  Result<ParsedGrid> s = parse_grid(sixteen);
  REQUIRE(s.ok());
  CHECK(s->size == 16);
  CHECK(s->cells[17 * 15] == 16);
  CHECK(s->cells[1] == 0);
}

TEST_CASE("blanks: . 0 _ * x X and '·' alike, in every layout") {
  std::string dots = kSource;
  for (char& ch : dots) ch = ch == '0' ? '.' : ch;
  const Grid cells = parse_grid(kSource)->cells;
  for (const std::string blank : {"_", "*", "x", "X", "\xC2\xB7"}) {
    std::string text;
    for (char ch : dots) text += ch == '.' ? blank : std::string(1, ch);
    INFO(blank);
    CHECK(parse_grid(text)->cells == cells);
    CHECK(split_puzzles(text + "\n" + text + "\n").size() == 2);
  }
  // A row of stars is a row of blanks, not a border (it has no horizontal stroke).
  std::string stars;
  for (int r = 0; r < 9; ++r) {
    std::string row = kSource.substr(r * 9, 9);
    for (char& ch : row) ch = ch == '0' ? '*' : ch;
    stars += row + "\n";
  }
  CHECK(stars.find("*********\n") != std::string::npos);
  CHECK(parse_grid(stars)->cells == cells);
  CHECK(split_puzzles(stars).size() == 1);
  // Blanks among numbers: "10 _ x 3".
  std::string numeric12;
  for (int r = 0; r < 12; ++r) numeric12 += "10 _ x * . 0 \xC2\xB7 _ _ _ _ " + std::string(r == 0 ? "12" : "_") + "\n";
  Result<ParsedGrid> g = parse_grid(numeric12);
  REQUIRE(g.ok());
  CHECK(g->size == 12);
  CHECK(g->cells[0] == 10);
  CHECK(g->cells[11] == 12);
  CHECK(std::count(g->cells.begin(), g->cells.end(), 0) == 12 * 12 - 13);
}

TEST_CASE("the ambiguity rules: x is never a value, letters past P stay errors, * and _ on a border are drawing") {
  // 'X' would be 33: the largest size is 25 (P), so x is a blank at every size.
  Result<ParsedGrid> sixteen = parse_grid("x" + std::string(254, '.') + "G");
  REQUIRE(sixteen.ok());
  CHECK(sixteen->size == 16);
  CHECK(sixteen->cells[0] == 0);
  Result<ParsedGrid> big = parse_grid("P" + std::string(623, 'X') + "x");
  REQUIRE(big.ok());
  CHECK(big->cells[0] == 25);
  CHECK(big->cells[624] == 0);
  for (const char* letter : {"Q", "W", "Y", "Z", "q", "z"})
    CHECK(parse_grid(letter + std::string(80, '.')).error().code == ErrorCode::kBadCharacter);
  // A line of * - + | = with a horizontal stroke is a border; without one, its * and _ are blanks.
  CHECK(parse_grid("*---*\n|12|\n|*_|\n*===*\n|34|\n|__|\n*---*\n").error().message ==
        "read 8 cells, but a grid has a square number of cells, from 16 (4x4) to 625 (25x25); the nearest is 16 "
        "(4x4) (8 '|' were taken as separators)");
  CHECK(format_line(parse_grid("*--+--*\n|12|34|\n|*_|__|\n*--+--*\n|34|12|\n|__|**|\n*--+--*\n")->cells) ==
        "1234....3412....");
  // Vertical bars alone draw no border: "│ . . │" keeps its dots.
  CHECK(parse_grid("│ . . │ . . │\n│ . . │ . . │\n│ . . │ . . │\n│ . . │ . . │\n")->size == 4);
  // Unicode spaces (no-break, thin, ideographic) separate like a space; Unicode dashes draw like '-'.
  CHECK(format_line(parse_grid("1\xC2\xA0" "2\xE2\x80\x89" "3\xE3\x80\x80" "4\n....\n....\n....")->cells) ==
        "1234............");
  CHECK(parse_grid("12\xE2\x80\x94" "34\n\xE2\x80\x94\xE2\x80\x94\xE2\x80\x94\n....\n....\n....")->size == 4);
  // "12 34" rows of a 4x4 stay characters; "12,34" fields are numbers, too large for the grid.
  CHECK(format_line(parse_grid("12 34\n34 12\n21 43\n43 21\n")->cells) == "1234341221434321");
  CHECK(parse_grid("12,34,,\n,,,\n,,,\n,,,\n").error().code == ErrorCode::kValueTooLarge);
}

TEST_CASE(".sdk comment lines starting with # hold no cells") {
  // SudoCue's .sdk: "#A author", "#D description" ... before the grid.
  const std::string sdk =
      "#ARuud\n#DA random puzzle created by SudoCue\n#B03-08-2006\n"
      "2..1.5..3\n.54...71.\n.1.2.3.8.\n6.28.73.4\n.........\n1.53.98.6\n.2.7.1.6.\n.81...24.\n7..4.2..1\n";
  Result<ParsedGrid> g = parse_grid(sdk);
  REQUIRE(g.ok());
  CHECK(format_line(g->cells) == "2..1.5..3.54...71..1.2.3.8.6.28.73.4.........1.53.98.6.2.7.1.6..81...24.7..4.2..1");
  CHECK(split_puzzles(sdk) == std::vector<std::string>{sdk});
  // Only at the start of a line: elsewhere '#' is a bad character.
  CHECK_THAT(parse_grid("..#" + std::string(78, '.')).error().message, match::Contains("'#' at position 3"));
}

TEST_CASE("error messages speak in characters: one named, up to three listed, more in one sentence") {
  CHECK(parse_grid("...\n\xC3\xA9..\n...\n").error().message ==
        "'\xC3\xA9' (U+00E9) at line 2, column 1 is not a digit, a letter A-P or a blank (. 0 _ * x ?)");
  CHECK(parse_grid("<table><tr><td>5</td></tr></table>").error().message ==
        "23 characters are not digits, letters A-P or blanks (. 0 _ * x ?), starting with '<' at position 1");
  // A paragraph pasted by mistake: counted once, whatever its length, the first named by line and column.
  std::string prose;
  for (int i = 0; i < 40; ++i) prose += "Tutti i diritti riservati. \xC2\xA9 2024\n";
  const InputError e = parse_grid(prose).error();
  CHECK(e.code == ErrorCode::kBadCharacter);
  CHECK_THAT(e.message, match::StartsWith("520 characters are not digits, letters A-P or blanks (. 0 _ * x ?), "
                                          "starting with 'T' at line 1, column 1"));
  // Tokens of the CSV and number layouts are named whole.
  CHECK(parse_grid("1,2,,ab\n,,,\n,,,\n,,,\n").error().message ==
        "'ab' at line 1, column 6 is not a digit, a letter A-P or a blank (. 0 _ * x ?)");
}

TEST_CASE("the tokenizer's pieces: line kinds, cells with their columns in characters, counts in both layouts") {
  CHECK(line_kind("*-----------*") == LineKind::kBorder);
  CHECK(line_kind("|---+---+---|") == LineKind::kBorder);
  CHECK(line_kind("╠═══╬═══╣") == LineKind::kBorder);
  CHECK(line_kind("|...|...|...|") == LineKind::kCells);
  CHECK(line_kind("│ . . │") == LineKind::kCells);
  CHECK(line_kind("  #A author") == LineKind::kComment);
  std::vector<TextCell> cells;
  character_cells("│ 5 3 · │ é", 4, cells);
  REQUIRE(cells.size() == 4);
  CHECK(cells[0].text == "5");
  CHECK(cells[0].line == 4);
  CHECK(cells[0].column == 3);
  CHECK(cells[2].column == 7);
  CHECK(cell_value(cells[2]) == 0);
  CHECK(cells[3].column == 11);
  CHECK(cell_value(cells[3]) == -1);
  cells.clear();
  token_cells("10,, 7 ;x", 1, cells);
  REQUIRE(cells.size() == 4);
  CHECK(cell_value(cells[0]) == 10);
  CHECK(cells[1].text.empty());
  CHECK(cells[1].column == 4);
  CHECK(cell_value(cells[2]) == 7);
  CHECK(cells[2].column == 6);
  CHECK(cell_value(cells[3]) == 0);
  const LineCounts c = count_line("10,, 7 ;x");
  CHECK(c.tokens == 4);
  CHECK(c.chars == 4);  // 1 0 7 x
  CHECK(c.empty_field);
  CHECK(c.two_digit);
  CHECK(count_line("*-----*").chars == 0);
  CHECK(count_chars("\xC3\xA9\xE2\x94\x80x") == 3);
}

TEST_CASE("a region map may be drawn too") {
  const std::string drawn =
      "┌──────┐\n│111222│\n│311242│\n│331244│\n│333444│\n│555666│\n│555666│\n└──────┘\n";
  Result<std::vector<int>> r = parse_region_map(drawn, 6);
  REQUIRE(r.ok());
  CHECK(r.value() == parse_region_map("111222311242331244333444555666555666", 6).value());
}

TEST_CASE("several grids one after another split into one piece each, borders and comments kept with their grid") {
  const std::string ss =
      "*-----------*\n|.58|...|..3|\n|17.|.5.|..8|\n|...|...|1..|\n|---+---+---|\n|...|...|...|\n|4.7|.8.|..6|\n"
      "|.83|.6.|.17|\n|---+---+---|\n|91.|..3|.7.|\n|..6|...|.8.|\n|...|...|.34|\n*-----------*\n";
  for (const std::string end : {"\n", "\r\n"}) {
    std::string two_ss = ss + end + ss;  // a blank line between them
    std::string with_ends;
    for (char ch : two_ss) with_ends += ch == '\n' ? end : std::string(1, ch);
    const std::vector<std::string> pieces = split_puzzles(with_ends);
    REQUIRE(pieces.size() == 2);
    for (const std::string& piece : pieces) {
      CHECK(piece.substr(0, 13) == "*-----------*");
      CHECK(piece.substr(piece.size() - 13) == "*-----------*");
      CHECK(parse_grid(piece)->cells == parse_grid(kSource)->cells);
    }
  }
  // .sdk grids, each after its comment lines, with no blank line between.
  std::string rows;
  for (int r = 0; r < 9; ++r) rows += kSource.substr(r * 9, 9) + "\n";
  const std::vector<std::string> sdk = split_puzzles("#Afirst\n" + rows + "#Asecond\n#Dhard\n" + rows + rows);
  REQUIRE(sdk.size() == 3);
  CHECK(sdk[1].substr(0, 17) == "#Asecond\n#Dhard\n0");
  for (const std::string& piece : sdk) CHECK(parse_grid(piece)->cells == parse_grid(kSource)->cells);
  // Two 4x4 grids of four lines; sixteen 4x4 one-liners stay sixteen puzzles (see the regression above).
  CHECK(split_puzzles("12..\n..12\n21..\n..21\n\n1...\n....\n....\n...4\n").size() == 2);
  // Lines of different lengths are no grids: the text stays whole and its count is reported.
  CHECK(split_puzzles(rows + rows.substr(0, 80)).size() == 1);
}

// The 9x9 grid `text` reads as, one line of digits and dots (the test fails where it reads none).
std::string read_9x9(const std::string& text) {
  Result<ParsedGrid> g = parse_grid(text);
  INFO(text);
  REQUIRE(g.ok());
  std::string out;
  for (Value v : g->cells) out += v ? static_cast<char>('0' + v) : '.';
  return out;
}

TEST_CASE("regression: what people paste: a spreadsheet's or an HTML table's rows, ? as a blank, a title above the grid") {
  const std::string rows[9] = {"53..7....", "6..195...", ".98....6.", "8...6...3", "4..8.3..1",
                               "7...2...6", ".6....28.", "...419..5", "....8..79"};
  std::string line;
  for (const std::string& r : rows) line += r;
  // Tab-separated, an empty field a blank (the last fields of a row too).
  std::string tabs;
  for (const std::string& r : rows) {
    for (size_t c = 0; c < r.size(); ++c) tabs += (c ? "\t" : "") + (r[c] == '.' ? std::string() : std::string(1, r[c]));
    tabs += "\r\n";
  }
  CHECK(read_9x9(tabs) == line);
  // A grid indented by tabs keeps its tabs as whitespace.
  std::string indented;
  for (const std::string& r : rows) indented += "\t" + r + "\n";
  CHECK(read_9x9(indented) == line);
  // ? as a blank.
  std::string questions = line;
  for (char& ch : questions) ch = ch == '.' ? '?' : ch;
  CHECK(read_9x9(questions) == line);
  // A title line (or two) above the grid, in any layout.
  CHECK(read_9x9("Puzzle #123 (easy)\n" + indented) == line);
  CHECK(read_9x9("Sudoku of the day\nfrom the Sunday paper\n" + line) == line);
  // A row with a stray letter is no title: the letter is named.
  std::string typo = indented;
  typo[3] = 'u';
  CHECK_THAT(parse_grid(typo).error().message, match::Contains("'u' at line 1, column 4"));  // (the tab is column 1)
  // Each puzzle of a file keeps to its rows, titles left out.
  const std::vector<std::string> puzzles = split_puzzles("Puzzle 1 (easy)\n" + line + "\nPuzzle 2 (hard)\n" + line + "\n");
  CHECK(puzzles == std::vector<std::string>{line, line});
}

TEST_CASE("regression: dashes as blanks, and a count that fits no grid names what was taken as separators") {
  const std::string line = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
  std::string dashes = line;
  for (char& ch : dashes) ch = ch == '.' ? '-' : ch;
  // One line, and nine rows, with '-' for every blank.
  CHECK(read_9x9(dashes) == line);
  std::string rows;
  for (int r = 0; r < 9; ++r) rows += dashes.substr(r * 9, 9) + "\n";
  CHECK(read_9x9(rows) == line);
  // A drawn grid keeps its dashes as borders.
  const std::string drawn = "53. | .7. | ...\n6.. | 195 | ...\n.98 | ... | .6.\n----+-----+----\n"
                            "8.. | .6. | ..3\n4.. | 8.3 | ..1\n7.. | .2. | ..6\n----+-----+----\n"
                            ".6. | ... | 28.\n... | 419 | ..5\n... | .8. | .79\n";
  CHECK(read_9x9(drawn) == line);
  // 25 givens of a 9x9 with dashes for blanks: as separators the dashes leave
  // a 5x5 (a size now) whose values are too large; as blanks, the 9x9.
  const std::string first = "-58-----317--5---8------1-----------4-7-8---6-83-6--1791---3-7---6----8--------34";
  REQUIRE(std::count_if(first.begin(), first.end(), [](char ch) { return ch != '-'; }) == 25);
  std::string blanks = first;
  for (char& ch : blanks) ch = ch == '-' ? '.' : ch;
  CHECK(read_9x9(first) == blanks);
  // A count that fits no grid either way says which characters were skipped as separators.
  CHECK_THAT(parse_grid("53-7-6-195").error().message, match::EndsWith("(4x4) (3 '-' were taken as separators)"));
  CHECK_THAT(parse_grid("53.|.7.|...\n6..|195|...").error().message, match::EndsWith("(4 '|' were taken as separators)"));
  CHECK_THAT(parse_grid("5 3 . | . 7 .").error().message, match::EndsWith("(1 '|' was taken as a separator)"));
  CHECK_THAT(parse_grid("53.7.6.195").error().message, match::EndsWith("the nearest is 16 (4x4)"));
}

TEST_CASE("an error carries its message's facts by name, for a page that words it in another language") {
  using Details = std::vector<std::pair<std::string, std::string>>;
  CHECK(parse_grid("Z" + std::string(80, '.')).error().details == Details{{"character", "Z"}, {"column", "1"}, {"count", "1"}});
  CHECK(parse_grid(std::string(9, '.') + "\n...QW....\n").error().details ==
        Details{{"character", "Q"}, {"column", "4"}, {"count", "2"}, {"line", "2"}});
  CHECK(parse_grid(std::string(80, '.') + "A").error().details ==
        Details{{"character", "A"}, {"value", "10"}, {"cell", "r9c9"}, {"size", "9"}, {"count", "1"}});
  CHECK(parse_grid(std::string(80, '.')).error().details == Details{{"count", "80"}});
  CHECK(parse_grid(std::string(70000, '.')).error().details == Details{{"length", "70000"}, {"limit", "65536"}});
  CHECK(parse_grid("").error().details.empty());
}
