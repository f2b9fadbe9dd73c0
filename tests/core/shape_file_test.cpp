// The shape-file reader (core/shape_file.hpp, over core/json_reader.hpp):
// what it reads, each fault's message, and the limits that keep a hostile
// file bounded. Regressions are named after the reproduction they guard
// (issue 35: files under the 1 MiB limit that crashed or stalled the CLI).
// The same files through the CLI are in cli_layouts_test.cpp; through the JS
// API, with byte-identical messages, in tests/js/shape_messages.test.js.
#include "support/catch.hpp"

#include <string>

#include "core/json_reader.hpp"
#include "core/shape_file.hpp"

using namespace sudoku;

namespace {

const std::string kDomino = R"({"name": "domino", "symbols": "1234",
  "cells": [{"row": 0, "col": 0}, {"row": 0, "col": 1}, {"row": 0, "col": 2}, {"row": 0, "col": 3},
            {"row": 1, "col": 0}, {"row": 1, "col": 1}, {"row": 1, "col": 2}, {"row": 1, "col": 3}],
  "houses": [{"name": "top row", "cells": [0, 1, 2, 3]}, {"name": "bottom row", "cells": [4, 5, 6, 7]},
             {"name": "left square", "cells": [0, 1, 4, 5]}, {"name": "right square", "cells": [2, 3, 6, 7]},
             [0, 4], [1, 5], [2, 6], [3, 7]]})";

// The domino with `from` (its first occurrence) replaced by `to`.
std::string domino_with(const std::string& from, const std::string& to) {
  std::string text = kDomino;
  const size_t at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

std::string refusal(const std::string& text) {
  const Result<ShapePtr> shape = read_shape_file(text);
  REQUIRE_FALSE(shape.ok());
  CHECK(shape.error().code == ErrorCode::kBadShape);
  return shape.error().message;
}

// No byte of a message may be a control character: it goes to a terminal.
bool printable(const std::string& message) {
  for (char c : message) {
    const auto b = static_cast<unsigned char>(c);
    if (b < 0x20 || b == 0x7f) return false;
  }
  return message.find("\xc2\x9b") == std::string::npos;  // C1's CSI
}

// `count` copies of `piece`.
std::string repeated(const std::string& piece, size_t count) {
  std::string out;
  out.reserve(piece.size() * count);
  for (size_t i = 0; i < count; ++i) out += piece;
  return out;
}

}  // namespace

TEST_CASE("a shape file is read into its shape: its names and symbols and cells and houses") {
  const Result<ShapePtr> shape = read_shape_file(kDomino);
  REQUIRE(shape.ok());
  const Shape& s = *shape.value();
  CHECK(s.layout() == "domino");
  CHECK(s.size() == 4);
  CHECK(s.cell_count() == 8);
  CHECK(s.houses().size() == 8);
  CHECK(s.house_name(3) == "right square");
  CHECK(s.house_name(4) == "houses[4]");
  CHECK(s.geometry(7).row == 1);
  CHECK(s.geometry(7).col == 3);

  // Any JSON spelling of the same: escapes, a byte-order mark, no spaces, a
  // triangle form, symbols as a number, a name outside the BMP.
  const Result<ShapeSpec> spec = read_shape_spec(
      "\xEF\xBB\xBF{\"name\":\"d\\u00f6mino \\ud83d\\ude00\",\"symbols\":2,\"cells\":[{\"row\":0,\"col\":1,"
      "\"form\":\"triangle\"},{\"row\":0,\"col\":2,\"form\":\"triangle\"}],\"houses\":[{\"cells\":[0,1]}]}");
  REQUIRE(spec.ok());
  CHECK(spec->name == "d\xc3\xb6mino \xf0\x9f\x98\x80");
  CHECK(spec->symbols == 2);
  CHECK(spec->cells[1].form == CellForm::kTriangle);
  CHECK(spec->houses[0].name.empty());
}

