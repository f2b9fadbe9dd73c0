// `levels` (issue 19): the generic framework's level-by-level search and its
// `attempts` counter, checked against counts made by hand and against a direct
// reading of the definition (solvers/levels.cpp's opening comment), not
// against the solver itself.
#include "support/catch.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "core/batch.hpp"
#include "core/layouts.hpp"
#include "core/registry.hpp"
#include "support/tables.hpp"

using namespace sudoku;
using sudoku::test::must_read;
using sudoku::test::puzzle_table;

namespace {

const Algorithm& levels() {
  const Algorithm* a = find_algorithm("levels");
  REQUIRE(a != nullptr);
  return *a;
}

SolveResult run_levels(const Puzzle& p, std::uint64_t limit) {
  SearchOptions o;
  o.limit = limit;
  return run_algorithm(levels(), p, o);
}

// The definition read directly: a value is "in a set" of a place's house when
// a place before it in reading order, in that house, holds it (every earlier
// place is recorded, givens too, later ones are not). Houses come from
// Shape::houses()' cell lists, not from houses_of() or the solver's masks.
class DirectReading {
 public:
  explicit DirectReading(const Puzzle& p) : shape_(*p.shape), givens_(p.givens), placed_(p.givens.size(), 0) {}

  void run() { level(0); }

  std::uint64_t attempts = 0, placements = 0;
  std::vector<std::string> solutions;  // in the order found

 private:
  bool in_a_set(int place, int v) const {
    for (const House& h : shape_.houses()) {
      if (std::find(h.cells.begin(), h.cells.end(), place) == h.cells.end()) continue;
      for (int c : h.cells)
        if (c < place && placed_[c] == v) return true;
    }
    return false;
  }

  void level(int place) {
    std::vector<int> moves;
    if (givens_[place]) moves.push_back(givens_[place]);
    else
      for (int v = 1; v <= shape_.size(); ++v)
        if (!in_a_set(place, v)) moves.push_back(v);
    for (int v : moves) {
      ++attempts;
      if (in_a_set(place, v)) continue;
      placed_[place] = static_cast<Value>(v);
      if (!givens_[place]) ++placements;
      if (place == static_cast<int>(placed_.size()) - 1) solutions.push_back(format_line(placed_));
      else level(place + 1);
      placed_[place] = 0;
    }
  }

  const Shape& shape_;
  const Grid& givens_;
  Grid placed_;
};

// Counts events by kind and keeps the kSolution numbers.
class CountingSink : public EventSink {
 public:
  void on_event(const Event& e) override {
    ++by_kind[static_cast<int>(e.kind)];
    if (e.kind == EventKind::kSolution) numbers.push_back(e.value);
  }
  std::uint64_t count(EventKind k) const { return by_kind[static_cast<int>(k)]; }
  std::uint64_t by_kind[8] = {};
  std::vector<int> numbers;
};

// The table rows whose whole search levels finishes in well under a second
// (the others take 1e10 nodes and more: see the comment on kNeedsBudget):
// a few small grids and every layout's tail rows (support/tables.hpp).
std::vector<test::TableRow> rows_within_reach() {
  std::vector<test::TableRow> rows;
  for (const auto& row : puzzle_table())
    if (test::within_levels_reach(row)) rows.push_back(row);
  return rows;
}

const test::TableRow& table_row(const std::string& name) {
  for (const auto& row : puzzle_table())
    if (row.name == name) return row;
  FAIL("no table row named " << name);
  throw;  // not reached
}

}  // namespace

