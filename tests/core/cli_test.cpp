// The command-line tool, driven through run_command with string streams.
#include "support/catch.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>
#include <thread>

#include "cli/commands.hpp"
#include "cli/cli_options.hpp"
#include "cli/json_writer.hpp"
#include "cli/read_input.hpp"
#include "cli/write_output.hpp"
#include "core/batch.hpp"
#include "core/registry.hpp"
#include "support/tables.hpp"

using namespace sudoku;
using namespace sudoku::cli;

namespace {

const std::string kSource = "058000003170050008000000100000000000407080006083060017910003070006000080000000034";
const std::string kTen = "...........2..3....4.15..6......7....2.41...89.....41..6.58.1..2.......55..3...86";

struct Run {
  int code;
  std::string out, err;
};

// argv for `args`, with "sudoku" in front.
std::vector<const char*> argv_of(const std::vector<std::string>& args) {
  std::vector<const char*> argv = {"sudoku"};
  for (const std::string& a : args) argv.push_back(a.c_str());
  return argv;
}

// Runs the CLI as main() does on `args` with `in` as standard input (a
// string, a file, a pipe). `interrupt` is the Ctrl-C flag: another thread may
// raise it while the command runs.
Run run_in(const std::vector<std::string>& args, std::istream& in, std::atomic<bool>& interrupt) {
  const std::vector<const char*> argv = argv_of(args);
  std::ostringstream out, err;
  const int code = run_cli(static_cast<int>(argv.size()), argv.data(), in, out, err, interrupt);
  return {code, out.str(), err.str()};
}

Run run_with(const std::vector<std::string>& args, const std::string& input, std::atomic<bool>& interrupt) {
  std::istringstream in(input);
  return run_in(args, in, interrupt);
}

Run run(std::vector<std::string> args, const std::string& input = "", bool interrupted = false) {
  std::atomic<bool> flag{interrupted};
  return run_with(std::move(args), input, flag);
}

int count_lines(const std::string& s) { return static_cast<int>(std::count(s.begin(), s.end(), '\n')); }

}  // namespace

TEST_CASE("solve --json answers with status, solution and stats for every algorithm") {
  for (const Algorithm& a : algorithms()) {
    INFO(a.id);
    if (a.capabilities & kNeedsBudget) continue;  // levels: kSource is out of its reach (registry.hpp)
    Run r = run({"solve", kSource, "--algorithm", std::string(a.id), "--json"});
    CHECK(r.code == kAllAnswered);
    CHECK_THAT(r.out, match::StartsWith("{\"status\":\"solved\",\"solution\":\"658142793172359468"));
    CHECK_THAT(r.out, match::Contains("\"stats\":{\"placements\":"));
    CHECK_THAT(r.out, match::Contains("\"elapsed_ms\":"));
    CHECK(count_lines(r.out) == 1);
  }
  CHECK_THAT(run({"solve", kSource, "-a", "naive", "--json"}).out, match::Contains("\"backtracks\":301478,"));
}

TEST_CASE("solve prints a pretty grid and the counters") {
  Run r = run({"solve", kSource});
  CHECK_THAT(r.out, match::StartsWith("6 5 8 | 1 4 2 | 7 9 3\n"));
  CHECK_THAT(r.out, match::Contains("solved by fast: "));
}

TEST_CASE("count reports the number and whether it is complete") {
  CHECK_THAT(run({"count", kTen, "--json"}).out, match::Contains("\"count\":10,\"complete\":true"));
  CHECK_THAT(run({"count", kTen}).out, match::StartsWith("10 solutions"));
  Run limited = run({"count", kTen, "--limit", "3", "--json"});
  CHECK_THAT(limited.out, match::Contains("\"count\":3,\"complete\":false"));
  CHECK(limited.code == kAllAnswered);
  CHECK_THAT(run({"count", kTen, "--limit", "3"}).out, match::StartsWith("at least 3 solutions (limit reached)"));
  CHECK_THAT(run({"count", kSource}).out, match::StartsWith("unique: 1 solution"));
}

TEST_CASE("hint prints the next step in words, or as JSON, and exits 1 on a dead grid") {
  const Run words = run({"hint", kSource});
  CHECK(words.code == kAllAnswered);
  CHECK(words.out == "Naked single: r9c2 can only be 2.\n");
  CHECK_THAT(run({"hint", kSource, "--json"}).out,
             match::StartsWith("{\"status\":\"deduction\",\"message\":\"Naked single: r9c2 can only be 2.\","
                               "\"template\":\"naked_single\",\"step\":{\"technique\":\"naked_single\""));
  const Run dead = run({"hint", "12345678.........9......................................................."
                                "98765432"});
  CHECK(dead.code == kSomeUnsolved);
  CHECK_THAT(dead.out, match::Contains("no solution: r1c9 has no candidate"));
  CHECK_THAT(run({"hint", std::string(81, '.')}).out, match::Contains("guess r1c1"));
}

TEST_CASE("explain walks the whole logical solution, one worded step a line, guesses named as such") {
  // Issue 29's example: singles, then an Empty Rectangle (where the subsets
  // were stuck; a finned X-Wing does the same job one rung later), then singles to the end.
  const std::string xwing = "....1...76...7..9..59...38......6...23....76..7.13..5....9.........52.7.8..3....5";
  const Run words = run({"explain", xwing});
  CHECK(words.code == kAllAnswered);
  CHECK_THAT(words.out, match::StartsWith("1. Naked single: r3c6 can only be 4.\n2. Hidden single: in row 1, 9 fits only r1c6.\n"));
  CHECK_THAT(words.out, match::Contains(". Empty Rectangle on 2: in box 1, row 9, 2 can only go in r1c2, r1c3, r2c3 "
                                        "(along column 3, row 1) and r9c3, r9c8; whichever of r9c3, r9c8 holds it, "
                                        "r1c8 loses 2.\n"));
  CHECK(count_lines(words.out) == 59);  // the steps rate counts: no guess
  const Run json = run({"explain", xwing, "--json"});
  CHECK_THAT(json.out, match::StartsWith("{\"status\":\"solved\",\"steps\":[{\"guess\":false,\"step\":{\"technique\":\"naked_single\""));
  // One of the hardest known: it opens with a nested forcing net (the guess
  // a path takes where the ladder is stuck: techniques_test).
  const std::string hardest = "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6";
  CHECK_THAT(run({"explain", hardest}).out,
             match::StartsWith("1. Nested forcing net (contradiction): 4 in r9c8 leads, by every technique up to forcing "
                               "chains, to a contradiction, so r9c8 loses 4.\n"));
  const Run several = run({"explain", std::string(81, '.')});
  CHECK(several.code == kSomeUnsolved);
  CHECK(several.out == "several solutions: a path or a rating needs exactly one\n");
}

TEST_CASE("rate names a level from the hardest step and the guesses, with the score summed over the path") {
  const Run easy = run({"rate", kSource});
  CHECK(easy.code == kAllAnswered);
  CHECK_THAT(easy.out, match::StartsWith("easy  score "));
  const std::string xwing = "....1...76...7..9..59...38......6...23....76..7.13..5....9.........52.7.8..3....5";
  // Two hidden rectangles (the puzzle has one solution) come before the Empty Rectangle.
  CHECK(run({"rate", xwing}).out == "hard  score 669  hardest Empty Rectangle  guesses 0  steps 59\n");
  CHECK(run({"rate", xwing, "--json"}).out ==
        "{\"status\":\"solved\",\"level\":\"hard\",\"score\":669,\"hardest\":\"empty_rectangle\",\"guesses\":0,"
        "\"steps\":59,\"byTechnique\":{\"naked_single\":44,\"hidden_single\":12,\"hidden_rectangle\":2,"
        "\"empty_rectangle\":1}}\n");
  const std::string hardest = "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6";
  CHECK_THAT(run({"rate", hardest}).out,
             match::StartsWith("extreme  score ") && match::Contains("hardest Nested forcing net (contradiction)  guesses 0"));
  const Run dead = run({"rate", "12345678.........9......................................................." "98765432"});
  CHECK(dead.code == kSomeUnsolved);
  CHECK(dead.out == "no solution: nothing to explain or rate\n");
}

TEST_CASE("enumerate prints one solution a line") {
  Run r = run({"enumerate", kTen});
  CHECK(count_lines(r.out) == 10);
  CHECK(r.out.substr(0, 81).find('.') == std::string::npos);
  CHECK(count_lines(run({"enumerate", kTen, "--limit", "4"}).out) == 4);
  CHECK_THAT(run({"enumerate", kTen, "--json"}).out, match::Contains("\"solutions\":[\""));
}

