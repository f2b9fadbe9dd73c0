// `sudoku estimate` (cli/commands.cpp): Knuth's estimate (core/estimate.hpp,
// tested in estimate_test.cpp) as a line and as JSON, its options, a seed
// that repeats it, and bad input refused with exit status 2.
#include "support/catch.hpp"

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

}  // namespace

TEST_CASE("estimate says about how many solutions, with the interval and the walks, the same for one seed") {
  const Run r = run({"estimate", std::string(81, '.'), "--probes", "2000"});
  REQUIRE(r.code == 0);
  CHECK(r.out.rfind("about ", 0) == 0);
  CHECK(r.out.find(" x 10^21 solutions (95% interval ") != std::string::npos);
  CHECK(r.out.find("; 2,000 walks, ") != std::string::npos);
  CHECK(run({"estimate", std::string(81, '.'), "--probes", "2000"}).out == r.out);
  CHECK(run({"estimate", std::string(81, '.'), "--probes", "2000", "--seed", "5"}).out != r.out);
  // A count small enough to print whole: the 4x4's 288.
  CHECK(run({"estimate", std::string(16, '.'), "--probes", "5000"}).out.rfind("about 28", 0) == 0);
}

TEST_CASE("estimate --json gives each figure as mantissa and power of ten") {
  const Run r = run({"estimate", std::string(256, '.'), "--probes", "100", "--json"});
  REQUIRE(r.code == 0);
  const nlohmann::json j = nlohmann::json::parse(r.out);
  CHECK(j["status"] == "estimated");
  CHECK(j["estimate"]["exponent"].get<int>() >= 97);
  CHECK(j["estimate"]["exponent"].get<int>() <= 99);
  CHECK(j["probes"] == 100);
  CHECK(j["low"]["mantissa"].get<double>() >= 0);
}

TEST_CASE("estimate refuses bad probes and bad puzzles with exit status 2") {
  const Run zero = run({"estimate", std::string(81, '.'), "--probes", "0"});
  CHECK(zero.code == 2);
  CHECK(zero.err.find("--probes") != std::string::npos);
  const Run clash = run({"estimate", "55" + std::string(79, '.')});
  CHECK(clash.code == 2);
  CHECK(clash.err.find("conflicting givens") != std::string::npos);
}

TEST_CASE("a count stopped by its time limit then says about how many solutions there are in all") {
  const Run r = run({"count", std::string(81, '.'), "--time-limit", "100"});
  CHECK(r.code == 1);
  CHECK(r.out.find("(stopped)") != std::string::npos);
  CHECK(r.out.find("\nabout ") != std::string::npos);
  CHECK(r.out.find(" x 10^21 in all (estimated within ") != std::string::npos);
  // A finished count says nothing more.
  const Run done = run({"count", std::string(16, '.')});
  CHECK(done.out.find("about") == std::string::npos);
}
