// Boxes of another shape than a size's usual one (VariantSpec::box_rows and
// box_cols, named "3x2" in a variant list): read, refused with reasons,
// solved by every algorithm, drawn in the pretty text, and generated.
//
// The puzzles are Tatham's Solo's, whose "RxC" boxes are R rows by C
// columns as ours are (Debian's sgt-puzzles), converted from the game id to
// a plain line (values 1-9 then A-P, '.' blank):
//   sgt-solo --generate 2 '3x2du#11'   (unreasonable)
//   sgt-solo --generate 2 '4x2da#11'   (advanced)
//   sgt-solo --generate 2 '4x3di#11'   (intermediate)
//   sgt-solo --generate 1 '2x6dt#11'   (trivial; 2 rows by 6 columns)
#include "support/catch.hpp"

#include <string>
#include <vector>

#include "core/generate/shape_choice.hpp"
#include "core/registry.hpp"
#include "support/tables.hpp"

using namespace sudoku;
using sudoku::test::must_read;

namespace {

struct SoloPuzzle {
  const char* boxes;
  const char* puzzle;
};

const SoloPuzzle kSolo[] = {
    {"3x2", ".....3..1..2..2.4..3.4..6..2..2....."},
    {"3x2", ".1.2..4......51......65......4..5.3."},
    {"4x2", "4...85..3..7....65......872.4......6.824......81....2..3..12...7"},
    {"4x2", ".1.2....7.3.56..3...4.2.....2.5..3.1.....4.5...2..68.2.4....6.1."},
    {"4x3", "...1.92...6....7..8B6..5...B5.93....59........A.A8....79..51.7.....5..C8C5..3.....9.14..CA....76.6........8A...."
            "93.84...4..C61..9....A...56.3..."},
    {"4x3", "....2.C.A..1..7.A5...3.4.....B4.1.5.8B.4..53..2...4.83..9..A621..................2873..2..A6.C...A..58..2.C9.9.7."
            "23.....4.8...91.5..2..6.C.7...."},
    {"2x6", ".A....C4....3..842...67.2...1....5C78..C7.21.9..6.4.B.A38...1.7......C.4C.B......A.1...183.7.4.C..5.31.CB..9B4"
            "9....A...5.18...7BA..3....A9....8."},
};

// Each value once in every row, column and rows x cols box: checked here,
// without the library's houses.
bool fills_boxes(const Grid& g, int n, int rows, int cols) {
  for (int unit = 0; unit < n; ++unit) {
    std::vector<bool> row(n + 1), col(n + 1), box(n + 1);
    for (int i = 0; i < n; ++i) {
      const int top = unit / (n / cols) * rows, left = unit % (n / cols) * cols;
      const int in_row = g[unit * n + i], in_col = g[i * n + unit];
      const int in_box = g[(top + i / cols) * n + left + i % cols];
      if (!in_row || !in_col || !in_box || row[in_row] || col[in_col] || box[in_box]) return false;
      row[in_row] = col[in_col] = box[in_box] = true;
    }
  }
  return true;
}

}  // namespace

TEST_CASE("Solo's puzzles with boxes taller than wide are unique in their box shape and not puzzles in the usual one") {
  for (const SoloPuzzle& s : kSolo) {
    INFO(s.boxes << " " << s.puzzle);
    const Puzzle p = must_read(s.puzzle, VariantOptions{s.boxes, ""});
    CHECK(p.shape->variant_name() == s.boxes);
    CHECK(std::to_string(p.shape->box_rows()) + "x" + std::to_string(p.shape->box_cols()) == s.boxes);
    SearchOptions o;
    o.limit = 2;
    const SolveResult r = run_algorithm(*find_algorithm("fast"), p, o);
    CHECK(r.solutions == 1);
    CHECK(r.complete);
    CHECK(fills_boxes(r.first_solution, p.shape->size(), p.shape->box_rows(), p.shape->box_cols()));
    // Read with the size's usual boxes, the givens clash or the solution is lost.
    const Result<Puzzle> usual = read_puzzle(s.puzzle);
    if (usual) CHECK(run_algorithm(*find_algorithm("fast"), usual.value(), o).first_solution != r.first_solution);
  }
}

TEST_CASE("every algorithm solves the turned-box puzzles to the one solution") {
  for (const Algorithm& a : algorithms()) {
    for (const SoloPuzzle& s : kSolo) {
      const Puzzle p = must_read(s.puzzle, VariantOptions{s.boxes, ""});
      // levels (kNeedsBudget) and the fixed cell order of naive and reverse
      // take millions of nodes on 12x12; the 6x6 and 8x8 ones are quick.
      if ((a.capabilities & (kNeedsBudget | kFixedCellOrder)) && p.shape->size() > 8) continue;
      INFO(a.id << " on " << s.boxes << " " << s.puzzle);
      SearchOptions o;
      o.max_nodes = 20000000;
      const SolveResult r = run_algorithm(a, p, o);
      REQUIRE(r.status == Status::kSolved);
      CHECK(fills_boxes(r.first_solution, p.shape->size(), p.shape->box_rows(), p.shape->box_cols()));
      CHECK(is_valid_solution(p, r.first_solution));
    }
  }
}

