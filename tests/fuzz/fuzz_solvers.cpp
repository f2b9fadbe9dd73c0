// Fuzzes every registered algorithm on one puzzle, under a node budget:
// no crash; every solution reported is valid, keeps the givens and is new;
// the result agrees with the solutions reported; and every two algorithms
// that finish without the budget stopping them agree on the status, the
// count and (when both explored everything) the solutions themselves.
//
// Input layout: the puzzle of fuzz_support.hpp with two header bytes:
//   byte 1  bits 0-1: the solution limit: 0 two, 1 one, 2 two to nine (bits
//           2-3 add 0, 2, 4 or 7), 3 none (enumerate until the budget);
//           bit 4: a node budget of 1 + 13 * (bits 5-7) instead of 2000
//           (either way cut for algorithms whose nodes cost more, see
//           node_budget). Printable: '@' limit 2, 'A' 1, 'C' none, 'N' 9.
//   byte 2  bits 0-3: the technique cap, naked single + (bits % 10): 'I' hidden quad
#include <cstddef>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "core/registry.hpp"
#include "fuzz_support.hpp"

using namespace sudoku;

namespace {

constexpr std::uint64_t kExtraLimit[] = {0, 2, 4, 7};
constexpr double kWorkMicroseconds = 150;  // per algorithm, estimated (see node_budget)

struct Run {
  const Algorithm* algorithm;
  SolveResult result;
  std::set<std::string> solutions;
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const fuzz::DecodedPuzzle decoded = fuzz::decode_puzzle(data, size, 2);
  const Puzzle& puzzle = decoded.puzzle;
  const auto options_byte = static_cast<std::uint8_t>(decoded.header[0]);
  const auto cap_byte = static_cast<std::uint8_t>(decoded.header[1]);

  SearchOptions options;
  switch (options_byte & 3) {
    case 0: options.limit = 2; break;
    case 1: options.limit = 1; break;
    case 2: options.limit = 2 + kExtraLimit[(options_byte >> 2) & 3]; break;
    case 3: options.limit = 0; break;
  }
  const std::uint64_t max_nodes = options_byte & 16 ? 1 + 13 * (options_byte >> 5) : 2000;
  options.technique_cap = static_cast<Technique>(static_cast<int>(kFirstRung) + (cap_byte & 15) % kRungCount);

  std::vector<Run> runs;
  for (const Algorithm& a : algorithms()) {
    if (puzzle.shape->size() < a.min_size || puzzle.shape->size() > a.max_size) continue;
    Run run{&a, {}, {}};
    std::uint64_t calls = 0;
    Grid first;
    SearchOptions o = options;
    o.max_nodes = fuzz::node_budget(a, *puzzle.shape, o.technique_cap, max_nodes, kWorkMicroseconds);
    o.on_solution = [&](const Grid& g) {
      if (!is_valid_solution(puzzle, g)) {
        std::fprintf(stderr, "%s reported an invalid solution %s\n", a.id.data(), format_line(g).c_str());
        FUZZ_CHECK(false);
      }
      if (!calls++) first = g;
      FUZZ_CHECK(run.solutions.insert(format_line(g)).second);  // never the same solution twice
      return true;
    };
    run.result = run_algorithm(a, puzzle, o);
    const SolveResult& r = run.result;
    FUZZ_CHECK(r.solutions == calls);
    FUZZ_CHECK(r.first_solution == first);
    FUZZ_CHECK(!options.limit || r.solutions <= options.limit);
    const bool at_limit = options.limit && r.solutions == options.limit;
    if (r.status == Status::kStopped) {
      FUZZ_CHECK(!r.complete);
      FUZZ_CHECK(!at_limit);  // the limit ends a search as solved, not stopped
    } else {
      FUZZ_CHECK(r.status == (r.solutions ? Status::kSolved : Status::kNoSolution));
      FUZZ_CHECK(r.complete == !at_limit);
    }
    // The budget ends a search at its next node. Known exception: fast counts a
    // node per guess but asks should_stop only when it recurses, so guesses
    // that fail at once (on every level it unwinds through) run past the
    // budget: a few nodes (7 seen on 6x6), at most N-1 a level.
    const std::uint64_t slack = a.id == "fast" ? puzzle.shape->cell_count() : 1;
    if (r.stats.nodes > o.max_nodes + slack) {
      std::fprintf(stderr, "%s: %llu nodes on a budget of %llu\n", a.id.data(),
                   static_cast<unsigned long long>(r.stats.nodes), static_cast<unsigned long long>(o.max_nodes));
      FUZZ_CHECK(false);
    }
    runs.push_back(std::move(run));
  }

  // Runs the budget did not stop agree on the status and count (both at most
  // the limit); runs that explored everything found the same solutions.
  const Run* finished = nullptr;
  const Run* complete = nullptr;
  for (const Run& run : runs) {
    if (run.result.status == Status::kStopped) continue;
    if (finished && (run.result.status != finished->result.status ||
                     run.result.solutions != finished->result.solutions)) {
      std::fprintf(stderr, "%s: %s %llu, %s: %s %llu\n", finished->algorithm->id.data(),
                   status_id(finished->result.status), static_cast<unsigned long long>(finished->result.solutions),
                   run.algorithm->id.data(), status_id(run.result.status),
                   static_cast<unsigned long long>(run.result.solutions));
      FUZZ_CHECK(false);
    }
    if (!finished) finished = &run;
    if (!run.result.complete) continue;
    if (complete) FUZZ_CHECK(run.solutions == complete->solutions);
    complete = &run;
  }
  return 0;
}
