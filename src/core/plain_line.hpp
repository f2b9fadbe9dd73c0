// The fast path for the commonest input: one 9x9 puzzle as a plain line.
//
// A plain line is exactly 81 bytes, each 1-9, '.' or '0', optionally followed
// by "\n" or "\r\n" and nothing else. parse_grid (text_format.hpp) and the
// batch reader try it first; anything else (a byte-order mark, spaces, other
// blanks, another length, a letter) is left to the general reader, so every
// error message is the general reader's. On a plain line both give the same
// grid; tests/core/plain_line_test.cpp checks that on whole collections.
#pragma once

#include <optional>
#include <string_view>

#include "core/candidate_mask.hpp"
#include "core/text_format.hpp"

namespace sudoku {

constexpr int kPlainLineCells = 81;

// Writes the 81 values of a plain line to out[0..80] (0 = blank) and returns
// true; returns false, writing nothing, when `text` is not a plain line.
bool decode_plain_line(std::string_view text, Value* out);

// The plain line as a 9x9 ParsedGrid, or nothing when it is not one.
std::optional<ParsedGrid> read_plain_line(std::string_view text);

}  // namespace sudoku
