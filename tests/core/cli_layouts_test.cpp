// The CLI on layouts: --layout NAME and --shape FILE.json on every command, a
// samurai read from a file in the published format, the drawings, and every
// bad input (unknown layout, a given outside it, bad shape files).
#include "support/catch.hpp"

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <fstream>
#include <sstream>

#include "cli/commands.hpp"
#include "core/shape_file.hpp"
#include "core/layout_format.hpp"
#include "core/layouts.hpp"
#include "core/registry.hpp"
#include "support/tables.hpp"

using namespace sudoku;

namespace {

struct Run {
  int code;
  std::string out, err;
};

Run run(std::vector<std::string> args, const std::string& input = "") {
  args.insert(args.begin(), "sudoku");
  std::vector<const char*> argv;
  for (const std::string& a : args) argv.push_back(a.c_str());
  std::istringstream in(input);
  std::ostringstream out, err;
  std::atomic<bool> interrupted{false};
  const int code = cli::run_cli(static_cast<int>(argv.size()), argv.data(), in, out, err, interrupted);
  return {code, out.str(), err.str()};
}

std::string data(const std::string& file) { return std::string(SUDOKU_TEST_DATA_DIR) + "/" + file; }

// A file in the temporary directory holding `text`, removed when the test ends.
class TempFile {
 public:
  explicit TempFile(const std::string& text) {
    char name[] = "/tmp/sudoku-shape-XXXXXX";
    const int fd = ::mkstemp(name);
    REQUIRE(fd >= 0);
    ::close(fd);
    path_ = name;
    std::ofstream(path_) << text;
  }
  ~TempFile() { std::remove(path_.c_str()); }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

// The value of "key":"..." in a JSON line.
std::string json_text(const std::string& json, const std::string& key) {
  const std::string k = "\"" + key + "\":\"";
  const size_t at = json.find(k);
  if (at == std::string::npos) return "";
  return json.substr(at + k.size(), json.find('"', at + k.size()) - at - k.size());
}

const char* const kStar = "14.....6....3........97...5.7..8...........62.3....9..";
const char* const kStarSolution = "142875369961354827132976485574682913897453162231587946";

}  // namespace

TEST_CASE("solve --layout star solves the issue's example with every algorithm") {
  for (const Algorithm& a : algorithms()) {
    INFO(a.id);
    const Run r = run({"solve", "--layout", "star", kStar, "--algorithm", std::string(a.id), "--json"});
    CHECK(r.code == cli::kAllAnswered);
    CHECK(json_text(r.out, "solution") == kStarSolution);
  }
  const Run count = run({"count", "--layout", "star", kStar, "--json"});
  CHECK(count.out.find("\"count\":1,") != std::string::npos);
}

TEST_CASE("solve --layout samurai -f FILE reads a published samurai (21 rows of 21 tokens, '-' blanks)") {
  const Run r = run({"solve", "--layout", "samurai", "-f", data("samurai_published.txt"), "--json"});
  CHECK(r.err == "");
  CHECK(r.code == cli::kAllAnswered);
  const std::string solution = json_text(r.out, "solution");
  REQUIRE(solution.size() == 369);
  CHECK(solution.find('.') == std::string::npos);
  const Run count = run({"count", "--layout", "samurai", "-f", data("samurai_published.txt")});
  CHECK_THAT(count.out, match::StartsWith("unique: 1 solution"));
  // Plain output draws the layout in its bounding box: 21 rows and the rules between boxes.
  const Run plain = run({"solve", "--layout", "samurai", "-f", data("samurai_published.txt")});
  CHECK(plain.out.substr(0, 18) == solution.substr(0, 1) + " " + solution.substr(1, 1) + " " + solution.substr(2, 1) +
                                       "|" + solution.substr(3, 1) + " " + solution.substr(4, 1) + " " +
                                       solution.substr(5, 1) + "|" + solution.substr(6, 1) + " " + solution.substr(7, 1) +
                                       " " + solution.substr(8, 1) + " ");
  CHECK(plain.out.find("\nsolved by fast: ") != std::string::npos);
}

TEST_CASE("a layout's puzzle given without --layout is refused with the layout it reads as") {
  const Run star = run({"solve", kStar});
  CHECK(star.code == cli::kInvalid);
  CHECK(star.err.find("read 54 cells") != std::string::npos);
  CHECK(star.err.find("(it reads as a star puzzle: add --layout star)") != std::string::npos);
  const Run samurai = run({"solve", "-f", data("samurai_published.txt")});
  CHECK(samurai.err.find("(it reads as a samurai puzzle: add --layout samurai)") != std::string::npos);
  // Neither text nor a chosen variant that no layout reads gets any.
  CHECK(run({"solve", "123"}).err.find("it reads as") == std::string::npos);
  CHECK(run({"solve", "--variant", "x", kStar}).err.find("it reads as") == std::string::npos);
}

TEST_CASE("every layout row of the table through the CLI: count and solution agree with the table") {
  for (const test::TableRow& row : test::puzzle_table()) {
    if (row.variant.layout.empty()) continue;
    INFO(row.name);
    const Run r = run({"count", "--layout", row.variant.layout, row.puzzle, "--json"});
    CHECK(r.out.find("\"count\":" + std::to_string(row.solutions) + ",") != std::string::npos);
    if (row.solutions == 1) CHECK(json_text(run({"solve", "--layout", row.variant.layout, row.puzzle, "--json"}).out,
                                            "solution") == row.solution);
  }
}

TEST_CASE("every command takes --layout: enumerate, trace, compare, hint, batch") {
  const std::string several = [] {
    for (const test::TableRow& row : test::puzzle_table())
      if (row.name == "star several (generated)") return row.puzzle;
    return std::string();
  }();
  REQUIRE(!several.empty());
  const Run e = run({"enumerate", "--layout", "star", several});
  CHECK(std::count(e.out.begin(), e.out.end(), '\n') == 12);
  const Run t = run({"trace", "--layout", "star", kStar, "--json"});
  CHECK(t.out.find("\"event\":\"place\",\"cell\":") != std::string::npos);
  const Run c = run({"compare", "--layout", "star", kStar});
  CHECK(c.out.find("(star, 54 cells)") != std::string::npos);
  const Run h = run({"hint", "--layout", "star", kStar});
  CHECK(h.code == cli::kAllAnswered);
  CHECK(h.out.find("cell ") != std::string::npos);  // cells named "cell 18 (strip 3)"
  const Run b = run({"batch", "--layout", "star"}, std::string(kStar) + "\n" + kStar + "\n");
  CHECK(b.code == cli::kAllAnswered);
  CHECK(b.out.find(std::string(kStarSolution) + "\n" + kStarSolution + "\n") == 0);
}

TEST_CASE("layout input errors through the CLI") {
  Run r = run({"solve", "--layout", "hexagon", kStar});
  CHECK(r.code == cli::kInvalid);
  CHECK_THAT(r.err, match::Contains("--layout expects a layout (standard, " + test::joined_ids(layouts()) + "), got 'hexagon'"));
  r = run({"solve", "--layout", "star", "--variant", "x", kStar});
  CHECK(r.code == cli::kInvalid);
  CHECK_THAT(r.err, match::Contains("--layout has its own houses; it takes no --variant or --regions"));
  r = run({"solve", "--layout", "star", "11" + std::string(52, '.')});
  CHECK(r.code == cli::kInvalid);
  CHECK_THAT(r.err, match::Contains("conflicting givens: 1 at cell 1 (strip 1) and cell 2 (strip 2) (horizontal line 1)"));
  std::string rows;
  for (const std::string& line : test::data_lines("samurai_published.txt")) rows += line + "\n";
  rows[2 * 10] = '7';  // r1c11: outside the layout
  r = run({"solve", "--layout", "samurai"}, rows);
  CHECK(r.code == cli::kInvalid);
  CHECK_THAT(r.err, match::Contains("a given outside the layout: 7 at r1c11"));
  r = run({"solve", "--layout", "samurai"}, rows.substr(2));  // row 1 two tokens short
  CHECK_THAT(r.err, match::Contains("row 1 (line 1) has 20 cells; the samurai layout is 21 rows of 21"));
}

TEST_CASE("algorithms and help list the layouts") {
  const Run a = run({"algorithms"});
  const std::string help = run({"help"}).out;
  for (const LayoutInfo& l : layouts()) {
    INFO(l.id);
    std::string line = "\n" + std::string(l.id);
    line.resize(15, ' ');  // the id, padded to the descriptions' column
    CHECK(a.out.find(line + std::string(l.description).substr(0, 10)) != std::string::npos);
    CHECK(help.find(std::string(l.id)) != std::string::npos);
  }
  CHECK_THAT(help, match::Contains("--layout NAME        standard, " + std::string(layouts().front().id) + ","));
  CHECK_THAT(run({"help"}).out, match::Contains("--shape FILE.json"));
}

TEST_CASE("a shape file (--shape FILE.json) is a custom layout that solves, counts and draws") {
  // tests/data/shape_domino.json: 2 rows of 4, symbols 1-4, rows and 2x2
  // squares hold every symbol, the columns of two cells only differ.
  const std::string shape = data("shape_domino.json");
  Run r = run({"solve", "--shape", shape, "123.3.1.", "--json"});
  CHECK(r.code == cli::kAllAnswered);
  CHECK(json_text(r.out, "solution") == "12343412");
  r = run({"count", "--shape", shape, "........"});
  CHECK_THAT(r.out, match::StartsWith("96 solutions"));  // 24 top rows, then 2 x 2 bottom rows each
  r = run({"solve", "--shape", shape, "123.\n3.1.\n"});  // its bounding box as rows
  CHECK(r.out.substr(0, 16) == "1 2 3 4\n3 4 1 2\n");
  r = run({"solve", "--shape", shape, "11......"});
  CHECK_THAT(r.err, match::Contains("conflicting givens: 1 at r1c1 and r1c2 (top row, left square)"));
}

TEST_CASE("each invalid shape file is refused with a precise message") {
  struct Case {
    const char* json;
    const char* message;
  };
  const Case cases[] = {
      {R"({"symbols": 2, "cells": [{"row": 0, "col": 0}, {"row": 0, "col": 1}], "houses": [[0, 1, 0]]})",
       "houses[0] names cell 0 twice"},
      {R"({"symbols": 2, "cells": [{"row": 0, "col": 0}, {"row": 0, "col": 1}, {"row": 0, "col": 2}], "houses": [[0, 1]]})",
       "cells[2] is in no house"},
      {R"({"symbols": 2, "cells": [{"row": 0, "col": 0}, {"row": 0, "col": 1}, {"row": 0, "col": 2}], "houses": [{"name": "long", "cells": [0, 1, 2]}]})",
       "houses[0] (\"long\") has 3 cells but there are only 2 symbols"},
      {R"({"symbols": 2, "cells": [{"row": 0, "col": 0}, {"row": 0, "col": 1}], "houses": [[0, 1], [1, 7]]})",
       "houses[1] names cell 7, but the shape's cells are 0 to 1"},
      {R"({"symbols": 2, "cells": [{"row": 0, "col": 0, "form": "hexagon"}], "houses": [[0]]})",
       "cells[0].form must be \"square\" or \"triangle\", got \"hexagon\""},
      {R"({"symbols": 2, "cells": [{"row": 100000000000, "col": 0}], "houses": [[0]]})",
       "cells[0].row is 100000000000, out of range (-1000000 to 1000000)"},
      {R"({"symbols": 2, "cells": [{"row": 0, "col": 0}], "houses": [["a"]]})",
       "houses[0][0] must be a whole number, got \"a\""},
      {R"({"symbols": "12", "cells": [{"row": 0}], "houses": [[0]]})", "cells[0] has no \"col\""},
      {R"({"symbols": "1X", "cells": [], "houses": []})",
       "\"symbols\" as text must be the first N of 123456789ABCDEFGHIJKLMNOP, got \"1X\""},
      {R"({"symbols": 2, "cells": [{"row": 0, "col": 0}], "houses": [[0]], "colour": 1})",
       "unknown key \"colour\" (keys: name, symbols, cells, houses)"},
      {R"({"symbols": 2, "cells": [{"row": 0, "col": 0}]})", "no \"houses\""},
      {R"({"symbols": 2, "cells": [)", "not valid JSON: parse error at line 1, column 26: syntax error while parsing value - unexpected end of input; "
       "expected '[', '{', or a literal"},
  };
  for (const Case& c : cases) {
    INFO(c.json);
    const TempFile file(c.json);
    const Run r = run({"solve", "--shape", file.path(), "."});
    CHECK(r.code == cli::kInvalid);
    CHECK_THAT(r.err, match::Contains("sudoku: shape file '" + file.path() + "': " + c.message + "\n"));
  }
  const Run missing = run({"solve", "--shape", "/nonexistent/shape.json", "."});
  CHECK(missing.code == cli::kInvalid);
  CHECK_THAT(missing.err, match::Contains("cannot read shape file '/nonexistent/shape.json'"));
  const Run both = run({"solve", "--shape", data("shape_domino.json"), "--layout", "star", "."});
  CHECK_THAT(both.err, match::Contains("--layout and --shape both name a layout; give one"));
}

TEST_CASE("solve --layout samurai -f FILE: a row missing is one error naming the row count, not one per line") {
  std::vector<std::string> lines = test::data_lines("samurai_published.txt");
  std::string rows, twenty;
  for (size_t i = 0; i < lines.size(); ++i) {
    rows += lines[i] + "\n";
    if (i > 0) twenty += lines[i] + "\n";
  }
  TempFile short_file(twenty), long_file(rows + lines[0] + "\n");
  Run r = run({"solve", "--layout", "samurai", "-f", short_file.path()});
  CHECK(r.code == cli::kInvalid);
  CHECK(r.err == "sudoku: invalid: the samurai's bounding box has 21 rows of 21 places; the text has 20 rows of 21\n");
  r = run({"solve", "--layout", "samurai", "-f", long_file.path()});
  CHECK(r.err == "sudoku: invalid: the samurai's bounding box has 21 rows of 21 places; the text has 22 rows of 21\n");
  for (const std::string& gap : {std::string(), std::string("\n")}) {  // two samurai in one file
    TempFile two(rows + gap + rows);
    r = run({"count", "--layout", "samurai", "-f", two.path()});
    CHECK(r.code == cli::kAllAnswered);
    CHECK(r.out == "unique: 1 solution\nunique: 1 solution\n");
  }
}

TEST_CASE("the CLI reads back the drawing it prints for every layout") {
  std::vector<std::string> seen;  // one unique table row per layout
  for (const test::TableRow& row : test::puzzle_table()) {
    const std::string& name = row.variant.layout;
    if (name.empty() || row.solutions != 1 || std::find(seen.begin(), seen.end(), name) != seen.end()) continue;
    seen.push_back(name);
    INFO(name);
    const Run solved = run({"solve", "--layout", name, row.puzzle});
    REQUIRE(solved.code == cli::kAllAnswered);
    const std::string drawing = solved.out.substr(0, solved.out.rfind("solved by"));
    TempFile file(drawing);
    const Run back = run({"solve", "--layout", name, "-f", file.path(), "--json"});
    CHECK(back.err == "");
    CHECK(json_text(back.out, "solution") == row.solution);
  }
  CHECK(seen.size() == layouts().size());  // every built-in layout (layouts() lists no "standard")
}

TEST_CASE("regression: a shape file listing (0,1), (0,0), (1,0) reads a line and its drawing alike, and the drawing reads back") {
  // Issue 35: the line was read in list order and the rows by place, and the
  // drawing solve printed was refused: "the text has 3 lines and 4 cells".
  TempFile shape(
      R"({"symbols": 3, "cells": [{"row": 0, "col": 1}, {"row": 0, "col": 0}, {"row": 1, "col": 0}], "houses": [[0, 1, 2]]})");
  const Run line = run({"solve", "--shape", shape.path(), "1..", "--json"});
  CHECK(json_text(line.out, "solution") == "123");
  const Run rows = run({"solve", "--shape", shape.path(), "1.\n.-", "--json"});  // the bounding box's rows
  CHECK(json_text(rows.out, "solution") == "123");
  const Run drawn = run({"solve", "--shape", shape.path(), "1.."});
  REQUIRE(drawn.code == cli::kAllAnswered);
  const std::string drawing = drawn.out.substr(0, drawn.out.rfind("solved by"));
  CHECK(drawing == "1 2\n --\n3\n");
  const Run back = run({"solve", "--shape", shape.path(), "--json"}, drawing);
  CHECK(back.err == "");
  CHECK(json_text(back.out, "solution") == "123");
}

TEST_CASE("a shape file of 3 symbols (a 3x3 Latin square) is taken by every algorithm: the registry's one rule") {
  const std::string latin3 = R"({"name": "latin 3", "symbols": 3,
    "cells": [{"row":0,"col":0},{"row":0,"col":1},{"row":0,"col":2},{"row":1,"col":0},{"row":1,"col":1},
              {"row":1,"col":2},{"row":2,"col":0},{"row":2,"col":1},{"row":2,"col":2}],
    "houses": [[0,1,2],[3,4,5],[6,7,8],[0,3,6],[1,4,7],[2,5,8]]})";
  TempFile file(latin3);
  const ShapePtr shape = read_shape_file(latin3).value();
  for (const Algorithm& a : algorithms()) {
    INFO(a.id);
    CHECK_FALSE(refusal(a, *shape).has_value());  // what the JS API's algorithm_for asks too
    const Run r = run({"count", "--shape", file.path(), "--algorithm", std::string(a.id), "........."});
    CHECK(r.code == cli::kAllAnswered);
    CHECK_THAT(r.out, match::StartsWith("12 solutions"));
  }
  // A square grid outside an algorithm's sizes is refused by name (every size the library reads is inside).
  const Algorithm fast = *find_algorithm("fast");
  Algorithm narrow = fast;
  narrow.min_size = 9;
  const ShapePtr four = Shape::create(4, VariantSpec{}).value();
  CHECK(refusal(narrow, *four) == std::optional<std::string>("Fast solver does not support 4x4"));
  CHECK_FALSE(refusal(fast, *four).has_value());
}

