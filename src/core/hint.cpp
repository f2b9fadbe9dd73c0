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

// Sets the hint's words: template `id`, fields from the hint's cell, house,
// value and candidates (and `count`).
void say_hint(Hint& hint, std::string_view id, std::uint64_t count = 0) {
  hint.words.id = id;
  StepFields& f = hint.words.fields;
  f.cell = hint.cell;
  f.house = hint.house;
  f.value = hint.value;
  f.candidates = hint.candidates;
  f.count = count;
}

// The state's own contradiction, if its candidates show one: a filled cell
// whose value is eliminated, an empty cell with no candidate, a value with no
// place left in a house.
bool contradiction(const CandidateGrid& grid, const Eliminations& eliminations, Hint& hint) {
  for (const auto& [cell, value] : eliminations) {
    if (grid.value(cell) != value) continue;
    hint.cell = cell;
    hint.value = value;
    say_hint(hint, "no_solution_eliminated");
    return true;
  }
  const std::optional<Contradiction> c = grid.find_contradiction();
  if (!c) return false;
  if (c->cell >= 0) {
    hint.cell = c->cell;
    say_hint(hint, "no_solution_cell");
  } else {
    hint.house = c->house;
    hint.value = c->value;
    say_hint(hint, "no_solution_house");
  }
  return true;
}

// False when the search proves that no completion of the grid keeps every
// elimination (then `hint` says why); true when one was found, or when the
// node budget ran out first (the hint is then sound but unchecked). `unique`
// is set when the search proves exactly one such completion: then the
// uniqueness techniques (unique rectangles, BUG+1) are sound on the grid.
bool completable(const Puzzle& puzzle, const Eliminations& eliminations, Hint& hint, bool& unique) {
  int kept = 0;  // completions that keep every elimination (counted up to 2)
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
    return ++kept < 2;
  };
  const SolveResult check = run_algorithm(*find_algorithm("fast"), puzzle, options);
  unique = kept == 1 && check.complete;
  if (kept || !check.complete) return true;
  if (solutions == 0) {
    say_hint(hint, "no_solution");
  } else if (solutions == 1) {
    hint.cell = first_broken.first;
    hint.value = first_broken.second;
    say_hint(hint, "no_solution_completion");
  } else {
    say_hint(hint, "no_solution_completions", solutions);
  }
  return false;
}

Hint decide(const Puzzle& puzzle, const Eliminations& eliminations, Technique cap, const TechniqueSet* only) {
  const Shape& shape = *puzzle.shape;
  Hint hint;
  const CandidateGrid grid(puzzle, eliminations);
  hint.kind = HintKind::kNoSolution;
  if (contradiction(grid, eliminations, hint)) return hint;
  if (grid.solved()) {
    hint.kind = HintKind::kSolved;
    say_hint(hint, "hint_solved");
    return hint;
  }
  // The solvability check has a node budget so a hint never hangs; when the
  // budget runs out the hint is still a sound deduction, only unchecked.
  bool unique = false;
  if (!completable(puzzle, eliminations, hint, unique)) return hint;
  LadderOptions ladder;
  ladder.cap = cap;
  ladder.unique_solution = unique;
  ladder.only = only;
  if (std::optional<Deduction> d = find_deduction(grid, ladder)) {
    hint.kind = HintKind::kDeduction;
    hint.deduction = std::move(*d);
    hint.words = words_of(hint.deduction);
    return hint;
  }
  hint.kind = HintKind::kStuck;
  hint.cell = fewest_candidates_cell(grid.values().data(), grid.candidate_data(), shape.cell_count(), 2);
  hint.candidates = grid.candidates(hint.cell);
  say_hint(hint, only ? "hint_stuck_chosen" : cap == Technique::kAny ? "hint_stuck" : "hint_stuck_cap");
  hint.words.fields.cap = cap;
  return hint;
}

}  // namespace

Hint find_hint(const Puzzle& puzzle, const Eliminations& eliminations, Technique cap, const TechniqueSet* only) {
  Hint hint = decide(puzzle, eliminations, cap, only);
  hint.message = say(*puzzle.shape, hint.words);
  return hint;
}

}  // namespace sudoku