// The sixteen places of 1234/3412/2143/4321 with r1c1 and r1c2 empty. No
// given is in the sets before its level, so:
//   level 0 (empty): moves 1 2 3 4                                 4 attempts
//   level 1 (empty): after 1: 2 3 4; after 2: 1 3 4; after 3: 1 2 4;
//                    after 4: 1 2 3                                12 attempts
//   then the givens, one attempt each until one fails:
//     1,2: levels 2..15 all valid, the solution                     14
//     1,3: r1c3=3 fails                                              1
//     1,4: r1c3=3, r1c4=4 fails                                      2
//     2,1: r1c3..r2c4 valid, r3c1=2 fails (column 1 holds 2)         7
//     2,3: 1   2,4: 2   3,1: 1   3,2: 1   3,4: 1   4,1: 2   4,2: 2   4,3: 1
//   attempts 4 + 12 + 14 + 1 + 2 + 7 + 1 + 2 + 1 + 1 + 1 + 2 + 2 + 1 = 51.
// placements: the 16 moves at levels 0 and 1. nodes: 1 + every valid move
// below the last level (4 + 12 + 13 + 0 + 1 + 6 + 0 + 1 + 0 + 0 + 0 + 1 + 1
// + 0) = 40. backtracks, levels left with no solution above them: 1,3: 1;
// 1,4: 2; level 1 under 2, 3 and 4: 3; 2,1: 7 (r3c1 and the six levels
// below it); 2,3: 1; 2,4: 2; 3,*: 3; 4,*: 5; in all 24.
TEST_CASE("levels counts attempts on a 4x4 puzzle as the definition gives them, by hand") {
  const Puzzle p = must_read("..34341221434321");
  CountingSink events;
  SearchOptions o;
  o.limit = 0;
  o.events = &events;
  const SolveResult count = run_algorithm(levels(), p, o);
  CHECK(count.solutions == 1);
  CHECK(count.complete);
  CHECK(format_line(count.first_solution) == "1234341221434321");
  CHECK(count.stats.attempts == 51);
  CHECK(count.stats.placements == 16);
  CHECK(count.stats.nodes == 40);
  CHECK(count.stats.backtracks == 24);
  CHECK(events.count(EventKind::kPlace) == 16);
  CHECK(events.count(EventKind::kRemove) == 16);  // the whole search undoes every move
  CHECK(events.count(EventKind::kDeadEnd) == 24);
  CHECK(events.count(EventKind::kSolution) == 1);

  // Find one: levels 0 and 1 take their first moves (1, 2), then the fourteen
  // givens; the search ends at the solution, one attempt and one node a level.
  const SolveResult one = run_levels(p, 1);
  CHECK(one.status == Status::kSolved);
  CHECK_FALSE(one.complete);
  CHECK(one.stats.attempts == 16);
  CHECK(one.stats.placements == 2);
  CHECK(one.stats.nodes == 16);
  CHECK(one.stats.backtracks == 0);
}

TEST_CASE("levels agrees with a direct reading of its definition on every table row within its reach") {
  for (const test::TableRow& row : rows_within_reach()) {
    INFO(row.name);
    const Puzzle p = must_read(row.puzzle, row.variant);
    DirectReading direct(p);
    direct.run();
    std::vector<std::string> found;
    SearchOptions o;
    o.limit = 0;
    o.on_solution = [&](const Grid& g) {
      found.push_back(format_line(g));
      return true;
    };
    const SolveResult r = run_algorithm(levels(), p, o);
    CHECK(r.complete);
    CHECK(r.solutions == row.solutions);
    CHECK(found == direct.solutions);  // the same solutions in the same order
    CHECK(r.stats.attempts == direct.attempts);
    CHECK(r.stats.placements == direct.placements);
    const bool has_givens = std::any_of(p.givens.begin(), p.givens.end(), [](Value v) { return v != 0; });
    CHECK(r.stats.attempts >= r.stats.placements + (has_givens ? 1 : 0));  // givens are tried too
  }
}

// Issue 19: every algorithm agrees on every layout. The layouts' unique and
// several rows are out of levels' reach (it runs them under a budget), so each
// layout also has tail rows it must count whole: this guards that they exist
// and that levels, with no budget, finds exactly fast's solutions on them.
TEST_CASE("levels counts every layout's tail rows whole, with no budget, finding fast's solutions") {
  const std::vector<test::TableRow> rows = rows_within_reach();
  for (const LayoutInfo& layout : layouts()) {
    INFO("layout " << layout.id);
    int unique = 0, several = 0;
    for (const test::TableRow& row : rows) {
      if (row.variant.layout != layout.id) continue;
      INFO(row.name);
      const Puzzle p = must_read(row.puzzle, row.variant);
      std::vector<std::string> by_levels, by_fast;
      SearchOptions o;
      o.limit = 0;
      o.on_solution = [&](const Grid& g) {
        by_levels.push_back(format_line(g));
        return true;
      };
      const SolveResult r = run_algorithm(levels(), p, o);
      o.on_solution = [&](const Grid& g) {
        by_fast.push_back(format_line(g));
        return true;
      };
      run_algorithm(*find_algorithm("fast"), p, o);
      CHECK(r.status == Status::kSolved);
      CHECK(r.complete);
      CHECK(r.solutions == row.solutions);
      std::sort(by_levels.begin(), by_levels.end());
      std::sort(by_fast.begin(), by_fast.end());
      CHECK(by_levels == by_fast);
      CHECK(std::count(by_levels.begin(), by_levels.end(), row.solution) == 1);
      ++(row.solutions == 1 ? unique : several);
    }
    CHECK(unique >= 1);
    CHECK(several >= 1);
  }
}

