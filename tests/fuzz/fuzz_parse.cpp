// Fuzzes the text readers: parse_grid, parse_region_map, split_puzzles and
// read_puzzle. Any text must be read or refused with a message, never crash;
// what is read must print and read back the same.
//
// Input layout: byte 0 picks the reader (mod 4), the rest is its input.
//   '0' parse_grid(text)
//   '1' parse_region_map(text, size): byte 1 is the size, '@'..'F' (mod 7 from
//       '@') the supported sizes 4 6 8 9 12 16 25, a byte below '@' that size itself
//   '2' split_puzzles(text), then parse_grid on each piece
//   '3' read_puzzle(grid, {names, regions}): byte 1 the variant names, bit 0 x,
//       bit 1 windoku, bit 2 jigsaw, bit 3 "standard" too, bit 4 '+' between
//       names instead of ','; then the grid text, a zero byte, the region map,
//       another zero byte, more variant names (both parts optional)
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/puzzle.hpp"
#include "fuzz_support.hpp"

using namespace sudoku;

namespace {

void check_error(const InputError& e) {
  FUZZ_CHECK(!e.message.empty());
  FUZZ_CHECK(error_code_name(e.code) != nullptr);
}

// The cells of `text` read again, which must succeed with the same grid.
void check_reads_back(const std::string& text, const ParsedGrid& g) {
  Result<ParsedGrid> again = parse_grid(text);
  if (!again) std::fprintf(stderr, "read back failed: %s\n%s\n", again.error().message.c_str(), text.c_str());
  FUZZ_CHECK(again.ok());
  FUZZ_CHECK(again->size == g.size);
  FUZZ_CHECK(again->cells == g.cells);
}

// Whitespace-separated numbers, one row a line (the third layout).
std::string numeric_text(const ParsedGrid& g, bool dots) {
  std::string out;
  for (int r = 0; r < g.size; ++r) {
    for (int c = 0; c < g.size; ++c) {
      const Value v = g.cells[r * g.size + c];
      if (c) out += ' ';
      out += v ? std::to_string(v) : dots ? "." : "0";
    }
    out += '\n';
  }
  return out;
}

void check_grid(const ParsedGrid& g) {
  FUZZ_CHECK(Shape::is_supported_size(g.size));
  FUZZ_CHECK(g.cells.size() == static_cast<size_t>(g.size) * g.size);
  for (Value v : g.cells) FUZZ_CHECK(v <= g.size);

  const std::string line = format_line(g.cells);
  FUZZ_CHECK(line.size() == g.cells.size());
  check_reads_back(line, g);
  const std::string pretty = format_pretty(g.cells, Shape::box_rows_for(g.size), Shape::box_cols_for(g.size));
  check_reads_back(pretty, g);
  check_reads_back(format_pretty(g.cells, 0, 0), g);
  const std::string numeric = numeric_text(g, false);
  check_reads_back(numeric, g);
  check_reads_back(numeric_text(g, true), g);

  // One puzzle, one piece (sixteen lines of 16 cells with no value above 4
  // and no separator are, by design, sixteen 4x4 puzzles).
  FUZZ_CHECK(split_puzzles(line) == std::vector<std::string>{line});
  FUZZ_CHECK(split_puzzles(pretty) == std::vector<std::string>{pretty});
  if (g.size != 16) FUZZ_CHECK(split_puzzles(numeric) == std::vector<std::string>{numeric});
}

void check_shape(const Shape& s) {
  const int n = s.size(), cells = s.cell_count();
  const VariantSpec& v = s.variant();
  const size_t houses = 3 * n + (v.diagonals ? 2 : 0) + (v.windows ? 4 : 0);
  FUZZ_CHECK(s.houses().size() == houses);
  for (const House& h : s.houses()) {
    FUZZ_CHECK(static_cast<int>(h.cells.size()) == n);
    for (size_t i = 0; i < h.cells.size(); ++i) {
      FUZZ_CHECK(h.cells[i] >= 0 && h.cells[i] < cells);
      if (i) FUZZ_CHECK(h.cells[i - 1] < h.cells[i]);
    }
  }
  for (int c = 0; c < cells; ++c) {
    FUZZ_CHECK(s.region_of(c) >= 0 && s.region_of(c) < n);
    std::vector<int> peers;
    int last = -1;
    for (int h : s.houses_of(c)) {
      FUZZ_CHECK(h > last && h < static_cast<int>(houses));
      last = h;
      const std::vector<int>& hc = s.houses()[h].cells;
      bool has_c = false;
      for (int p : hc) {
        has_c = has_c || p == c;
        if (p != c) peers.push_back(p);
      }
      FUZZ_CHECK(has_c);
    }
    std::sort(peers.begin(), peers.end());
    peers.erase(std::unique(peers.begin(), peers.end()), peers.end());
    FUZZ_CHECK(std::equal(peers.begin(), peers.end(), s.peers_of(c).begin(), s.peers_of(c).end()));
  }
}

void check_regions(const std::vector<int>& regions, int size) {
  FUZZ_CHECK(regions.size() == static_cast<size_t>(size) * size);
  std::vector<char> used(size, 0);  // ids follow the symbols' order: every id 0..N-1 is used
  for (int id : regions) {
    FUZZ_CHECK(id >= 0 && id < size);
    used[id] = 1;
  }
  FUZZ_CHECK(std::count(used.begin(), used.end(), 1) == size);
  if (!Shape::is_supported_size(size)) return;

  const std::string text = format_regions(regions);
  Result<std::vector<int>> again = parse_region_map(text, size);
  FUZZ_CHECK(again.ok() && again.value() == regions);

  std::vector<int> count(size, 0);
  for (int id : regions) ++count[id];
  bool even = true;
  for (int k : count) even = even && k == size;
  VariantSpec spec;
  spec.regions = regions;
  Result<ShapePtr> shape = Shape::create(size, spec);
  FUZZ_CHECK(shape.ok() == even);
  if (!shape) return check_error(shape.error());
  check_shape(*shape.value());
  for (int c = 0; c < size * size; ++c) FUZZ_CHECK(shape.value()->region_of(c) == regions[c]);
}

void read_grid(std::string_view text) {
  Result<ParsedGrid> g = parse_grid(text);
  if (g) check_grid(g.value());
  else check_error(g.error());
}

void read_region_map(std::string_view text, std::uint8_t size_byte) {
  const auto& sizes = Shape::supported_sizes();
  const int size = size_byte < '@' ? size_byte : sizes[(size_byte - '@') % sizes.size()];
  Result<std::vector<int>> r = parse_region_map(text, size);
  if (r) check_regions(r.value(), size);
  else check_error(r.error());
}

void split(std::string_view text) {
  for (const std::string& piece : split_puzzles(text)) {
    // Each piece is the whole text or one of its lines.
    FUZZ_CHECK(piece == text || (!piece.empty() && text.find(piece) != std::string_view::npos));
    read_grid(piece);
  }
}

void read_whole_puzzle(std::string_view rest, std::uint8_t variant_byte) {
  const std::string_view grid_text = rest.substr(0, rest.find('\0'));
  std::string_view regions, extra_names;
  if (grid_text.size() < rest.size()) {
    regions = rest.substr(grid_text.size() + 1);
    const size_t zero = regions.find('\0');
    if (zero != std::string_view::npos) {
      extra_names = regions.substr(zero + 1);
      regions = regions.substr(0, zero);
    }
  }
  const char* joiner = variant_byte & 16 ? "+" : ",";
  std::string names;
  auto add = [&](const char* name) { names += (names.empty() ? "" : joiner) + std::string(name); };
  if (variant_byte & 8) add("standard");
  if (variant_byte & 1) add("x");
  if (variant_byte & 2) add("windoku");
  if (variant_byte & 4) add("jigsaw");
  names += extra_names;
  const VariantOptions options{names, std::string(regions)};

  Result<Puzzle> p = read_puzzle(grid_text, options);
  if (!p) {
    check_error(p.error());
    if (p.error().code == ErrorCode::kConflict) {
      FUZZ_CHECK(p.error().cells.size() >= 2);
      const Result<ParsedGrid> g = parse_grid(grid_text);
      FUZZ_CHECK(g.ok());
      for (int c : p.error().cells) FUZZ_CHECK(c >= 0 && c < static_cast<int>(g->cells.size()) && g->cells[c]);
    }
    return;
  }
  const Shape& s = *p->shape;
  const Result<ParsedGrid> g = parse_grid(grid_text);
  FUZZ_CHECK(g.ok() && g->size == s.size() && g->cells == p->givens);
  check_shape(s);
  for (const House& h : s.houses()) {  // no two equal givens in a house
    CandidateMask seen = 0;
    for (int c : h.cells) {
      const Value v = p->givens[c];
      if (!v) continue;
      FUZZ_CHECK(!(seen & bit_of(v)));
      seen |= bit_of(v);
    }
  }
  if (!regions.empty()) {
    const Result<std::vector<int>> map = parse_region_map(regions, s.size());
    FUZZ_CHECK(map.ok() && map.value() == s.variant().regions);
    check_regions(map.value(), s.size());
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::string_view rest(reinterpret_cast<const char*>(data) + 1, size - 1);
  switch (data[0] % 4) {
    case 0: read_grid(rest); break;
    case 1:
      if (!rest.empty()) read_region_map(rest.substr(1), static_cast<std::uint8_t>(rest[0]));
      break;
    case 2: split(rest); break;
    case 3:
      if (!rest.empty()) read_whole_puzzle(rest.substr(1), static_cast<std::uint8_t>(rest[0]));
      break;
  }
  return 0;
}
