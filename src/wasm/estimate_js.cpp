// estimate(): Knuth's estimate of a puzzle's solution count (core/estimate.hpp).
#include "core/estimate.hpp"
#include "wasm/exports.hpp"
#include "wasm/search_run.hpp"

namespace sudoku::wasm {
namespace {

constexpr NumberOption kProbesOption{"probes", 10000, 1, 1e8, true};
constexpr NumberOption kEstimateSeedOption{"seed", 1, 0, kMaxInteger, true};

val magnitude_js(const Magnitude& m) {
  val out = val::object();
  out.set("mantissa", m.mantissa);
  out.set("exponent", m.exponent);
  out.set("value", m.value());
  return out;
}

}  // namespace

// {status: "estimated" or "stopped", estimate, low, high (each {mantissa,
// exponent, value}), relativeError, probes, solved, stopReason?}, or
// {status: "invalid", error}. options: {variant, regions, layout, shape,
// probes, seed, timeLimit}.
val estimate_js(const val& given, const val& options) {
  const Result<Puzzle> puzzle = unconstrained_puzzle_from_js(given, options, "estimate");
  if (!puzzle) return invalid_result(puzzle.error());
  const Result<double> probes = number_option(options, kProbesOption);
  if (!probes) return invalid_result(probes.error());
  const Result<double> seed = number_option(options, kEstimateSeedOption);
  if (!seed) return invalid_result(seed.error());
  const Result<double> time_limit = number_option(options, kTimeLimitOption);
  if (!time_limit) return invalid_result(time_limit.error());
  JsStopCheck stop(time_limit.value(), 1e9, val::undefined());
  EstimateOptions o;
  o.probes = static_cast<std::uint64_t>(probes.value());
  o.seed = static_cast<std::uint64_t>(seed.value());
  o.stop = &stop;
  const SolutionEstimate e = estimate_solutions(puzzle.value(), o);
  val out = val::object();
  out.set("status", val(std::string(e.stopped ? "stopped" : "estimated")));
  out.set("estimate", magnitude_js(e.solutions));
  out.set("low", magnitude_js(e.low));
  out.set("high", magnitude_js(e.high));
  out.set("relativeError", e.relative_error);
  out.set("probes", static_cast<double>(e.probes));
  out.set("solved", static_cast<double>(e.solved));
  if (e.stopped && stop.reason()) out.set("stopReason", val(std::string(stop.reason())));
  return out;
}

}  // namespace sudoku::wasm
