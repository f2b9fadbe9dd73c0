#include "core/estimate.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

#include "core/candidate_mask.hpp"
#include "core/generate/random.hpp"

namespace sudoku {
namespace {

// One probe: the natural log of the product of the branching it passed when
// it reaches a solution, else nothing (a 25x25's products pass 10^308, a
// double's largest). Each step fills a forced cell when there is one (a cell
// with one candidate, a value with one place left in a house: the branching
// is 1) and otherwise branches on the empty cell with the fewest candidates;
// a cell with no candidate, or a value with no place in a house, is a dead
// end. `used` holds each house's placed values (the givens' on entry); it,
// `grid` and `candidates` are the caller's scratch.
std::optional<double> probe(const Shape& shape, Grid& grid, std::vector<CandidateMask>& used,
                            std::vector<CandidateMask>& candidates, Random& random) {
  const CandidateMask full = all_values(shape.size());
  const auto place = [&](int cell, int value) {
    grid[cell] = static_cast<Value>(value);
    for (int h : shape.houses_of(cell)) used[h] |= bit_of(value);
  };
  double log_weight = 0;
  for (;;) {
    int best = -1;
    int best_count = 1 << 30;
    for (int c = 0; c < shape.cell_count(); ++c) {
      if (grid[c]) continue;
      CandidateMask taken = 0;
      for (int h : shape.houses_of(c)) taken |= used[h];
      candidates[c] = full & ~taken;
      const int count = count_of(candidates[c]);
      if (count == 0) return std::nullopt;
      if (count < best_count) best = c, best_count = count;
    }
    if (best < 0) return log_weight;  // every cell filled: a solution
    if (best_count == 1) {
      place(best, lowest_value(candidates[best]));
      continue;
    }
    bool forced = false;
    for (int h = 0; h < static_cast<int>(shape.houses().size()) && !forced; ++h) {
      // Only a house of N cells must hold every value; a smaller one (a shape file's) forces nothing.
      if (!shape.is_complete(h)) continue;
      const House& house = shape.houses()[h];
      CandidateMask once = 0, twice = 0;
      for (int c : house.cells) {
        if (grid[c]) continue;
        twice |= once & candidates[c];
        once |= candidates[c];
      }
      if ((once | used[h]) != full) return std::nullopt;  // a value with no place left
      const CandidateMask single = once & ~twice;
      if (!single) continue;
      const int value = lowest_value(single);
      for (int c : house.cells)
        if (!grid[c] && (candidates[c] & bit_of(value))) {
          place(c, value);
          break;
        }
      forced = true;
    }
    if (forced) continue;
    CandidateMask pick = candidates[best];
    for (std::uint32_t skip = random.below(static_cast<std::uint32_t>(best_count)); skip; --skip) pick &= pick - 1;
    log_weight += std::log(static_cast<double>(best_count));
    place(best, lowest_value(pick));
  }
}

// The givens' values in each house, or nothing when two givens of one house agree.
bool house_values(const Puzzle& puzzle, std::vector<CandidateMask>& used) {
  const Shape& shape = *puzzle.shape;
  used.assign(shape.houses().size(), 0);
  for (int c = 0; c < shape.cell_count(); ++c) {
    const int v = puzzle.givens[c];
    if (!v) continue;
    for (int h : shape.houses_of(c)) {
      if (used[h] & bit_of(v)) return false;
      used[h] |= bit_of(v);
    }
  }
  return true;
}

constexpr std::uint64_t kProbesBetweenStopChecks = 16;
constexpr double kRescaleAbove = 600;  // e^600 is 10^260: a score that far above the scale moves it
constexpr double kZ95 = 1.959963984540054;  // the normal distribution's two-sided 95% point

// A number given by its natural log as mantissa and power of ten; 0 for a log of -infinity.
Magnitude magnitude_of_log(double natural_log) {
  if (!std::isfinite(natural_log)) return {};
  const double log10_value = natural_log / std::log(10.0);
  int exponent = static_cast<int>(std::floor(log10_value));
  double mantissa = std::pow(10.0, log10_value - exponent);
  if (mantissa >= 9.9995) mantissa /= 10, ++exponent;  // so that it prints as 1.000, not 10.00
  return {mantissa, exponent};
}

}  // namespace

double Magnitude::value() const { return mantissa * std::pow(10.0, exponent); }

SolutionEstimate estimate_solutions(const Puzzle& puzzle, const EstimateOptions& options) {
  SolutionEstimate out;
  std::vector<CandidateMask> givens_used;
  if (!house_values(puzzle, givens_used)) return out;
  const Shape& shape = *puzzle.shape;
  Random random(options.seed);
  Grid grid;
  std::vector<CandidateMask> used, candidates(static_cast<std::size_t>(shape.cell_count()));
  // Welford's running mean and sum of squared deviations of the scores, each
  // score divided by e^scale: scores span hundreds of orders of magnitude,
  // so the scale follows the largest seen (kept within 10^260 of it).
  double scale = 0, mean = 0, squares = 0;
  bool scaled = false;
  const std::uint64_t wanted = options.probes ? options.probes : 1;
  Stats stats;
  while (out.probes < wanted) {
    if (options.stop && out.probes % kProbesBetweenStopChecks == 0 && out.probes) {
      stats.nodes = out.probes;
      if (options.stop->stop_requested(SearchProgress{stats, out.solved})) {
        out.stopped = true;
        break;
      }
    }
    grid = puzzle.givens;
    used = givens_used;
    const std::optional<double> log_score = probe(shape, grid, used, candidates, random);
    ++out.probes;
    double score = 0;
    if (log_score) {
      ++out.solved;
      if (!scaled || *log_score > scale + kRescaleAbove) {
        const double factor = scaled ? std::exp(scale - *log_score) : 0;
        mean *= factor;
        squares *= factor * factor;
        scale = *log_score;
        scaled = true;
      }
      score = std::exp(*log_score - scale);
    }
    const double delta = score - mean;
    mean += delta / static_cast<double>(out.probes);
    squares += delta * (score - mean);
  }
  const double n = static_cast<double>(out.probes);
  const double half = n > 1 ? kZ95 * std::sqrt(squares / (n - 1) / n) : mean;
  const auto log_of = [&](double scaled_value) { return scaled_value > 0 ? scale + std::log(scaled_value) : -INFINITY; };
  out.solutions = magnitude_of_log(log_of(mean));
  out.low = magnitude_of_log(log_of(std::max(0.0, mean - half)));
  out.high = magnitude_of_log(log_of(mean + half));
  out.relative_error = mean > 0 ? half / mean : 0;
  return out;
}

}  // namespace sudoku
