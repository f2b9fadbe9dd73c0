// Every registered algorithm against `fast` on random puzzles of every size,
// variant and kind (tests/support/random_puzzles.hpp makes them).
//
// For each valid puzzle, `fast` (the reference) must agree with how the puzzle
// was made (one solution, which is the grid it came from; two or more; none).
// Then every algorithm of the registry counts up to kLimit solutions within a
// node budget and must agree with the reference: status, count, whether the
// count is complete, and, when the reference found every solution, the same
// set of solutions. Every solution reported must keep the givens and hold each
// value once in every house (checked here, independently of the library).
// An algorithm stopped by the budget is skipped, not failed (what it reported
// so far is still checked), but skips must stay rare, and fast, mrv and crook
// must never be stopped. An algorithm marked kNeedsBudget (levels) runs under
// a smaller budget and may skip most puzzles: what it finishes must agree.
// The random stream holds square grids only; the layouts (issue 19) are
// cross-checked on the shared table's rows that levels counts whole (every
// layout's tail rows and a few small grids), every algorithm with no budget.
// Invalid inputs
// must be refused by read_puzzle with the right error code before any search.
//
// Environment (defaults: a fixed seed and a run of a few seconds):
//   SUDOKU_CROSS_CHECK_PUZZLES  how many puzzles of the stream to check
//   SUDOKU_CROSS_CHECK_SEED     the stream's seed, or "random" (picked from the
//                               clock and printed, so a failure can be replayed)
#include "support/catch.hpp"

#include <chrono>
#include <cstdlib>
#include <iomanip>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

#include "core/layouts.hpp"
#include "core/registry.hpp"
#include "support/random_puzzles.hpp"
#include "support/tables.hpp"

using namespace sudoku;
using namespace sudoku::test;

