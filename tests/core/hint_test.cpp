// Hints: the next logical step, or why there is none, in words.
#include "support/catch.hpp"

#include <algorithm>
#include <iostream>

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
    Eliminations crossed;
    for (int step = 0; step < 200; ++step) {
      const Hint h = find_hint(p, crossed);
      if (h.kind != HintKind::kDeduction) break;
      const Technique t = h.deduction.technique;
      if (t == Technique::kPointing || t == Technique::kClaiming) {
        pointing = true;
        REQUIRE(h.deduction.houses_as(Role::kCover).size() == 1);
        CHECK_THAT(h.message, match::Contains(p.shape->house_name(h.deduction.houses_as(Role::kCover)[0])));
      }
      if (t == Technique::kNakedPair || t == Technique::kHiddenPair || t == Technique::kNakedTriple ||
          t == Technique::kHiddenTriple || t == Technique::kNakedQuad || t == Technique::kHiddenQuad) {
        subset = true;
        REQUIRE(h.deduction.houses_as(Role::kBase).size() == 1);
        CHECK_THAT(h.message, match::Contains(p.shape->house_name(h.deduction.houses_as(Role::kBase)[0])));
      }
      for (const auto& [cell, value] : h.deduction.placements) p.givens[cell] = static_cast<Value>(value);
      crossed.insert(crossed.end(), h.deduction.eliminations.begin(), h.deduction.eliminations.end());
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

// Logic states: the grid plus the candidates crossed out so far. A hint on a
// state is new to it, and applying it (placements into the grid, eliminations
// appended) gives the next state.

namespace {

// The brief's example: after its first placement, pointing in box 4 was
// repeated forever while hints worked from the grid alone.
const char* const kPointingPuzzle =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

struct Walk {
  int steps = 0;             // hints followed (a guess counts as one)
  int deductions_before_guess = 0;
  int guesses = 0;
  bool solved = false;       // reached the full grid
  bool needs_guess = false;  // ended at a "stuck" hint
  std::vector<Technique> used;
};

// Hint + apply until solved, or stuck (the next step is a guess): then end,
// or with `guess` place the solution's digit in the hint's cell and go on.
// Every hint must change the state (new placements on empty cells, new
// eliminations of live candidates) and agree with `solution`; a no_solution
// hint fails the test.
Walk walk(Puzzle state, const Grid& solution, bool guess = false, int max_steps = 2000,
          Technique cap = Technique::kAny) {
  Walk w;
  Eliminations crossed;
  for (; w.steps < max_steps; ++w.steps) {
    const Hint h = find_hint(state, crossed, cap);
    if (h.kind == HintKind::kSolved) {
      w.solved = true;
      CHECK(state.givens == solution);
      return w;
    }
    if (h.kind == HintKind::kStuck) {
      CHECK_THAT(h.message, match::Contains("guess"));
      CHECK(count_of(h.candidates) >= 2);
      CHECK((h.candidates & bit_of(solution[h.cell])) != 0);
      if (!w.guesses) w.deductions_before_guess = w.steps;
      if (!guess) {
        w.needs_guess = true;
        return w;
      }
      ++w.guesses;
      state.givens[h.cell] = solution[h.cell];
      continue;
    }
    REQUIRE(h.kind == HintKind::kDeduction);
    const Deduction& d = h.deduction;
    REQUIRE(!(d.placements.empty() && d.eliminations.empty()));
    w.used.push_back(d.technique);
    const CandidateGrid before(state, crossed);
    for (const auto& [cell, value] : d.placements) {
      REQUIRE(state.givens[cell] == 0);
      REQUIRE(solution[cell] == value);  // never a wrong digit
      state.givens[cell] = static_cast<Value>(value);
    }
    for (const auto& [cell, value] : d.eliminations) {
      REQUIRE((before.candidates(cell) & bit_of(value)) != 0);  // new: not crossed out before
      REQUIRE(solution[cell] != value);                        // never the right digit
      crossed.emplace_back(cell, value);
    }
  }
  FAIL("no end after " << max_steps << " steps");
  return w;
}

Grid solution_of(const Puzzle& p) { return run_algorithm(*find_algorithm("fast"), p, SearchOptions{}).first_solution; }

}  // namespace

TEST_CASE("the candidates of a state are the houses' minus the eliminations") {
  const Puzzle p = must_read(kPointingPuzzle);
  const CandidateGrid plain(p);
  const CandidateGrid crossed(p, {{1, 2}, {1, 5}, {0, 7}, {1, 2}});  // r1c1 is filled; a repeat is harmless
  CHECK(crossed.candidates(0) == 0);
  CHECK(crossed.candidates(1) == (plain.candidates(1) & ~bit_of(2) & ~bit_of(5)));
  for (int c = 2; c < 81; ++c) CHECK(crossed.candidates(c) == plain.candidates(c));

  CHECK_FALSE(check_eliminations(*p.shape, {{0, 1}, {80, 9}}));
  const auto bad_cell = check_eliminations(*p.shape, {{0, 1}, {81, 1}});
  REQUIRE(bad_cell);
  CHECK(bad_cell->code == ErrorCode::kBadOption);
  CHECK(bad_cell->message == "eliminations[1]: cell 81 is not in the 9x9 grid (cells 0 to 80)");
  const auto bad_value = check_eliminations(*p.shape, {{3, 10}});
  REQUIRE(bad_value);
  CHECK(bad_value->message == "eliminations[0]: value 10 at r1c4 is not a value of the 9x9 grid (1 to 9)");
  CHECK(check_eliminations(*p.shape, {{-1, 1}}));
  CHECK(check_eliminations(*p.shape, {{5, 0}}));
}

TEST_CASE("a hint on a state is new to it: the pointing step, once applied, is not repeated") {
  Puzzle p = must_read(kPointingPuzzle);
  const Grid solution = solution_of(p);
  Eliminations crossed;
  bool pointed = false;
  for (int step = 0; step < 200 && !pointed; ++step) {
    const Hint h = find_hint(p, crossed);
    REQUIRE(h.kind == HintKind::kDeduction);
    for (const auto& [cell, value] : h.deduction.placements) p.givens[cell] = static_cast<Value>(value);
    crossed.insert(crossed.end(), h.deduction.eliminations.begin(), h.deduction.eliminations.end());
    if (h.deduction.technique != Technique::kPointing) continue;
    pointed = true;
    CHECK_THAT(h.message, match::Contains("Pointing"));
    // The same hint from the grid alone comes back; from the state it does not.
    const Hint again = find_hint(p, crossed);
    REQUIRE(again.kind == HintKind::kDeduction);
    CHECK(again.message != h.message);
    for (const auto& e : again.deduction.eliminations)
      CHECK(std::find(crossed.begin(), crossed.end(), e) == crossed.end());
    CHECK(find_hint(p).message == h.message);
  }
  CHECK(pointed);
}

TEST_CASE("hint + apply takes the pointing puzzle to its solution, with the guesses the ladder needs") {
  // Capped at hidden quads, pointing, claiming and pairs carry it 20 steps;
  // then nothing up to the cap applies (no X-Wing either): the hint says to
  // guess. Taking the guess from the solution, hints go on to the end. The
  // whole ladder needs no guess.
  const Puzzle p = must_read(kPointingPuzzle);
  const Grid solution = solution_of(p);
  const Walk whole = walk(p, solution);
  CHECK(whole.solved);
  CHECK(std::any_of(whole.used.begin(), whole.used.end(), [](Technique t) { return t > Technique::kHiddenQuad; }));
  const Walk logic = walk(p, solution, false, 2000, Technique::kHiddenQuad);
  CHECK(logic.needs_guess);
  auto used = [&](Technique t) { return std::find(logic.used.begin(), logic.used.end(), t) != logic.used.end(); };
  CHECK(used(Technique::kPointing));
  CHECK(used(Technique::kClaiming));
  CHECK(used(Technique::kNakedPair));
  CHECK(used(Technique::kHiddenPair));

  const Walk w = walk(p, solution, true, 2000, Technique::kHiddenQuad);
  CHECK(w.solved);
  CHECK(w.deductions_before_guess == logic.steps);
  std::cout << "hint walk: pointing puzzle: " << logic.steps << " hints, then a guess; " << w.steps
            << " steps to the solution with " << w.guesses << " guesses\n";
}

TEST_CASE("hint + apply on 50 hard and 50 17-clue puzzles: solved or a guess, never a wrong step") {
  for (const char* file : {"magictour_top1465.txt", "17_clue.txt"}) {
    const std::vector<std::string> lines = test::shared_collection(file, 50);
    REQUIRE(lines.size() == 50);
    int solved = 0, total_steps = 0;
    for (const std::string& line : lines) {
      INFO(line);
      const Puzzle p = must_read(line);
      const Walk w = walk(p, solution_of(p));
      CHECK(w.solved != w.needs_guess);
      solved += w.solved;
      total_steps += w.steps;
    }
    std::cout << "hint walk: " << file << ": " << solved << " of 50 solved without a guess, " << total_steps
              << " hints in all\n";
  }
}

TEST_CASE("a contradicted state says where: a cell, a house, a filled cell, or no completion") {
  const Puzzle p = must_read(kPointingPuzzle);
  const CandidateGrid grid(p);
  // r1c2 (cell 1) loses every candidate.
  Eliminations all_of_cell;
  for (CandidateMask m = grid.candidates(1); m; m &= m - 1) all_of_cell.emplace_back(1, lowest_value(m));
  const Hint cell = find_hint(p, all_of_cell);
  CHECK(cell.kind == HintKind::kNoSolution);
  CHECK(cell.cell == 1);
  CHECK(cell.message == "This grid has no solution: r1c2 has no candidate left.");

  // 2 loses every place in row 1 (a cell keeps other candidates, so the house tells).
  Eliminations two_in_row;
  for (int c = 0; c < 9; ++c)
    if (grid.candidates(c) & bit_of(2)) two_in_row.emplace_back(c, 2);
  const Hint house = find_hint(p, two_in_row);
  CHECK(house.kind == HintKind::kNoSolution);
  CHECK(house.cell == -1);
  CHECK(house.house >= 0);
  CHECK(house.value == 2);
  CHECK(house.message == "This grid has no solution: 2 has no place left in " + p.shape->house_name(house.house) + ".");

  // The given 4 at r1c1, eliminated.
  const Hint filled = find_hint(p, {{0, 4}});
  CHECK(filled.kind == HintKind::kNoSolution);
  CHECK(filled.cell == 0);
  CHECK_THAT(filled.message, match::Contains("r1c1 holds 4"));

  // No visible contradiction, but the one solution needs the eliminated value.
  const Grid solution = solution_of(p);
  const Hint deep = find_hint(p, {{1, solution[1]}});
  CHECK(deep.kind == HintKind::kNoSolution);
  CHECK(deep.cell == 1);
  CHECK(deep.value == solution[1]);
  CHECK_THAT(deep.message, match::Contains("its only completion has"));

  // A complete grid with an elimination elsewhere is solved; on its own value it is not.
  Puzzle full = p;
  full.givens = solution;
  CHECK(find_hint(full, {{1, solution[1] % 9 + 1}}).kind == HintKind::kSolved);
  CHECK(find_hint(full, {{1, solution[1]}}).kind == HintKind::kNoSolution);
}
