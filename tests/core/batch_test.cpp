// Reading and solving many puzzles at once (core/batch.hpp).
#include "support/catch.hpp"

#include <algorithm>

#include "core/batch.hpp"
#include "core/layouts.hpp"
#include "support/tables.hpp"

using namespace sudoku;

namespace {

const std::string kSource = "058000003170050008000000100000000000407080006083060017910003070006000080000000034";
const std::string kTen = "...........2..3....4.15..6......7....2.41...89.....41..6.58.1..2.......55..3...86";
const std::string kNone = "12345678.........9.......................................................98765432";

PuzzleBatch must_batch(const std::string& text) {
  Result<PuzzleBatch> b = read_batch(text);
  REQUIRE(b.ok());
  return b.value();
}

// Stops once it has been asked `after` times.
class StopAfter : public StopCheck {
 public:
  explicit StopAfter(int after) : left_(after) {}
  bool stop_requested(const SearchProgress&) override { return --left_ < 0; }

 private:
  int left_;
};

}  // namespace

TEST_CASE("read_batch keeps the puzzles in order, skipping blank and comment lines") {
  const PuzzleBatch b = must_batch("# a comment\n" + kSource + "\r\n\n  " + kTen + "  \n" + kNone);
  REQUIRE(b.count() == 3);
  CHECK(b.cells() == 81);
  CHECK(b.givens[1] == 5);
  CHECK(b.givens[81 + 11] == 2);
}

TEST_CASE("read_batch names the line of a bad puzzle") {
  Result<PuzzleBatch> bad = read_batch(kSource + "\n\n" + std::string(80, '.') + "!\n");
  REQUIRE_FALSE(bad.ok());
  CHECK(bad.error().code == ErrorCode::kBadCharacter);
  CHECK_THAT(bad.error().message, match::StartsWith("line 3: "));

  Result<PuzzleBatch> conflict = read_batch(kSource + "\n11" + std::string(79, '.') + "\n");
  REQUIRE_FALSE(conflict.ok());
  CHECK(conflict.error().code == ErrorCode::kConflict);
  CHECK_THAT(conflict.error().message, match::StartsWith("line 2: conflicting givens"));
  CHECK(conflict.error().cells == std::vector<int>{0, 1});

  Result<PuzzleBatch> sizes = read_batch(kSource + "\n" + std::string(16, '.') + "\n");
  REQUIRE_FALSE(sizes.ok());
  CHECK_THAT(sizes.error().message, match::Contains("line 2: a 4x4 grid in a batch of 9x9 grids"));

  CHECK(read_batch("\n# nothing\n").error().code == ErrorCode::kEmpty);
}

TEST_CASE("solve_batch answers each puzzle as a single solve would") {
  const PuzzleBatch b = must_batch(kSource + "\n" + kTen + "\n" + kNone + "\n");
  SearchOptions o;
  o.limit = 0;
  for (const Algorithm& a : algorithms()) {
    INFO(a.id);
    if (a.capabilities & kNeedsBudget) continue;  // levels: these grids are out of its reach; levels_test has its batch
    const BatchResult r = solve_batch(a, b, o);
    CHECK(r.counts == std::vector<std::uint64_t>{1, 10, 0});
    CHECK(r.complete == std::vector<bool>{true, true, true});
    CHECK(r.solved == 2);
    CHECK(r.stopped == 0);
    const SolveResult single = run_algorithm(a, read_puzzle(kSource).value(), o);
    CHECK(Grid(r.solutions.begin(), r.solutions.begin() + 81) == single.first_solution);
    CHECK(std::all_of(r.solutions.begin() + 162, r.solutions.end(), [](Value v) { return v == 0; }));
    CHECK(r.totals.nodes >= single.stats.nodes);
  }
}

TEST_CASE("a stop request ends the batch, a node budget only each puzzle's search") {
  const PuzzleBatch b = must_batch(kTen + "\n" + kTen + "\n" + kTen + "\n");
  const Algorithm& naive = *find_algorithm("naive");
  SearchOptions budget;
  budget.limit = 0;
  budget.max_nodes = 50;
  const BatchResult each = solve_batch(naive, b, budget);
  CHECK(each.stopped == 3);
  CHECK_FALSE(each.interrupted);

  StopAfter stop(0);
  SearchOptions stopped;
  stopped.limit = 0;
  stopped.stop = &stop;
  const BatchResult r = solve_batch(naive, b, stopped);
  CHECK(r.stopped == 1);
  CHECK(r.interrupted);
  CHECK(r.started == 1);
  CHECK(r.status[0] == Status::kStopped);
  CHECK(r.counts[1] == 0);
  CHECK_FALSE(r.complete[1]);
}