TEST_CASE("trace prints one step a line in words (or every event as JSON), ending with the result") {
  Run r = run({"trace", "1234341221434...", "-a", "naive"});
  CHECK_THAT(r.out, match::StartsWith("depth 0: Try 3 in r4c2.\ndepth 1: Try 2 in r4c3.\n"));
  CHECK_THAT(r.out, match::Contains("depth 0: Solution 1 found.\n"));
  CHECK_THAT(r.out, match::EndsWith("# solved by naive: " + r.out.substr(r.out.rfind(": ") + 2)));
  // A deduction is one step: its sentence says what its effects do, and the
  // same sentence is the hint's.
  Run crook = run({"trace", kSource, "-a", "crook"});
  CHECK_THAT(crook.out, match::StartsWith("depth 0: Naked single: r9c2 can only be 2.\n"
                                          "depth 0: Naked single: r5c2 can only be 9.\n"));
  CHECK(run({"hint", kSource}).out == "Naked single: r9c2 can only be 2.\n");
  Run json = run({"trace", kSource, "-a", "crook", "--json"});
  CHECK_THAT(json.out, match::StartsWith("{\"event\":\"deduce\",\"cell\":73,\"row\":9,\"column\":2,\"depth\":0,"
                                         "\"technique\":\"naked_single\",\"message\":\"Naked single: r9c2 can only "
                                         "be 2.\",\"step\":{\"technique\":\"naked_single\","));
  CHECK_THAT(json.out, match::Contains("}}\n{\"event\":\"place\",\"cell\":73,\"row\":9,\"column\":2,\"value\":2,"
                                       "\"depth\":0,\"technique\":\"naked_single\",\"effect\":true}\n"));
}

TEST_CASE("puzzles from standard input and from a file, one a line") {
  Run r = run({"solve", "--json"}, kSource + "\n" + kTen + "\n");
  CHECK(count_lines(r.out) == 2);
  const std::string path = "cli_test_puzzles.txt";
  std::ofstream(path) << kSource << "\n\n" << kSource << "\n";
  CHECK(count_lines(run({"solve", "-f", path, "--json"}).out) == 2);
  std::remove(path.c_str());
  CHECK(run({"solve", "-f", "no/such/file"}).code == kInvalid);
}

TEST_CASE("a multi-line grid on standard input is one puzzle") {
  Run r = run({"solve", "--json"},
              "5 3 0 0 7 0 0 0 0\n6 0 0 1 9 5 0 0 0\n0 9 8 0 0 0 0 6 0\n8 0 0 0 6 0 0 0 3\n4 0 0 8 0 3 0 0 1\n"
              "7 0 0 0 2 0 0 0 6\n0 6 0 0 0 0 2 8 0\n0 0 0 4 1 9 0 0 5\n0 0 0 0 8 0 0 7 9\n");
  CHECK(count_lines(r.out) == 1);
  CHECK_THAT(r.out, match::Contains("\"status\":\"solved\""));
}

TEST_CASE("exit status: 1 when some puzzle has no solution, 2 for invalid input") {
  const std::string none = "12345678.........9" + std::string(63, '.');
  Run r = run({"solve", none, "--json"});
  CHECK(r.code == kSomeUnsolved);
  CHECK_THAT(r.out, match::StartsWith("{\"status\":\"no_solution\""));

  Run bad = run({"solve", "11" + std::string(79, '.'), "--json"});
  CHECK(bad.code == kInvalid);
  CHECK_THAT(bad.out, match::StartsWith("{\"status\":\"invalid\",\"error\":{\"code\":\"conflict\",\"message\":"));
  CHECK_THAT(bad.out, match::Contains("\"cells\":[0,1]"));
  CHECK_THAT(bad.err, match::Contains("invalid: conflicting givens"));

  Run mixed = run({"solve", "--json"}, kSource + "\n" + none + "\n" + kSource.substr(1) + "\n");
  CHECK(mixed.code == kInvalid);
  CHECK(count_lines(mixed.out) == 3);
  CHECK_THAT(mixed.err, match::Contains("puzzle 3: invalid: read 80 cells"));
}

TEST_CASE("usage errors exit 2 and say what is wrong") {
  CHECK(run({}).code == kInvalid);
  CHECK_THAT(run({"frobnicate"}).err, match::Contains("unknown command 'frobnicate'"));
  CHECK_THAT(run({"solve", kSource, "--limit", "x"}).err, match::Contains("--limit expects a whole number"));
  Run alg = run({"solve", kSource, "-a", "magic"});
  CHECK(alg.code == kInvalid);
  CHECK_THAT(alg.err, match::Contains("unknown algorithm 'magic'; algorithms are " + test::joined_ids(algorithms())));
  CHECK(run({"solve"}, "").code == kInvalid);
  CHECK_THAT(run({"solve", "-l", "3", kSource}).err, match::Contains("unknown option '-l'"));
  CHECK_THAT(run({"solve", kSource, "--variant", "windoku", "--regions", "12"}).err, match::Contains("region map"));
}

TEST_CASE("variants and region maps through the command line") {
  Run x = run({"count", "................", "--variant", "x", "--json"});
  CHECK_THAT(x.out, match::Contains("\"complete\":true"));
  Run jig = run({"count", "1.6......614.5.1.2.61.4....5..51...6", "--regions", "111222311242331244333444555666555666"});
  CHECK_THAT(jig.out, match::StartsWith("unique: 1 solution"));
}

TEST_CASE("an interrupt stops the search and reports the count so far") {
  Run r = run({"count", std::string(81, '.'), "--json"}, "", true);
  CHECK_THAT(r.out, match::StartsWith("{\"status\":\"stopped\""));
  CHECK_THAT(r.out, match::Contains("\"complete\":false"));
  CHECK(r.code == kSomeUnsolved);
}

TEST_CASE("algorithms lists the registry") {
  Run r = run({"algorithms", "--json"});
  CHECK(count_lines(r.out) == static_cast<int>(algorithms().size()));
  CHECK_THAT(r.out, match::Contains("{\"id\":\"naive\",\"name\":\"Naive backtracking\""));
  CHECK_THAT(r.out, match::Contains("\"capabilities\":[\"enumerate\",\"trace\",\"techniques\",\"backtracks\"]"));
}

TEST_CASE("solve --algorithm A --json answers every table puzzle, every size and variant") {
  for (const Algorithm& a : algorithms())
    for (const auto& row : test::puzzle_table()) {
      INFO(a.id << " on " << row.name);
      std::vector<std::string> args = {"solve", row.puzzle, "--algorithm", std::string(a.id), "--json"};
      if (!row.variant.names.empty()) args.insert(args.end(), {"--variant", row.variant.names});
      if (!row.variant.regions.empty()) args.insert(args.end(), {"--regions", row.variant.regions});
      if (!row.variant.layout.empty()) args.insert(args.end(), {"--layout", row.variant.layout});
      // levels (kNeedsBudget) under a budget; a row it cannot finish is skipped (levels_test names those it must).
      if (a.capabilities & kNeedsBudget) args.insert(args.end(), {"--max-nodes", "1000000"});
      Run r = run(args);
      if ((a.capabilities & kNeedsBudget) && r.out.find("\"status\":\"stopped\"") != std::string::npos) continue;
      if (row.solutions == 0) {
        CHECK(r.code == kSomeUnsolved);
        CHECK_THAT(r.out, match::StartsWith("{\"status\":\"no_solution\","));
        continue;
      }
      CHECK(r.code == kAllAnswered);
      const std::string key = "\"solution\":\"";
      const size_t at = r.out.find(key);
      REQUIRE(at != std::string::npos);
      const std::string line = r.out.substr(at + key.size(), row.puzzle.size());
      const Puzzle p = test::must_read(row.puzzle, row.variant);
      CHECK(is_valid_solution(p, test::must_read(line, row.variant).givens));
      if (row.solutions == 1) CHECK(line == row.solution);
    }
}

TEST_CASE("every bad input of the table exits 2 with its message through the CLI") {
  for (const auto& row : test::invalid_table()) {
    INFO(row.name);
    std::vector<std::string> args = {"solve", "--json"};
    if (!row.variant.names.empty()) args.insert(args.end(), {"--variant", row.variant.names});
    if (!row.variant.regions.empty()) args.insert(args.end(), {"--regions", row.variant.regions});
    Run r = run(args, row.input);  // from standard input: an empty input is a puzzle too
    CHECK(r.code == kInvalid);
    if (row.code == "empty") {
      CHECK_THAT(r.err, match::Contains("no puzzle given"));
      continue;
    }
    CHECK_THAT(r.err, match::Contains(row.fragment));
    CHECK_THAT(r.out, match::Contains("\"code\":\"" + row.code + "\""));
  }
}

