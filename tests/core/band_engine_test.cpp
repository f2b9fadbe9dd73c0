// The fast solver's 9x9 band engine (src/core/solvers/band9) against a slow,
// simple algorithm, on the shared collections and on sparse grids.
#include "support/catch.hpp"

#include "core/registry.hpp"
#include "support/random_puzzles.hpp"
#include "support/tables.hpp"

using namespace sudoku;
using sudoku::test::must_read;

namespace {

SolveResult run(const char* id, const Puzzle& p, std::uint64_t limit) {
  SearchOptions o;
  o.limit = limit;
  return run_algorithm(*find_algorithm(id), p, o);
}

// A full grid: the first solution of the empty grid by the slow algorithm.
Grid full_grid() { return run("mrv", must_read(std::string(81, '.')), 1).first_solution; }

// `full` with `blanks` cells, chosen by rng, emptied.
Grid blanked(const Grid& full, sudoku::test::Rng& rng, int blanks) {
  Grid givens = full;
  std::vector<int> cells(81);
  for (int c = 0; c < 81; ++c) cells[c] = c;
  rng.shuffle(cells);
  for (int i = 0; i < blanks; ++i) givens[cells[i]] = 0;
  return givens;
}

}  // namespace

TEST_CASE("fast counts up to two like forward checking on every shared collection") {
  for (const char* file : {"17_clue.txt", "forum_hardest_1905_11plus.txt", "forum_hardest_1106.txt",
                           "magictour_top1465.txt", "serg_benchmark.txt"})
    for (const std::string& line : sudoku::test::shared_collection(file, 60)) {
      INFO(file << ": " << line);
      const Puzzle p = must_read(line);
      const SolveResult fast = run("fast", p, 2), slow = run("mrv", p, 2);
      CHECK(fast.solutions == slow.solutions);
      CHECK(fast.complete == slow.complete);
      REQUIRE(fast.solutions >= 1);
      CHECK(is_valid_solution(p, fast.first_solution));
    }
}

TEST_CASE("fast counts every solution of sparse grids like forward checking") {
  const Grid full = full_grid();
  sudoku::test::Rng rng(20261123);
  for (int round = 0; round < 40; ++round) {
    const Grid givens = blanked(full, rng, 20 + rng.below(31));  // 20 to 50 blanks: a few solutions to thousands
    const std::string text = format_line(givens);
    INFO(text);
    const Puzzle p = must_read(text);
    const SolveResult fast = run("fast", p, 100000), slow = run("mrv", p, 100000);
    CHECK(fast.solutions == slow.solutions);
    CHECK(fast.complete == slow.complete);
  }
}

TEST_CASE("regression: the band engine reads a given in every cell, the last one included") {
  // The engine finds givens eight cells at a time and the 81st on its own:
  // a lone given at cell c must hold in the solution, and its value is one
  // the empty grid's first solution does not put there.
  const Grid empty_first = run("fast", must_read(std::string(81, '.')), 1).first_solution;
  REQUIRE(empty_first.size() == 81);
  for (int c = 0; c < 81; ++c) {
    std::string text(81, '.');
    const int value = empty_first[c] % 9 + 1;
    text[c] = static_cast<char>('0' + value);
    INFO("cell " << c << ": " << text);
    const SolveResult r = run("fast", must_read(text), 1);
    REQUIRE(r.solutions == 1);
    CHECK(r.first_solution[c] == value);
  }
}

TEST_CASE("fast counts like forward checking where the triad rule is left out (fewer than 45 open cells)") {
  // Below 45 open cells the band engine skips the triad rule (a third of a
  // node, and it finds little there); the closure and singles must still
  // count every solution. 30 to 44 blanks: the whole search runs without it.
  const Grid full = full_grid();
  sudoku::test::Rng rng(20261124);
  for (int round = 0; round < 40; ++round) {
    const std::string text = format_line(blanked(full, rng, 30 + rng.below(15)));
    INFO(text);
    const Puzzle p = must_read(text);
    const SolveResult fast = run("fast", p, 0), slow = run("mrv", p, 0);
    CHECK(fast.solutions == slow.solutions);
    CHECK(fast.complete);
  }
}

TEST_CASE("regression: fast solves the empty grid without wandering below dead states") {
  // Before the triad rule (each row or column piece of a box holds exactly
  // three values) the band engine met 88,100 dead ends here.
  const SolveResult r = run("fast", must_read(std::string(81, '.')), 1);
  REQUIRE(r.solutions == 1);
  CHECK(r.stats.backtracks <= 5);
}

TEST_CASE("fast reports a 9x9 grid without a solution, and a contradiction in the givens' consequences") {
  // Valid givens (no two equal in a house) whose consequences clash.
  const Puzzle none = must_read("12345678.........9" + std::string(63, '.'));
  const SolveResult r = run("fast", none, 2);
  CHECK(r.solutions == 0);
  CHECK(r.complete);
  CHECK(r.status == Status::kNoSolution);
}
