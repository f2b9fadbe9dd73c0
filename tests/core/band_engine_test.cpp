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
    Grid givens = full;
    std::vector<int> cells(81);
    for (int c = 0; c < 81; ++c) cells[c] = c;
    rng.shuffle(cells);
    const int removed = 20 + rng.below(31);  // 20 to 50 blanks: from a few solutions to thousands
    for (int i = 0; i < removed; ++i) givens[cells[i]] = 0;
    const std::string text = format_line(givens);
    INFO(text);
    const Puzzle p = must_read(text);
    const SolveResult fast = run("fast", p, 100000), slow = run("mrv", p, 100000);
    CHECK(fast.solutions == slow.solutions);
    CHECK(fast.complete == slow.complete);
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