// The hard inputs of the bad-input table in tests/README.md;
// tests/js/hard_inputs.test.js and tests/browser/site_bad_inputs.test.js take
// the same ones through the JS API and the page.
namespace {

// A grid with no solution that naive backtracking cannot see: r9c9 can only be
// 9, which column 9 already holds, but naive fills the 63 cells before it first.
const std::string kNaiveForever = "........9" + std::string(63, '.') + "12345678.";

// A search Ctrl-C fails to stop ends anyway at this time limit, so such a
// test fails instead of hanging: a hang guard no loaded machine reaches,
// not a measure of how fast Ctrl-C is (the benchmark prints that:
// scripts/lib/bench/responsiveness.cjs). How soon a stop is seen is bounded
// by work in solvers_test ("a stop requested mid-search ...").
constexpr int kBackstopMs = 60000;

// Runs `args` (a search, given --time-limit kBackstopMs), raises Ctrl-C after
// `after`, and says how long the command took to end after that, printing it.
std::pair<Run, double> interrupted_after(std::vector<std::string> args, std::chrono::milliseconds after) {
  args.insert(args.end(), {"--time-limit", std::to_string(kBackstopMs)});
  std::atomic<bool> flag{false};
  std::chrono::steady_clock::time_point raised;
  std::thread stopper([&] {
    std::this_thread::sleep_for(after);
    raised = std::chrono::steady_clock::now();
    flag = true;
  });
  const std::string command = args[0] + " of a " + std::to_string(args[1].size()) + "-character puzzle";
  Run r = run_with(std::move(args), "", flag);
  const auto ended = std::chrono::steady_clock::now();
  stopper.join();
  const double ms = std::chrono::duration<double, std::milli>(ended - raised).count();
  std::cout << "cli_test: " << command << " ended " << ms << " ms after Ctrl-C (measured, not judged)\n";
  return {r, ms};
}

// The "nodes" of a --json answer's stats.
std::uint64_t nodes_of(const std::string& json) {
  return nlohmann::json::parse(json).at("stats").at("nodes").get<std::uint64_t>();
}

}  // namespace

TEST_CASE("hard inputs: a 10 MB paste is refused at once, naming its size") {
  const std::string big(10 * 1024 * 1024, '.');
  Run r = run({"solve", "--json"}, big);
  CHECK(r.code == kInvalid);
  CHECK_THAT(r.out, match::Contains("\"code\":\"too_long\""));
  CHECK_THAT(r.err, match::Contains("10485760 characters long"));
}

TEST_CASE("hard inputs: a 25x25 grid with one given is solved, keeping the given") {
  const std::string grid = "A" + std::string(624, '.');
  Run r = run({"solve", grid, "--json"});
  REQUIRE(r.code == kAllAnswered);
  const std::string key = "\"solution\":\"";
  const size_t at = r.out.find(key);
  REQUIRE(at != std::string::npos);
  const std::string line = r.out.substr(at + key.size(), 625);
  CHECK(line[0] == 'A');
  CHECK(is_valid_solution(test::must_read(grid), parse_grid(line).value().cells));
}

// Issue 26: this asserted "within 100 ms of Ctrl-C", which a loaded machine
// broke (16x16: 847 ms at load 12). Ctrl-C is now judged by work: raised
// before the count starts, the count stops at its first stop check, within
// the nodes solvers_test bounds; raised while it runs, it stops it (before
// the backstop), the time printed.
TEST_CASE("hard inputs: counting an empty grid of every size with no limit stops on Ctrl-C") {
  CHECK_THAT(run({"count", std::string(16, '.'), "--limit", "0"}).out, match::StartsWith("288 solutions"));
  for (int size : Shape::supported_sizes()) {
    if (size <= 5) continue;  // 288 grids counted to the end above; 5x5 (a jigsaw) has 7,200, as quickly
    INFO(size << "x" << size);
    std::vector<std::string> count = {"count", std::string(size * size, '.'), "--limit", "0", "--json"};
    const VariantOptions plain = test::plain_variant(size);  // a prime size's: a jigsaw
    if (!plain.regions.empty()) count.insert(count.end(), {"--variant", plain.names, "--regions", plain.regions});
    const Run at_once = run(count, "", true);
    CHECK(at_once.code == kSomeUnsolved);
    CHECK_THAT(at_once.out, match::Contains("\"status\":\"stopped\""));
    CHECK(nodes_of(at_once.out) <= 256u * size);  // the first stop check saw it
    auto [r, ms] = interrupted_after(count, std::chrono::milliseconds(150));
    CHECK(r.code == kSomeUnsolved);
    CHECK_THAT(r.out, match::Contains("\"status\":\"stopped\""));
    CHECK_THAT(r.out, match::Contains("\"complete\":false"));
    CHECK(ms < kBackstopMs);  // Ctrl-C ended it, not the backstop
  }
}

TEST_CASE("hard inputs: a grid naive backtracking needs forever for stops on Ctrl-C, and fast proves it unsolvable") {
  auto [r, ms] = interrupted_after({"solve", kNaiveForever, "--algorithm", "naive", "--json"}, std::chrono::milliseconds(150));
  CHECK(r.code == kSomeUnsolved);
  CHECK_THAT(r.out, match::Contains("\"status\":\"stopped\""));
  CHECK(ms < kBackstopMs);  // Ctrl-C ended it, not the backstop
  Run fast = run({"solve", kNaiveForever, "--json"});
  CHECK(fast.code == kSomeUnsolved);
  CHECK_THAT(fast.out, match::Contains("\"status\":\"no_solution\""));
}

TEST_CASE("batch prints each answer, then a checked summary with puzzles per second") {
  const std::string none = "12345678.........9.......................................................98765432";
  Run r = run({"batch", "--threads", "1"}, kSource + "\n" + kTen + "\n" + none + "\n");
  CHECK(r.code == kSomeUnsolved);
  CHECK(count_lines(r.out) == 3);
  CHECK_THAT(r.out, match::EndsWith("no solution\n"));
  CHECK_THAT(r.err, match::Contains("3 puzzles by fast, limit 1, 1 thread: 2 solved") && match::Contains("0 wrong"));

  Run counted = run({"batch", "--limit", "2", "--summary", "--json", "--repeat", "3"}, kSource + "\n" + kTen + "\n");
  CHECK(counted.code == kAllAnswered);
  CHECK(count_lines(counted.out) == 1);
  CHECK_THAT(counted.out, match::Contains("\"unique\":1,\"multiple\":1,") && match::Contains("\"solutions\":3,\"wrong\":0,\"runs\":3,"));
}

// Issue 35: "no solution 0+" for a search the node budget stopped, and
// never-started puzzles printed as "no solution 0+" after Ctrl-C, with a
// summary of all 2,000 puzzles at 2,018 puzzles/s. (tests/cli/sigint_batch.sh
// does the same with a real process and a real SIGINT.)
TEST_CASE("regression: batch --limit 0 --max-nodes 5 on an empty 9x9 prints stopped") {
  const std::string empty(81, '.');
  Run r = run({"batch", "--limit", "0", "--max-nodes", "5", empty});
  CHECK(r.out == "stopped\t0+\n");
  CHECK(r.code == kSomeUnsolved);
  CHECK_THAT(r.err, match::Contains("0 solved") && match::Contains("1 stopped"));
  // Stopped after finding solutions: the line says so after the count.
  Run found = run({"batch", "--limit", "0", "--max-nodes", "5000", empty});
  CHECK_THAT(found.out, match::EndsWith("+\tstopped\n"));
  CHECK(found.code == kSomeUnsolved);
  Run json = run({"batch", "--limit", "0", "--max-nodes", "5", "--json", empty});
  CHECK_THAT(json.out, match::Contains("\"puzzles\":1,\"run\":1,\"not_run\":0,\"solved\":0,") &&
                           match::Contains("\"stopped\":1,"));
}

TEST_CASE("regression: Ctrl-C in a batch prints the puzzles that never ran as not run, and counts only what ran") {
  // The flag is up from the start: the first puzzle stops at its first poll, no other starts.
  std::vector<std::string> args = {"batch", "-a", "naive", "--limit", "0", "--threads", "1"};
  for (int i = 0; i < 2000; ++i) args.push_back(std::string(81, '.'));
  Run r = run(args, "", true);
  CHECK(r.code == kSomeUnsolved);
  REQUIRE(count_lines(r.out) == 2000);
  CHECK_THAT(r.out.substr(0, r.out.find('\n')), match::StartsWith("stopped\t") || match::EndsWith("+\tstopped"));
  std::string rest = r.out.substr(r.out.find('\n') + 1), not_run;
  for (int i = 1; i < 2000; ++i) not_run += "not run\n";
  CHECK(rest == not_run);
  CHECK_THAT(r.err, match::StartsWith("2000 puzzles by naive, limit 0, 1 thread, 1 run (Ctrl-C: 1999 not run): ") &&
                        match::Contains(" 1 stopped, 0 wrong;"));
  args.insert(args.end(), {"--summary", "--json"});
  Run json = run(args, "", true);
  const Json j = Json::parse(json.out);
  CHECK(j["puzzles"] == 2000);
  CHECK(j["run"] == 1);
  CHECK(j["not_run"] == 1999);
  CHECK(j["stopped"] == 1);
  // Puzzles per second of the one puzzle that ran, not of all 2,000: one
  // puzzle in median_ms, which is rounded to 3 decimals.
  const double per_second = j["puzzles_per_second"].get<double>(), ms = j["median_ms"].get<double>();
  INFO(per_second << " puzzles/s, " << ms << " ms");
  CHECK(per_second * (ms + 0.0005) >= 999);
  CHECK(per_second * (ms - 0.0005) <= 1001);
}

