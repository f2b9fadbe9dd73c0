// Lookup tables of the 9x9 band engine, computed at compile time.
//
// A band word holds one value's candidate positions in one band (three rows of
// the grid): bit 9*r + c for row r (0..2) of the band and column c (0..8).
//
//            col 0 1 2 | 3 4 5 | 6 7 8
//   row 0      0 1 2   | 3 4 5 | 6 7 8        box 0 = columns 0-2, box 1 = 3-5,
//   row 1      9 ...   |       |    17        box 2 = 6-8 (of this band)
//   row 2     18 ...   |       |    26
//
// A triad is the three cells of one row inside one box. A "triad matrix" is a
// 9-bit set with bit 3*i + j for row (or band) i and box (or column) j.
//
// The value occurs once in each row and once in each box of a band, so the
// rows map one-to-one onto the boxes: the triads that hold it form one of six
// permutation matrices. The same holds in a stack (three boxes stacked
// vertically) between its three bands and three columns. A triad that lies on
// no permutation inside the candidate triads can be struck: that single rule
// gives hidden singles and both kinds of locked candidates (pointing and
// claiming) in both directions.
#pragma once

#include <array>
#include <cstdint>

namespace sudoku::band9 {

constexpr std::uint32_t kAllCells = (1u << 27) - 1;  // the 27 cells of a band
constexpr std::uint32_t kRow = 0x1ff;                // row 0 of a band word

namespace detail {

// The six permutation matrices: row i holds the value in column perm[i].
inline constexpr std::uint32_t kPermutationMatrices[6] = {
    1u << 0 | 1u << 4 | 1u << 8,  // 0 1 2
    1u << 0 | 1u << 5 | 1u << 7,  // 0 2 1
    1u << 1 | 1u << 3 | 1u << 8,  // 1 0 2
    1u << 1 | 1u << 5 | 1u << 6,  // 1 2 0
    1u << 2 | 1u << 3 | 1u << 7,  // 2 0 1
    1u << 2 | 1u << 4 | 1u << 6,  // 2 1 0
};

// The union of the permutation matrices inside triad matrix t (0 if none).
constexpr std::uint32_t permutation_closure(std::uint32_t t) {
  std::uint32_t allowed = 0;
  for (std::uint32_t m : kPermutationMatrices)
    if ((t & m) == m) allowed |= m;
  return allowed;
}

template <typename T, typename F>
constexpr std::array<T, 512> table_of(F f) {
  std::array<T, 512> out{};
  for (std::uint32_t i = 0; i < 512; ++i) out[i] = static_cast<T>(f(i));
  return out;
}

// Row bits (9 columns) -> which of its three boxes it touches (3 bits).
constexpr std::uint32_t boxes_touched(std::uint32_t row) {
  return ((row & 0x007) ? 1u : 0u) | ((row & 0x038) ? 2u : 0u) | ((row & 0x1c0) ? 4u : 0u);
}

// Horizontal: triad matrix (row i, box j) -> the band cells of its closure.
constexpr std::uint32_t horizontal_cells(std::uint32_t t) {
  const std::uint32_t allowed = permutation_closure(t);
  std::uint32_t cells = 0;
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j)
      if (allowed & (1u << (3 * i + j))) cells |= 7u << (9 * i + 3 * j);
  return cells;
}

// The cells of a band that share a row or a box with cell p, p excluded.
constexpr std::uint32_t band_peers(int p) {
  const int r = p / 9, c = p % 9;
  std::uint32_t peers = kRow << (9 * r);
  for (int i = 0; i < 3; ++i) peers |= 7u << (9 * i + 3 * (c / 3));
  return peers & ~(1u << p);
}

}  // namespace detail

inline constexpr std::array<std::uint8_t, 512> kBoxesTouched = detail::table_of<std::uint8_t>(detail::boxes_touched);
inline constexpr std::array<std::uint32_t, 512> kHorizontalClosure =
    detail::table_of<std::uint32_t>(detail::horizontal_cells);
// Triad matrix (row i, box j) -> the band cells of those triads.
inline constexpr std::array<std::uint32_t, 512> kTriadCells = detail::table_of<std::uint32_t>([](std::uint32_t t) {
  std::uint32_t cells = 0;
  for (int k = 0; k < 9; ++k)
    if (t & (1u << k)) cells |= 7u << (9 * (k / 3) + 3 * (k % 3));
  return cells;
});
inline constexpr std::array<std::uint16_t, 512> kClosure = detail::table_of<std::uint16_t>(detail::permutation_closure);

// How many permutation matrices lie inside a triad matrix (0..6).
inline constexpr std::array<std::uint8_t, 512> kPermutationCount = detail::table_of<std::uint8_t>([](std::uint32_t t) {
  int n = 0;
  for (std::uint32_t m : detail::kPermutationMatrices) n += (t & m) == m;
  return n;
});

inline constexpr std::array<std::uint32_t, 27> kBandPeers = [] {
  std::array<std::uint32_t, 27> out{};
  for (int p = 0; p < 27; ++p) out[p] = detail::band_peers(p);
  return out;
}();

}  // namespace sudoku::band9
