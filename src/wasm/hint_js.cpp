// Logic states for JavaScript: the next hint, and the candidates.
#include "core/hint.hpp"
#include "wasm/exports.hpp"

namespace sudoku::wasm {

// The next step on a logic state: the grid `text` and `eliminations` (see
// eliminations_from_js). options: {variant, regions, techniqueCap}.
val hint_js(const val& text, const val& options, const val& eliminations) {
  const Result<Puzzle> puzzle = puzzle_from_js(text, options);
  if (!puzzle) return invalid_result(puzzle.error());
  const Result<SearchOptions> search = search_options_from_js(options);
  if (!search) return invalid_result(search.error());
  const Result<Eliminations> crossed = eliminations_from_js(eliminations, *puzzle->shape);
  if (!crossed) return invalid_result(crossed.error());
  const Hint h = find_hint(puzzle.value(), crossed.value(), search->technique_cap);
  const Deduction& d = h.deduction;
  auto pairs = [](const std::vector<std::pair<int, int>>& list) {
    val out = val::array();
    for (std::size_t i = 0; i < list.size(); ++i) {
      val p = val::object();
      p.set("cell", list[i].first);
      p.set("value", list[i].second);
      out.set(i, p);
    }
    return out;
  };
  val out = val::object();
  out.set("status", val(std::string(hint_kind_id(h.kind))));
  out.set("message", val(h.message));
  const bool deduction = h.kind == HintKind::kDeduction;
  out.set("technique", deduction ? val(std::string(technique_id(d.technique))) : val::null());
  out.set("techniqueName", deduction ? val(std::string(technique_name(d.technique))) : val::null());
  auto house = [](int index) { return index >= 0 ? val(index) : val::null(); };
  auto house_name = [&](int index) { return index >= 0 ? val(puzzle->shape->house_name(index)) : val::null(); };
  // A deduction's house, or the house a value has no place left in (no_solution).
  const int main_house = deduction ? d.house : h.house;
  out.set("house", house(main_house));
  out.set("houseName", house_name(main_house));
  out.set("otherHouse", house(d.other_house));
  out.set("otherHouseName", house_name(d.other_house));
  out.set("cells", int_array(d.cells));
  out.set("values", values_of(deduction ? d.values : h.value ? bit_of(h.value) : 0));
  out.set("placements", pairs(d.placements));
  out.set("eliminations", pairs(d.eliminations));
  out.set("cell", h.cell >= 0 ? val(h.cell) : val::null());
  out.set("candidates", values_of(h.candidates));
  return out;
}

// The candidates of a logic state: {status: "ok", masks: Uint32Array} with
// N*N masks (bit v-1 for value v; 0 for a filled cell). options: {variant, regions}.
val candidates_js(const val& text, const val& options, const val& eliminations) {
  const Result<Puzzle> puzzle = puzzle_from_js(text, options);
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