TEST_CASE("batch refuses a bad line by its number, and a bad --repeat") {
  Run r = run({"batch"}, kSource + "\n" + kSource.substr(0, 80) + "z\n");
  CHECK(r.code == kInvalid);
  CHECK_THAT(r.err, match::Contains("line 2: "));
  CHECK(run({"batch", "--repeat", "0"}, kSource).code == kInvalid);
}

// Input limits, Ctrl-C while reading, streamed JSON, and text encodings.
namespace {

// The process's peak resident memory in KiB (VmHWM), 0 where /proc is missing.
long peak_rss_kib() {
  std::ifstream status("/proc/self/status");
  std::string line;
  while (std::getline(status, line))
    if (line.rfind("VmHWM:", 0) == 0) return std::stol(line.substr(6));
  return 0;
}

double ms_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

// Is `text` one whole JSON value (RFC 8259, strict UTF-8)? Read by nlohmann,
// not by the writer's own code.
bool is_json(const std::string& text) { return nlohmann::json::accept(text); }

// The items of the "solutions" array of enumerate --json.
std::vector<std::string> solutions_of(const std::string& json) {
  return nlohmann::json::parse(json).at("solutions").get<std::vector<std::string>>();
}

}  // namespace

TEST_CASE("regression: input limits: solve -f /dev/zero is refused at 16 MiB, fast and in bounded memory") {
  const long peak_before = peak_rss_kib();
  const auto start = std::chrono::steady_clock::now();
  Run r = run({"solve", "-f", "/dev/zero"});
  // The work is bounded by the limit (the message names it; memory below): the time is printed, not judged.
  std::cout << "cli_test: solve -f /dev/zero refused after " << ms_since(start) << " ms\n";
  CHECK(r.code == kInvalid);
  CHECK(r.err == "sudoku: '/dev/zero' is longer than 16777216 bytes, the most that is read "
                 "(16 MiB, about 200,000 9x9 puzzles one a line)\n");
  CHECK(r.out.empty());
  CHECK(peak_rss_kib() - peak_before < 100 * 1024);  // 16 MiB read, never more (it used to grow without end)
  CHECK(kMaxBatchText == 16777216);                   // the number the messages, usage and READMEs give

  std::ifstream zero("/dev/zero", std::ios::binary);  // standard input
  std::atomic<bool> flag{false};
  for (const char* command : {"solve", "batch"}) {
    Run in = run_in({command}, zero, flag);
    CHECK(in.code == kInvalid);
    CHECK_THAT(in.err, match::StartsWith("sudoku: standard input is longer than 16777216 bytes"));
  }
  Run batch = run({"batch", "-f", "/dev/zero"});
  CHECK(batch.code == kInvalid);
  CHECK_THAT(batch.err, match::Contains("longer than 16777216 bytes"));

  Run regions = run({"solve", "1.6......614.5.1.2.61.4....5..51...6", "--regions", "@/dev/zero"});
  CHECK(regions.code == kInvalid);
  CHECK(regions.err == "sudoku: region map file '/dev/zero' is longer than 65536 bytes, the most that is read "
                       "(64 KiB, the longest region map the library reads)\n");
}

TEST_CASE("regression: input limits: a file over the limit is refused unread, with its size") {
  const std::string path = "cli_test_sparse.txt";
  std::ofstream(path).close();
  std::filesystem::resize_file(path, kMaxBatchText + 1);  // sparse: nothing is written
  Run r = run({"batch", "-f", path, "--summary"});
  CHECK(r.code == kInvalid);
  CHECK(r.err == "sudoku: '" + path + "' is 16777217 bytes long; at most 16777216 bytes are read "
                 "(16 MiB, about 200,000 9x9 puzzles one a line)\n");
  std::filesystem::resize_file(path, kMaxGridText + 1);
  CHECK_THAT(run({"solve", std::string(36, '.'), "--regions", "@" + path}).err,
             match::Contains("is 65537 bytes long; at most 65536 bytes are read"));
  std::remove(path.c_str());
}

// The reader polls the flag every FdReader::kPollMs while it waits; that a
// raised flag ends the wait is judged here, how soon is printed (a loaded
// machine stretches it).
TEST_CASE("regression: Ctrl-C ends a read from a pipe that never writes") {
  int fds[2];
  REQUIRE(::pipe(fds) == 0);  // the write end stays open and silent: the read would wait forever
  std::atomic<bool> flag{false}, ended{false}, write_closed{false};
  std::chrono::steady_clock::time_point raised;
  std::thread stopper([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(150));
    raised = std::chrono::steady_clock::now();
    flag = true;
    // Hang guard: a read that ignored the flag would wait forever; closing
    // the write end ends it with another message, which fails the test.
    for (int waited = 0; !ended && waited < kBackstopMs; waited += 10) std::this_thread::sleep_for(std::chrono::milliseconds(10));
    if (!ended) {
      ::close(fds[1]);
      write_closed = true;
    }
  });
  FdReader reader(fds[0], flag);  // what main() reads standard input through
  std::istream in(&reader);
  Run r = run_in({"solve"}, in, flag);
  ended = true;
  const double ms = ms_since(raised);
  stopper.join();
  ::close(fds[0]);
  if (!write_closed) ::close(fds[1]);
  std::cout << "cli_test: a read from a silent pipe ended " << ms << " ms after Ctrl-C (polled every " << FdReader::kPollMs
            << " ms; measured, not judged)\n";
  CHECK(r.code == kSomeUnsolved);
  CHECK(r.err == "sudoku: stopped by Ctrl-C while reading standard input\n");
}

TEST_CASE("regression: Ctrl-C between puzzles starts no further puzzle") {
  std::vector<std::string> args = {"solve", "--json"};
  for (int i = 0; i < 50; ++i) args.push_back(kSource);
  Run r = run(args, "", true);
  CHECK(r.code == kSomeUnsolved);
  CHECK(count_lines(r.out) == 1);  // the first, stopped at once
  CHECK_THAT(r.err, match::Contains("stopped by Ctrl-C after 1 of 50 puzzles"));
}

TEST_CASE("regression: --regions @FILE refuses an empty file and a directory, naming it") {
  const std::string puzzle = "1.6......614.5.1.2.61.4....5..51...6", empty = "cli_test_empty_regions.txt";
  std::ofstream(empty).close();
  Run e = run({"solve", puzzle, "--regions", "@" + empty});
  CHECK(e.code == kInvalid);
  CHECK(e.err == "sudoku: region map file '" + empty + "' is empty\n");
  std::ofstream(empty) << "\xEF\xBB\xBF \r\n";  // a byte-order mark and a line end hold no map either
  CHECK(run({"solve", puzzle, "--regions", "@" + empty}).code == kInvalid);
  std::remove(empty.c_str());

  const std::string dir = std::filesystem::temp_directory_path().string();
  Run d = run({"count", puzzle, "--regions", "@" + dir});
  CHECK(d.code == kInvalid);
  CHECK(d.err == "sudoku: cannot read region map file '" + dir + "': it is a directory\n");
  CHECK(d.out.empty());
  Run f = run({"solve", "-f", dir});
  CHECK(f.code == kInvalid);
  CHECK(f.err == "sudoku: cannot read '" + dir + "': it is a directory\n");
  CHECK_THAT(run({"solve", puzzle, "--regions", "@"}).err, match::Contains("needs a file name"));
}

TEST_CASE("regression: enumerate --json streams one whole JSON object: the empty 9x9 grid up to 200000") {
  Run r = run({"enumerate", std::string(81, '.'), "--json", "--limit", "200000"});
  CHECK(r.code == kAllAnswered);
  REQUIRE(is_json(r.out));
  CHECK(count_lines(r.out) == 1);
  const std::vector<std::string> solutions = solutions_of(r.out);
  REQUIRE(solutions.size() == 200000);
  CHECK_THAT(r.out, match::Contains("],\"status\":\"solved\",\"solution\":\"" + solutions[0] + "\","));
  CHECK_THAT(r.out, match::EndsWith(",\"count\":200000,\"complete\":false,\"algorithm\":\"fast\",\"stats\":{" +
                                    r.out.substr(r.out.rfind("\"stats\":{") + 9)));
  const Puzzle empty = test::must_read(std::string(81, '.'));
  std::set<std::string> distinct;
  bool all_valid = true;
  for (const std::string& s : solutions) {
    distinct.insert(s);
    const Result<ParsedGrid> g = parse_grid(s);
    all_valid = all_valid && g.ok() && s.size() == 81 && is_valid_solution(empty, g->cells);
  }
  CHECK(all_valid);
  CHECK(distinct.size() == 200000);
}

