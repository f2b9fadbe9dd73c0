// The number of bits set in a word. Without a popcount instruction (x86-64's
// baseline has none; WebAssembly has one) the builtin is a library call, a
// twentieth of rating a puzzle when fish were counted with it: the inline
// form below is a few instructions.
#pragma once

#include <cstdint>

namespace sudoku {

inline int bit_count(std::uint64_t x) {
#if defined(__POPCNT__) || defined(__wasm__)
  return __builtin_popcountll(x);
#else
  x = x - ((x >> 1) & 0x5555555555555555u);
  x = (x & 0x3333333333333333u) + ((x >> 2) & 0x3333333333333333u);
  x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fu;
  return static_cast<int>((x * 0x0101010101010101u) >> 56);
#endif
}

}  // namespace sudoku
