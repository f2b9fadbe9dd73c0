// The plain-line fast path (core/plain_line.hpp) and the general reader give
// the same grid on every plain line, and the fast path leaves everything else
// (so every error message) to the general reader.
#include "support/catch.hpp"

#include <algorithm>

#include "core/batch.hpp"
#include "core/plain_line.hpp"
#include "support/tables.hpp"

using namespace sudoku;

namespace {

// A byte-order mark makes a text no plain line, and the general reader skips
// it: parse_grid(kBom + text) is the general reader on `text`.
const std::string kBom = "\xEF\xBB\xBF";

void check_agrees(const std::string& text) {
  INFO(text);
  const Result<ParsedGrid> general = parse_grid(kBom + text);
  const Result<ParsedGrid> hooked = parse_grid(text);
  REQUIRE(general.ok() == hooked.ok());
  if (general.ok()) {
    CHECK(hooked->size == general->size);
    CHECK(hooked->cells == general->cells);
  } else {
    CHECK(hooked.error().code == general.error().code);
    CHECK(hooked.error().message == general.error().message);
    CHECK(hooked.error().cells == general.error().cells);
  }
  if (std::optional<ParsedGrid> plain = read_plain_line(text)) {  // a plain line is always a valid 9x9 read
    REQUIRE(general.ok());
    CHECK(plain->cells == general->cells);
  }
}

const char* const kCollections[] = {"17_clue.txt", "magictour_top1465.txt", "forum_hardest_1106.txt",
                                    "forum_hardest_1905_11plus.txt", "serg_benchmark.txt"};

}  // namespace

TEST_CASE("the fast path and the general reader agree on the first 2000 lines of every collection") {
  for (const char* file : kCollections) {
    INFO(file);
    const std::vector<std::string> lines = test::shared_collection(file, 2000);
    REQUIRE(!lines.empty());
    size_t plain = 0;
    for (const std::string& line : lines) {
      check_agrees(line);
      check_agrees(line + "\n");
      check_agrees(line + "\r\n");
      plain += read_plain_line(line).has_value();
    }
    CHECK(plain > 0);  // the collections are plain lines: the fast path was taken
  }
}

TEST_CASE("the fast path and the general reader agree on the test tables") {
  for (const test::TableRow& row : test::puzzle_table()) check_agrees(row.puzzle);
  for (const test::InvalidRow& row : test::invalid_table()) check_agrees(row.input);
}

TEST_CASE("near misses of a plain line take the general reader") {
  const std::string line = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
  REQUIRE(line.size() == 81);
  CHECK(read_plain_line(line).has_value());
  CHECK(read_plain_line(line + "\n").has_value());
  CHECK(read_plain_line(line + "\r\n").has_value());
  std::string zeros = line;  // '0' is a blank as '.' is
  std::replace(zeros.begin(), zeros.end(), '.', '0');
  REQUIRE(read_plain_line(zeros).has_value());
  CHECK(read_plain_line(zeros)->cells == read_plain_line(line)->cells);
  check_agrees(zeros);
  const std::vector<std::string> misses = {
      line.substr(0, 80),                 // 80 cells
      line + ".",                         // 82 cells
      line + "0",                         // 82 cells, a digit
      line.substr(0, 80) + "A",           // a letter
      line.substr(0, 80) + "a",
      line + " ",                         // a trailing space
      " " + line,                         // a leading space
      line + "\r",                        // a lone CR
      line + "\n\n",                      // two line ends
      line + "\n" + line,                 // two lines
      line.substr(0, 40) + "_" + line.substr(41),  // another blank
      line.substr(0, 40) + "x" + line.substr(41),
      line.substr(0, 40) + std::string(1, '\0') + line.substr(41),
      std::string(81, '0') + "\t",
      "",
  };
  for (const std::string& miss : misses) {
    INFO(miss);
    CHECK_FALSE(read_plain_line(miss).has_value());
    Value out[kPlainLineCells] = {};
    CHECK_FALSE(decode_plain_line(miss, out));
    check_agrees(miss);
  }
  CHECK_FALSE(read_plain_line(kBom + line).has_value());  // the general reader skips the mark
  CHECK(parse_grid(kBom + line).value().cells == read_plain_line(line)->cells);
  // The letter is still named by the general reader.
  CHECK(parse_grid(line.substr(0, 80) + "A").error().code == ErrorCode::kValueTooLarge);
}

TEST_CASE("read_batch gives the same puzzles and errors with the fast path") {
  const std::vector<std::string> lines = test::shared_collection("17_clue.txt", 2000);
  std::string text;
  Grid expected;
  for (const std::string& line : lines) {
    text += line + (expected.size() % 2 ? "\r\n" : "\n");
    const ParsedGrid g = parse_grid(kBom + line).value();
    expected.insert(expected.end(), g.cells.begin(), g.cells.end());
  }
  const Result<PuzzleBatch> batch = read_batch(text);
  REQUIRE(batch.ok());
  CHECK(batch->count() == static_cast<int>(lines.size()));
  CHECK(batch->givens == expected);

  // A bad line after plain ones keeps its line number and the general message.
  const std::string bad = lines[1].substr(0, 80) + "A";
  const Result<PuzzleBatch> refused = read_batch(lines[0] + "\n" + bad + "\n");
  REQUIRE_FALSE(refused.ok());
  CHECK(refused.error().message == "line 2: " + parse_grid(bad).error().message);
  const std::string conflict = "11" + lines[0].substr(2);
  const Result<PuzzleBatch> clash = read_batch(lines[0] + "\n" + conflict + "\n");
  REQUIRE_FALSE(clash.ok());
  CHECK(clash.error().code == ErrorCode::kConflict);
  CHECK(clash.error().message.find("line 2: conflicting givens") == 0);
}
