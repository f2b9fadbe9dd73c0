#include "cli/batch_command.hpp"

#include <algorithm>
#include <cstdio>
#include <ostream>

#include "cli/commands.hpp"
#include "cli/flag_stop.hpp"
#include "cli/json_writer.hpp"
#include "core/batch.hpp"

namespace sudoku::cli {

namespace {

// Puzzles whose reported solution breaks a house or changes a given.
int count_wrong(const PuzzleBatch& batch, const BatchResult& r) {
  const int cells = batch.cells();
  Puzzle puzzle{batch.shape, Grid(cells)};
  Grid solution(cells);
  int wrong = 0;
  for (int i = 0; i < batch.count(); ++i) {
    if (!r.counts[i]) continue;
    const size_t at = size_t(i) * cells;
    std::copy_n(&batch.givens[at], cells, puzzle.givens.begin());
    std::copy_n(&r.solutions[at], cells, solution.begin());
    if (!is_valid_solution(puzzle, solution)) ++wrong;
  }
  return wrong;
}

double median(std::vector<double> xs) {
  std::sort(xs.begin(), xs.end());
  const size_t n = xs.size();
  return n % 2 ? xs[n / 2] : (xs[n / 2 - 1] + xs[n / 2]) / 2;
}

}  // namespace

int run_batch(const CliOptions& o, const std::string& text, const ShapePtr& layout, std::ostream& out, std::ostream& err,
              const std::atomic<bool>& interrupted) {
  const Algorithm* algorithm = find_algorithm(o.algorithm);
  Result<PuzzleBatch> read = layout ? read_batch(text, layout) : read_batch(text, VariantOptions{o.variant, o.regions});
  if (!read) {
    err << "sudoku: invalid: " << read.error().message << '\n';
    return kInvalid;
  }
  const PuzzleBatch& batch = read.value();
  FlagStop stop(interrupted);  // Ctrl-C only: --time-limit does not apply to a batch
  const SearchOptions search = search_options(o, stop, 1);

  BatchResult r;
  std::vector<double> runs_ms;
  for (std::uint64_t run = 0; run < o.repeat && (run == 0 || !interrupted.load()); ++run) {
    r = solve_batch(*algorithm, batch, search);
    runs_ms.push_back(r.totals.elapsed_ms);
  }

  const int n = batch.count(), cells = batch.cells();
  int unique = 0, multiple = 0, none = 0;
  std::uint64_t solutions = 0;
  for (int i = 0; i < n; ++i) {
    solutions += r.counts[i];
    if (r.counts[i] >= 2) ++multiple;
    else if (r.counts[i] == 1 && r.complete[i]) ++unique;
    else if (r.counts[i] == 0 && r.complete[i]) ++none;
  }
  const int wrong = count_wrong(batch, r);
  if (!o.summary && !o.json) {
    for (int i = 0; i < n; ++i) {
      const bool stopped = !r.complete[i] && r.counts[i] < search.limit;
      if (r.counts[i])
        out << format_line(Grid(&r.solutions[size_t(i) * cells], &r.solutions[size_t(i + 1) * cells]));
      else
        out << (stopped ? "stopped" : "no solution");
      if (search.limit != 1) out << '\t' << r.counts[i] << (r.complete[i] ? "" : "+");
      out << '\n';
    }
  }
  const double ms = median(runs_ms);
  const double per_second = ms > 0 ? n / (ms / 1000) : 0;
  if (o.json) {
    const Json stats = {
        {"placements", r.totals.placements}, {"backtracks", r.totals.backtracks}, {"nodes", r.totals.nodes},
        {"attempts", r.totals.attempts}};
    const Json j = {{"algorithm", algorithm->id},
                    {"limit", search.limit},
                    {"puzzles", n},
                    {"solved", r.solved},
                    {"unique", unique},
                    {"multiple", multiple},
                    {"no_solution", none},
                    {"stopped", r.stopped},
                    {"solutions", solutions},
                    {"wrong", wrong},
                    {"runs", runs_ms.size()},
                    {"median_ms", round_3_decimals(ms)},
                    {"min_ms", round_3_decimals(*std::min_element(runs_ms.begin(), runs_ms.end()))},
                    {"max_ms", round_3_decimals(*std::max_element(runs_ms.begin(), runs_ms.end()))},
                    {"puzzles_per_second", round_3_decimals(per_second)},
                    {"stats", stats}};
    out << dump(j) << '\n';
  } else {
    char line[200];
    std::snprintf(line, sizeof line, "%d puzzles by %s, limit %llu: %d solved, %d unique, %d with several, "
                  "%d without, %d stopped, %d wrong; median of %zu runs %.3f ms, %.0f puzzles/s\n",
                  n, std::string(algorithm->id).c_str(), static_cast<unsigned long long>(search.limit), r.solved,
                  unique, multiple, none, r.stopped, wrong, runs_ms.size(), ms, per_second);
    (o.summary ? out : err) << line;
  }
  if (wrong) return kWrongAnswer;
  return r.solved == n ? kAllAnswered : kSomeUnsolved;
}

}  // namespace sudoku::cli
