// Errors in user input, reported before any search, and a tiny
// value-or-error type (C++17 has no std::expected).
#pragma once

#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace sudoku {

enum class ErrorCode {
  kEmpty,          // no cells at all
  kTooLong,        // more text than any grid could take
  kBadCharacter,   // a character that is never a cell symbol
  kBadCellCount,   // the number of cells fits no supported size
  kValueTooLarge,  // a symbol that exists but exceeds the grid's size
  kConflict,       // two givens with the same value in one house
  kBadRegions,     // a jigsaw region map that is malformed
  kBadVariant,     // a variant that does not apply to this size
  kBadOption,      // an option value that is out of range or unknown
  kBadShape,       // a layout or shape file that is not a valid shape
  kOutsideLayout,  // a given on a place of the bounding box that is no cell of the layout
  kBudgetSpent,    // the generator drew its budget of grids without a puzzle as asked
  kBadConstraint,  // a constraint (killer cage, ...) that is malformed, or that the givens already break
};

const char* error_code_name(ErrorCode code);  // "conflict", "bad_character", ...

// One value given two or more times in one house (kConflict only).
struct Conflict {
  int value;
  int house;               // index into Shape::houses()
  std::string house_name;  // Shape::house_name(house): "row 1", "main diagonal", ...
                           // (kept here: the shape is gone by the time the error is read)
  std::vector<int> cells;  // every cell of the house holding `value`, ascending
};

struct InputError {
  ErrorCode code;
  std::string message;     // one human sentence, may span several lines for many conflicts
  std::vector<int> cells;  // cell indices the message talks about (row-major)
  // kConflict: each house and value given more than once, houses in shape
  // order, values ascending within a house; empty for other codes.
  std::vector<Conflict> conflicts = {};
  // The message's facts by name, so that a page can word the error in its
  // own language (the message stays English): kBadCharacter: "character"
  // (the first bad one as typed), "line" (text of several lines only),
  // "column", "count" (how many are bad); kValueTooLarge: "character",
  // "value", "cell" ("r1c5", a square grid's), "size", "count";
  // kBadCellCount: "count" (cells read); kTooLong: "length", "limit";
  // kBadVariant of a prime size given no region map (no boxes): "size".
  // Numbers as decimal digits. Empty for other codes.
  std::vector<std::pair<std::string, std::string>> details = {};
};

template <typename T>
class Result {
 public:
  Result(T value) : data_(std::move(value)) {}            // NOLINT: implicit by design
  Result(InputError error) : data_(std::move(error)) {}   // NOLINT
  bool ok() const { return data_.index() == 0; }
  explicit operator bool() const { return ok(); }
  T& value() { return std::get<0>(data_); }
  const T& value() const { return std::get<0>(data_); }
  const InputError& error() const { return std::get<1>(data_); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }

 private:
  std::variant<T, InputError> data_;
};

}  // namespace sudoku