// Issue 35: `sudoku batch --limit 0 --max-nodes 5` on an empty 9x9 printed
// "no solution 0+" (the CLI took "stopped" to be "not complete and below the
// limit", never true with no limit), and Ctrl-C in a batch of 2,000 empty
// grids left 1,999 puzzles that never ran looking like searches that found
// nothing. Each puzzle now carries its search's status, and the batch how
// many puzzles ran.
TEST_CASE("regression: batch --limit 0 --max-nodes 5 on an empty 9x9 is stopped, and Ctrl-C leaves the rest not run") {
  const PuzzleBatch empty = must_batch(std::string(81, '.'));
  for (const Algorithm& a : algorithms()) {
    INFO(a.id);
    for (std::uint64_t limit : {0, 1, 2, 1000000}) {
      INFO("limit " << limit);
      SearchOptions budget;
      budget.limit = limit;
      budget.max_nodes = 5;
      const BatchResult r = solve_batch(a, empty, budget);
      CHECK(r.started == 1);
      CHECK_FALSE(r.interrupted);  // a node budget ends one search, not the batch
      CHECK(r.status[0] == Status::kStopped);
      CHECK(r.stopped == 1);
      CHECK_FALSE(r.complete[0]);
    }
  }
  // A search that reaches its limit is solved, not stopped.
  SearchOptions two;
  two.limit = 2;
  const BatchResult limited = solve_batch(*find_algorithm("fast"), empty, two);
  CHECK(limited.status[0] == Status::kSolved);
  CHECK(limited.stopped == 0);
  CHECK(limited.counts[0] == 2);

  std::string grids;
  for (int i = 0; i < 2000; ++i) grids += std::string(81, '.') + "\n";
  StopAfter interrupt(3);  // "Ctrl-C" at the fourth poll of the first puzzle
  SearchOptions none;
  none.limit = 0;
  none.stop = &interrupt;
  const BatchResult r = solve_batch(*find_algorithm("naive"), must_batch(grids), none);
  CHECK(r.interrupted);
  CHECK(r.started == 1);
  CHECK(r.status[0] == Status::kStopped);
  CHECK(r.stopped == 1);
  CHECK(r.counts[0] > 0);  // it found solutions before it was stopped
  CHECK(std::count(r.counts.begin() + 1, r.counts.end(), 0u) == 1999);
}

TEST_CASE("regression: read_batch skips a byte-order mark and takes LF, CRLF or CR line ends") {
  for (const std::string end : {"\n", "\r\n", "\r"}) {
    const PuzzleBatch b = must_batch("\xEF\xBB\xBF" + kSource + end + "# comment" + end + end + kTen + end + kNone);
    REQUIRE(b.count() == 3);
    CHECK(b.givens[1] == 5);
    CHECK(b.givens[81 + 11] == 2);
    Result<PuzzleBatch> bad = read_batch(kSource + end + end + std::string(80, '.') + "!" + end);
    REQUIRE_FALSE(bad.ok());
    CHECK_THAT(bad.error().message, match::StartsWith("line 3: "));  // a CRLF is one line end, not two
  }
}

TEST_CASE("regression: read_batch refuses a text over kMaxBatchText at once") {
  CHECK(kMaxBatchText == 256 * kMaxGridText);
  std::string text;
  while (text.size() <= kMaxBatchText) text += kSource + "\n";
  Result<PuzzleBatch> big = read_batch(text);
  REQUIRE_FALSE(big.ok());
  CHECK(big.error().code == ErrorCode::kTooLong);
  CHECK(big.error().message == "the batch is " + std::to_string(text.size()) +
                                   " bytes long; at most 16777216 are read (about 200,000 9x9 puzzles): split it");
  text.resize(kMaxBatchText - kMaxBatchText % 82);  // whole lines, just under the limit
  CHECK(read_batch(text).ok());
}

TEST_CASE("regression: a layout batch reads puzzles as the bounding box's rows, as the CLI and splitPuzzles do") {
  // It took one puzzle a line, so a samurai as published (21 rows) was 21 bad puzzles.
  const ShapePtr samurai = make_layout("samurai").value();
  std::string rows;
  for (const std::string& line : test::data_lines("samurai_published.txt")) rows += line + "\n";
  Result<PuzzleBatch> two = read_batch("# two samurai\n" + rows + "\n" + rows, samurai);
  REQUIRE(two.ok());
  REQUIRE(two->count() == 2);
  CHECK(std::equal(two->givens.begin(), two->givens.begin() + two->cells(), two->givens.begin() + two->cells()));
  CHECK(std::count_if(two->givens.begin(), two->givens.end(), [](Value v) { return v != 0; }) > 100);

  // A row missing from the second: one error, on the line that puzzle starts on.
  const std::string short_rows = rows.substr(0, rows.rfind('\n', rows.size() - 2) + 1);
  Result<PuzzleBatch> bad = read_batch(rows + "\n" + short_rows, samurai);
  REQUIRE_FALSE(bad.ok());
  CHECK_THAT(bad.error().message, match::StartsWith("line 23: "));
  CHECK_THAT(bad.error().message, match::Contains("21 rows"));

  const BatchResult solved = solve_batch(*find_algorithm("fast"), two.value(), SearchOptions{});
  CHECK(solved.counts == std::vector<std::uint64_t>{1, 1});
}