TEST_CASE("regression: enumerate --json stays whole JSON when stopped, with no solution, or by Ctrl-C") {
  Run none = run({"enumerate", "12345678.........9" + std::string(63, '.'), "--json"});
  CHECK(none.code == kSomeUnsolved);
  CHECK(is_json(none.out));
  CHECK_THAT(none.out, match::StartsWith("{\"solutions\":[],\"status\":\"no_solution\",\"count\":0,\"complete\":true,"));
  Run ten = run({"enumerate", kTen, "--json"});
  CHECK(is_json(ten.out));
  CHECK(solutions_of(ten.out).size() == 10);
  CHECK_THAT(ten.out, match::Contains("\"count\":10,\"complete\":true"));
  auto [stopped, ms] = interrupted_after({"enumerate", std::string(81, '.'), "--json"}, std::chrono::milliseconds(200));
  CHECK(stopped.code == kSomeUnsolved);
  CHECK(ms < kBackstopMs);  // Ctrl-C ended it, not the backstop
  REQUIRE(is_json(stopped.out));
  CHECK_THAT(stopped.out, match::Contains("],\"status\":\"stopped\","));
  CHECK(solutions_of(stopped.out).size() > 0);
  Run nodes = run({"enumerate", kTen, "--json", "--max-nodes", "3"});
  CHECK(is_json(nodes.out));
  CHECK_THAT(nodes.out, match::Contains("\"status\":\"stopped\""));
}

TEST_CASE("regression: a byte-order mark and LF, CRLF or CR line ends are read by solve, batch and --regions") {
  const std::string bom = "\xEF\xBB\xBF";
  for (const std::string& end : {"\n", "\r\n", "\r"}) {
    INFO("line end " << json_string(end));
    const std::string text = bom + kSource + end + kTen + end;
    Run solve = run({"solve", "--json"}, text);
    CHECK(solve.code == kAllAnswered);
    CHECK(count_lines(solve.out) == 2);
    Run batch = run({"batch"}, text);
    CHECK(batch.code == kAllAnswered);
    CHECK(count_lines(batch.out) == 2);
    const std::string path = "cli_test_bom.txt";
    std::ofstream(path, std::ios::binary) << text;
    CHECK(run({"solve", "-f", path, "--json"}).code == kAllAnswered);
    CHECK(run({"batch", "-f", path}).code == kAllAnswered);
    std::ofstream(path, std::ios::binary) << bom << "111222" << end << "311242" << end << "331244" << end << "333444"
                                          << end << "555666" << end << "555666" << end;
    CHECK_THAT(run({"count", "1.6......614.5.1.2.61.4....5..51...6", "--regions", "@" + path}).out,
               match::StartsWith("unique: 1 solution"));
    std::remove(path.c_str());
  }
}

TEST_CASE("regression: error positions count characters, not the bytes of UTF-8") {
  Run r = run({"solve", "\xC3\xA9" "12!" + std::string(77, '.'), "--json"});  // é12!...
  CHECK(r.code == kInvalid);
  CHECK_THAT(r.err, match::Contains("'\xC3\xA9' (U+00E9) at position 1 and '!' at position 4"));
  // JSON in UTF-8: the character as it is.
  CHECK_THAT(r.out, match::Contains("\"'\xC3\xA9' (U+00E9) at position 1 and '!' at position 4 are not digits"));
  CHECK(is_json(r.out));
}

TEST_CASE("regression: json_string keeps UTF-8, escapes quotes and control characters, and a stray byte is U+FFFD") {
  CHECK(json_string("\xC3\xA9") == "\"\xC3\xA9\"");
  CHECK(json_string("\xF0\x9F\x98\x80") == "\"\xF0\x9F\x98\x80\"");  // above U+FFFF
  CHECK(json_string("a\"b\\c\n\x01") == "\"a\\\"b\\\\c\\n\\u0001\"");
  CHECK(json_string("a\xFF" "b") == "\"a\xEF\xBF\xBD" "b\"");  // U+FFFD, in UTF-8
  CHECK(json_string("\xC3") == "\"\xEF\xBF\xBD\"");         // cut short
  for (const std::string text : {"\xC3\xA9", "a\"b\\c\n\x01\x1F\x7F"})
    CHECK(nlohmann::json::parse(json_string(text)).get<std::string>() == text);
}

// Options through CLI11, usage errors, --version, and JSON through nlohmann
// (issue 17).
namespace {

// The fields of a CliOptions that parsing sets, to compare two parses.
std::string fields_of(const CliOptions& o) {
  std::ostringstream out;
  out << o.command << '|' << o.version << '|' << o.algorithm << '|' << o.variant << '|' << o.regions << '|' << o.file
      << '|' << o.limit << '|' << o.limit_given << '|' << o.max_nodes << '|' << o.time_limit_ms << '|' << o.json
      << '|' << o.repeat << '|' << o.summary << '|';
  for (const std::string& p : o.puzzles) out << p << ',';
  return out.str();
}

CliOptions parsed(const std::vector<std::string>& args) {
  const std::vector<const char*> argv = argv_of(args);
  Result<CliOptions> o = parse_cli(static_cast<int>(argv.size()), argv.data());
  REQUIRE(o.ok());
  return o.value();
}

// The keys of a JSON object, in the order written.
std::vector<std::string> keys_of(const nlohmann::ordered_json& object) {
  std::vector<std::string> keys;
  for (const auto& item : object.items()) keys.push_back(item.key());
  return keys;
}

const std::string kHelpLine = "Run 'sudoku help' for the options.\n";

}  // namespace

TEST_CASE("options: --opt=value and the short forms parse as --opt value, for every option taking a value") {
  const std::vector<std::pair<std::string, std::string>> options = {
      {"--algorithm", "naive"}, {"-a", "naive"},          {"--variant", "x"},     {"--regions", "@map.txt"},
      {"--file", "p.txt"},      {"-f", "p.txt"},          {"--limit", "3"},       {"--max-nodes", "40"},
      {"--time-limit", "250"},  {"--repeat", "7"},        {"--regions", "a=b"}};  // a value may hold '='
  for (const auto& [name, value] : options) {
    INFO(name << " " << value);
    const std::string spaced = fields_of(parsed({"count", name, value, kTen}));
    CHECK(spaced != fields_of(parsed({"count", kTen})));  // the option did something
    if (name.size() == 2) CHECK(fields_of(parsed({"count", name + value, kTen})) == spaced);  // -anaive
    else CHECK(fields_of(parsed({"count", name + "=" + value, kTen})) == spaced);
  }
  CHECK(parsed({"count", "--limit=3", kTen}).limit == 3);
  Run limited = run({"count", kTen, "--limit=3", "--json"});
  CHECK(limited.code == kAllAnswered);
  CHECK_THAT(limited.out, match::Contains("\"count\":3,\"complete\":false"));
  CHECK(parsed({"solve", "--limit", "1", "--limit=2", kTen}).limit == 2);  // given twice: the last counts, as before
  CHECK(parsed({"--json", "solve", kTen}).command == "solve");            // options anywhere
}

TEST_CASE("options: -- ends the options, so a puzzle may start with '-'") {
  const std::string dashed = "-" + kTen;  // '-' is a separator in puzzle text
  Run refused = run({"solve", dashed});
  CHECK(refused.code == kInvalid);
  CHECK(refused.err == "sudoku: unknown option '" + dashed + "'\n" + kHelpLine);
  Run r = run({"solve", "--json", "--", dashed});
  CHECK(r.code == kAllAnswered);
  CHECK_THAT(r.out, match::StartsWith("{\"status\":\"solved\",\"solution\":\""));
  // A dash and a digit is no option name (CLI11 reads it as a number): a puzzle even before --.
  CHECK(run({"solve", "-" + kSource}).code == kAllAnswered);
  CHECK(parsed({"solve", "--", "--json", "-a"}).puzzles == std::vector<std::string>{"--json", "-a"});
  CHECK_FALSE(parsed({"solve", "--", "--json"}).json);
}

TEST_CASE("options: --version prints the project's version and exits 0, help, -h and --help print the usage") {
  Run v = run({"--version"});
  CHECK(v.code == kAllAnswered);
  CHECK(v.out == std::string("sudoku ") + SUDOKU_PROJECT_VERSION + "\n");
  CHECK(v.err.empty());
  CHECK(run({"solve", "--version"}).out == v.out);
  for (const std::vector<std::string>& args : {std::vector<std::string>{"help"}, {"-h"}, {"--help"}, {"solve", "--help"}}) {
    Run h = run(args);
    INFO(args.back());
    CHECK(h.code == kAllAnswered);
    CHECK(h.out == usage_text());
  }
  CHECK_THAT(usage_text(), match::Contains("--version") && match::Contains("--limit=3") &&
                               match::Contains("after --") && match::Contains(std::string(algorithms().back().id)));
}

