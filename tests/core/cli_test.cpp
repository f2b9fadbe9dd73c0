// The command-line tool, driven through run_command with string streams.
#include "support/catch.hpp"

#include <chrono>
#include <fstream>
#include <sstream>
#include <thread>

#include "cli/commands.hpp"
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

// Runs the CLI on `args` with `input` as standard input. `interrupt` is the
// Ctrl-C flag: another thread may raise it while the command runs.
Run run_with(std::vector<std::string> args, const std::string& input, std::atomic<bool>& interrupt) {
  args.insert(args.begin(), "sudoku");
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  Result<CliOptions> o = parse_cli(static_cast<int>(argv.size()), argv.data());
  if (!o) return {kInvalid, "", o.error().message};
  std::istringstream in(input);
  std::ostringstream out, err;
  const int code = run_command(o.value(), in, out, err, interrupt);
  return {code, out.str(), err.str()};
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
             match::Contains("\"status\":\"deduction\",\"message\":\"Naked single: r9c2 can only be 2.\","
                             "\"technique\":\"naked_single\""));
  const Run dead = run({"hint", "12345678.........9......................................................."
                                "98765432"});
  CHECK(dead.code == kSomeUnsolved);
  CHECK_THAT(dead.out, match::Contains("no solution: r1c9 has no candidate"));
  CHECK_THAT(run({"hint", std::string(81, '.')}).out, match::Contains("guess r1c1"));
}

TEST_CASE("enumerate prints one solution a line") {
  Run r = run({"enumerate", kTen});
  CHECK(count_lines(r.out) == 10);
  CHECK(r.out.substr(0, 81).find('.') == std::string::npos);
  CHECK(count_lines(run({"enumerate", kTen, "--limit", "4"}).out) == 4);
  CHECK_THAT(run({"enumerate", kTen, "--json"}).out, match::Contains("\"solutions\":[\""));
}

TEST_CASE("trace prints one event a line, ending with the result") {
  Run r = run({"trace", "1234341221434...", "-a", "naive"});
  CHECK_THAT(r.out, match::StartsWith("place r4c2 3 guess depth 0\n"));
  CHECK_THAT(r.out, match::Contains("solution 1\n"));
  CHECK_THAT(r.out, match::EndsWith("# solved by naive: " + r.out.substr(r.out.rfind(": ") + 2)));
  Run json = run({"trace", kSource, "-a", "crook", "--json"});
  CHECK_THAT(json.out, match::StartsWith("{\"event\":\"deduce\",\"cell\":73,\"row\":9,\"column\":2,\"depth\":0,"
                                         "\"technique\":\"naked_single\",\"cells\":[73],\"values\":\"2\"}\n"
                                         "{\"event\":\"place\",\"cell\":73,"));
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
  CHECK_THAT(run({"solve", kSource, "--limit", "x"}).err, match::Contains("--limit needs a whole number"));
  Run alg = run({"solve", kSource, "-a", "magic"});
  CHECK(alg.code == kInvalid);
  CHECK_THAT(alg.err, match::Contains("unknown algorithm 'magic'; algorithms are naive, reverse"));
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
      Run r = run(args);
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
      CHECK(is_valid_solution(p, parse_grid(line).value().cells));
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

// The hard inputs of the README's bad-input table; tests/js/hard_inputs.test.js
// and tests/browser/site_bad_inputs.test.js take the same ones through the JS
// API and the page.
namespace {

// A grid with no solution that naive backtracking cannot see: r9c9 can only be
// 9, which column 9 already holds, but naive fills the 63 cells before it first.
const std::string kNaiveForever = "........9" + std::string(63, '.') + "12345678.";

// Runs `args`, raises Ctrl-C after `after`, and says how long the command took to end after that.
std::pair<Run, double> interrupted_after(std::vector<std::string> args, std::chrono::milliseconds after) {
  std::atomic<bool> flag{false};
  std::chrono::steady_clock::time_point raised;
  std::thread stopper([&] {
    std::this_thread::sleep_for(after);
    raised = std::chrono::steady_clock::now();
    flag = true;
  });
  Run r = run_with(std::move(args), "", flag);
  const auto ended = std::chrono::steady_clock::now();
  stopper.join();
  return {r, std::chrono::duration<double, std::milli>(ended - raised).count()};
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

TEST_CASE("hard inputs: counting an empty grid of every size with no limit ends within 100 ms of Ctrl-C") {
  CHECK_THAT(run({"count", std::string(16, '.'), "--limit", "0"}).out, match::StartsWith("288 solutions"));
  for (int size : Shape::supported_sizes()) {
    if (size == 4) continue;  // 288 grids: counted to the end above
    INFO(size << "x" << size);
    auto [r, ms] = interrupted_after({"count", std::string(size * size, '.'), "--limit", "0", "--json"},
                                     std::chrono::milliseconds(150));
    CHECK(r.code == kSomeUnsolved);
    CHECK_THAT(r.out, match::Contains("\"status\":\"stopped\""));
    CHECK_THAT(r.out, match::Contains("\"complete\":false"));
    CHECK(ms < 100);
  }
}

TEST_CASE("hard inputs: a grid naive backtracking needs forever for stops on Ctrl-C, and fast proves it unsolvable") {
  auto [r, ms] = interrupted_after({"solve", kNaiveForever, "--algorithm", "naive", "--json"}, std::chrono::milliseconds(150));
  CHECK(r.code == kSomeUnsolved);
  CHECK_THAT(r.out, match::Contains("\"status\":\"stopped\""));
  CHECK(ms < 100);
  Run fast = run({"solve", kNaiveForever, "--json"});
  CHECK(fast.code == kSomeUnsolved);
  CHECK_THAT(fast.out, match::Contains("\"status\":\"no_solution\""));
}

TEST_CASE("batch prints each answer, then a checked summary with puzzles per second") {
  const std::string none = "12345678.........9.......................................................98765432";
  Run r = run({"batch"}, kSource + "\n" + kTen + "\n" + none + "\n");
  CHECK(r.code == kSomeUnsolved);
  CHECK(count_lines(r.out) == 3);
  CHECK_THAT(r.out, match::EndsWith("no solution\n"));
  CHECK_THAT(r.err, match::Contains("3 puzzles by fast, limit 1: 2 solved") && match::Contains("0 wrong"));

  Run counted = run({"batch", "--limit", "2", "--summary", "--json", "--repeat", "3"}, kSource + "\n" + kTen + "\n");
  CHECK(counted.code == kAllAnswered);
  CHECK(count_lines(counted.out) == 1);
  CHECK_THAT(counted.out, match::Contains("\"unique\":1,\"multiple\":1,") && match::Contains("\"solutions\":3,\"wrong\":0,\"runs\":3,"));
}

TEST_CASE("batch refuses a bad line by its number, and a bad --repeat") {
  Run r = run({"batch"}, kSource + "\n" + kSource.substr(0, 80) + "z\n");
  CHECK(r.code == kInvalid);
  CHECK_THAT(r.err, match::Contains("line 2: "));
  CHECK(run({"batch", "--repeat", "0"}, kSource).code == kInvalid);
}