namespace {

constexpr std::uint64_t kDefaultPuzzles = 3000;
constexpr std::uint64_t kDefaultSeed = 20240611;
constexpr std::uint64_t kLimit = 3;             // solutions counted per run
constexpr std::uint64_t kNodeBudget = 1000000;  // per run (about 20 ms of naive on 9x9)
// Per run of an algorithm marked kNeedsBudget: with kNodeBudget, levels alone
// took 13.5 s of 16 s for 300 puzzles (finishing 53%); with this budget it
// finished 951 of the default stream's 2557 valid puzzles in 4.2 s.
constexpr std::uint64_t kSmallNodeBudget = 100000;
constexpr double kMaxSkipShare = 0.01;          // per algorithm, of its runs
constexpr int kReportedFailures = 10;           // failures described in full; later ones only counted

// Algorithms that must solve every puzzle here well within the budget.
const char* const kMustFinish[] = {"fast", "mrv", "crook"};

struct Config {
  std::uint64_t puzzles = kDefaultPuzzles;
  std::uint64_t seed = kDefaultSeed;
};

std::uint64_t parse_number(const char* name, const std::string& text) {
  char* end = nullptr;
  const unsigned long long value = std::strtoull(text.c_str(), &end, 10);
  if (text.empty() || *end != '\0') throw std::runtime_error(std::string(name) + " is not a number: " + text);
  return value;
}

Config read_config() {
  Config c;
  if (const char* puzzles = std::getenv("SUDOKU_CROSS_CHECK_PUZZLES"))
    c.puzzles = parse_number("SUDOKU_CROSS_CHECK_PUZZLES", puzzles);
  if (const char* seed = std::getenv("SUDOKU_CROSS_CHECK_SEED")) {
    if (std::string(seed) == "random")  // from the clock, short enough to type back
      c.seed = static_cast<std::uint64_t>(std::chrono::system_clock::now().time_since_epoch().count()) % 1000000000000;
    else
      c.seed = parse_number("SUDOKU_CROSS_CHECK_SEED", seed);
  }
  std::cout << "cross_check: seed " << c.seed << ", " << c.puzzles
            << " puzzles (replay: SUDOKU_CROSS_CHECK_SEED=" << c.seed << " SUDOKU_CROSS_CHECK_PUZZLES=" << c.puzzles
            << ")\n";
  return c;
}

bool must_finish(const Algorithm& a) {
  for (const char* id : kMustFinish)
    if (a.id == id) return true;
  return false;
}

// A house as the test sees it: a name for reports and its cells.
struct TestHouse {
  std::string name;
  std::vector<int> cells;
};

// The houses of a puzzle, built from its description, not by the library.
std::vector<TestHouse> expected_houses(const RandomPuzzle& rp) {
  const int n = rp.size;
  std::vector<TestHouse> houses;
  for (int r = 0; r < n; ++r) {
    houses.push_back({"row " + std::to_string(r + 1), {}});
    for (int c = 0; c < n; ++c) houses.back().cells.push_back(r * n + c);
  }
  for (int c = 0; c < n; ++c) {
    houses.push_back({"column " + std::to_string(c + 1), {}});
    for (int r = 0; r < n; ++r) houses.back().cells.push_back(r * n + c);
  }
  const int box_rows = rp.box_rows ? rp.box_rows : Shape::box_rows_for(n);
  const int box_cols = rp.box_cols ? rp.box_cols : Shape::box_cols_for(n);
  for (int b = 0; b < n; ++b)
    houses.push_back({(rp.regions.empty() ? "box " : "region ") + std::to_string(b + 1), {}});
  for (int cell = 0; cell < n * n; ++cell) {
    const int r = cell / n, c = cell % n;
    const int group = rp.regions.empty() ? (r / box_rows) * (n / box_cols) + c / box_cols : rp.regions[cell];
    houses[2 * n + group].cells.push_back(cell);
  }
  if (rp.diagonals) {
    houses.push_back({"main diagonal", {}});
    for (int i = 0; i < n; ++i) houses.back().cells.push_back(i * n + i);
    houses.push_back({"anti-diagonal", {}});
    for (int i = 0; i < n; ++i) houses.back().cells.push_back(i * n + (n - 1 - i));
  }
  if (rp.windows)
    for (int top : {1, 5})
      for (int left : {1, 5}) {
        houses.push_back({"window " + std::to_string(houses.size() - 3 * n - (rp.diagonals ? 2 : 0) + 1), {}});
        for (int r = top; r < top + 3; ++r)
          for (int c = left; c < left + 3; ++c) houses.back().cells.push_back(r * n + c);
      }
  return houses;
}

std::string cell_name(int cell, int n) {
  return "r" + std::to_string(cell / n + 1) + "c" + std::to_string(cell % n + 1);
}

// Why `g` is no solution of the puzzle, or "" when it is one.
std::string why_not_solution(const RandomPuzzle& rp, const std::vector<TestHouse>& houses, const Grid& g) {
  const int n = rp.size;
  if (static_cast<int>(g.size()) != n * n) return "it has " + std::to_string(g.size()) + " cells";
  for (int c = 0; c < n * n; ++c) {
    if (g[c] < 1 || g[c] > n) return cell_name(c, n) + " holds " + std::to_string(g[c]);
    if (rp.givens[c] && rp.givens[c] != g[c]) return "it changes the given at " + cell_name(c, n);
  }
  for (const TestHouse& h : houses) {
    std::uint32_t seen = 0;
    for (int c : h.cells) {
      if (seen & (1u << g[c])) return std::string(1, symbol_of(g[c])) + " twice in " + h.name;
      seen |= 1u << g[c];
    }
  }
  return "";
}

// One algorithm's answer: the result and every solution it reported.
struct Run {
  SolveResult result;
  std::vector<std::string> solutions;  // as lines, in the order reported
  std::string invalid;                 // the first reported grid that is no solution, and why
};

Run run(const Algorithm& a, const Puzzle& p, const RandomPuzzle& rp, const std::vector<TestHouse>& houses) {
  Run out;
  SearchOptions o;
  o.limit = kLimit;
  o.max_nodes = (a.capabilities & kNeedsBudget) ? kSmallNodeBudget : kNodeBudget;
  o.on_solution = [&](const Grid& g) {
    if (out.invalid.empty()) {
      const std::string why = why_not_solution(rp, houses, g);
      if (!why.empty()) out.invalid = format_line(g) + " (" + why + ")";
      else if (!is_valid_solution(p, g)) out.invalid = format_line(g) + " (valid, but is_valid_solution says not)";
    }
    out.solutions.push_back(format_line(g));
    return true;
  };
  out.result = run_algorithm(a, p, o);
  return out;
}

std::string describe(const Run& r) {
  std::ostringstream out;
  out << status_id(r.result.status) << ", " << r.result.solutions << " solution(s), "
      << (r.result.complete ? "complete" : "incomplete") << ", " << r.result.stats.nodes << " nodes";
  for (const std::string& s : r.solutions) out << "\n      " << s;
  return out.str();
}

std::string describe(const RandomPuzzle& rp, std::uint64_t seed, std::uint64_t index) {
  std::ostringstream out;
  out << "puzzle " << index << " of seed " << seed << ": " << kind_name(rp.kind) << ", " << rp.size << "x"
      << rp.size << " " << rp.variant << " (" << rp.how << ")\n  puzzle:  " << format_line(rp.givens);
  if (!rp.options.regions.empty()) out << "\n  regions: " << format_regions(rp.regions);
  return out.str();
}

// What is wrong with `r` given the reference `ref` (fast's run); empty if
// nothing. A run stopped by the budget is only checked for what it reported.
std::vector<std::string> disagreements(const Run& r, const Run& ref) {
  std::vector<std::string> problems;
  const SolveResult& got = r.result;
  if (!r.invalid.empty()) problems.push_back("reported a grid that is no solution: " + r.invalid);
  if (got.solutions != r.solutions.size())
    problems.push_back("counted " + std::to_string(got.solutions) + " solutions but reported " +
                       std::to_string(r.solutions.size()));
  if (std::set<std::string>(r.solutions.begin(), r.solutions.end()).size() != r.solutions.size())
    problems.push_back("reported a solution twice");
  if (r.solutions.empty() ? !got.first_solution.empty() : format_line(got.first_solution) != r.solutions[0])
    problems.push_back("first_solution is not the first solution reported");
  const std::set<std::string> reference(ref.solutions.begin(), ref.solutions.end());
  if (ref.result.complete)  // fast found every solution: there are no others
    for (const std::string& s : r.solutions)
      if (!reference.count(s)) problems.push_back("reported a solution fast does not know: " + s);
  if (got.status == Status::kStopped) {
    if (got.complete) problems.push_back("stopped, yet marked complete");
    return problems;
  }
  if (got.status != ref.result.status)
    problems.push_back(std::string("status ") + status_id(got.status) + ", fast says " + status_id(ref.result.status));
  if (got.solutions != ref.result.solutions)
    problems.push_back("counted " + std::to_string(got.solutions) + " solutions, fast " +
                       std::to_string(ref.result.solutions));
  if (got.complete != ref.result.complete) problems.push_back("complete differs from fast's");
  return problems;
}

// What is wrong with fast's run given how the puzzle was made.
std::vector<std::string> against_construction(const Run& ref, const RandomPuzzle& rp) {
  std::vector<std::string> problems;
  const SolveResult& r = ref.result;
  if (r.status == Status::kStopped) problems.push_back("fast was stopped by the node budget");
  switch (rp.kind) {
    case PuzzleKind::kUnique:
      if (r.solutions != 1 || !r.complete) problems.push_back("made with one solution, fast disagrees");
      else if (ref.solutions[0] != format_line(rp.solution))
        problems.push_back("fast's one solution is not the grid the puzzle was made from: " + format_line(rp.solution));
      break;
    case PuzzleKind::kSeveral:
      if (r.solutions < 2) problems.push_back("made with several solutions, fast disagrees");
      else if (r.complete && std::find(ref.solutions.begin(), ref.solutions.end(), format_line(rp.solution)) ==
                                 ref.solutions.end())
        problems.push_back("the grid the puzzle was made from is not among fast's solutions: " +
                           format_line(rp.solution));
      break;
    case PuzzleKind::kNone:
      if (r.solutions != 0 || !r.complete) problems.push_back("made with no solution, fast disagrees");
      break;
    case PuzzleKind::kInvalid: break;
  }
  return problems;
}

struct Tally {
  std::uint64_t runs = 0, agreed = 0, skipped = 0, disagreed = 0;
  double ms = 0;
};

std::string percent(std::uint64_t part, std::uint64_t whole) {
  std::ostringstream out;
  out << std::fixed << std::setprecision(2) << (whole ? 100.0 * part / whole : 0.0) << "%";
  return out.str();
}

}  // namespace

