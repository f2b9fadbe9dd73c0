// A small JSON reader for the files the core reads (shape files,
// shape_file.hpp), bounded for hostile input: it never recurses (an explicit
// stack, so 100,000 nested '[' cannot overflow the C++ stack), its nesting
// depth and number of values are limited while it reads, strings must be
// UTF-8 (a lone surrogate escape is refused too), and numbers are kept as
// they are written (1e400 is a token, never a double that overflows).
// Messages name a place by line and column (1-based, in bytes) and quote at
// most one character of the input.
//
// The document is a flat list of values in document order, each container
// followed by its members; `end` is one past a value's last descendant, so the
// member after value i is value `end`:
//
//   {"a": [1, 2], "b": "x"}   0  object   items 2            end 5
//                             1  array    key "a", items 2   end 4
//                             2  number   "1"                end 3
//                             3  number   "2"                end 4
//                             4  string   key "b", "x"       end 5
//
// Strings and keys are decoded; numbers and literals are their token
// ("-12", "1.5e3", "null"). All are views into the document's own storage
// (or static text).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/input_error.hpp"

namespace sudoku {

enum class JsonKind : std::uint8_t { kNull, kFalse, kTrue, kNumber, kString, kArray, kObject };

struct JsonValue {
  JsonKind kind = JsonKind::kNull;
  bool integer = false;       // kNumber written with no fraction and no exponent
  std::uint32_t end = 0;      // one past the last value inside this one
  std::uint32_t items = 0;    // kArray, kObject: the number of members
  std::string_view key;       // the key of an object's member ("" elsewhere)
  std::string_view text;      // kString: the decoded text; otherwise the token ("-12", "true"; "" for a container)
};

class JsonDocument {
 public:
  JsonDocument() = default;
  JsonDocument(JsonDocument&&) = default;  // moves keep the views valid (a vector's buffer moves whole)
  JsonDocument& operator=(JsonDocument&&) = default;
  JsonDocument(const JsonDocument&) = delete;  // a copy's views would point into the original
  JsonDocument& operator=(const JsonDocument&) = delete;

  // Values in document order; values()[0] is the top level.
  const std::vector<JsonValue>& values() const { return values_; }
  const JsonValue& operator[](std::size_t i) const { return values_[i]; }

 private:
  friend class JsonParser;
  std::vector<JsonValue> values_;
  std::vector<char> storage_;  // decoded strings and number tokens; reserved up front, so views stay valid
};

struct JsonLimits {
  std::size_t max_depth;   // lists and objects inside each other
  std::size_t max_values;  // values of any kind, containers included
  const char* what;        // names the text in a limit's message: "the shape file"
};

// The document in `text`, or an error of code `code`:
//   "not valid JSON: parse error at line 1, column 26: syntax error while
//    parsing value - unexpected end of input; expected '[', '{', or a literal"
//   "the shape file nests lists and objects deeper than 32 (line 1, column 33)"
//   "the shape file holds more than 100000 values (line 2, column 7)"
Result<JsonDocument> read_json(std::string_view text, const JsonLimits& limits, ErrorCode code);

}  // namespace sudoku
