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

// The state's own contradiction, if its candidates show one: a filled cell
// whose value is eliminated, an empty cell with no candidate, a value with no
// place left in a house.
bool contradiction(const CandidateGrid& grid, const Eliminations& eliminations, Hint& hint) {
  const Shape& shape = grid.shape();
  for (const auto& [cell, value] : eliminations) {
    if (grid.value(cell) != value) continue;
    hint.cell = cell;
    hint.value = value;
    hint.message = "This grid has no solution: " + shape.cell_name(cell) + " holds " + symbol_of(grid.value(cell)) +
                   ", which the eliminations remove from it.";
    return true;
  }
  const std::optional<Contradiction> c = grid.find_contradiction();
  if (!c) return false;
  if (c->cell >= 0) {
    hint.cell = c->cell;
    hint.message = "This grid has no solution: " + shape.cell_name(c->cell) + " has no candidate left.";
  } else {
    hint.house = c->house;
    hint.value = c->value;
    hint.message = "This grid has no solution: " + std::string(1, symbol_of(static_cast<Value>(c->value))) +
                   " has no place left in " + shape.house_name(c->house) + ".";
  }
  return true;
}

// False when the search proves that no completion of the grid keeps every
// elimination (then `hint` says why); true when one was found, or when the
// node budget ran out first (the hint is then sound but unchecked).
bool completable(const Puzzle& puzzle, const Eliminations& eliminations, Hint& hint) {
  const Shape& shape = *puzzle.shape;
  bool kept = false;
  std::uint64_t solutions = 0;
  std::pair<int, int> first_broken{-1, 0};  // the first solution's first eliminated value
  SearchOptions options;
  options.max_nodes = kHintCheckNodes;
  options.limit = 0;  // the callback decides
  options.on_solution = [&](const Grid& g) {
    ++solutions;
    for (const auto& [cell, value] : eliminations) {
      if (g[cell] != value) continue;
      if (first_broken.first < 0) first_broken = {cell, value};
      return true;  // this one needs an eliminated value: look further
    }
    kept = true;
    return false;
  };
  const SolveResult check = run_algorithm(*find_algorithm("fast"), puzzle, options);
  if (kept || !check.complete) return true;
  if (solutions == 0) {
    hint.message = "This grid has no solution.";
  } else if (solutions == 1) {
    hint.cell = first_broken.first;
    hint.value = first_broken.second;
    hint.message = "This grid has no solution with these eliminations: its only completion has " +
                   std::string(1, symbol_of(static_cast<Value>(first_broken.second))) + " at " +
                   shape.cell_name(first_broken.first) + ", which the eliminations remove.";
  } else {
    hint.message = "This grid has no solution with these eliminations: each of its " + std::to_string(solutions) +
                   " completions needs a value they remove.";
  }
  return false;
}

}  // namespace

Hint find_hint(const Puzzle& puzzle, const Eliminations& eliminations, Technique cap) {
  const Shape& shape = *puzzle.shape;
  Hint hint;
  const CandidateGrid grid(puzzle, eliminations);
  hint.kind = HintKind::kNoSolution;
  if (contradiction(grid, eliminations, hint)) return hint;
  if (grid.solved()) {
    hint.kind = HintKind::kSolved;
    hint.message = "The grid is complete.";
    return hint;
  }
  // The solvability check has a node budget so a hint never hangs; when the
  // budget runs out the hint is still a sound deduction, only unchecked.
  if (!completable(puzzle, eliminations, hint)) return hint;
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
