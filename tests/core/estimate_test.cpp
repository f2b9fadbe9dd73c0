// Knuth's estimate of the solution count (core/estimate.hpp) against exact
// counts: grids whose count the fast solver finishes (4x4 and 6x6 empty
// grids, 9x9 puzzles with some givens taken away) and the empty 9x9's known
// 6,670,903,752,021,072,936,960 (Felgenhauer and Jarvis). Over 20 seeds (2,000 probes each) at
// least 80% of the reported 95% intervals hold the truth, and the pooled
// estimate is within a few percent of it.
// Seeds are fixed: the same estimate on every run and platform.
#include "support/catch.hpp"

#include <cmath>
#include <cstdio>

#include "core/estimate.hpp"
#include "core/registry.hpp"
#include "support/tables.hpp"

using namespace sudoku;
using sudoku::test::must_read;
using sudoku::test::exact_count;

namespace {

// A solved 9x9 (the first source grid's solution) with its first `blanks` cells, in a spread order, blanked.
std::string with_blanks(int blanks) {
  std::string grid = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
  for (int i = 0, c = 0; i < blanks; ++i, c = (c + 29) % 81) grid[c] = '.';
  return grid;
}

// Over `seeds` estimates of `probes` probes each: how many 95% intervals hold
// the truth (about 95% of them should; the estimator's skew makes it a
// little fewer), and the pooled estimate's error.
void check_against(const Puzzle& p, double truth, int seeds, std::uint64_t probes, double pooled_bound) {
  int covered = 0;
  double pooled = 0;
  for (int seed = 1; seed <= seeds; ++seed) {
    EstimateOptions o;
    o.probes = probes;
    o.seed = static_cast<std::uint64_t>(seed);
    const SolutionEstimate e = estimate_solutions(p, o);
    REQUIRE(e.probes == probes);
    if (e.low.value() <= truth && truth <= e.high.value()) ++covered;
    pooled += e.solutions.value() / seeds;
  }
  INFO("truth " << truth << ": " << covered << " of " << seeds << " intervals hold it; pooled estimate " << pooled);
  CHECK(covered >= seeds * 8 / 10);
  CHECK(std::abs(pooled - truth) / truth < pooled_bound);
}

}  // namespace

TEST_CASE("estimates of solution counts the fast solver can check: their intervals hold the truth") {
  check_against(must_read(std::string(16, '.')), 288, 20, 2000, 0.02);
  check_against(must_read(std::string(36, '.')), 28200960, 20, 2000, 0.05);
  for (int blanks : {50, 55, 58, 60}) {  // 62, 3,302, 55,472 and 738,684 solutions
    const Puzzle p = must_read(with_blanks(blanks));
    const double truth = static_cast<double>(exact_count(p));
    INFO(blanks << " blanks, " << truth << " solutions");
    REQUIRE(truth > 1);
    check_against(p, truth, 20, 2000, 0.1);
  }
}

TEST_CASE("the empty 9x9: about 6.67 x 10^21 solutions, within the few percent the estimate reports") {
  const double truth = 6670903752021072936960.0;
  check_against(must_read(std::string(81, '.')), truth, 20, 2000, 0.05);
  EstimateOptions o;
  o.probes = 20000;
  const SolutionEstimate e = estimate_solutions(must_read(std::string(81, '.')), o);
  INFO(e.solutions.value() << " [" << e.low.value() << ", " << e.high.value() << "]");
  CHECK(e.relative_error < 0.05);
  CHECK(std::abs(e.solutions.value() - truth) / truth < 0.05);
  CHECK(e.solutions.exponent == 21);
}

TEST_CASE("one solution is estimated as one, none as none, and a stop ends it with the probes so far") {
  EstimateOptions o;
  o.probes = 200;
  const SolutionEstimate unique = estimate_solutions(must_read(with_blanks(30)), o);
  CHECK(unique.solutions.value() == 1);
  CHECK(unique.relative_error == 0);
  // Two 5s in row 1 (givens as the API takes cells, unread): no solution.
  Puzzle clash = must_read(std::string(81, '.'));
  clash.givens[0] = clash.givens[1] = 5;
  const SolutionEstimate none = estimate_solutions(clash, o);
  CHECK(none.solutions.value() == 0);
  CHECK(none.high.value() == 0);

  struct After : StopCheck {
    bool stop_requested(const SearchProgress& p) override { return p.stats.nodes >= 64; }
  } after;
  o.probes = 100000;
  o.stop = &after;
  const SolutionEstimate stopped = estimate_solutions(must_read(std::string(81, '.')), o);
  CHECK(stopped.stopped);
  CHECK(stopped.probes == 64);
  CHECK(stopped.solutions.value() > 0);
}

TEST_CASE("the same seed gives the same estimate, another seed another") {
  EstimateOptions o;
  o.probes = 500;
  const Puzzle empty = must_read(std::string(81, '.'));
  CHECK(estimate_solutions(empty, o).solutions.value() == estimate_solutions(empty, o).solutions.value());
  EstimateOptions other = o;
  other.seed = 2;
  CHECK(estimate_solutions(empty, o).solutions.value() != estimate_solutions(empty, other).solutions.value());
}

TEST_CASE("past a double's range: the empty 25x25 and 16x16, by mantissa and power of ten") {
  // Published estimates: about 5.96 x 10^98 16x16 grids and 4.36 x 10^308 25x25 ones.
  EstimateOptions o;
  o.probes = 200;
  const SolutionEstimate e16 = estimate_solutions(must_read(std::string(256, '.')), o);
  INFO(e16.solutions.mantissa << "e" << e16.solutions.exponent);
  CHECK(e16.solutions.exponent >= 97);
  CHECK(e16.solutions.exponent <= 99);
  o.probes = 40;
  const SolutionEstimate e25 = estimate_solutions(must_read(std::string(625, '.')), o);
  INFO(e25.solutions.mantissa << "e" << e25.solutions.exponent);
  CHECK(e25.solutions.exponent >= 306);
  CHECK(e25.solutions.exponent <= 310);
  CHECK(e25.solutions.mantissa >= 1);
  CHECK(e25.solutions.mantissa < 10);
}
