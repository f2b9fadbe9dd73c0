#include "core/rating.hpp"

#include "core/json_text.hpp"
#include "core/logic/ladder.hpp"
#include "core/registry.hpp"
#include "core/solvers/choose_cell.hpp"
#include "core/words.hpp"

namespace sudoku {

const std::vector<LevelInfo>& levels() {
  static const std::vector<LevelInfo> all = {
      {Level::kEasy, "easy", "singles only"},
      {Level::kMedium, "medium", "up to box/line interactions and naked subsets"},
      {Level::kHard, "hard", "fish, wings and hidden quads"},
      {Level::kExpert, "expert", "chains"},
      {Level::kExtreme, "extreme", "forcing chains and nets, or a guess"},
  };
  return all;
}

const char* level_id(Level level) {
  for (const LevelInfo& info : levels()) {
    if (info.level == level) return info.id;
  }
  return "";
}

const char* path_outcome_id(PathOutcome outcome) {
  switch (outcome) {
    case PathOutcome::kSolved: return "solved";
    case PathOutcome::kNoSolution: return "no_solution";
    case PathOutcome::kSeveralSolutions: return "several_solutions";
  }
  return "";
}

LogicalPath logical_path(const Puzzle& puzzle, Technique cap, PathWords words_wanted) {
  LogicalPath path;
  SearchOptions two;
  two.limit = 2;
  const SolveResult r = run_algorithm(*find_algorithm("fast"), puzzle, two);
  if (r.solutions == 0) path.outcome = PathOutcome::kNoSolution;
  if (r.solutions > 1) path.outcome = PathOutcome::kSeveralSolutions;
  if (path.outcome != PathOutcome::kSolved) return path;
  const Shape& shape = *puzzle.shape;
  CandidateGrid grid(puzzle);
  while (!grid.solved()) {
    PathStep step;
    if (std::optional<Deduction> d = find_deduction(grid, LadderOptions{cap, true})) {
      step.deduction = std::move(*d);
      if (words_wanted == PathWords::kWorded) step.message = say(shape, words_of(step.deduction));
      apply_deduction(grid, step.deduction);
    } else {
      step.guess = true;
      step.cell = fewest_candidates_cell(grid.values().data(), grid.candidate_data(), shape.cell_count());
      step.value = r.first_solution[step.cell];
      step.candidates = grid.candidates(step.cell);
      if (words_wanted == PathWords::kWorded) {
        Words words{"path_guess", {}};
        words.fields.cell = step.cell;
        words.fields.value = step.value;
        words.fields.candidates = step.candidates;
        step.message = say(shape, words);
      }
      grid.place(step.cell, step.value);
    }
    path.steps.push_back(std::move(step));
  }
  return path;
}

Rating rate_path(const std::vector<PathStep>& steps) {
  Rating rating;
  for (const PathStep& step : steps) {
    if (step.guess) {
      ++rating.guesses;
      continue;
    }
    const Deduction& d = step.deduction;
    ++rating.steps;
    ++rating.by_technique[d.technique];
    rating.score += d.score;
    if (rating.hardest == Technique::kNone || technique_info(d.technique).score > technique_info(rating.hardest).score)
      rating.hardest = d.technique;
  }
  const int hardest = rating.hardest == Technique::kNone ? 0 : technique_info(rating.hardest).score;
  rating.level = rating.guesses || hardest > 280 ? Level::kExtreme
                 : hardest > 240                 ? Level::kExpert
                 : hardest > 120                 ? Level::kHard
                 : hardest > 14                  ? Level::kMedium
                                                 : Level::kEasy;
  return rating;
}

std::string rating_json(const LogicalPath& path) {
  JsonText j;
  j.open('{').key("status").string(path_outcome_id(path.outcome));
  if (path.outcome == PathOutcome::kSolved) {
    const Rating r = rate_path(path.steps);
    j.key("level").string(level_id(r.level)).key("score").number(r.score).key("hardest");
    if (r.hardest == Technique::kNone) j.null();
    else j.string(technique_id(r.hardest));
    j.key("guesses").number(r.guesses).key("steps").number(r.steps).key("byTechnique").open('{');
    for (const auto& [t, n] : r.by_technique) j.key(technique_id(t)).number(n);
    j.close('}');
  }
  j.close('}');
  return j.text();
}

}  // namespace sudoku
