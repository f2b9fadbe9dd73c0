#include "core/hint.hpp"

#include "core/registry.hpp"
#include "core/solvers/choose_cell.hpp"

namespace sudoku {

const char* hint_kind_id(HintKind kind) {
  switch (kind) {
    case HintKind::kDeduction: return "deduction";
    case HintKind::kSolved: return "solved";
    case HintKind::kNoSolution: return "no_solution";
    case HintKind::kStuck: return "stuck";
  }
  return "unknown";
}

namespace {

std::string value_list(CandidateMask values) {
  std::string out;
  for (int v = 1; values; ++v, values >>= 1) {
    if (!(values & 1)) continue;
    if (!out.empty()) out += ", ";
    out += symbol_of(static_cast<Value>(v));
  }
  return out;
}

std::string cell_list(const Shape& shape, const std::vector<int>& cells) {
  std::string out;
  for (int c : cells) {
    if (!out.empty()) out += ", ";
    out += shape.cell_name(c);
  }
  return out;
}

std::string explain(const Shape& shape, const Deduction& d) {
  const std::string name = technique_name(d.technique);
  const std::string values = value_list(d.values);
  const std::string cells = cell_list(shape, d.cells);
  switch (d.technique) {
    case Technique::kNakedSingle:
      return name + ": " + cells + " can only be " + values + ".";
    case Technique::kHiddenSingle:
      return name + ": in " + shape.house_name(d.house) + ", " + values + " fits only " + cells + ".";
    case Technique::kPointing:
    case Technique::kClaiming:
      return name + ": in " + shape.house_name(d.house) + ", " + values + " can only go in " + cells +
             ", all in " + shape.house_name(d.other_house) + ", so " + values + " leaves the rest of " +
             shape.house_name(d.other_house) + ".";
    case Technique::kNakedPair:
    case Technique::kNakedTriple:
    case Technique::kNakedQuad:
      return name + " in " + shape.house_name(d.house) + ": " + cells + " hold only " + values +
             ", so these values leave the other cells of " + shape.house_name(d.house) + ".";
    case Technique::kHiddenPair:
    case Technique::kHiddenTriple:
    case Technique::kHiddenQuad:
      return name + " in " + shape.house_name(d.house) + ": " + values + " fit only " + cells +
             ", so these cells lose every other candidate.";
    default:
      return name + ".";
  }
}

}  // namespace

Hint find_hint(const Puzzle& puzzle, Technique cap) {
  const Shape& shape = *puzzle.shape;
  Hint hint;
  CandidateGrid grid(puzzle);
  if (grid.solved()) {
    hint.kind = HintKind::kSolved;
    hint.message = "The grid is complete.";
    return hint;
  }
  // The solvability check has a node budget so a hint never hangs; when the
  // budget runs out the hint is still a sound deduction, only unchecked.
  SearchOptions check_options;
  check_options.max_nodes = kHintCheckNodes;
  const SolveResult check = run_algorithm(*find_algorithm("fast"), puzzle, check_options);
  if (check.status == Status::kNoSolution) {
    hint.kind = HintKind::kNoSolution;
    for (int c = 0; c < shape.cell_count() && hint.cell < 0; ++c)
      if (!grid.value(c) && !grid.candidates(c)) hint.cell = c;
    hint.message = hint.cell >= 0 ? "This grid has no solution: " + shape.cell_name(hint.cell) +
                                        " has no candidate left."
                                  : "This grid has no solution.";
    return hint;
  }
  if (std::optional<Deduction> d = find_deduction(grid, cap)) {
    hint.kind = HintKind::kDeduction;
    hint.deduction = std::move(*d);
    hint.message = explain(shape, hint.deduction);
    return hint;
  }
  hint.kind = HintKind::kStuck;
  hint.cell = fewest_candidates_cell(grid.values().data(), grid.candidate_data(), shape.cell_count(), 2);
  hint.candidates = grid.candidates(hint.cell);
  hint.message = "No technique up to " + std::string(technique_name(cap)) + " applies: guess " +
                 shape.cell_name(hint.cell) + ", one of " + value_list(hint.candidates) + ".";
  return hint;
}

}  // namespace sudoku
