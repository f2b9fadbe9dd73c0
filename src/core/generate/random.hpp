// The generator's random numbers: ours, so that one seed gives the same
// puzzles on every platform and in WebAssembly (std::uniform_int_distribution
// and std::shuffle are implementation-defined).
//
// xoshiro256** (Blackman and Vigna), its state filled from the seed by
// SplitMix64, as its authors advise. below(n) draws without bias by
// rejecting the top of the 64-bit range that n does not divide.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace sudoku {

class Random {
 public:
  explicit Random(std::uint64_t seed) {
    for (auto& word : state_) {
      seed += 0x9e3779b97f4a7c15ULL;
      std::uint64_t z = seed;
      z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
      z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
      word = z ^ (z >> 31);
    }
  }

  std::uint64_t next() {
    const std::uint64_t result = rotl(state_[1] * 5, 7) * 9;
    const std::uint64_t t = state_[1] << 17;
    state_[2] ^= state_[0];
    state_[3] ^= state_[1];
    state_[1] ^= state_[2];
    state_[0] ^= state_[3];
    state_[2] ^= t;
    state_[3] = rotl(state_[3], 45);
    return result;
  }

  // A number in 0..n-1 (n >= 1), every one equally likely.
  std::uint32_t below(std::uint32_t n) {
    const std::uint64_t limit = ~std::uint64_t{0} - (~std::uint64_t{0} % n);
    std::uint64_t x;
    do x = next();
    while (x >= limit);
    return static_cast<std::uint32_t>(x % n);
  }

  // Fisher-Yates, drawing with below().
  template <typename T>
  void shuffle(std::vector<T>& items) {
    shuffle(items.data(), items.size());
  }
  // The same shuffle over `count` items from `items`.
  template <typename T>
  void shuffle(T* items, std::size_t count) {
    for (std::size_t i = count; i > 1; --i) {
      std::swap(items[i - 1], items[below(static_cast<std::uint32_t>(i))]);
    }
  }

 private:
  static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  std::uint64_t state_[4];
};

}  // namespace sudoku