TEST_CASE("a shape file longer than 1 MiB (/dev/zero) is refused as a shape file too long, naming the limit") {
  const Run r = run({"solve", "--shape", "/dev/zero", "."});
  CHECK(r.code == cli::kInvalid);
  CHECK(r.err == "sudoku: shape file '/dev/zero' is longer than 1048576 bytes, the most that is read (1 MiB, over "
                 "twice the largest shape the library takes)\n");
}

// Issue 35's hostile shape files, each under the 1 MiB limit: the CLI
// segfaulted on deep nesting (exit 139), aborted on 1e400 (134) and on a
// bounding box of a million squared (length_error), and took 7.8 s and 590 MB
// to draw one of 10,001 squared. Now each is refused with exit 2 and a
// message naming the limit. tests/cli/hostile_shapes.sh runs the same files
// through the binary under a memory cap.
TEST_CASE("issue 35: hostile shape files of deep nesting or 1e400 or a huge bounding box or a huge name exit 2 naming the limit") {
  const std::string deep = std::string(100000, '[') + std::string(100000, ']');
  const std::string cell = R"({"row":0,"col":0})";
  const std::string too_deep = "the shape file nests lists and objects deeper than 32 (line 1, column ";
  const struct {
    std::string json, message;  // the message, or its start when it ends in "column "
  } cases[] = {
      {R"({"symbols":4,"cells":[)" + cell + R"(],"houses":)" + deep + "}", too_deep},
      {R"({"symbols":4,"cells":[)" + cell + R"(],"houses":[[0]],"name":)" + deep + "}", too_deep},
      {R"({"symbols":)" + deep + R"(,"cells":[)" + cell + R"(],"houses":[[0]]})", too_deep},
      {R"({"symbols":4,"cells":[{"row":)" + deep + R"(,"col":0}],"houses":[[0]]})", too_deep},
      {R"({"symbols":4,"cells":[{"row":1e400,"col":0}],"houses":[[0]]})", "cells[0].row must be a whole number, got 1e400"},
      {R"({"symbols":1e400,"cells":[)" + cell + R"(],"houses":[[0]]})", "\"symbols\" must be a whole number, got 1e400"},
      {R"({"symbols":2,"cells":[)" + cell + R"(,{"row":10000,"col":10000}],"houses":[[0,1]]})",
       "the shape's bounding box is 10001 rows by 10001 columns, 100020001 places; at most 1048576 are drawn"},
      {R"({"symbols":2,"cells":[)" + cell + R"(,{"row":1000000,"col":1000000}],"houses":[[0,1]]})",
       "the shape's bounding box is 1000001 rows by 1000001 columns, 1000002000001 places; at most 1048576 are drawn"},
      {R"({"symbols":1,"cells":[)" + cell + R"(],"houses":[{"name":")" + std::string(500000, 'n') + R"(","cells":[0]}]})",
       "houses[0].name is 500000 characters long; a name has at most 100"},
  };
  for (const auto& c : cases) {
    INFO(c.json.substr(0, 80));
    const TempFile file(c.json);
    const std::string expected = "sudoku: shape file '" + file.path() + "': " + c.message;
    for (const char* command : {"solve", "count", "hint"}) {
      const Run r = run({command, "--shape", file.path(), "1."});
      CHECK(r.code == cli::kInvalid);
      if (c.message == too_deep) CHECK_THAT(r.err, match::StartsWith(expected));
      else CHECK(r.err == expected + "\n");
      CHECK(r.err.size() < 300);  // no echo of the file
    }
  }
}

