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
// Then two "tail" rows from the same full grid, for `levels` (which reaches
// a cell's givens only at their own level, so the rows above are out of its
// reach): its last K cells in reading order blank, K the largest for which
// `fast` counts exactly one solution and levels counts to 2 within
// kLevelsBudget nodes ("tail unique"), and the largest K after it for which
// fast counts 2 to 50 and levels counts them all within the budget ("tail
// several"), and a "tail sparse" row: the last K cells blank except every
// third one counted from the end, K the largest before levels needs more than
// kSparseBudget nodes to count to 2, with one solution by fast. Its givens
// among the blanks are what levels reaches only at their own level (where
// they may fail), the part of its definition the other tail rows leave out;
// its smaller budget keeps levels_test's direct reading of the definition
// quick. No randomness: they follow from the full grid.
// Only the fast solver decides the counts; the tests re-check them with every
// algorithm, levels included with no budget on the tail rows.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <tuple>
#include <vector>

#include "core/layouts.hpp"
#include "core/registry.hpp"
#include "support/random_puzzles.hpp"

using namespace sudoku;

namespace {

constexpr std::uint64_t kBudget = 400000;
// Nodes levels may take on a tail row (a few milliseconds of its search).
constexpr std::uint64_t kLevelsBudget = 200000;
constexpr std::uint64_t kSparseBudget = 20000;  // on the tail sparse row
constexpr std::uint64_t kMaxSeveral = 50;  // most solutions a "several" row may have

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

// The tail rows: `full` with its last K cells blank (see the opening comment).
void tail_rows(const std::string& layout, const ShapePtr& shape, const Grid& full) {
  const int cells = shape->cell_count();
  int unique_k = 0, several_k = 0;
  std::uint64_t several_count = 0;
  Puzzle p{shape, full};
  for (int k = 1; k <= cells; ++k) {
    p.givens[cells - k] = 0;
    const std::uint64_t solutions = count("fast", p, kMaxSeveral + 1).solutions;
    if (solutions > kMaxSeveral) break;
    if (count("levels", p, solutions + 1, kLevelsBudget).status == Status::kStopped) break;
    if (solutions == 1) unique_k = k;
    else if (solutions >= 2) several_k = k, several_count = solutions;
  }
  if (!unique_k || !several_k) {
    std::fprintf(stderr, "%s: no tail row within levels' budget (unique K %d, several K %d)\n", layout.c_str(),
                 unique_k, several_k);
    std::exit(1);
  }
  for (const auto& [k, solutions, kind] :
       {std::tuple{unique_k, std::uint64_t{1}, "unique"}, std::tuple{several_k, several_count, "several"}}) {
    Grid givens = full;
    std::fill(givens.end() - k, givens.end(), Value{0});
    print_row(layout + " tail " + kind + ", last " + std::to_string(k) + " cells blank (generated)", layout, givens,
              solutions, full);
  }
  // The sparse row: every third of the last K cells (from the end) kept.
  const auto sparse = [&](int k) {
    Grid givens = full;
    for (int i = 0; i < k; ++i)
      if (i % 3 != 2) givens[cells - 1 - i] = 0;
    return Puzzle{shape, givens};
  };
  int sparse_k = 0;
  for (int k = 1; k <= cells; ++k) {
    const Puzzle q = sparse(k);
    if (count("levels", q, 2, kSparseBudget).status == Status::kStopped) break;
    if (count("fast", q, 2).solutions == 1) sparse_k = k;
  }
  print_row(layout + " tail sparse, last " + std::to_string(sparse_k) + " cells blank but every third (generated)",
            layout, sparse(sparse_k).givens, 1, full);
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
      break;
    }
    if (!finish) p.givens[c] = kept;
  }
  tail_rows(layout, shape, full);
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