TEST_CASE("each fault of a shape file's fields is refused naming its place as the CLI has said it") {
  const struct {
    std::string text, message;
  } cases[] = {
      {domino_with("[0, 4]", "[0, \"x\"]"), "houses[4][1] must be a whole number, got \"x\""},
      {domino_with("\"cells\": [0, 1, 2, 3]", "\"cells\": [0, 1.0, 2, 3]"),
       "houses[0].cells[1] must be a whole number, got 1.0"},
      {domino_with("\"row\": 0", "\"row\": 100000000000"),
       "cells[0].row is 100000000000, out of range (-1000000 to 1000000)"},
      {domino_with("\"row\": 0", "\"row\": -1000001"), "cells[0].row is -1000001, out of range (-1000000 to 1000000)"},
      {domino_with("\"col\": 1", "\"col\": 1, \"form\": \"hexagon\""),
       "cells[1].form must be \"square\" or \"triangle\", got \"hexagon\""},
      {domino_with("\"col\": 1", "\"size\": 1"), "cells[1] has an unknown key \"size\" (keys: row, col, form)"},
      {domino_with("\"col\": 1", "\"row\": 1"), "cells[1] has the key \"row\" twice"},
      {domino_with(", \"col\": 1", ""), "cells[1] has no \"col\""},
      {domino_with("{\"row\": 0, \"col\": 2}", "[0, 2]"), "cells[2] must be an object like {\"row\": 0, \"col\": 0}, got [0,2]"},
      {domino_with("\"name\": \"top row\", ", "\"name\": 7, "), "houses[0].name must be text, got 7"},
      {domino_with("\"name\": \"top row\", \"cells\"", "\"name\": \"top row\", \"members\""),
       "houses[0] has an unknown key \"members\" (keys: name, cells)"},
      {domino_with("[0, 4]", "{\"name\": \"x\"}"), "houses[4] has no \"cells\""},
      {domino_with("[0, 4]", "7"), "houses[4] must be a list of cell numbers (or an object with \"cells\"), got 7"},
      {domino_with("\"1234\"", "\"1235\""), "\"symbols\" as text must be the first N of 123456789ABCDEFGHIJKLMNOP, got \"1235\""},
      {domino_with("\"1234\"", "true"), "\"symbols\" must be a whole number, got true"},
      {domino_with("\"domino\"", "\"\""), "\"name\" must be non-empty text, got \"\""},
      {domino_with("\"name\": \"domino\"", "\"colour\": \"red\""), "unknown key \"colour\" (keys: name, symbols, cells, houses)"},
      {domino_with("\"name\": \"domino\"", "\"cells\": []"), "the top level has the key \"cells\" twice"},
      {domino_with("\"name\": \"domino\", \"symbols\": \"1234\",", ""), "no \"symbols\""},
      {R"({"symbols": 2, "cells": {"row": 0}, "houses": []})", "\"cells\" must be a list, got {\"row\":0}"},
      {R"({"symbols": 2, "cells": [], "houses": null})", "\"houses\" must be a list, got null"},
      {"[1, 2]", "the top level must be an object with \"symbols\", \"cells\" and \"houses\""},
      {"\"domino\"", "the top level must be an object with \"symbols\", \"cells\" and \"houses\""},
      // Then the shape's own faults (Shape::check), in its words.
      {domino_with("[0, 4]", "[0, 9]"), "houses[4] names cell 9, but the shape's cells are 0 to 7"},
      {domino_with("\"1234\"", "3"), "houses[0] (\"top row\") has 4 cells but there are only 3 symbols"},
  };
  for (const auto& c : cases) {
    INFO(c.text);
    CHECK(refusal(c.text) == c.message);
  }
}

TEST_CASE("text that is no JSON is refused with the line and column of the fault and quotes one character at most") {
  const struct {
    std::string text, message;
  } cases[] = {
      {R"({"symbols": 2, "cells": [)",
       "syntax error while parsing value - unexpected end of input; expected '[', '{', or a literal"},
      {"{\"symbols\": 2,\n  \"cells\": [}", "syntax error while parsing value - unexpected '}'; expected '[', '{', or a literal"},
      {"{\"symbols\" 2}", "syntax error while parsing object separator - unexpected '2'; expected ':'"},
      {"{symbols: 2}", "syntax error while parsing object key - unexpected 's'; expected string literal"},
      {"{\"a\": [1 2]}", "syntax error while parsing array - unexpected '2'; expected ',' or ']'"},
      {"{\"a\": 1 \"b\"}", "syntax error while parsing object - unexpected '\"'; expected ',' or '}'"},
      {"{} {}", "syntax error while parsing value - unexpected '{'; expected end of input"},
      {"{\"a\": 01}", "syntax error while parsing object - unexpected '1'; expected ',' or '}'"},
      {"{\"a\": -}", "syntax error while parsing value - invalid number; expected a digit after '-'"},
      {"{\"a\": 1.}", "syntax error while parsing value - invalid number; expected a digit after '.'"},
      {"{\"a\": 1e+}", "syntax error while parsing value - invalid number; expected a digit in the exponent"},
      {"{\"a\": nul}", "syntax error while parsing value - invalid literal; expected true, false or null"},
      {"{\"a\": \"x", "syntax error while parsing value - invalid string: missing closing quote"},
      {"{\"a\": \"x\ny\"}", "syntax error while parsing value - invalid string: control character U+000A must be escaped"},
      {"{\"a\": \"\\x\"}", "syntax error while parsing value - invalid string: forbidden character after backslash"},
      {"{\"a\": \"\\u12\"}", "syntax error while parsing value - invalid string: '\\u' must be followed by 4 hex digits"},
      {"{\"a\": \"\\ud800\"}",
       "syntax error while parsing value - invalid string: surrogate U+D800..U+DBFF must be followed by U+DC00..U+DFFF"},
      {"{\"a\": \"\\udc00\"}",
       "syntax error while parsing value - invalid string: surrogate U+DC00..U+DFFF must follow U+D800..U+DBFF"},
      {"{\"a\": \"\xff\"}", "syntax error while parsing value - invalid string: ill-formed UTF-8 byte"},
      {"{\"a\": \xc3\xa9}", "syntax error while parsing value - unexpected byte 0xC3; expected '[', '{', or a literal"},
      {"\x1b[31m", "syntax error while parsing value - unexpected byte 0x1B; expected '[', '{', or a literal"},
      {"", "syntax error while parsing value - unexpected end of input; expected '[', '{', or a literal"},
  };
  for (const auto& c : cases) {
    INFO(c.text);
    const std::string message = refusal(c.text);
    CHECK_THAT(message, match::StartsWith("not valid JSON: parse error at line "));
    CHECK_THAT(message, match::EndsWith(": " + c.message));
    CHECK(printable(message));
  }
  CHECK(refusal(R"({"symbols": 2, "cells": [)") ==
        "not valid JSON: parse error at line 1, column 26: syntax error while parsing value - unexpected end of input; "
        "expected '[', '{', or a literal");
  CHECK_THAT(refusal("{\"symbols\": 2,\n  \"cells\": [}"), match::Contains("at line 2, column 13:"));
}

