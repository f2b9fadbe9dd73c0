// Reading and writing grids in every supported layout, and their errors.
#include "support/catch.hpp"

#include "core/puzzle.hpp"
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
        "read 80 cells, but a grid has 16 (4x4), 36 (6x6), 64 (8x8), 81 (9x9), 144 (12x12), 256 (16x16), 625 "
        "(25x25) cells");
  CHECK(parse_grid("..#" + std::string(78, '.')).error().message ==
        "not a cell symbol: '#' at position 3 (use 1-9, A-P for values above 9, and . or 0 for a blank)");
  CHECK(parse_grid("A" + std::string(79, '.') + "B").error().message ==
        "value too large for a 9x9 grid, which uses 1-9: 'A' (10) at r1c1; 'B' (11) at r9c9");
  CHECK(parse_grid("A" + std::string(79, '.') + "B").error().cells == std::vector<int>{0, 80});
  CHECK(parse_grid("\x01" + std::string(80, '.')).error().message.find("byte 0x01 at position 1") != std::string::npos);
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
  CHECK(parse_grid("..?\r...").error().message.find("line 1, column 3") != std::string::npos);
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
    CHECK_THAT(parse_grid("..." + end + ".?." + end + "...").error().message, match::Contains("'?' at line 2, column 2"));
  }
}

TEST_CASE("regression: error positions count characters (UTF-8 code points), not bytes") {
  // é is two bytes, € three, 😀 four: each is one character, one position, one reported symbol.
  CHECK(parse_grid("\xC3\xA9" "12x" + std::string(77, '.')).error().message ==
        "not cell symbols: '\xC3\xA9' (U+00E9) at position 1; 'x' at position 4 (use 1-9, A-P for values above 9, "
        "and . or 0 for a blank)");
  CHECK_THAT(parse_grid("\xE2\x82\xAC\xF0\x9F\x98\x80?").error().message,
             match::Contains("'\xE2\x82\xAC' (U+20AC) at position 1; '\xF0\x9F\x98\x80' (U+1F600) at position 2; "
                             "'?' at position 3"));
  CHECK_THAT(parse_grid("...\n\xC3\xA9.?\n...").error().message,
             match::Contains("'\xC3\xA9' (U+00E9) at line 2, column 1; '?' at line 2, column 3"));
  // A byte that is no UTF-8 is still named as a byte, one position each.
  CHECK_THAT(parse_grid("\xFF\xC3" + std::string(79, '.')).error().message,
             match::Contains("byte 0xFF at position 1; byte 0xC3 at position 2"));
  // So is every byte of a surrogate (ED A0 80) or an overlong form (E0 80 80, C0 AE).
  CHECK_THAT(parse_grid("\xED\xA0\x80\xE0\x80\x80\xC0\xAE" + std::string(73, '.')).error().message,
             match::Contains("byte 0xED at position 1; byte 0xA0 at position 2; byte 0x80 at position 3; "
                             "byte 0xE0 at position 4"));
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
