// How fast `fast` is on the variants and layouts against the standard 9x9, on
// the same work (issue 19). Not a test: run it by hand,
//   build/native/tests/bench_layouts [PUZZLES_PER_SHAPE [SHAPE...]]
// SHAPE: x, windoku, jigsaw (a random region map), or a layout id (default:
// every one).
//
// For the standard 9x9 (at least 1,000: see kReferencePuzzles), x, windoku
// and each layout it makes PUZZLES (default 100) unique puzzles with a fixed
// seed (a random full grid from `fast`, its cells emptied in random order
// while `fast` still counts one solution), then times `fast` counting to 2 (a solve and the proof of uniqueness) over all of
// them, best of 15 passes. Each shape's passes take turns with passes of the
// reference, the standard 9x9's puzzles with the band engine (what `fast`
// uses), so a ratio compares two times taken on the same machine at the same
// moment. The standard 9x9's puzzles are also timed with the engine over
// houses (what every other shape uses) twice: as a standard grid and as a
// jigsaw whose regions are the boxes (what a jigsaw's speed is compared by).
// Work is compared per 81 cells (a samurai, 369 cells, is 4.6 times a 9x9)
// and per search node and 81 cells (minimal layout puzzles need far more
// guesses than minimal 9x9 ones). Prints the nodes per puzzle, microseconds
// per puzzle, per 81 cells and per node and 81 cells, and the ratios to the
// standard 9x9 with the band engine (1.0 = as fast, 0.5 = twice as slow).
//
// With BENCH_LAYOUTS_WRITE=DIR it also writes each shape's puzzles to
// DIR/SHAPE.txt (standard, x, windoku, jigsaw or the layout id; one a line,
// the cells in reading order, '.' for a blank) and the jigsaw's region map to
// DIR/jigsaw.regions, which scripts/lib/bench/layouts_wasm.cjs times the same
// way in WebAssembly.
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

// Microseconds per puzzle, counting to 2 with `run`, over one pass.
template <typename Run>
double time_once(const ShapePtr& shape, const std::vector<Grid>& puzzles, Run run) {
  const auto start = std::chrono::steady_clock::now();
  std::uint64_t solutions = 0;
  for (const Grid& g : puzzles) solutions += run(Puzzle{shape, g});
  const double us = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count();
  if (solutions != puzzles.size()) std::fprintf(stderr, "wrong count: %llu\n", (unsigned long long)solutions);
  return us / puzzles.size();
}

// The best of kRounds passes of `run` and of `reference`, taken in turns, so
// that both see the same machine (these are shared and noisy): {reference, run}.
constexpr int kRounds = 15;

// At least this many standard puzzles. Passes over the same 100 puzzles train
// the branch predictors on them: the band engine, whose time goes mostly to
// mispredicted branches, then takes 1.9 us a puzzle instead of the 3.0 it takes
// on puzzles it has not seen (300 puzzles and more: 2.9-3.0 us). The engine over
// houses gains 3% so (100 puzzles a shape are enough for it).
constexpr int kReferencePuzzles = 1000;
template <typename Reference, typename Run>
std::pair<double, double> time_side_by_side(Reference reference, const ShapePtr& shape, const std::vector<Grid>& puzzles,
                                            Run run) {
  double best_reference = 1e300, best = 1e300;
  for (int round = 0; round < kRounds; ++round) {
    best_reference = std::min(best_reference, reference());
    best = std::min(best, time_once(shape, puzzles, run));
  }
  return {best_reference, best};
}

// Writes `text` to $BENCH_LAYOUTS_WRITE/FILE when that is set.
void write_text(const std::string& file, const std::string& text) {
  const char* dir = std::getenv("BENCH_LAYOUTS_WRITE");
  if (!dir) return;
  const std::string path = std::string(dir) + "/" + file;
  std::FILE* f = std::fopen(path.c_str(), "w");
  if (!f || std::fputs(text.c_str(), f) < 0 || std::fclose(f) != 0) {
    std::fprintf(stderr, "cannot write %s\n", path.c_str());
    std::exit(2);
  }
}

