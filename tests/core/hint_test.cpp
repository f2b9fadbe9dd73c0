// Hints: the next logical step, or why there is none, in words.
#include "support/catch.hpp"

#include "core/hint.hpp"
#include "core/registry.hpp"
#include "support/tables.hpp"

using namespace sudoku;
using sudoku::test::must_read;

TEST_CASE("a hint on the source grid is a sound single, explained") {
  const Puzzle p = must_read("058000003170050008000000100000000000407080006083060017910003070006000080000000034");
  const Grid solution = run_algorithm(*find_algorithm("fast"), p, SearchOptions{}).first_solution;
  const Hint h = find_hint(p);
  REQUIRE(h.kind == HintKind::kDeduction);
  CHECK((h.deduction.technique == Technique::kNakedSingle || h.deduction.technique == Technique::kHiddenSingle));
  REQUIRE(h.deduction.placements.size() == 1);
  const auto [cell, value] = h.deduction.placements[0];
  CHECK(solution[cell] == value);
  CHECK_THAT(h.message, match::Contains(p.shape->cell_name(cell)));
  CHECK_THAT(h.message, match::Contains("single"));
}

TEST_CASE("hints name pointing and subsets with their houses") {
  // Walk hints on hard puzzles until each kind of message has been seen.
  bool pointing = false, subset = false;
  for (const std::string& line : test::shared_collection("magictour_top1465.txt", 100)) {
    Puzzle p = must_read(line);
    for (int step = 0; step < 200; ++step) {
      const Hint h = find_hint(p);
      if (h.kind != HintKind::kDeduction) break;
      const Technique t = h.deduction.technique;
      if (t == Technique::kPointing || t == Technique::kClaiming) {
        pointing = true;
        CHECK_THAT(h.message, match::Contains(p.shape->house_name(h.deduction.other_house)));
      }
      if (t >= Technique::kNakedPair) {
        subset = true;
        CHECK_THAT(h.message, match::Contains(p.shape->house_name(h.deduction.house)));
      }
      // Follow only placements (a Puzzle holds values, not pencil marks).
      if (h.deduction.placements.empty()) break;
      for (const auto& [cell, value] : h.deduction.placements) p.givens[cell] = static_cast<Value>(value);
    }
  }
  CHECK(pointing);
  CHECK(subset);
}

TEST_CASE("hint on a complete grid, a grid with no solution, and a grid where logic is stuck") {
  const auto& table = test::puzzle_table();
  const auto& solved_row = table.front();
  CHECK(find_hint(must_read(solved_row.solution, solved_row.variant)).kind == HintKind::kSolved);

  // Valid givens, but r1c9 can hold nothing: 1-8 in its row, 9 in its column.
  std::string dead_text = "12345678.........9";
  dead_text.resize(81, '.');
  const Puzzle dead = must_read(dead_text);
  const Hint h = find_hint(dead);
  CHECK(h.kind == HintKind::kNoSolution);
  CHECK(h.cell == 8);
  CHECK_THAT(h.message, match::Contains("r1c9"));

  // An empty grid: no technique applies, so the hint suggests a guess.
  const Hint stuck = find_hint(must_read(std::string(81, '.')));
  CHECK(stuck.kind == HintKind::kStuck);
  CHECK(stuck.cell == 0);
  CHECK(count_of(stuck.candidates) == 9);
  CHECK_THAT(stuck.message, match::Contains("guess r1c1"));
}

TEST_CASE("a hint on a sparse 25x25 grid answers: its solvability check has a node budget") {
  const std::vector<std::string> lines = test::data_lines("sparse_25x25.txt");
  REQUIRE(lines.size() == 1);
  const Hint h = find_hint(must_read(lines[0]));
  CHECK(h.kind == HintKind::kStuck);
  CHECK_THAT(h.message, match::Contains("guess r"));
}
