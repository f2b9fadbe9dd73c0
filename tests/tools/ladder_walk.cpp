// How far the logic ladder goes, and whether every step is sound (issue 29).
// Not a test: run it by hand,
//   build/native/tests/ladder_walk [--limit N] [--stuck] FILE...
// Each FILE holds puzzles one a line (any size or variant `read_puzzle`
// accepts; lines that do not read are skipped). For each puzzle the ladder
// is applied step by step from the givens until solved or stuck (with the
// uniqueness rungs: each puzzle walked has one solution); every
// placement and elimination is checked against the solution `fast` finds
// (puzzles with no or several solutions are skipped). Prints, per file: the
// puzzles walked, how many the ladder finished without a guess, the steps,
// unsound steps (must be 0), the median and 99th-percentile time of a walk,
// and the steps by technique. --stuck prints each puzzle the ladder leaves
// unfinished, one a line, before the summary.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "core/logic/ladder.hpp"
#include "core/registry.hpp"
#include "core/puzzle.hpp"

using namespace sudoku;

int main(int argc, char** argv) {
  std::size_t limit = SIZE_MAX;
  bool print_stuck = false;
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--limit") && i + 1 < argc) limit = std::stoul(argv[++i]);
    else if (!std::strcmp(argv[i], "--stuck")) print_stuck = true;
    else files.push_back(argv[i]);
  }
  for (const std::string& file : files) {
    std::ifstream in(file);
    std::string line;
    std::size_t walked = 0, finished = 0, steps = 0, unsound = 0;
    std::map<Technique, std::size_t> by_technique;
    std::vector<double> ms;
    while (walked < limit && std::getline(in, line)) {
      Result<Puzzle> p = read_puzzle(line);
      if (!p) continue;
      SearchOptions count;
      count.limit = 2;
      const SolveResult r = run_algorithm(*find_algorithm("fast"), p.value(), count);
      if (r.solutions != 1 || !r.complete) continue;
      ++walked;
      const auto start = std::chrono::steady_clock::now();
      CandidateGrid grid(p.value());
      LadderOptions unique;  // every puzzle walked has one solution: the uniqueness rungs are sound on it
      unique.unique_solution = true;
      while (std::optional<Deduction> d = find_deduction(grid, unique)) {
        ++steps;
        ++by_technique[d->technique];
        bool ok = !(d->placements.empty() && d->eliminations.empty());
        for (const auto& [cell, value] : d->placements) ok = ok && r.first_solution[cell] == value;
        for (const auto& [cell, value] : d->eliminations) ok = ok && r.first_solution[cell] != value;
        if (!ok) {
          ++unsound;
          std::printf("UNSOUND %s step %zu (%s)\n", line.c_str(), steps, technique_id(d->technique));
          break;
        }
        apply_deduction(grid, *d);
      }
      ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
      if (grid.solved()) ++finished;
      else if (print_stuck) std::printf("%s\n", line.c_str());
    }
    std::sort(ms.begin(), ms.end());
    const auto at = [&](double q) { return ms.empty() ? 0.0 : ms[std::min(ms.size() - 1, std::size_t(q * ms.size()))]; };
    std::printf("%s: %zu puzzles, %zu finished without a guess (%.1f%%), %zu steps, %zu unsound; walk median %.2f ms, p99 %.2f ms\n",
                file.c_str(), walked, finished, walked ? 100.0 * finished / walked : 0.0, steps, unsound, at(0.5), at(0.99));
    for (const auto& [t, n] : by_technique) std::printf("  %-24s %zu\n", technique_id(t), n);
  }
  return 0;
}