TEST_CASE("levels: counting runs the whole search and numbers each solution, and find-one stops early") {
  // The issue names the ten-solution grid (the classic puzzle with its top
  // row blanked); its whole search under levels is about 1.4e11 nodes (an
  // estimate; 1.4e9 nodes measured in 20 s found no solution), so the same
  // properties are checked on the table's 6x6 with 14 solutions.
  const test::TableRow& row = table_row("6x6 several (generated)");
  const Puzzle p = must_read(row.puzzle, row.variant);
  DirectReading direct(p);
  direct.run();

  CountingSink events;
  SearchOptions o;
  o.limit = 0;
  o.events = &events;
  const SolveResult count = run_algorithm(levels(), p, o);
  CHECK(count.solutions == 14);
  CHECK(count.complete);
  CHECK(count.stats.attempts == direct.attempts);  // every attempt of the whole search
  CHECK(events.numbers == std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14});

  // A limit above the count runs the same whole search.
  CHECK(run_levels(p, 15).stats.attempts == count.stats.attempts);
  // Ending at the last solution skips the search after it; ending at the
  // first skips more.
  const SolveResult at_last = run_levels(p, 14);
  const SolveResult one = run_levels(p, 1);
  CHECK_FALSE(at_last.complete);
  CHECK(at_last.stats.attempts < count.stats.attempts);
  CHECK(one.stats.attempts < at_last.stats.attempts);
  CHECK(format_line(one.first_solution) == direct.solutions.front());
}

TEST_CASE("levels: tracing changes no counter, attempts included") {
  for (const test::TableRow& row : rows_within_reach()) {
    INFO(row.name);
    const Puzzle p = must_read(row.puzzle, row.variant);
    CountingSink events;
    SearchOptions traced_options;
    traced_options.limit = 0;
    traced_options.events = &events;
    const SolveResult traced = run_algorithm(levels(), p, traced_options);
    const SolveResult quiet = run_levels(p, 0);
    CHECK(traced.stats.attempts == quiet.stats.attempts);
    CHECK(traced.stats.placements == quiet.stats.placements);
    CHECK(traced.stats.backtracks == quiet.stats.backtracks);
    CHECK(traced.stats.nodes == quiet.stats.nodes);
    CHECK(events.count(EventKind::kPlace) == quiet.stats.placements);
    CHECK(events.count(EventKind::kDeadEnd) == quiet.stats.backtracks);
  }
}

TEST_CASE("attempts is levels' counter: every other algorithm reports 0") {
  const Puzzle p = must_read("..34341221434321");
  for (const Algorithm& a : algorithms()) {
    INFO(a.id);
    const SolveResult r = run_algorithm(a, p, SearchOptions{});
    CHECK(r.stats.attempts == (a.id == "levels" ? 16u : 0u));
  }
}

TEST_CASE("levels: two solves can run interleaved") {
  // solvers_test's version counts the ten-solution grid inside, out of
  // levels' reach; the 6x6 with 14 solutions stands in.
  const Puzzle four = must_read("................");
  const test::TableRow& row = table_row("6x6 several (generated)");
  const Puzzle six = must_read(row.puzzle, row.variant);
  const SolveResult alone = run_levels(six, 0);
  SolveResult inner;
  SearchOptions outer_options;
  outer_options.limit = 0;
  int calls = 0;
  outer_options.on_solution = [&](const Grid&) {
    if (++calls == 1) inner = run_levels(six, 0);
    return true;
  };
  const SolveResult outer = run_algorithm(levels(), four, outer_options);
  CHECK(outer.solutions == 288);
  CHECK(inner.solutions == 14);
  CHECK(inner.stats.attempts == alone.stats.attempts);
}

TEST_CASE("levels in a batch: the totals sum each puzzle's counters, attempts included") {
  const char* const puzzles[] = {"..34341221434321", "................", ".....3.4....143."};
  std::string text;
  std::uint64_t attempts = 0, placements = 0;
  for (const char* p : puzzles) {
    text += std::string(p) + "\n";
    const SolveResult single = run_levels(must_read(p), 0);
    attempts += single.stats.attempts;
    placements += single.stats.placements;
  }
  const Result<PuzzleBatch> batch = read_batch(text);
  REQUIRE(batch.ok());
  SearchOptions o;
  o.limit = 0;
  const BatchResult r = solve_batch(levels(), batch.value(), o);
  CHECK(r.counts == std::vector<std::uint64_t>{1, 288, 1});
  CHECK(r.totals.attempts == attempts);
  CHECK(r.totals.placements == placements);
  CHECK(r.totals.attempts > 51);
}
