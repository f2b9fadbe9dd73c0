// How fast `fast` is on the variants and layouts against the standard 9x9, on
// the same work (issue 19). Not a test: run it by hand,
//   build/h-geometry/tests/bench_layouts [PUZZLES_PER_SHAPE [SHAPE...]]
// SHAPE: x, windoku, or a layout id (default: every one).
//
// For the standard 9x9, x, windoku and each layout it makes PUZZLES (default
// 100) unique puzzles with a fixed seed (a random full grid from `fast`, its
// cells emptied in random order while `fast` still counts one solution), then
// times `fast` counting to 2 (a solve and the proof of uniqueness) over all of
// them, best of 5 runs. The standard 9x9 is timed with the band engine (what
// `fast` uses) and, on the very same puzzles, with the engine over houses
// (what every other shape uses) twice: as a standard grid and as a jigsaw
// whose regions are the boxes (what a jigsaw's speed is compared by).
// Work is compared per 81 cells (a samurai, 369 cells, is 4.6 times a 9x9)
// and per search node and 81 cells (minimal layout puzzles need far more
// guesses than minimal 9x9 ones). Prints the nodes per puzzle, microseconds
// per puzzle, per 81 cells and per node and 81 cells, and the ratios to the
// standard 9x9 with the band engine (1.0 = as fast, 0.5 = twice as slow).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "core/layouts.hpp"
#include "core/registry.hpp"
#include "core/solvers/houses/house_solver.hpp"
#include "support/random_puzzles.hpp"

using namespace sudoku;

namespace {

SolveResult count_fast(const Puzzle& p, std::uint64_t limit) {
  SearchOptions o;
  o.limit = limit;
  return run_algorithm(*find_algorithm("fast"), p, o);
}

// A unique puzzle of `shape`, as the test-data generator makes them (without its limits for slow algorithms).
Grid make_puzzle_of(const ShapePtr& shape, test::Rng& rng) {
  const int cells = shape->cell_count();
  Grid full;  // support/random_puzzles' full grid (it may give up on a start: draw again)
  while (full.empty()) full = test::random_full_grid(shape, rng);
  Puzzle p{shape, full};
  std::vector<int> order(cells);
  for (int c = 0; c < cells; ++c) order[c] = c;
  rng.shuffle(order);
  for (int c : order) {
    const Value kept = p.givens[c];
    p.givens[c] = 0;
    if (count_fast(p, 2).solutions != 1) p.givens[c] = kept;
  }
  return p.givens;
}

// Best of 5: microseconds per puzzle, counting to 2 with `run`.
template <typename Run>
double time_per_puzzle(const ShapePtr& shape, const std::vector<Grid>& puzzles, Run run) {
  double best = 1e300;
  for (int round = 0; round < 5; ++round) {
    const auto start = std::chrono::steady_clock::now();
    std::uint64_t solutions = 0;
    for (const Grid& g : puzzles) solutions += run(Puzzle{shape, g});
    const double us = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count();
    if (solutions != puzzles.size()) std::fprintf(stderr, "wrong count: %llu\n", (unsigned long long)solutions);
    best = std::min(best, us / puzzles.size());
  }
  return best;
}

}  // namespace

int main(int argc, char** argv) {
  const int count = argc > 1 ? std::atoi(argv[1]) : 100;
  test::Rng rng(2026);
  const auto by_fast = [](const Puzzle& p) { return count_fast(p, 2).solutions; };
  const auto by_houses = [](const Puzzle& p) {
    SearchOptions o;
    o.limit = 2;
    SearchContext ctx(p, o);
    houses::solve(p, ctx);
    return ctx.finish().solutions;
  };
  const auto wanted = [&](std::string_view id) {
    bool yes = argc <= 2;
    for (int i = 2; i < argc; ++i) yes = yes || id == argv[i];
    return yes;
  };
  std::vector<std::pair<std::string, ShapePtr>> shapes = {{"standard 9x9", Shape::create(9, {}).value()}};
  VariantSpec x, windoku;
  x.diagonals = true;
  windoku.windows = true;
  if (wanted("x")) shapes.push_back({"x", Shape::create(9, x).value()});
  if (wanted("windoku")) shapes.push_back({"windoku", Shape::create(9, windoku).value()});
  for (const LayoutInfo& l : layouts())
    if (wanted(l.id)) shapes.push_back({std::string(l.id), make_layout(l.id).value()});
  VariantSpec boxes;  // a jigsaw map drawn as the boxes
  for (int c = 0; c < 81; ++c) boxes.regions.push_back(c / 27 * 3 + c % 9 / 3);
  const ShapePtr jigsaw_boxes = Shape::create(9, boxes).value();
  double reference = 0, node_reference = 0;  // the band engine's us per 81 cells, and per node and 81 cells
  std::printf("%-30s %6s %8s %10s %12s %7s %16s %7s\n", "shape", "cells", "nodes", "us/puzzle", "us/81 cells", "ratio",
              "us/node/81 cells", "ratio");
  for (const auto& [name, shape] : shapes) {
    std::vector<Grid> puzzles;
    for (int i = 0; i < count; ++i) puzzles.push_back(make_puzzle_of(shape, rng));
    if (std::getenv("BENCH_ROUNDS"))  // for a profiler: only the timed solving, many times
      for (int k = std::atoi(std::getenv("BENCH_ROUNDS")); k > 0; --k) time_per_puzzle(shape, puzzles, by_fast);
    const auto report = [&](const std::string& label, const ShapePtr& shape, double us, bool band) {
      std::uint64_t nodes = 0;
      for (const Grid& g : puzzles) {
        SearchOptions o;
        o.limit = 2;
        SearchContext ctx(Puzzle{shape, g}, o);
        if (band) nodes += count_fast(Puzzle{shape, g}, 2).stats.nodes;
        else {
          houses::solve(Puzzle{shape, g}, ctx);
          nodes += ctx.finish().stats.nodes;
        }
      }
      const double per_puzzle = static_cast<double>(nodes) / count;
      const double per81 = us * 81.0 / shape->cell_count(), per_node = per81 / per_puzzle;
      if (reference == 0) {
        reference = per81;
        node_reference = per_node;
      }
      std::printf("%-30s %6d %8.1f %10.1f %12.1f %7.2f %16.2f %7.2f\n", label.c_str(), shape->cell_count(), per_puzzle,
                  us, per81, reference / per81, per_node, node_reference / per_node);
    };
    const bool standard = name == "standard 9x9";
    report(name + (standard ? " (band engine)" : ""), shape, time_per_puzzle(shape, puzzles, by_fast), standard);
    if (standard) {
      report(name + " (houses engine)", shape, time_per_puzzle(shape, puzzles, by_houses), false);
      report("jigsaw drawn as the boxes", jigsaw_boxes, time_per_puzzle(jigsaw_boxes, puzzles, by_fast), false);
    }
  }
  return 0;
}