// Writes `puzzles` to $BENCH_LAYOUTS_WRITE/NAME.txt, one a line.
void write_puzzles(const std::string& name, const std::vector<Grid>& puzzles) {
  std::string text;
  for (const Grid& g : puzzles) {
    for (Value v : g) text += v ? static_cast<char>('0' + v) : '.';
    text += '\n';
  }
  write_text(name + ".txt", text);
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
  std::string jigsaw_map;  // 81 digits 1-9
  if (wanted("jigsaw")) {
    test::Rng map_rng(19);
    VariantSpec jigsaw;
    jigsaw.regions = test::random_region_map(9, map_rng);
    for (int r : jigsaw.regions) jigsaw_map += static_cast<char>('1' + r);
    shapes.push_back({"jigsaw", Shape::create(9, jigsaw).value()});
  }
  for (const LayoutInfo& l : layouts())
    if (wanted(l.id)) shapes.push_back({std::string(l.id), make_layout(l.id).value()});
  VariantSpec boxes;  // a jigsaw map drawn as the boxes
  for (int c = 0; c < 81; ++c) boxes.regions.push_back(c / 27 * 3 + c % 9 / 3);
  const ShapePtr jigsaw_boxes = Shape::create(9, boxes).value();
  std::printf("%-30s %6s %8s %10s %12s %7s %16s %7s\n", "shape", "cells", "nodes", "us/puzzle", "us/81 cells", "ratio",
              "us/node/81 cells", "ratio");
  // The reference: the band engine on the standard 9x9's puzzles, timed again beside each shape.
  const ShapePtr standard = shapes.front().second;
  std::vector<Grid> standard_puzzles;
  for (int i = 0; i < std::max(count, kReferencePuzzles); ++i) standard_puzzles.push_back(make_puzzle_of(standard, rng));
  write_puzzles("standard", standard_puzzles);
  if (!jigsaw_map.empty()) write_text("jigsaw.regions", jigsaw_map + "\n");
  const auto nodes_per_puzzle = [&](const ShapePtr& shape, const std::vector<Grid>& puzzles, bool band) {
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
    return static_cast<double>(nodes) / puzzles.size();
  };
  const double reference_nodes = nodes_per_puzzle(standard, standard_puzzles, true);
  const auto reference = [&] { return time_once(standard, standard_puzzles, by_fast); };
  // One row: `us` per puzzle of `shape` beside `reference_us` for the standard 9x9's.
  const auto report = [&](const std::string& label, const ShapePtr& shape, const std::vector<Grid>& puzzles,
                          std::pair<double, double> times, bool band) {
    const auto [reference_us, us] = times;
    const double per_puzzle = nodes_per_puzzle(shape, puzzles, band);
    const double per81 = us * 81.0 / shape->cell_count(), per_node = per81 / per_puzzle;
    const double reference_per_node = reference_us / reference_nodes;
    std::printf("%-30s %6d %8.1f %10.1f %12.1f %7.2f %16.2f %7.2f\n", label.c_str(), shape->cell_count(), per_puzzle, us,
                per81, reference_us / per81, per_node, reference_per_node / per_node);
  };
  report("standard 9x9 (band engine)", standard, standard_puzzles,
         time_side_by_side(reference, standard, standard_puzzles, by_fast), true);
  report("standard 9x9 (houses engine)", standard, standard_puzzles,
         time_side_by_side(reference, standard, standard_puzzles, by_houses), false);
  report("jigsaw drawn as the boxes", jigsaw_boxes, standard_puzzles,
         time_side_by_side(reference, jigsaw_boxes, standard_puzzles, by_fast), false);
  for (size_t i = 1; i < shapes.size(); ++i) {
    const auto& [name, shape] = shapes[i];
    std::vector<Grid> puzzles;
    for (int k = 0; k < count; ++k) puzzles.push_back(make_puzzle_of(shape, rng));
    write_puzzles(name, puzzles);
    if (std::getenv("BENCH_ROUNDS"))  // for a profiler: only the timed solving, many times
      for (int k = std::atoi(std::getenv("BENCH_ROUNDS")); k > 0; --k) time_once(shape, puzzles, by_fast);
    report(name, shape, puzzles, time_side_by_side(reference, shape, puzzles, by_fast), false);
  }
  return 0;
}
