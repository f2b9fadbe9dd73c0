// Every size from 4 to 25: sizes with boxes beyond the old seven (10x10 in
// 2x5 boxes, 15x15 in 3x5, ...) and prime sizes, which have no boxes and are
// jigsaws only (their starting map: strips, jigsaw_regions.hpp). Read,
// refused with reasons, solved by every algorithm and generated.
//
// The puzzles are Tatham's Solo's (Debian's sgt-puzzles). Jigsaws, converted
// from the game id "Nj:GRID,BLOCKS" (BLOCKS: the dividing lines, the internal
// vertical ones in reading order then the horizontal ones column by column,
// run-length coded) to a line and a region map:
//   sgt-solo --generate 1 '5jdt#11'   '7jdi#11'   '11jdt#11'   '13jdt#11'
// and with boxes of R rows by C columns, to a line:
//   sgt-solo --generate 1 '2x5da#11'  '3x5dt#11'
#include "support/catch.hpp"

#include <set>
#include <string>
#include <vector>

#include "core/generate/generator.hpp"
#include "core/generate/jigsaw_regions.hpp"
#include "core/generate/shape_choice.hpp"
#include "core/registry.hpp"
#include "support/tables.hpp"

using namespace sudoku;
using sudoku::test::must_read;

namespace {

struct SoloPuzzle {
  const char* puzzle;
  const char* regions;  // empty: the size's boxes
};

const SoloPuzzle kSolo[] = {
    {"..4...1....4.3....5...2..", "1111233312334425554255442"},
    {".6..5....27.....3....2.....5....7.....53....5..1.", "1123333122233311122241555664755566475666447777744"},
    {"2...........8.1...5.A6.....6.3.B..26..3..8.45...9.....B...5.B.1...9.....8...A1.5..A..96..3.8.9.....41.2...6.9.."
     ".........5",
     "1111222222211111333322415513663224445333666644453376666445555778864499555788899999777888AA999977888AAAAABB77BBAA"
     "AABBBBBBB"},
    {"C..6.1.8.....25...B7.91.AD1..9B4..A.D.2.......2.D6..A....5....1.C...1....7.9.5..4C8.5.23A..4.6.1....7...9.A...."
     "1....B..35.8.......8.2.A..4D9..6B4.25.9D...3A.....A.9.2..7",
     "11112222233331111122444433151112246643355555224463335577722446363557777444666655577777888669997AAAAA86689999AAAB"
     "88888C999AAABBBD88C99AABBBDDDD8CC9CBBCBDDDDDCCCCCCCBBBDDD"},
    {"39..8....1.4.6...7...2.37....8..5.19..3.......189..83A.......7..61.3..A....68.4...A...4.1.4....7..65", ""},
    {"..F.....5E6243.425..A.B3.....8ED.1..8..C.BF..2...9EC5.1.3.B..4.....6...9.....6...A8.2D.E....4.1..78...2.3F5.8..4"
     ".9..1.6BA.9...2E..5.D....E.A8.4F...5.....9...C.....7..3.5.6.1D78...F..B6.7..2..D.FC1.....DF.8..AE6.F7ADB3.....1"
     "..",
     ""},
};

// Each value once in every row, column and region (`region` per cell):
// checked here, without the library's houses.
bool fills(const Grid& g, int n, const std::vector<int>& region) {
  for (int unit = 0; unit < n; ++unit) {
    std::set<int> row, col, in_region;
    for (int i = 0; i < n; ++i) {
      row.insert(g[unit * n + i]);
      col.insert(g[i * n + unit]);
    }
    for (int c = 0; c < n * n; ++c)
      if (region[c] == unit) in_region.insert(g[c]);
    for (const std::set<int>* s : {&row, &col, &in_region})
      if (static_cast<int>(s->size()) != n || s->count(0)) return false;
  }
  return true;
}

// The region of each cell: the map's symbols in their order, or the boxes of rows x cols.
std::vector<int> regions_of(const SoloPuzzle& s, int n, int rows, int cols) {
  std::vector<int> out(n * n);
  const std::string map = s.regions;
  const std::string symbols = "123456789ABCDEFGHIJKLMNOP";
  for (int c = 0; c < n * n; ++c)
    out[c] = map.empty() ? (c / n / rows) * (n / cols) + c % n / cols : static_cast<int>(symbols.find(map[c]));
  return out;
}

VariantOptions variant_of(const SoloPuzzle& s) { return *s.regions ? VariantOptions{"jigsaw", s.regions} : VariantOptions{}; }

// True when every region of the map is N orthogonally connected cells.
bool connected_regions(const std::vector<int>& map, int n) {
  for (int id = 0; id < n; ++id) {
    std::vector<int> stack, seen(n * n, 0);
    for (int c = 0; c < n * n && stack.empty(); ++c)
      if (map[c] == id) stack.push_back(c), seen[c] = 1;
    int reached = 0;
    while (!stack.empty()) {
      const int c = stack.back();
      stack.pop_back();
      ++reached;
      const int r = c / n, k = c % n;
      for (int next : {r > 0 ? c - n : -1, r < n - 1 ? c + n : -1, k > 0 ? c - 1 : -1, k < n - 1 ? c + 1 : -1})
        if (next >= 0 && !seen[next] && map[next] == id) seen[next] = 1, stack.push_back(next);
    }
    if (reached != n) return false;
  }
  return true;
}

}  // namespace

