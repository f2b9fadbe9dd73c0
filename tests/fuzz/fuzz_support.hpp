// Shared by the libFuzzer targets: an invariant check that aborts (so
// libFuzzer keeps the input), a total decoding of bytes into a valid Puzzle
// for the targets that need one (fuzz_solvers, fuzz_hint_trace), and node
// budgets that keep every run cheap.
//
// Puzzle layout (every byte string decodes to some puzzle):
//
//   byte 0            the shape: bits 0-2 the size, as an index into
//                     kFuzzSizes (4 6 8 9 12 16 25 7: the sizes the corpus
//                     was made for, then a prime size, always a jigsaw);
//                     bit 3 x; bit 4 windoku (kept for 9x9 only); bit 5 jigsaw.
//                     Printable: '@' 4x4 ... 'C' 9x9 ... 'F' 25x25, 'G' 7x7; +8 x ('K'),
//                     +16 windoku ('S'), +32 jigsaw ('a' 6x6, 'c' 9x9, 'k' 9x9 jigsaw+x).
//   `header` bytes    the target's own options (see each target)
//   N*N bytes         the givens, one byte a cell: '.' or '0' blank, 1-9, A-P
//                     (any case); any other byte b is b % (N+1). Missing: blank.
//   N*N bytes         jigsaw only, the region map: symbols numbered by first
//                     appearance (this decoder's own numbering), mod N, then moved
//                     so that each region has N cells. Missing: the size's
//                     starting map (the regular box, a prime size's strips).
//
// A given equal to an earlier given in one of its houses (a peer) is dropped,
// so a puzzle-table row (shape byte, header, the row's puzzle, its region
// map) decodes to exactly that puzzle, and a mutated one still to a valid
// puzzle. (fuzz_parse checks that peers and make_puzzle's conflicts agree.)
#pragma once

#include <algorithm>
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include "core/generate/jigsaw_regions.hpp"
#include "core/puzzle.hpp"
#include "core/registry.hpp"

#define FUZZ_CHECK(cond)                                                              \
  do {                                                                                \
    if (!(cond)) {                                                                    \
      std::fprintf(stderr, "FUZZ_CHECK failed: %s at %s:%d\n", #cond, __FILE__, __LINE__); \
      std::abort();                                                                   \
    }                                                                                 \
  } while (0)

namespace sudoku::fuzz {

// Reads bytes in order; past the end every byte is `fill`.
class ByteReader {
 public:
  ByteReader(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
  std::uint8_t next(std::uint8_t fill = 0) { return pos_ < size_ ? data_[pos_++] : fill; }
  bool more() const { return pos_ < size_; }

 private:
  const std::uint8_t* data_;
  std::size_t size_;
  std::size_t pos_ = 0;
};

// The value of a cell byte in a grid of size n (0 = blank).
inline Value cell_value(std::uint8_t b, int n) {
  int v;
  if (b == '.' || b == '0') v = 0;
  else if (b >= '1' && b <= '9') v = b - '0';
  else if (b >= 'A' && b <= 'P') v = b - 'A' + 10;
  else if (b >= 'a' && b <= 'p') v = b - 'a' + 10;
  else v = b;
  return static_cast<Value>(v % (n + 1));
}

// Shape::create takes milliseconds for 25x25 under ASan, more than the
// budgeted searches: shapes are kept (they are immutable) and looked up.
inline ShapePtr cached_shape(int n, const VariantSpec& variant) {
  using Key = std::tuple<int, bool, bool, std::vector<int>>;
  static std::map<Key, ShapePtr> cache;
  Key key{n, variant.diagonals, variant.windows, variant.regions};
  auto it = cache.find(key);
  if (it != cache.end()) return it->second;
  if (cache.size() >= 256) cache.clear();  // jigsaw maps: keep the recent ones
  Result<ShapePtr> shape = Shape::create(n, variant);
  FUZZ_CHECK(shape.ok());  // the decoding only builds valid shapes
  return cache.emplace(std::move(key), shape.value()).first->second;
}

// The shape byte and its puzzle; `header` receives the target's option bytes
// that follow the shape byte.
struct DecodedPuzzle {
  Puzzle puzzle;
  std::string header;
};

inline DecodedPuzzle decode_puzzle(const std::uint8_t* data, std::size_t size, std::size_t header_bytes) {
  ByteReader in(data, size);
  const std::uint8_t shape_byte = in.next();
  std::string header;
  for (std::size_t i = 0; i < header_bytes; ++i) header += static_cast<char>(in.next());

  constexpr int kFuzzSizes[8] = {4, 6, 8, 9, 12, 16, 25, 7};
  const int n = kFuzzSizes[shape_byte & 7];
  const int cells = n * n;
  const bool jigsaw = (shape_byte & 32) || !Shape::box_rows_for(n);  // a prime size has no boxes
  VariantSpec variant;
  variant.diagonals = (shape_byte & 8) != 0;
  variant.windows = (shape_byte & 16) != 0 && n == 9;

  std::vector<Value> givens(cells, 0);
  for (int c = 0; c < cells; ++c) givens[c] = cell_value(in.next('.'), n);

  if (jigsaw) {
    const std::vector<int> start = starting_regions(n);
    std::string symbols;  // upper-cased, by first appearance
    std::vector<int> regions(cells), count(n, 0);
    for (int c = 0; c < cells; ++c) {
      int id;
      if (in.more()) {
        const char ch = static_cast<char>(std::toupper(in.next()));
        std::size_t at = symbols.find(ch);
        if (at == std::string::npos) {
          at = symbols.size();
          symbols += ch;
        }
        id = static_cast<int>(at % n);
      } else {
        id = start[c];
      }
      regions[c] = id;
      ++count[id];
    }
    for (int c = 0; c < cells; ++c) {  // move cells out of regions that are too big
      int& id = regions[c];
      if (count[id] <= n) continue;
      int to = 0;
      while (count[to] >= n) ++to;
      --count[id];
      ++count[to];
      id = to;
    }
    variant.regions = std::move(regions);
  }

  const ShapePtr shape = cached_shape(n, variant);
  for (int c = 0; c < cells; ++c) {
    if (!givens[c]) continue;
    for (int p : shape->peers_of(c))
      if (p < c && givens[p] == givens[c]) {
        givens[c] = 0;
        break;
      }
  }
  // What make_puzzle would return, without building the shape again.
  return DecodedPuzzle{Puzzle{shape, std::move(givens)}, std::move(header)};
}

// A node budget that keeps one run of `a` near `work_us` microseconds (under
// ASan, -O1), at most `max_nodes`. A node costs from about 0.3 us (naive on
// 9x9) to 8 ms (Crook looking for pointing on an empty 25x25 grid), measured
// on empty grids; the estimate only needs to be right within a few times.
inline std::uint64_t node_budget(const Algorithm& a, const Shape& s, Technique cap, std::uint64_t max_nodes,
                                 double work_us) {
  const double scale = s.cell_count() / 81.0;
  double us;  // a node on 9x9
  if (a.id == "naive" || a.id == "reverse") us = 0.3;
  else if (a.id == "mrv") us = 1;
  else if (a.id == "bestfirst") us = 3;
  else if (a.id == "fast") us = 5;
  else if (a.id == "crook" && cap >= Technique::kPointing) us = 300 * scale;  // pointing: any two houses
  else us = 25;  // implications, crook with singles, and any new algorithm
  return std::clamp<std::uint64_t>(static_cast<std::uint64_t>(work_us / (us * scale)), 1, max_nodes);
}

}  // namespace sudoku::fuzz
