// The puzzle generator (issue 30): a random complete grid, dug under a
// symmetry while the puzzle keeps exactly one solution, then kept only when
// it is what was asked for (minimal, of a level, needing a technique); else
// drawn again, within a budget of attempts.
//
// Digging: the symmetry's orbits (symmetry.hpp) in random order; each orbit's
// givens are taken out and put back unless the puzzle still has one
// solution (the fast solver counting to 2). Taking givens out never makes a
// removal that failed succeed later, so one pass leaves no orbit removable;
// with symmetry none that is minimal already, with another the single givens
// are checked when minimal is asked for. On grids above 9x9 each count has a
// node budget (check_uniqueness), and an unsettled count keeps the givens:
// minimal is then checked whatever the symmetry, and an unsettled count
// there fails the attempt (minimal must be proved, not hoped).
//
// For level easy the dig keeps only removals singles still fill
// (singles.hpp), and for a harder level a puzzle singles fill is drawn
// again before the costlier rating.
//
// Everything drawn comes from the caller's Random (random.hpp), so a seed
// gives the same puzzles on every platform.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/generate/random.hpp"
#include "core/puzzle.hpp"
#include "core/rating.hpp"

namespace sudoku {

// Which shape to generate for: a fixed one (any size, variant, layout or
// shape file), or random jigsaw regions of size N (a new map per attempt),
// with the x variant's diagonals when asked.
struct ShapeChoice {
  ShapePtr fixed;
  int jigsaw_size = 0;
  bool jigsaw_diagonals = false;
};

struct GenerateOptions {
  std::optional<Level> level;       // nothing: any level
  std::optional<Technique> technique;  // practice: the puzzle's hardest step is this rung of the ladder
  std::string symmetry = "none";    // an id of symmetries()
  bool minimal = false;             // no given removable
  bool rate = false;                // rate the result even when no level is asked
  int max_attempts = 0;             // grids drawn before giving up; 0: kDefaultAttempts
};
constexpr int kDefaultAttempts = 1000;
// Practice: a technique that is rarely a puzzle's hardest step (a Swordfish:
// about one grid in a few thousand) gets more grids by default.
constexpr int kPracticeAttempts = 20000;

struct Generated {
  Puzzle puzzle;                 // its shape (the drawn regions, for a random jigsaw) and givens
  Grid solution;
  std::optional<Rating> rating;  // when a level or rate was asked
  LogicalPath path;              // the path rated (rating_json writes it); empty when not rated
  int attempts = 0;              // grids drawn, this one included
};

// The level named `id` ("easy" .. "extreme"), or nothing.
std::optional<Level> level_from_id(std::string_view id);

// The level a `level` option asks for: "any" is none; an unknown id is a
// kBadOption error listing the ids ("level expects one of any, easy, ...;
// got 'x'"), the one wording the CLI's --level and JavaScript's generate() use.
Result<std::optional<Level>> level_option(std::string_view id);

// The rungs practice puzzles are made for: up to the forcing chain
// (contradiction). Past it (cell and unit forcing chains, the nets) a random
// grid's hardest step is too rare: the generator made none in its 20,000
// attempts (100 s natively, for each seed tried), where the forcing chain
// took 0.4 s and the Death Blossom 31 s.
bool practisable(Technique t);

// The rung a `technique` option asks for (practice: puzzles whose hardest
// step is it): "any" is none; an id that is no practisable rung is a
// kBadOption error listing them.
Result<std::optional<Technique>> technique_option(std::string_view id);

// True when the puzzle has exactly one solution (the fast solver, counting to 2).
bool has_one_solution(const Puzzle& puzzle);

// The same under a budget of search nodes (0: none): kUnknown when the count
// did not finish in it. Digging a grid larger than 9x9 gives each count a
// budget: an opened 25x25 can take seconds to count, and a given whose
// removal cannot be settled fast is kept (the puzzle stays unique, with a
// few more givens).
enum class Uniqueness { kOne, kNotOne, kUnknown };
Uniqueness check_uniqueness(const Puzzle& puzzle, std::uint64_t max_nodes);

// Errors: kBadOption (an unknown or unfitting symmetry, a jigsaw size that is
// no supported size, a negative budget); kBudgetSpent when max_attempts
// grids gave no puzzle as asked (a level this shape rarely or never reaches).
Result<Generated> generate_puzzle(const ShapeChoice& shape, const GenerateOptions& options, Random& random);

}  // namespace sudoku
