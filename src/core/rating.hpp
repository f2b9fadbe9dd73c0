// A puzzle's logical solution path and its rating (issue 29).
//
// The path: the ladder's cheapest step (logic/ladder.hpp), applied, again
// and again from the givens; where no technique applies, a guess of the
// solution's digit in the cell with the fewest candidates (as a teacher
// would hand it over), then the ladder again. Each step is worded by the
// core (words.hpp).
//
// The rating, from the path: its score (the steps' scores summed, HoDoKu's
// way), its hardest technique (by score, Sudoku Explainer's way) and its
// guesses, named as a level:
//   easy     singles only
//   medium   up to box/line interactions and naked subsets (score <= 120)
//   hard     fish, wings and hidden quads begin (<= 240)
//   expert   chains (<= 280)
//   extreme  forcing chains and nets, or a guess
#pragma once

#include <map>
#include <string>
#include <vector>

#include "core/logic/deduction.hpp"
#include "core/puzzle.hpp"

namespace sudoku {

struct PathStep {
  bool guess = false;
  Deduction deduction;    // a logical step (guess false)
  int cell = -1;          // a guess: where, what, and the candidates it was one of
  int value = 0;
  CandidateMask candidates = 0;
  std::string message;    // the step worded (PathWords::kWorded)
};

enum class Level { kEasy, kMedium, kHard, kExpert, kExtreme };
const char* level_id(Level level);  // "easy", ...

// The levels, easiest first, each with its id and a line saying what it takes
// (the table above): what the CLI's --level, JavaScript's generate() and
// the page's menu offer.
struct LevelInfo {
  Level level;
  const char* id;
  const char* description;
};
const std::vector<LevelInfo>& levels();

struct Rating {
  Level level = Level::kEasy;
  int score = 0;                        // the steps' scores summed
  Technique hardest = Technique::kNone;  // by score; kNone when the givens are the whole grid
  int guesses = 0;
  int steps = 0;                        // logical steps (guesses not counted)
  std::map<Technique, int> by_technique;
};

// What the path found: the puzzle's one solution walked to, or why there is
// no path (a rating needs the one solution to hand over guesses).
enum class PathOutcome { kSolved, kNoSolution, kSeveralSolutions };
const char* path_outcome_id(PathOutcome outcome);  // "solved", "no_solution", "several_solutions"

struct LogicalPath {
  PathOutcome outcome = PathOutcome::kSolved;
  std::vector<PathStep> steps;  // empty unless kSolved
};

// Whether the path's steps get their sentences (PathStep::message): a rating
// needs none, and wording every step took a tenth of generating easy puzzles.
enum class PathWords { kWorded, kUnworded };

// The path by the whole ladder, or by its rungs up to `cap` (past which
// every step the ladder would take is a guess).
LogicalPath logical_path(const Puzzle& puzzle, Technique cap = Technique::kAny, PathWords words = PathWords::kWorded);
Rating rate_path(const std::vector<PathStep>& steps);

// The rating as JSON text, the one structure `sudoku rate --json` prints and
// JavaScript's rate() returns:
//   {"status": "solved", "level": "hard", "score": 474, "hardest": "finned_x_wing" | null,
//    "guesses": 0, "steps": 57, "byTechnique": {"naked_single": 44, ...}}
// or {"status": "no_solution" | "several_solutions"}.
std::string rating_json(const LogicalPath& path);

}  // namespace sudoku
