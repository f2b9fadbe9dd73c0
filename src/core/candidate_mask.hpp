// Candidate sets as bit masks.
//
// Bit (v - 1) stands for value v, so a 25x25 grid needs bits 0..24: a 32-bit
// word is wide enough for every supported size. Value 0 means "blank" and has
// no bit.
#pragma once

#include <cstdint>

#include "core/bit_count.hpp"

namespace sudoku {

using CandidateMask = std::uint32_t;
using Value = std::uint8_t;  // 0 = blank, 1..size

constexpr int kMaxSize = 25;
static_assert(kMaxSize <= 32, "CandidateMask must hold one bit per value");

constexpr CandidateMask bit_of(int value) { return CandidateMask{1} << (value - 1); }
constexpr CandidateMask all_values(int size) {
  return size >= 32 ? ~CandidateMask{0} : (CandidateMask{1} << size) - 1;
}
inline int count_of(CandidateMask m) { return bit_count(m); }
// The smallest value in a non-empty mask.
inline int lowest_value(CandidateMask m) { return __builtin_ctz(m) + 1; }
inline bool is_single(CandidateMask m) { return m != 0 && (m & (m - 1)) == 0; }

}  // namespace sudoku