TEST_CASE("a box shape that does not tile the grid or goes with regions is refused naming why") {
  const std::string six(36, '.');
  const auto error = [&](const std::string& names, const std::string& regions = "") {
    const Result<Puzzle> p = read_puzzle(six, VariantOptions{names, regions});
    REQUIRE_FALSE(p.ok());
    CHECK(p.error().code == ErrorCode::kBadVariant);
    return p.error().message;
  };
  CHECK(error("5x5") == "boxes of 5x5 hold 25 cells, but a 6x6 grid's boxes hold 6");
  CHECK(error("1x6") == "boxes of 1x6 are lines, not boxes; a box has at least 2 rows and 2 columns");
  CHECK(error("3x2", "111222111222333444333444555666555666").find("cannot go together") != std::string::npos);
  CHECK(error("jigsaw,3x2", "111222111222333444333444555666555666").find("cannot go together") != std::string::npos);
  CHECK(error("3y2").find("a box shape of rows x columns like 3x2") != std::string::npos);
  CHECK(error("x,windoku,3x2") == "windoku needs a 9x9 grid, not 6x6");
}

TEST_CASE("the usual box shape named is the plain grid and a turned one combines with x") {
  const Puzzle usual = must_read(std::string(36, '.'), VariantOptions{"2x3", ""});
  CHECK(usual.shape->variant_name() == "standard");
  CHECK(usual.shape == must_read(std::string(36, '.')).shape);  // one shared shape
  const Puzzle x = must_read(std::string(64, '.'), VariantOptions{"x,4x2", ""});
  CHECK(x.shape->variant_name() == "x+4x2");
  CHECK(x.shape->houses().size() == 8 * 3 + 2);
  CHECK(x.shape->house_name(16) == "box 1");
  CHECK(x.shape->houses()[16].cells == std::vector<int>{0, 1, 8, 9, 16, 17, 24, 25});
}

TEST_CASE("the pretty text draws the turned boxes") {
  const Puzzle p = must_read(kSolo[0].puzzle, VariantOptions{"3x2", ""});
  const std::string text = format_pretty(p.givens, p.shape->box_rows(), p.shape->box_cols());
  CHECK(text.substr(0, text.find('\n')) == ". . | . . | . 3");
  CHECK(text.find("----+-----+----\n") == 3 * (text.find('\n') + 1));  // the rule after the third row
}

TEST_CASE("a generator asked for a box shape and no size makes grids of its area") {
  const Result<ShapeChoice> choice = choose_generated_shape(0, VariantOptions{"4x3", ""}, nullptr);
  REQUIRE(choice.ok());
  REQUIRE(choice->fixed);
  CHECK(choice->fixed->size() == 12);
  CHECK(choice->fixed->box_rows() == 4);
  CHECK(choose_generated_shape(0, VariantOptions{"", ""}, nullptr)->fixed->size() == 9);
  CHECK_FALSE(choose_generated_shape(0, VariantOptions{"jigsaw,3x2", "random"}, nullptr).ok());
}

TEST_CASE("a grid drawn with turned boxes reads with them and a drawing of the usual ones or none with the usual") {
  const Puzzle solo = must_read(kSolo[0].puzzle, VariantOptions{"3x2", ""});
  const std::string drawn = format_pretty(solo.givens, 3, 2);
  CHECK(must_read(drawn).shape->variant_name() == "3x2");
  CHECK(must_read(drawn, VariantOptions{"x", ""}).shape->variant_name() == "x+3x2");
  Grid one_given(36, 0);
  one_given[0] = 1;
  CHECK(must_read(format_pretty(one_given, 2, 3)).shape->variant_name() == "standard");
  CHECK(must_read(format_pretty(one_given, 0, 0)).shape->variant_name() == "standard");
  CHECK(must_read(format_pretty(one_given, 3, 2)).shape->variant_name() == "3x2");
  // A box shape named wins over the drawing, the usual one too (in whose
  // boxes Solo's givens clash).
  CHECK(read_puzzle(drawn, VariantOptions{"2x3", ""}).error().message.find("conflicting givens") == 0);
  // Box-drawing characters, a frame and blank lines, as people paste them.
  const std::string framed =
      "┏━━━┯━━━┯━━━┓\n"
      "┃. .│. .│. 3┃\n┃. .│1 .│. 2┃\n┃. .│2 .│4 .┃\n"
      "┠───┼───┼───┨\n"
      "\n"
      "┃. 3│. 4│. .┃\n┃6 .│. 2│. .┃\n┃2 .│. .│. .┃\n"
      "┗━━━┷━━━┷━━━┛\n";
  const Puzzle p = must_read(framed);
  CHECK(p.shape->variant_name() == "3x2");
  CHECK(p.givens == solo.givens);
  // Rules that do not tile a box shape leave the usual boxes.
  CHECK(must_read("1 . | . . . .\n. . | . . . .\n. . | . . . .\n. . | . . . .\n. . | . . . .\n. . | . . . .\n")
            .shape->variant_name() == "standard");
  CHECK(must_read(". . . . . .\n. . . . . .\n. . . . . .\n------\n. . . . . .\n. . . . . .\n. . . . . .\n")
            .shape->variant_name() == "standard");
}