TEST_CASE("usage errors: one line naming the argument and what it expected, then where help is, exit 2") {
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{"solve", kSource, "--limit", "x"}, "--limit expects a whole number of solutions (0 for no limit), got 'x'"},
      {{"solve", kSource, "--limit=2.5"}, "--limit expects a whole number of solutions (0 for no limit), got '2.5'"},
      {{"count", kSource, "--limit", "-3"}, "--limit expects a whole number of solutions (0 for no limit), got '-3'"},
      {{"count", kSource, "--limit", "18446744073709551616"},
       "--limit expects a whole number of solutions up to 18446744073709551615 (0 for no limit), "
       "got '18446744073709551616'"},
      {{"solve", kSource, "--max-nodes", "1e3"},
       "--max-nodes expects a whole number of search nodes (0 for no limit), got '1e3'"},
      {{"solve", kSource, "--time-limit", ""}, "--time-limit expects a whole number of milliseconds (0 for none), got ''"},
      {{"batch", "--repeat", "0"}, "--repeat expects a whole number of runs from 1 to 1000, got '0'"},
      {{"batch", "--repeat=1001"}, "--repeat expects a whole number of runs from 1 to 1000, got '1001'"},
      {{"solve", kSource, "--limit"}, "--limit expects a whole number of solutions (0 for no limit), got nothing"},
      {{"solve", kSource, "-a"}, "-a expects an algorithm id, got nothing"},
      {{"solve", kSource, "--file="}, "--file expects a file name, got nothing"},
      {{"solve", kSource, "--json=yes"}, "--json takes no value, got '--json=yes'"},
      {{"solve", "-l", "3", kSource}, "unknown option '-l'"},
      {{"solve", kSource, "--bogus=1"}, "unknown option '--bogus=1'"},
      {{"frobnicate"}, "unknown command 'frobnicate'; commands are solve, count, estimate, enumerate, trace, compare, hint, "
                       "explain, rate, generate, batch, algorithms, help"},
      {{}, "no command given; commands are solve, count, estimate, enumerate, trace, compare, hint, explain, rate, generate, "
           "batch, algorithms, help"},
  };
  for (const auto& [args, message] : cases) {
    INFO(message);
    Run r = run(args);
    CHECK(r.code == kInvalid);
    CHECK(r.err == "sudoku: " + message + "\n" + kHelpLine);  // never the whole usage
    CHECK(r.out.empty());
  }
  // A missing value is named even when an earlier option took the next argument as its value.
  CHECK(run({"solve", "-f", "--limit", kSource, "--time-limit"}).err ==
        "sudoku: --time-limit expects a whole number of milliseconds (0 for none), got nothing\n" + kHelpLine);
}

TEST_CASE("exit statuses: 0 answered, 1 no solution or stopped, 2 invalid input or usage") {
  CHECK(run({"solve", kSource}).code == kAllAnswered);
  CHECK(run({"--version"}).code == kAllAnswered);
  CHECK(run({"help"}).code == kAllAnswered);
  CHECK(run({"solve", "12345678.........9" + std::string(63, '.')}).code == kSomeUnsolved);
  CHECK(run({"count", std::string(81, '.')}, "", true).code == kSomeUnsolved);  // Ctrl-C
  CHECK(run({"solve", "12"}).code == kInvalid);
  CHECK(run({"solve", kSource, "--limit", "x"}).code == kInvalid);
  CHECK(run({"solve", kSource, "-a", "magic"}).code == kInvalid);
  CHECK(kAllAnswered == 0);
  CHECK(kSomeUnsolved == 1);
  CHECK(kInvalid == 2);
  CHECK(kWrongAnswer == 3);
  CHECK(kOutputFailed == 4);
}

// Output errors (issue 35: `solve ... >/dev/full` exited 0 with the answer
// lost). tests/cli/output_errors.sh runs the binary itself into /dev/full and
// a closed standard output, streaming enumerate included.
namespace {

// A device that takes `room` bytes, then fails every write, as a disk that
// fills up does (/dev/full has no room at all).
class FillingDevice : public std::streambuf {
 public:
  explicit FillingDevice(std::size_t room) : room_(room) {}
  std::string taken;

 protected:
  int_type overflow(int_type ch) override {
    if (traits_type::eq_int_type(ch, traits_type::eof())) return traits_type::not_eof(ch);
    if (taken.size() >= room_) return traits_type::eof();
    taken += traits_type::to_char_type(ch);
    return ch;
  }

 private:
  std::size_t room_;
};

Run run_into(std::streambuf& device, const std::vector<std::string>& args) {
  const std::vector<const char*> argv = argv_of(args);
  std::istringstream in;
  std::ostream out(&device);
  std::ostringstream err;
  std::atomic<bool> interrupt{false};
  const int code = run_cli(static_cast<int>(argv.size()), argv.data(), in, out, err, interrupt);
  return {code, "", err.str()};
}

}  // namespace

TEST_CASE("regression: solve >/dev/full exits 4 naming the error, whatever the command") {
  const int full = ::open("/dev/full", O_WRONLY | O_CLOEXEC);
  if (full >= 0) {  // the binary's own writer on the real device: the system's reason
    FdWriter writer(full);
    Run r = run_into(writer, {"solve", kSource});
    CHECK(r.code == kOutputFailed);
    CHECK(writer.error() == ENOSPC);
    CHECK(r.err == std::string("sudoku: cannot write to standard output: ") + std::strerror(ENOSPC) + "\n");
    ::close(full);
  } else {
    WARN("no /dev/full here: only the filling device below is tried");
  }
  const std::vector<std::vector<std::string>> commands = {
      {"solve", kSource},
      {"solve", "--json", kSource, kTen},
      {"count", kTen},
      {"enumerate", "--limit", "3", kTen},
      {"enumerate", "--json", kTen},
      {"trace", kSource},
      {"hint", kSource},
      {"compare", kSource, "--max-nodes", "1000"},
      {"batch", kSource, kTen},
      {"batch", "--summary", "--json", kSource},
      {"algorithms"},
      {"help"},
  };
  for (const auto& args : commands) {
    INFO(args[0] << (args.size() > 1 ? " " + args[1] : ""));
    FillingDevice none(0);
    Run r = run_into(none, args);
    CHECK(r.code == kOutputFailed);
    CHECK_THAT(r.err, match::EndsWith("sudoku: cannot write to standard output\n"));
    CHECK(run(args).code != kOutputFailed);  // with room, the same command is fine
  }
  // A disk that fills mid-way through many puzzles: no puzzle after the failed write is solved.
  std::vector<std::string> many = {"solve"};
  for (int i = 0; i < 1000; ++i) many.push_back(kSource);
  FillingDevice some(500);
  Run r = run_into(some, many);
  CHECK(r.code == kOutputFailed);
  CHECK(some.taken.size() == 500);
}

TEST_CASE("JSON: solve --json --variant with an accented letter is valid JSON whose message reads the letter back") {
  Run r = run({"solve", "--json", "--variant", "\xC3\xA9", kSource});
  CHECK(r.code == kInvalid);
  const nlohmann::json j = nlohmann::json::parse(r.out);
  CHECK(j.at("status") == "invalid");
  CHECK(j.at("error").at("code") == "bad_variant");
  CHECK_THAT(j.at("error").at("message").get<std::string>(), match::StartsWith("unknown variant '\xC3\xA9'; variants are"));
}

TEST_CASE("JSON: a quote, a backslash and control characters in an argument are escaped") {
  const std::string variant = "a\"b\\c\n\x01\x1B[31m";
  Run r = run({"solve", "--json", "--variant", variant, kSource});
  CHECK(r.code == kInvalid);
  CHECK(count_lines(r.out) == 1);
  CHECK_THAT(r.out, match::Contains("'a\\\"b\\\\c\\n\\u0001\\u001b[31m'"));
  CHECK(nlohmann::json::parse(r.out).at("error").at("message").get<std::string>().find("'" + variant + "'") !=
        std::string::npos);
}

TEST_CASE("JSON: invalid UTF-8 in an argument gives valid JSON, a bad byte as U+FFFD") {
  Run variant = run({"solve", "--json", "--variant", "x\xFF\xC3", kSource});
  CHECK(variant.code == kInvalid);
  REQUIRE(is_json(variant.out));
  CHECK_THAT(nlohmann::json::parse(variant.out).at("error").at("message").get<std::string>(),
             match::Contains("unknown variant 'x\xEF\xBF\xBD\xEF\xBF\xBD'"));
  // The readers name a bad byte by its value; the JSON stays valid either way.
  for (const std::vector<std::string>& args : {std::vector<std::string>{"solve", "--json", "\xFF" + kSource.substr(1)},
                                               {"compare", "--json", "--regions", "\xFE\xFF", kSource}}) {
    Run r = run(args);
    INFO(r.out);
    CHECK(r.code == kInvalid);
    CHECK(is_json(r.out));
  }
}

TEST_CASE("attempts: levels' counter in the --json stats, the text line and the compare table") {
  const std::string four = "..34341221434321";  // tests/core/levels_test.cpp counts it by hand
  CHECK_THAT(run({"count", four, "-a", "levels", "--json"}).out, match::Contains("\"nodes\":40,\"attempts\":51,"));
  CHECK_THAT(run({"solve", four, "-a", "naive", "--json"}).out, match::Contains("\"attempts\":0,"));
  CHECK_THAT(run({"solve", four, "-a", "levels"}).out, match::Contains(" nodes, 16 attempts"));
  CHECK_THAT(run({"solve", four, "-a", "naive"}).out, !match::Contains("attempts"));
  const std::string table = run({"compare", four}).out;
  INFO(table);
  CHECK_THAT(table, match::Contains(" nodes       attempts\n"));
  const size_t row = table.find("\n  levels ");
  REQUIRE(row != std::string::npos);
  CHECK_THAT(table.substr(row + 1, table.find('\n', row + 1) - row - 1), match::EndsWith(" 16"));
}