TEST_CASE("a message shows at most 40 characters of a value and escapes them whatever its size") {
  const std::string long_text(100000, 'x');
  CHECK(refusal(domino_with("\"1234\"", "\"" + long_text + "\"")) ==
        "\"symbols\" as text must be the first N of 123456789ABCDEFGHIJKLMNOP, got \"" + std::string(36, 'x') + "...");
  CHECK(refusal(domino_with("[0, 4]", "[0, " + std::string(100000, '9') + "]")) ==
        "houses[4][1] is " + std::string(37, '9') + "..., out of range (-1000000 to 1000000)");
  CHECK(refusal(domino_with("[0, 4]", "[0, [" + repeated("[1, 2], ", 1000) + "3]]")) ==
        "houses[4][1] must be a whole number, got [[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],...");
  // Control characters and quotes are escaped; a character is never cut in two.
  CHECK(refusal(domino_with("\"1234\"", "\"\\u001b[31m\\n\\\"\\u009b\"")) ==
        "\"symbols\" as text must be the first N of 123456789ABCDEFGHIJKLMNOP, got \"\\u001b[31m\\n\\\"\\u009b\"");
  CHECK(refusal(domino_with("\"1234\"", "\"" + repeated("\xc3\xa9", 30) + "\"")) ==
        "\"symbols\" as text must be the first N of 123456789ABCDEFGHIJKLMNOP, got \"" + repeated("\xc3\xa9", 18) + "...");
  const std::string key(5000, 'k');
  CHECK(refusal(domino_with("\"name\": \"domino\"", "\"" + key + "\": 1")) ==
        "unknown key \"" + std::string(36, 'k') + "... (keys: name, symbols, cells, houses)");
}

TEST_CASE("issue 35: 100000 nested lists inside houses or name or symbols or a cell's row are refused at the depth limit") {
  const std::string deep = std::string(100000, '[') + std::string(100000, ']');
  const std::string expected = "the shape file nests lists and objects deeper than " + std::to_string(kMaxShapeDepth) +
                               " (line 1, column ";
  for (const std::string& text :
       {R"({"symbols":4,"cells":[{"row":0,"col":0}],"houses":)" + deep + "}",
        R"({"symbols":4,"cells":[{"row":0,"col":0}],"houses":[[0]],"name":)" + deep + "}",
        R"({"symbols":)" + deep + R"(,"cells":[{"row":0,"col":0}],"houses":[[0]]})",
        R"({"symbols":4,"cells":[{"row":)" + deep + R"(,"col":0}],"houses":[[0]]})",
        std::string(100000, '['), repeated("{\"a\":", 100000)}) {
    INFO(text.substr(0, 60));
    CHECK_THAT(refusal(text), match::StartsWith(expected));
  }
  // Nesting up to the limit is read, and refused for what it is.
  const size_t inside = kMaxShapeDepth - 3;  // the top level, "houses" and houses[0] hold it
  CHECK_THAT(refusal(domino_with("[0, 4]", "[" + std::string(inside, '[') + std::string(inside, ']') + "]")),
             match::StartsWith("houses[4][0] must be a whole number, got [[[["));
}

