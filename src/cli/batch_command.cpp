#include "cli/batch_command.hpp"

#include <algorithm>
#include <cstdio>
#include <ostream>

#include "cli/commands.hpp"
#include "cli/flag_stop.hpp"
#include "cli/json_writer.hpp"
#include "cli/parallel_batch.hpp"
#include "cli/run_threads.hpp"
#include "core/batch.hpp"

namespace sudoku::cli {

namespace {

// Puzzles whose reported solution breaks a house or changes a given.
int count_wrong(const PuzzleBatch& batch, const BatchResult& r, const std::vector<char>& ran) {
  const int cells = batch.cells();
  Puzzle puzzle{batch.shape, Grid(cells)};
  Grid solution(cells);
  int wrong = 0;
  for (int i = 0; i < batch.count(); ++i) {
    if (!ran[i] || !r.counts[i]) continue;
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

  // Ctrl-C during a later run drops that run: the report is of the runs that
  // finished. A first run cut short is reported for what it did.
  const int threads = jobs_wanted(o.jobs);
  ParallelBatch whole;
  std::vector<double> runs_ms;
  for (std::uint64_t run = 0; run < o.repeat && (run == 0 || !interrupted.load()); ++run) {
    ParallelBatch this_run = solve_batch_parallel(*algorithm, batch, search, threads);
    if (this_run.result.interrupted && run > 0) break;
    whole = std::move(this_run);
    runs_ms.push_back(whole.result.totals.elapsed_ms);
  }
  const BatchResult& r = whole.result;

  const int n = batch.count(), ran = r.started, cells = batch.cells();
  int unique = 0, multiple = 0, none = 0;
  std::uint64_t solutions = 0;
  for (int i = 0; i < n; ++i) {
    if (!whole.ran[i]) continue;
    solutions += r.counts[i];
    if (r.counts[i] >= 2) ++multiple;
    else if (r.counts[i] == 1 && r.complete[i]) ++unique;
    else if (r.counts[i] == 0 && r.complete[i]) ++none;
  }
  const int wrong = count_wrong(batch, r, whole.ran);
  if (!o.summary && !o.json) {
    for (int i = 0; i < n; ++i) {
      if (!whole.ran[i]) {
        out << "not run\n";
        continue;
      }
      const bool stopped = r.status[i] == Status::kStopped;
      if (r.counts[i])
        out << format_line(Grid(&r.solutions[size_t(i) * cells], &r.solutions[size_t(i + 1) * cells]));
      else
        out << (stopped ? "stopped" : "no solution");
      if (search.limit != 1) out << '\t' << r.counts[i] << (r.complete[i] ? "" : "+");
      if (stopped && r.counts[i]) out << "\tstopped";
      out << '\n';
    }
  }
  const double ms = median(runs_ms);
  const double per_second = ms > 0 ? ran / (ms / 1000) : 0;
  if (o.json) {
    const Json stats = {
        {"placements", r.totals.placements}, {"backtracks", r.totals.backtracks}, {"nodes", r.totals.nodes},
        {"attempts", r.totals.attempts}};
    const Json j = {{"algorithm", algorithm->id},
                    {"limit", search.limit},
                    {"threads", threads},
                    {"puzzles", n},
                    {"run", ran},
                    {"not_run", n - ran},
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
    // "2000 puzzles by naive, limit 0, 2 threads, 1 run (Ctrl-C: 1999 not run): ..."
    char head[160] = "";
    if (ran < n) std::snprintf(head, sizeof head, ", %d run (Ctrl-C: %d not run)", ran, n - ran);
    char line[320];
    std::snprintf(line, sizeof line, "%d puzzles by %s, limit %llu, %d thread%s%s: %d solved, %d unique, %d with several, "
                  "%d without, %d stopped, %d wrong; median of %zu runs %.3f ms, %.0f puzzles/s\n",
                  n, std::string(algorithm->id).c_str(), static_cast<unsigned long long>(search.limit), threads,
                  threads == 1 ? "" : "s", head,
                  r.solved, unique, multiple, none, r.stopped, wrong, runs_ms.size(), ms, per_second);
    (o.summary ? out : err) << line;
  }
  if (wrong) return kWrongAnswer;
  return r.solved == n && r.stopped == 0 ? kAllAnswered : kSomeUnsolved;
}

}  // namespace sudoku::cli