TEST_CASE("every algorithm agrees with fast on random puzzles of every size, variant and kind") {
  const Config config = read_config();
  INFO("seed " << config.seed << ", " << config.puzzles << " puzzles");
  for (const char* id : kMustFinish) REQUIRE(find_algorithm(id) != nullptr);
  const Algorithm& fast = *find_algorithm("fast");

  const auto start = std::chrono::steady_clock::now();
  std::map<std::string, Tally> tallies;  // by algorithm id
  std::map<std::string, std::map<std::string, int>> by_size;     // "9x9" -> kind -> puzzles
  std::map<std::string, std::map<std::string, int>> by_variant;  // variant -> kind -> puzzles
  std::map<std::uint64_t, int> reference_counts;                 // fast's count -> puzzles
  std::map<int, std::pair<int, int>> region_maps;                // size -> jigsaw puzzles (random map, fitted map)
  int failures = 0, puzzles = 0;
  double generation_ms = 0;

  const auto fail = [&](const std::string& report) {
    if (++failures <= kReportedFailures) FAIL_CHECK(report);
  };

  for (std::uint64_t index = 0; index < config.puzzles; ++index) {
    if (random_kind(config.seed, index) == PuzzleKind::kInvalid) continue;
    const auto made = std::chrono::steady_clock::now();
    const RandomPuzzle rp = random_puzzle(config.seed, index);
    generation_ms += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - made).count();
    ++puzzles;
    const std::string size = std::to_string(rp.size) + "x" + std::to_string(rp.size);
    ++by_size[size][kind_name(rp.kind)];
    ++by_variant[rp.variant][kind_name(rp.kind)];
    if (!rp.regions_made.empty()) {
      auto& maps = region_maps[rp.size];
      ++(rp.regions_made == "random" ? maps.first : maps.second);
    }

    const Result<Puzzle> read = read_puzzle(rp.text, rp.options);
    if (!read) {
      fail(describe(rp, config.seed, index) + "\n  read_puzzle refused it: " + read.error().message);
      continue;
    }
    const Puzzle& p = read.value();
    const std::vector<TestHouse> houses = expected_houses(rp);
    // The library's houses must be the ones the puzzle was made with (order aside).
    std::set<std::vector<int>> expected, built;
    for (TestHouse h : houses) {
      std::sort(h.cells.begin(), h.cells.end());
      expected.insert(h.cells);
    }
    for (const House& h : p.shape->houses()) {
      std::vector<int> cells = h.cells;
      std::sort(cells.begin(), cells.end());
      built.insert(cells);
    }
    if (p.givens != rp.givens || built != expected || p.shape->houses().size() != houses.size()) {
      fail(describe(rp, config.seed, index) + "\n  read_puzzle read other givens or houses from:\n" + rp.text);
      continue;
    }

    const Run ref = run(fast, p, rp, houses);
    ++reference_counts[ref.result.solutions];
    const std::vector<std::string> wrong_reference = against_construction(ref, rp);
    if (!wrong_reference.empty()) {
      std::string report = describe(rp, config.seed, index) + "\n  fast: " + describe(ref);
      for (const std::string& w : wrong_reference) report += "\n  " + w;
      fail(report);
    }

    for (const Algorithm& a : algorithms()) {
      const Run r = run(a, p, rp, houses);
      Tally& t = tallies[std::string(a.id)];
      ++t.runs;
      t.ms += r.result.stats.elapsed_ms;
      const std::vector<std::string> problems = disagreements(r, ref);
      const bool stopped = r.result.status == Status::kStopped;
      if (!problems.empty() || (stopped && must_finish(a))) {
        std::string report = describe(rp, config.seed, index) + "\n  algorithm " + std::string(a.id) +
                             "\n  expected (fast): " + describe(ref) + "\n  got: " + describe(r);
        for (const std::string& w : problems) report += "\n  " + w;
        if (problems.empty()) report += "\n  stopped by the node budget, which it must never be";
        fail(report);
      }
      if (!problems.empty())
        ++t.disagreed;
      else if (stopped)
        ++t.skipped;
      else
        ++t.agreed;
    }
  }
  const double total_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();

  // The summary a person reads (ctest -V, or --output-on-failure).
  std::ostringstream out;
  out << "cross_check: " << puzzles << " valid puzzles in " << std::fixed << std::setprecision(1) << total_ms / 1000
      << " s (making them: " << generation_ms / 1000 << " s)\n";
  const auto kinds_line = [&](const std::map<std::string, int>& kinds) {
    std::ostringstream line;
    for (const char* k : {"unique", "several", "none"}) {
      const auto it = kinds.find(k);
      line << std::setw(9) << (it == kinds.end() ? 0 : it->second);
    }
    return line.str();
  };
  out << "  by size       unique  several     none\n";
  for (int n : Shape::supported_sizes()) {
    const std::string size = std::to_string(n) + "x" + std::to_string(n);
    if (!by_size.count(size)) continue;  // the stream draws some sizes only
    out << "    " << std::left << std::setw(8) << size << std::right << kinds_line(by_size[size]) << "\n";
  }
  out << "  by variant\n";
  for (const auto& [variant, kinds] : by_variant)
    out << "    " << std::left << std::setw(14) << variant << std::right << kinds_line(kinds) << "\n";
  out << "  jigsaw maps, random / fitted to a grid:";
  for (const auto& [n, maps] : region_maps) out << " " << n << "x" << n << " " << maps.first << "/" << maps.second;
  out << "\n  fast's counts (limit " << kLimit << "):";
  for (const auto& [count, n] : reference_counts) out << " " << count << (count == kLimit ? "+" : "") << ": " << n;
  out << "\n  algorithm          runs   agreed  skipped  (share)  disagreed   time s\n";
  for (const Algorithm& a : algorithms()) {
    const Tally& t = tallies[std::string(a.id)];
    out << "    " << std::left << std::setw(12) << a.id << std::right << std::setw(9) << t.runs << std::setw(9)
        << t.agreed << std::setw(9) << t.skipped << std::setw(9) << percent(t.skipped, t.runs) << std::setw(11)
        << t.disagreed << std::setw(9) << std::setprecision(2) << t.ms / 1000 << "\n";
  }
  std::cout << out.str() << std::flush;

  INFO(out.str());
  CHECK(failures == 0);
  for (const Algorithm& a : algorithms()) {
    const Tally& t = tallies[std::string(a.id)];
    INFO(a.id << " was stopped by the node budget on " << t.skipped << " of " << t.runs << " puzzles");
    if (must_finish(a)) CHECK(t.skipped == 0);
    if (a.capabilities & kNeedsBudget) {
      CHECK(t.agreed > 0);
      continue;
    }
    // A few skips are allowed in short runs, where one hard puzzle weighs a lot.
    CHECK(t.skipped <= std::max<double>(3, kMaxSkipShare * t.runs));
  }
}