TEST_CASE("Solo's puzzles of sizes 5 7 10 11 13 and 15 have one solution which fills their rows and columns and regions") {
  for (const SoloPuzzle& s : kSolo) {
    INFO(s.puzzle);
    const Puzzle p = must_read(s.puzzle, variant_of(s));
    const int n = p.shape->size();
    CHECK(p.shape->variant_name() == (*s.regions ? "jigsaw" : "standard"));
    SearchOptions o;
    o.limit = 2;
    const SolveResult r = run_algorithm(*find_algorithm("fast"), p, o);
    CHECK(r.solutions == 1);
    CHECK(r.complete);
    CHECK(fills(r.first_solution, n, regions_of(s, n, p.shape->box_rows(), p.shape->box_cols())));
  }
}

TEST_CASE("every algorithm solves Solo's puzzles of the new sizes to the one solution") {
  for (const Algorithm& a : algorithms()) {
    for (const SoloPuzzle& s : kSolo) {
      const Puzzle p = must_read(s.puzzle, variant_of(s));
      // levels (kNeedsBudget) and the fixed cell order of naive and reverse
      // take millions of nodes on big grids; 5x5 and 7x7 are quick.
      if ((a.capabilities & (kNeedsBudget | kFixedCellOrder)) && p.shape->size() > 8) continue;
      INFO(a.id << " on " << s.puzzle);
      SearchOptions o;
      o.max_nodes = 20000000;
      const SolveResult r = run_algorithm(a, p, o);
      REQUIRE(r.status == Status::kSolved);
      const int n = p.shape->size();
      CHECK(fills(r.first_solution, n, regions_of(s, n, p.shape->box_rows(), p.shape->box_cols())));
    }
  }
}

TEST_CASE("a size with no boxes without a region map is refused naming why and a size out of range names the range") {
  const Result<Puzzle> seven = read_puzzle(std::string(49, '.'));
  REQUIRE_FALSE(seven.ok());
  CHECK(seven.error().code == ErrorCode::kBadVariant);
  CHECK(seven.error().message ==
        "a 7x7 grid has no boxes (7 is prime, so no box of 2 or more rows and columns tiles it): give it a region map "
        "(jigsaw)");
  CHECK(read_puzzle(std::string(49, '.'), VariantOptions{"x", ""}).error().code == ErrorCode::kBadVariant);
  const Result<Puzzle> nine = read_puzzle(std::string(9, '.'));
  REQUIRE_FALSE(nine.ok());
  CHECK(nine.error().code == ErrorCode::kBadCellCount);
  CHECK(nine.error().message ==
        "read 9 cells, but a grid has a square number of cells, from 16 (4x4) to 625 (25x25); the nearest is 16 (4x4)");
  CHECK(read_puzzle(std::string(120, '.')).error().message.find("the nearest is 121 (11x11)") != std::string::npos);
}

TEST_CASE("a 10x10 reads with boxes of 2x5 and its pretty text draws them") {
  const Puzzle p = must_read(kSolo[4].puzzle);
  CHECK(p.shape->size() == 10);
  CHECK(p.shape->box_rows() == 2);
  CHECK(p.shape->box_cols() == 5);
  const std::string text = format_pretty(p.givens, p.shape->box_rows(), p.shape->box_cols());
  CHECK(text.substr(0, text.find('\n')) == "3 9 . . 8 | . . . . 1");
  CHECK(must_read(text).givens == p.givens);
}

TEST_CASE("the starting map of every size is N connected regions of N cells") {
  for (int n : Shape::supported_sizes()) {
    INFO(n);
    const std::vector<int> map = starting_regions(n);
    CHECK(connected_regions(map, n));
    CHECK(Shape::create(n, VariantSpec{false, false, map}).ok());
  }
  // 5x5: two columns a strip, walked as a snake and cut every 5 cells (rows: 11335 11335 12345 22445 22445).
  CHECK(format_regions(starting_regions(5)) == "1133511335123452244522445");
}

TEST_CASE("random jigsaws of prime and large sizes are generated with one solution and connected regions") {
  for (int n : {5, 7, 11, 13, 17}) {
    INFO(n);
    Random random(static_cast<std::uint64_t>(n));
    ShapeChoice choice;
    choice.jigsaw_size = n;
    const Result<Generated> g = generate_puzzle(choice, {}, random);
    REQUIRE(g.ok());
    const Shape& shape = *g->puzzle.shape;
    std::vector<int> map(shape.cell_count());
    for (int c = 0; c < shape.cell_count(); ++c) map[c] = shape.region_of(c);
    CHECK(connected_regions(map, n));
    CHECK(map != starting_regions(n));
    CHECK(has_one_solution(g->puzzle));
    CHECK(fills(g->solution, n, map));
  }
}
