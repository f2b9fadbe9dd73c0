// Logic states for JavaScript: the next hint, and the candidates.
#include "core/hint.hpp"
#include "core/rating.hpp"
#include "core/step_json.hpp"
#include "wasm/exports.hpp"

namespace sudoku::wasm {

// The next step on a logic state: the grid `given` (text or cells) and `eliminations` (see
// eliminations_from_js). options: {variant, regions, constraints, techniqueCap, techniques}
// (constraints: the ladder's variant rule, cage combinations and innies and outies narrow
// by them). The hint as JSON text (core/step_json.hpp), or {status: "invalid", error}.
val hint_js(const val& given, const val& options, const val& eliminations) {
  const Result<Puzzle> puzzle = puzzle_from_js(given, options);
  if (!puzzle) return invalid_result(puzzle.error());
  const Result<SearchOptions> search = search_options_from_js(options);
  if (!search) return invalid_result(search.error());
  const Result<Eliminations> crossed = eliminations_from_js(eliminations, *puzzle->shape);
  if (!crossed) return invalid_result(crossed.error());
  const Result<std::optional<TechniqueSet>> chosen = techniques_of(options);
  if (!chosen) return invalid_result(chosen.error());
  const Hint h = find_hint(puzzle.value(), crossed.value(), search->technique_cap,
                           chosen.value() ? &*chosen.value() : nullptr);
  // The structure the CLI's `hint --json` prints, from the same writer; the
  // JS wrapper parses it.
  return val(hint_json(*puzzle->shape, h));
}

// The puzzle's rating (core/rating.hpp) as JSON text, or {status: "invalid", error}.
// options: {variant, regions, layout, shape, constraints} (the ladder's
// constraint techniques rate the rules' steps).
val rate_js(const val& given, const val& options) {
  const Result<Puzzle> puzzle = puzzle_from_js(given, options);
  if (!puzzle) return invalid_result(puzzle.error());
  return val(rating_json(logical_path(puzzle.value(), Technique::kAny, PathWords::kUnworded)));
}

// The candidates of a logic state: {status: "ok", masks: Uint32Array} with
// N*N masks (bit v-1 for value v; 0 for a filled cell): what the houses leave,
// less the eliminations (the rules beyond the houses strike theirs as hints).
// options: {variant, regions, constraints}.
val candidates_js(const val& given, const val& options, const val& eliminations) {
  const Result<Puzzle> puzzle = puzzle_from_js(given, options);
  if (!puzzle) return invalid_result(puzzle.error());
  const Result<Eliminations> crossed = eliminations_from_js(eliminations, *puzzle->shape);
  if (!crossed) return invalid_result(crossed.error());
  const CandidateGrid grid(puzzle.value(), crossed.value());
  val out = val::object();
  out.set("status", val(std::string("ok")));
  out.set("masks", copy_to_js("Uint32Array", grid.candidate_data(), grid.values().size()));
  return out;
}

}  // namespace sudoku::wasm