namespace {

// The domino of tests/data with its first house renamed (`name` is JSON text).
std::string domino_named(const std::string& name) {
  std::ifstream in(data("shape_domino.json"));
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const size_t at = text.find("\"top row\"");
  REQUIRE(at != std::string::npos);
  return text.replace(at, 9, name);
}

// True when `text` holds a control character other than the line ends.
bool has_control_byte(const std::string& text) {
  for (char c : text) {
    const auto b = static_cast<unsigned char>(c);
    if ((b < 0x20 && c != '\n') || b == 0x7f) return true;
  }
  return false;
}

}  // namespace

TEST_CASE("issue 35: a house named top newline place r9c9 9 FAKE forges no line in trace -a crook: it is escaped") {
  const TempFile file(domino_named(R"("top\nplace r9c9 9 FAKE")"));
  const Run r = run({"trace", "--shape", file.path(), "-a", "crook", "1......."});
  REQUIRE(r.code == cli::kAllAnswered);
  CHECK_THAT(r.out, match::Contains("in top\\nplace r9c9 9 FAKE, 3 can only go"));
  std::istringstream lines(r.out);
  for (std::string line; std::getline(lines, line);) {
    INFO(line);
    CHECK((line.rfind("depth ", 0) == 0 || line.rfind("# ", 0) == 0));
  }
  const Run json = run({"trace", "--shape", file.path(), "-a", "crook", "--json", "1......."});
  CHECK_THAT(json.out, match::Contains(R"(top\\nplace r9c9 9 FAKE)"));  // the name's backslash, escaped in JSON
  CHECK_FALSE(has_control_byte(json.out));
}

TEST_CASE("issue 35: an escape sequence in a house name does not colour the terminal: the conflict message escapes it") {
  const TempFile file(domino_named(R"("\u001b[31m")"));
  const Run r = run({"solve", "--shape", file.path(), "11......"});
  CHECK(r.code == cli::kInvalid);
  CHECK(r.err == "sudoku: invalid: conflicting givens: 1 at r1c1 and r1c2 (\\u001b[31m, left square)\n");
  const Run json = run({"solve", "--shape", file.path(), "--json", "11......"});
  CHECK_THAT(json.out, match::Contains(R"(r1c2 (\\u001b[31m, left square))"));
  CHECK_FALSE(has_control_byte(r.err + json.out));
}