TEST_CASE("issue 35: a row or symbols of 1e400 is refused as no whole number and never overflows") {
  CHECK(refusal(R"({"symbols":4,"cells":[{"row":1e400,"col":0}],"houses":[[0]]})") ==
        "cells[0].row must be a whole number, got 1e400");
  CHECK(refusal(R"({"symbols":1e400,"cells":[{"row":0,"col":0}],"houses":[[0]]})") ==
        "\"symbols\" must be a whole number, got 1e400");
  CHECK(refusal(R"({"symbols":4,"cells":[{"row":-1e-400,"col":0}],"houses":[[0]]})") ==
        "cells[0].row must be a whole number, got -1e-400");
  CHECK(refusal(R"({"symbols":4,"cells":[{"row":99999999999999999999999,"col":0}],"houses":[[0]]})") ==
        "cells[0].row is 99999999999999999999999, out of range (-1000000 to 1000000)");
}

TEST_CASE("issue 35: two cells at row 0 col 0 and row N col N are refused at the bounding box's limit before any drawing") {
  for (const int n : {10000, 1000000}) {
    const std::string text = R"({"symbols":2,"cells":[{"row":0,"col":0},{"row":)" + std::to_string(n) +
                             R"(,"col":)" + std::to_string(n) + R"(}],"houses":[[0,1]]})";
    const std::string side = std::to_string(n + 1);
    CHECK(refusal(text) == "the shape's bounding box is " + side + " rows by " + side + " columns, " +
                               std::to_string(static_cast<long long>(n + 1) * (n + 1)) + " places; at most " +
                               std::to_string(kMaxShapePlaces) + " are drawn");
  }
}

TEST_CASE("a file over the limits of size or values is refused naming the limit") {
  CHECK(refusal(std::string(kMaxShapeText + 1, ' ')) ==
        "the shape file is " + std::to_string(kMaxShapeText + 1) + " bytes long; at most " +
            std::to_string(kMaxShapeText) + " are read");
  // 150,000 zeros: 300 KB, well under the size limit.
  CHECK_THAT(refusal(domino_with("[0, 4]", "[" + repeated("0,", 150000) + "0]")),
             match::StartsWith("the shape file holds more than " + std::to_string(kMaxShapeValues) + " values (line "));
  // The largest shape the core takes, every field written, reads.
  std::string cells, houses;
  for (int c = 0; c < kMaxCells; ++c)
    cells += std::string(c ? "," : "") + R"({"row":)" + std::to_string(c / 50) + R"(,"col":)" +
             std::to_string(c % 50) + R"(,"form":"square"})";
  for (int h = 0; h < kMaxHouses; ++h) {
    std::string members;
    for (int k = 0; k < 25; ++k) members += std::string(k ? "," : "") + std::to_string((h * 25 + k) % kMaxCells);
    houses += std::string(h ? "," : "") + R"({"name":")" + std::string(kMaxShapeName, 'n') + R"(","cells":[)" +
              members + "]}";
  }
  const Result<ShapeSpec> largest = read_shape_spec(R"({"name":"largest","symbols":25,"cells":[)" + cells +
                                                     R"(],"houses":[)" + houses + "]}");
  REQUIRE(largest.ok());
  CHECK(largest->cells.size() == static_cast<size_t>(kMaxCells));
  CHECK(largest->houses.size() == static_cast<size_t>(kMaxHouses));
}

TEST_CASE("issue 35: a name over the limit is refused without being echoed") {
  const std::string name(64 * 1024, 'n');
  std::string message = refusal(domino_with("top row", name));
  CHECK(message == "houses[0].name is 65536 characters long; a name has at most " + std::to_string(kMaxShapeName));
  message = refusal(domino_with("domino", repeated("\xc3\xa9", kMaxShapeName + 1)));
  CHECK(message == "\"name\" is 101 characters long; a name has at most 100");
  CHECK(read_shape_file(domino_with("domino", repeated("\xc3\xa9", kMaxShapeName))).ok());
}

TEST_CASE("issue 35: control characters in names are kept escaped so that no output holds them raw") {
  const Result<ShapeSpec> spec = read_shape_spec(domino_with("\"top row\"", R"("top\nplace r9c9 9 FAKE")"));
  REQUIRE(spec.ok());
  CHECK(spec->houses[0].name == "top\\nplace r9c9 9 FAKE");
  const Result<ShapeSpec> coloured =
      read_shape_spec(domino_with("\"domino\"", R"("\u001b[31mred\u007f\u009b\t")"));
  REQUIRE(coloured.ok());
  CHECK(coloured->name == "\\u001b[31mred\\u007f\\u009b\\t");
  // Shape::check's messages quote the name as kept.
  std::string text = domino_with("\"symbols\": \"1234\"", "\"symbols\": 3");
  text.replace(text.find("\"top row\""), 9, R"("\u001b[31m")");
  const std::string message = refusal(text);
  CHECK(message == "houses[0] (\"\\u001b[31m\") has 4 cells but there are only 3 symbols");
  CHECK(printable(message));
}