TEST_CASE("every algorithm, levels with no budget, agrees with fast on every layout's tail rows") {
  const Algorithm& fast = *find_algorithm("fast");
  int layout_rows = 0;
  for (const TableRow& row : puzzle_table()) {
    if (!within_levels_reach(row)) continue;
    layout_rows += !row.variant.layout.empty();
    const Puzzle p = must_read(row.puzzle, row.variant);
    // Every algorithm counts every solution (limit 0); a reported grid must
    // keep the givens and break no house (is_valid_solution: a layout's
    // houses are the library's own here, unlike the random stream's).
    const auto run_all = [&](const Algorithm& a) {
      Run out;
      SearchOptions o;
      o.limit = 0;
      o.on_solution = [&](const Grid& g) {
        if (out.invalid.empty() && !is_valid_solution(p, g)) out.invalid = format_line(g);
        out.solutions.push_back(format_line(g));
        return true;
      };
      out.result = run_algorithm(a, p, o);
      return out;
    };
    const Run ref = run_all(fast);
    INFO(row.name << "\n  fast: " << describe(ref));
    CHECK(ref.result.complete);
    CHECK(ref.result.solutions == row.solutions);
    for (const Algorithm& a : algorithms()) {
      const Run r = run_all(a);
      std::vector<std::string> problems = disagreements(r, ref);
      if (r.result.status == Status::kStopped) problems.push_back("stopped with no budget");
      std::string report = std::string(a.id) + ": " + describe(r);
      for (const std::string& w : problems) report += "\n  " + w;
      INFO(report);
      CHECK(problems.empty());
    }
  }
  // Two tail rows for each layout at least (levels_test checks each has both kinds).
  CHECK(layout_rows >= 2 * static_cast<int>(layouts().size()));
}