TEST_CASE("JSON: documents keep their fields, in order, and times to 3 decimals") {
  using Keys = std::vector<std::string>;
  const auto solve = nlohmann::ordered_json::parse(run({"solve", "--json", kSource}).out);
  CHECK(keys_of(solve) == Keys{"status", "solution", "algorithm", "stats"});
  CHECK(keys_of(solve.at("stats")) == Keys{"placements", "backtracks", "nodes", "attempts", "elapsed_ms"});
  const auto count = nlohmann::ordered_json::parse(run({"count", "--json", kTen, "-a", "crook"}).out);
  CHECK(keys_of(count) == Keys{"status", "solution", "count", "complete", "algorithm", "stats"});
  CHECK(keys_of(count.at("stats")) == Keys{"placements", "backtracks", "nodes", "attempts", "elapsed_ms",
                                           "hardest_technique"});
  const auto batch = nlohmann::ordered_json::parse(run({"batch", "--json", "--repeat", "3"}, kSource).out);
  CHECK(keys_of(batch) == Keys{"algorithm", "limit", "threads", "puzzles", "run", "not_run", "solved", "unique", "multiple",
                               "no_solution", "stopped", "solutions", "wrong", "runs", "median_ms", "min_ms", "max_ms",
                               "puzzles_per_second", "stats"});
  for (const char* key : {"median_ms", "min_ms", "max_ms", "puzzles_per_second"}) {
    INFO(key);
    const double value = batch.at(key).get<double>();
    CHECK(std::abs(value * 1000 - std::round(value * 1000)) < 1e-6);
  }
  const auto hint = nlohmann::ordered_json::parse(run({"hint", "--json", kSource}).out);
  CHECK(keys_of(hint) ==
        Keys{"status", "message", "template", "step", "cell", "house", "value", "candidates", "count", "cap"});
  CHECK(keys_of(hint.at("step")) == Keys{"technique", "name", "score", "houses", "cells", "values", "chain",
                                         "forced", "coloured", "placements", "eliminations", "message"});
  const std::string listed = run({"algorithms", "--json"}).out;
  const auto algorithm = nlohmann::ordered_json::parse(listed.substr(0, listed.find('\n')));
  CHECK(keys_of(algorithm) == Keys{"id", "name", "summary", "description", "capabilities", "min_size", "max_size"});
}

namespace {

// One state of a 9x9 walk: the grid's text and the eliminations so far in the
// CLI's "r1c3<>4" notation.
struct WalkState {
  std::string grid;
  std::string eliminated;
};

// Applies a `hint --json` step to `state` as a person would: placements
// written into the grid, eliminations appended.
void apply_step(const Json& step, WalkState& state) {
  for (const Json& p : step["placements"])
    state.grid[p["cell"].get<int>()] = static_cast<char>('0' + p["value"].get<int>());
  for (const Json& e : step["eliminations"]) {
    const int cell = e["cell"].get<int>();
    state.eliminated += "r" + std::to_string(cell / 9 + 1) + "c" + std::to_string(cell % 9 + 1) + "<>" +
                        std::to_string(e["value"].get<int>()) + ", ";
  }
}

}  // namespace

TEST_CASE("hint --eliminated walks a puzzle to the end from the candidates crossed out so far") {
  // qqwing rates it expert; its walk needs eliminations (an X-Wing among them)
  WalkState state{"....1...76...7..9..59...38......6...23....76..7.13..5....9.........52.7.8..3....5", ""};
  const Run solution = run({"solve", state.grid, "--json"});
  const std::string solved = Json::parse(solution.out)["solution"].get<std::string>();
  int steps = 0, with_eliminations = 0;
  for (;; ++steps) {
    REQUIRE(steps < 400);
    const Run hint = run({"hint", state.grid, "--eliminated", state.eliminated, "--json"});
    REQUIRE(hint.code == kAllAnswered);
    const Json answer = Json::parse(hint.out);
    if (answer["status"] == "solved") break;
    REQUIRE(answer["status"] == "deduction");
    if (!answer["step"]["eliminations"].empty()) ++with_eliminations;
    apply_step(answer["step"], state);
  }
  CHECK(state.grid == solved);
  CHECK(with_eliminations > 0);
}

TEST_CASE("hint --technique-cap keeps to the techniques up to the cap, and names the cap when stuck") {
  WalkState state{"....1...76...7..9..59...38......6...23....76..7.13..5....9.........52.7.8..3....5", ""};
  const std::set<std::string> allowed = {"naked_single", "hidden_single"};
  std::string status;
  for (int steps = 0; steps < 400; ++steps) {
    const Json answer = Json::parse(run({"hint", state.grid, "--technique-cap", "hidden_single", "--json"}).out);
    status = answer["status"].get<std::string>();
    if (status != "deduction") break;
    CHECK(allowed.count(answer["step"]["technique"].get<std::string>()) == 1);
    apply_step(answer["step"], state);
  }
  CHECK(status == "stuck");  // this puzzle needs more than singles
  const Run stuck = run({"hint", state.grid, "--technique-cap", "hidden_single"});
  CHECK_THAT(stuck.out, match::Contains("Hidden single"));
}

TEST_CASE("hint --techniques keeps to the chosen techniques, skipping the rungs between, and says so when stuck") {
  // Singles and the X-Wing alone: this puzzle's walk takes box/line steps
  // first when they are allowed; here it may not.
  WalkState state{"....1...76...7..9..59...38......6...23....76..7.13..5....9.........52.7.8..3....5", ""};
  const std::set<std::string> allowed = {"naked_single", "hidden_single", "x_wing"};
  std::string status;
  int x_wings = 0;
  for (int steps = 0; steps < 400; ++steps) {
    const Json answer =
        Json::parse(run({"hint", state.grid, "--eliminated", state.eliminated, "--techniques",
                         "naked_single,hidden_single,x_wing", "--json"}).out);
    status = answer["status"].get<std::string>();
    if (status != "deduction") break;
    const std::string technique = answer["step"]["technique"].get<std::string>();
    CHECK(allowed.count(technique) == 1);
    x_wings += technique == "x_wing";
    apply_step(answer["step"], state);
  }
  CHECK(x_wings > 0);  // past the box/line rungs it may not take
  CHECK(status == "stuck");
  CHECK_THAT(run({"hint", state.grid, "--eliminated", state.eliminated, "--techniques", "naked_single"}).out,
             match::StartsWith("None of the chosen techniques applies: guess "));
  CHECK_THAT(run({"hint", kSource, "--techniques", ""}).out, match::StartsWith("None of the chosen techniques"));
  const Run bad = run({"hint", kSource, "--techniques", "naked_single,x_wings"});
  CHECK(bad.code == kInvalid);
  CHECK_THAT(bad.err, match::Contains("--techniques expects technique ids joined by commas (naked_single, hidden_single"));
  CHECK_THAT(bad.err, match::Contains("got 'x_wings'"));
  CHECK_THAT(run({"solve", kSource, "--techniques", "x_wing"}).err, match::Contains("--techniques belongs to hint"));
}

TEST_CASE("hint --eliminated and --technique-cap refuse what they cannot read, naming it") {
  const std::string puzzle = kSource;
  const Run far = run({"hint", puzzle, "--eliminated", "r1c1<>5, r10c1<>1"});
  CHECK(far.code == kInvalid);
  CHECK_THAT(far.err, match::Contains("eliminated entry 2 'r10c1<>1': no cell of this grid has that name"));
  CHECK_THAT(run({"hint", puzzle, "--eliminated", "r1c1=4"}).err, match::Contains("expected CELL<>VALUES"));
  CHECK_THAT(run({"hint", puzzle, "--eliminated", "r1c1<>0"}).err, match::Contains("'0' is not a value of this grid"));
  const Run cap = run({"hint", puzzle, "--technique-cap", "x_wings"});
  CHECK(cap.code == kInvalid);
  CHECK_THAT(cap.err, match::Contains("--technique-cap expects a technique id (naked_single, hidden_single"));
  CHECK_THAT(run({"solve", puzzle, "--eliminated", "r1c1<>4"}).err, match::Contains("--eliminated belongs to hint"));
}

TEST_CASE("batch on several threads answers every puzzle as one thread does, in the puzzles' order") {
  // unique, several, none, and enough of them for every thread to take chunks
  const std::string none = "12345678.........9.......................................................98765432";
  std::string input;
  for (int i = 0; i < 150; ++i) input += (i % 3 == 0 ? kSource : i % 3 == 1 ? std::string(81, '.') : none) + "\n";
  const Run one = run({"batch", "--limit", "2", "--threads", "1"}, input);
  const Run three = run({"batch", "--limit", "2", "--threads", "3"}, input);
  CHECK(count_lines(one.out) == 150);
  CHECK(three.out == one.out);
  CHECK(three.code == one.code);
  CHECK_THAT(three.err, match::Contains("150 puzzles by fast, limit 2, 3 threads: 100 solved, 50 unique, 50 with several, "
                                        "50 without, 0 stopped, 0 wrong"));
  const Json j = Json::parse(run({"batch", "--limit", "2", "--threads", "3", "--summary", "--json"}, input).out);
  CHECK(j["threads"] == 3);
  CHECK(j["run"] == 150);
  CHECK(j["solutions"] == 150);  // 50 unique + 50 grids stopped at the limit of 2
}

