// Makes the layout rows of tests/data/puzzles.txt (the "(generated)" rows
// whose variant column names a layout). Not a test: run it by hand,
//   build/h-geometry/tests/generate_layout_puzzles SEED [LAYOUT ...]
// and paste its rows into the table.
//
// For each layout: a few random givens on the empty layout, completed by
// `fast` (retried until it completes); then its cells, in a random order, are
// emptied one at a time while `fast` still counts exactly one solution and
// the slowest searches (naive and reverse, which follow reading order) still
// count to 2 within kBudget nodes, so every algorithm can run the row in the
// test. That is the "unique" row. The "several" row empties more cells of it
// until `fast` counts 2 to 50 solutions (again within the budget).
// Only the fast solver decides the counts; the tests re-check them with every
// algorithm.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "core/layouts.hpp"
#include "core/registry.hpp"
#include "support/random_puzzles.hpp"

using namespace sudoku;

namespace {

constexpr std::uint64_t kBudget = 400000;

SolveResult count(const char* id, const Puzzle& p, std::uint64_t limit, std::uint64_t budget = 0) {
  SearchOptions o;
  o.limit = limit;
  o.max_nodes = budget;
  return run_algorithm(*find_algorithm(id), p, o);
}

// True when naive and reverse finish counting to `limit` within the budget.
bool slow_ones_finish(const Puzzle& p, std::uint64_t limit, std::uint64_t budget = kBudget) {
  for (const char* id : {"naive", "reverse"})
    if (count(id, p, limit, budget).status == Status::kStopped) return false;
  return true;
}

void print_row(const std::string& name, const std::string& layout, const Grid& givens, std::uint64_t solutions,
               const Grid& solution) {
  std::printf("%s | layout:%s | - | %s | %llu | %s\n", name.c_str(), layout.c_str(), format_line(givens).c_str(),
              static_cast<unsigned long long>(solutions), format_line(solution).c_str());
}

void generate(const std::string& layout, test::Rng& rng) {
  const ShapePtr shape = make_layout(layout).value();
  const int cells = shape->cell_count(), n = shape->size();
  Grid full;
  // Its own random start, not support/random_puzzles' random_full_grid: run
  // with seed 19 this must keep remaking data/puzzles.txt's layout rows exactly.
  while (full.empty()) {  // a random start, completed by fast
    Puzzle p{shape, Grid(cells, 0)};
    for (int k = 0; k < cells / 8; ++k) {
      const int c = rng.below(cells), v = rng.below(n) + 1;
      p.givens[c] = static_cast<Value>(v);
      if (find_conflicts(*shape, p.givens)) p.givens[c] = 0;
    }
    const SolveResult r = count("fast", p, 1, 100000);
    if (r.status == Status::kSolved) full = r.first_solution;
  }
  Puzzle p{shape, full};
  std::vector<int> order(cells);
  for (int c = 0; c < cells; ++c) order[c] = c;
  rng.shuffle(order);
  for (int c : order) {
    const Value kept = p.givens[c];
    p.givens[c] = 0;
    if (count("fast", p, 2).solutions != 1 || !slow_ones_finish(p, 2)) p.givens[c] = kept;
  }
  print_row(layout + " unique (generated)", layout, p.givens, 1, full);
  rng.shuffle(order);
  for (int c : order) {
    if (!p.givens[c]) continue;
    const Value kept = p.givens[c];
    p.givens[c] = 0;
    const SolveResult r = count("fast", p, 51);
    const bool finish = r.solutions <= 50 && slow_ones_finish(p, 51, 4 * kBudget);
    if (r.solutions >= 2 && finish) {
      print_row(layout + " several (generated)", layout, p.givens, r.solutions, full);
      return;
    }
    if (!finish) p.givens[c] = kept;
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: generate_layout_puzzles SEED [LAYOUT ...]\n");
    return 2;
  }
  test::Rng rng(std::strtoull(argv[1], nullptr, 10));
  std::vector<std::string> names;
  for (int i = 2; i < argc; ++i) names.push_back(argv[i]);
  if (names.empty())
    for (const LayoutInfo& l : layouts()) names.push_back(std::string(l.id));
  for (const std::string& name : names) {
    if (!layout_spec(name)) {
      std::fprintf(stderr, "unknown layout %s\n", name.c_str());
      return 2;
    }
    generate(name, rng);
    std::fflush(stdout);
  }
  return 0;
}