TEST_CASE("random invalid inputs are refused by read_puzzle with the right error") {
  const Config config = read_config();
  INFO("seed " << config.seed << ", " << config.puzzles << " puzzles");
  std::map<std::string, int> by_code;
  int failures = 0, inputs = 0;
  for (std::uint64_t index = 0; index < config.puzzles; ++index) {
    if (random_kind(config.seed, index) != PuzzleKind::kInvalid) continue;
    const RandomPuzzle rp = random_puzzle(config.seed, index);
    ++inputs;
    ++by_code[error_code_name(rp.error)];
    const Result<Puzzle> read = read_puzzle(rp.text, rp.options);
    std::vector<std::string> problems;
    if (read.ok()) {
      problems.push_back("accepted");
    } else {
      const InputError& e = read.error();
      if (e.code != rp.error)
        problems.push_back(std::string("error ") + error_code_name(e.code) + ", expected " + error_code_name(rp.error));
      if (e.message.find(rp.error_fragment) == std::string::npos)
        problems.push_back("the message lacks \"" + rp.error_fragment + "\"");
      for (int c : rp.error_cells)
        if (std::find(e.cells.begin(), e.cells.end(), c) == e.cells.end())
          problems.push_back("the error does not name cell " + std::to_string(c));
      if (!problems.empty()) problems.push_back("message: " + e.message);
    }
    if (!problems.empty() && ++failures <= kReportedFailures) {
      std::ostringstream report;
      report << "input " << index << " of seed " << config.seed << ": " << rp.size << "x" << rp.size << " "
             << rp.variant << ", " << rp.how << "\n  variant names: '" << rp.options.names << "', regions: '"
             << rp.options.regions << "'\n  text: " << rp.text;
      for (const std::string& w : problems) report << "\n  " << w;
      FAIL_CHECK(report.str());
    }
  }
  std::cout << "cross_check: " << inputs << " invalid inputs:";
  for (const auto& [code, n] : by_code) std::cout << " " << code << " " << n;
  std::cout << "\n" << std::flush;
  CHECK(failures == 0);
}

TEST_CASE("random region maps are connected partitions into N regions of N cells") {
  Rng rng(kDefaultSeed);
  for (int n : Shape::supported_sizes())
    for (int k = 0; k < 10; ++k) {
      const std::vector<int> map = random_region_map(n, rng);
      INFO(n << "x" << n << ": " << format_regions(map));
      std::vector<int> sizes(n, 0);
      for (int id : map) {
        REQUIRE((id >= 0 && id < n));
        ++sizes[id];
      }
      CHECK(sizes == std::vector<int>(n, n));
      CHECK(regions_connected(n, map));
      CHECK(make_variant({"jigsaw", format_regions(map)}, n).ok());
    }
  // The connectivity check itself: rows are connected; swapping r1c1 and r2c1 cuts row 1's region.
  CHECK(regions_connected(4, {0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3}));
  CHECK_FALSE(regions_connected(4, {1, 0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3}));
}
