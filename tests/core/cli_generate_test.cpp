// `sudoku generate` (cli/generate_command.cpp): what the command adds to the
// generator (core/generate, tested in generate_test.cpp): its options, its
// lines and JSON, and seeds that remake the same puzzles; and, where qqwing
// is installed, uniqueness checked by another program.
#include "support/catch.hpp"

#include <cstdio>
#include <sstream>

#include <nlohmann/json.hpp>

#include "cli/commands.hpp"

using namespace sudoku::cli;

namespace {

struct Run {
  int code;
  std::string out, err;
};

Run run(std::vector<std::string> args) {
  std::vector<const char*> argv = {"sudoku"};
  for (const std::string& a : args) argv.push_back(a.c_str());
  std::istringstream in;
  std::ostringstream out, err;
  std::atomic<bool> interrupt{false};
  const int code = run_cli(static_cast<int>(argv.size()), argv.data(), in, out, err, interrupt);
  return {code, out.str(), err.str()};
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

}  // namespace

TEST_CASE("generate prints --count puzzles, the same twice from one seed, each remade by seed + i") {
  const std::vector<std::string> args = {"generate", "--count", "5", "--level", "hard", "--symmetry", "rotate180",
                                         "--seed", "7"};
  const Run first = run(args), again = run(args);
  REQUIRE(first.code == kAllAnswered);
  CHECK(first.out == again.out);
  const std::vector<std::string> lines = lines_of(first.out);
  REQUIRE(lines.size() == 5);
  for (const std::string& line : lines) CHECK(line.size() == 81);
  const Run third = run({"generate", "--level", "hard", "--symmetry", "rotate180", "--seed", "9"});
  CHECK(lines_of(third.out) == std::vector<std::string>{lines[2]});
  // Each line is a puzzle the CLI reads back with one solution and rates hard.
  for (const std::string& line : lines) {
    CHECK(run({"count", line}).out.rfind("unique: 1 solution", 0) == 0);
    CHECK(run({"rate", line}).out.rfind("hard ", 0) == 0);
  }
}

TEST_CASE("generate --json carries the seed, the solution and the rating at the asked level") {
  const Run r = run({"generate", "--count", "2", "--level", "medium", "--seed", "3", "--json"});
  REQUIRE(r.code == kAllAnswered);
  const std::vector<std::string> lines = lines_of(r.out);
  REQUIRE(lines.size() == 2);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const nlohmann::json j = nlohmann::json::parse(lines[i]);
    CHECK(j["seed"] == 3 + i);
    CHECK(j["rating"]["status"] == "solved");
    CHECK(j["rating"]["level"] == "medium");
    CHECK(run({"solve", j["puzzle"].get<std::string>(), "--json"}).out.find(j["solution"].get<std::string>()) !=
          std::string::npos);
  }
}

TEST_CASE("generate draws random jigsaw regions and prints the map after the puzzle") {
  const Run r = run({"generate", "--regions", "random", "--size", "6", "--seed", "4"});
  REQUIRE(r.code == kAllAnswered);
  std::istringstream line(r.out);
  std::string puzzle, regions;
  line >> puzzle >> regions;
  CHECK(puzzle.size() == 36);
  CHECK(regions.size() == 36);
  CHECK(run({"count", puzzle, "--regions", regions}).out.rfind("unique: 1 solution", 0) == 0);
}

TEST_CASE("generate refuses bad options, naming them, with exit status 2") {
  struct Bad {
    std::vector<std::string> args;
    std::string says;
  };
  const std::vector<Bad> cases = {
      {{"generate", "--level", "impossible"}, "--level expects one of any, easy, medium, hard, expert, extreme"},
      {{"generate", "--symmetry", "spin"}, "unknown symmetry \"spin\""},
      {{"generate", "--layout", "star", "--symmetry", "mirror"}, "does not fit this shape"},
      {{"generate", "--size", "7"}, "a 7x7 grid has no boxes"},
      {{"generate", "--size", "30"}, "--size expects a grid size from 4 to 25"},
      {{"generate", "--count", "0"}, "--count expects a whole number of puzzles from 1"},
      {{"generate", "--seed", "x"}, "--seed expects a whole number"},
      {{"generate", "--layout", "samurai", "--size", "9"}, "takes no --size"},
      {{"generate", "--variant", "windoku", "--size", "6"}, "windoku"},
      {{"generate", "1234"}, "generate takes no puzzle"},
      {{"generate", "--technique", "x_wings"}, "--technique expects one of any, naked_single, hidden_single"},
      {{"generate", "--technique", "forcing_net"},
       "--technique forcing_net is too rare as a puzzle's hardest step to make practice puzzles for; it expects one of "
       "any, naked_single"},
  };
  for (const Bad& bad : cases) {
    const Run r = run(bad.args);
    INFO(r.err);
    CHECK(r.code == kInvalid);
    CHECK_THAT(r.err, match::Contains(bad.says));
    CHECK(r.out.empty());
  }
  const Run spent = run({"generate", "--size", "4", "--level", "hard", "--attempts", "10", "--seed", "1"});
  CHECK(spent.code == kSomeUnsolved);
  CHECK_THAT(spent.err, match::Contains("budget_spent: no puzzle as asked in 10 attempts (level hard)"));
}

TEST_CASE("qqwing finds one solution in each of a sample of generated 9x9 puzzles") {
  if (std::system("command -v qqwing >/dev/null 2>&1") != 0) {
    WARN("qqwing is not installed (Debian package qqwing): the check by another program is skipped");
    return;
  }
  const Run r = run({"generate", "--count", "20", "--seed", "11", "--symmetry", "mirror"});
  REQUIRE(r.code == kAllAnswered);
  const std::string path = "cli_generate_test_sample.txt";
  {
    std::FILE* f = std::fopen(path.c_str(), "w");
    REQUIRE(f);
    std::fputs(r.out.c_str(), f);
    std::fclose(f);
  }
  std::FILE* pipe = popen(("qqwing --solve --count-solutions < " + path).c_str(), "r");
  REQUIRE(pipe);
  std::string report;
  char buffer[4096];
  for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;) report.append(buffer, n);
  pclose(pipe);
  std::remove(path.c_str());
  // qqwing says this once per puzzle with one solution ("There are N
  // solutions to the puzzle." otherwise).
  int unique = 0;
  for (const std::string& line : lines_of(report)) unique += line == "The solution to the puzzle is unique.";
  INFO(report.substr(0, 2000));
  CHECK(unique == 20);
}