TEST_CASE("the option --jobs (-j, or --threads) takes 0 (one a core) to 256, and nothing else") {
  CHECK(run({"batch", "--jobs", "0", kSource}).code == kAllAnswered);
  CHECK(run({"batch", "-j", "2", kSource}).code == kAllAnswered);
  CHECK(run({"batch", "--threads", "2", kSource}).code == kAllAnswered);
  const Run bad = run({"batch", "--jobs", "257", kSource});
  CHECK(bad.code == kInvalid);
  CHECK_THAT(bad.err, match::Contains("--jobs expects a whole number of threads from 0 to 256 (0 for one a core), got '257'"));
}

TEST_CASE("count on several threads gives one thread's count, stops at the limit, and says stopped on Ctrl-C") {
  // 288 grids of 4x4; a 9x9 with thousands of solutions (a 17-clue puzzle less three givens); a dead grid; a unique one
  const std::string many = ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";
  const std::string none = "12345678.........9.......................................................98765432";
  for (const std::string& puzzle : {std::string(16, '.'), many, none, kSource}) {
    const Json one = Json::parse(run({"count", puzzle, "--jobs", "1", "--limit", "100000", "--json"}).out);
    const Json three = Json::parse(run({"count", puzzle, "--jobs", "3", "--limit", "100000", "--json"}).out);
    INFO(puzzle);
    CHECK(three["count"] == one["count"]);
    CHECK(three["complete"] == one["complete"]);
    CHECK(three["status"] == one["status"]);
  }
  const Json limited = Json::parse(run({"count", std::string(81, '.'), "--jobs", "3", "--limit", "5000", "--json"}).out);
  CHECK(limited["count"] == 5000);
  CHECK(limited["complete"] == false);
  CHECK(limited["status"] == "solved");
  const Run stopped = run({"count", std::string(81, '.'), "--jobs", "3"}, "", true);
  CHECK(stopped.code == kSomeUnsolved);
  CHECK_THAT(stopped.out, match::Contains("(stopped)"));
}

std::vector<std::string> sorted_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  std::sort(lines.begin(), lines.end());
  return lines;
}

TEST_CASE("enumerate on several threads writes one thread's solutions, in one order for any number of threads") {
  // 5,868 solutions: a solved grid's first 40 cells
  const std::string many = "6581427931723594683496781525612378494975" + std::string(41, '.');
  const std::string none = "12345678.........9.......................................................98765432";
  for (const std::string& puzzle : {std::string(16, '.'), many, none, kSource}) {
    const Run one = run({"enumerate", puzzle, "--jobs", "1"});
    const Run two = run({"enumerate", puzzle, "--jobs", "2"});
    const Run five = run({"enumerate", puzzle, "--jobs", "5"});
    INFO(puzzle);
    CHECK(sorted_lines(two.out) == sorted_lines(one.out));
    CHECK(five.out == two.out);
    CHECK(two.code == one.code);
  }
  CHECK(count_lines(run({"enumerate", many, "--jobs", "2"}).out) == 5868);
  // Without --jobs, one search's order on any machine
  CHECK(run({"enumerate", many}).out == run({"enumerate", many, "--jobs", "1"}).out);

  // A limit writes the first solutions of that order; with --json, the first is "solution"
  const std::string all = run({"enumerate", many, "--jobs", "2"}).out;
  const Run limited = run({"enumerate", many, "--jobs", "3", "--limit", "100"});
  CHECK(limited.out == all.substr(0, 100 * 82));
  const Json j = Json::parse(run({"enumerate", many, "--jobs", "3", "--limit", "7", "--json"}).out);
  CHECK(j["solutions"].size() == 7);
  CHECK(j["count"] == 7);
  CHECK(j["complete"] == false);
  CHECK(j["solution"] == j["solutions"][0]);
  CHECK(j["solutions"][6].get<std::string>() == all.substr(6 * 82, 81));

  // Ctrl-C: whole JSON, as many solutions as its count
  const Run stopped = run({"enumerate", std::string(81, '.'), "--jobs", "3", "--json"}, "", true);
  CHECK(stopped.code == kSomeUnsolved);
  const Json s = Json::parse(stopped.out);
  CHECK(s["status"] == "stopped");
  CHECK(s["count"] == s["solutions"].size());
}

TEST_CASE("ISS puzzle strings with killer cages are solved counted and refused where not taken") {
  // A 4x4 killer of Tatham's Solo (sgt-solo --generate 1 '2x2kdi#2', tests/tools/solo_killer_to_iss.py).
  const std::string killer =
      ".Shape~4x4.Cage~8~R1C1~R1C2~R1C3.Cage~5~R1C4~R2C4.Cage~3~R2C1~R2C2.Cage~8~R2C3~R3C2~R3C3.Cage~6~R3C1~R4C1"
      ".Cage~10~R3C4~R4C2~R4C3~R4C4";
  Run solved = run({"solve", killer});
  CHECK(solved.code == kAllAnswered);
  CHECK_THAT(solved.out, match::StartsWith("3 4 | 1 2\n1 2 | 4 3\n"));
  CHECK_THAT(run({"count", killer, "--json"}).out, match::Contains("\"count\":1,\"complete\":true"));
  CHECK_THAT(run({"count", killer, "--jobs", "2", "--json"}).out, match::Contains("\"count\":1,\"complete\":true"));
  // A rule puzzle counts on one thread whatever --jobs says: the same search, node for node.
  const auto nodes_of = [](const std::string& json) { return json.substr(json.find("\"nodes\":"), 16); };
  CHECK(nodes_of(run({"count", killer, "--jobs", "2", "--json"}).out) ==
        nodes_of(run({"count", killer, "--jobs", "1", "--json"}).out));
  // One a line from a file or standard input, the cages dropped: 288 grids.
  Run two = run({"count", "--json"}, killer + "\n.Shape~4x4.~R1C1_1\n");
  CHECK(count_lines(two.out) == 2);
  CHECK_THAT(two.out, match::Contains("\"count\":72,"));
  Run naive = run({"solve", killer, "-a", "naive"});
  CHECK(naive.code == kInvalid);
  CHECK_THAT(naive.err, match::Contains("Naive backtracking does not solve puzzles with a killer cage yet; fast does"));
  // hint, explain and rate take the cages (the ladder's cage combinations); estimate does not yet.
  Run hint = run({"hint", killer});
  CHECK(hint.code == kAllAnswered);
  CHECK_THAT(hint.out, match::StartsWith("Cage combinations: "));
  CHECK(run({"explain", killer}).code == kAllAnswered);
  CHECK(run({"rate", killer}).code == kAllAnswered);
  Run estimate = run({"estimate", killer});
  CHECK(estimate.code == kInvalid);
  CHECK_THAT(estimate.err, match::Contains("estimate does not take constraints (killer cages, thermometers, ...) yet"));
  CHECK_THAT(run({"solve", killer, "--variant", "x"}).err, match::Contains("an ISS puzzle string carries its own shape"));
  // --iss: a string, or a file of them one a line; nothing else beside it.
  CHECK_THAT(run({"solve", "--iss", killer}).out, match::StartsWith("3 4 | 1 2\n"));
  const std::string path = "cli_test_killers.iss";
  std::ofstream(path) << killer << "\n\n" << killer << "\n";
  Run from_file = run({"count", "--iss", "@" + path});
  std::remove(path.c_str());
  CHECK(from_file.out == "unique: 1 solution\nunique: 1 solution\n");
  CHECK_THAT(run({"solve", "--iss", killer, "--variant", "x"}).err, match::Contains("--iss is the puzzle and its shape"));
  CHECK_THAT(run({"solve", "--iss", "Thermo~R1C1~R1C2~R1C3"}).out, match::Contains("solved by fast"));  // the leading '.' may be left out
  // --constraints FILE: the same rules, as JSON, for every puzzle given.
  const std::string rules = "cli_test_rules.json";
  std::ofstream(rules) << R"([{"kind": "cage", "cells": [0, 1], "number": 3}, {"kind": "thermo", "cells": [2, 3]}])";
  Run with_rules = run({"count", "................", "--constraints", rules});
  Run bad_rules = run({"count", "................", "--constraints", rules, "--iss", killer});
  Run with_iss = run({"count", killer, "--constraints", rules});
  std::remove(rules.c_str());
  CHECK_THAT(with_rules.out, match::StartsWith("24 solutions"));
  CHECK_THAT(bad_rules.err, match::Contains("--iss is the puzzle and its shape"));
  CHECK_THAT(with_iss.err, match::Contains("an ISS puzzle string carries its own constraints"));
  Run skyscraper = run({"solve", ".Skyscraper~10~R1"});
  CHECK(skyscraper.code == kInvalid);
  CHECK_THAT(skyscraper.err, match::Contains("is a Skyscraper, which is not read yet"));
}
