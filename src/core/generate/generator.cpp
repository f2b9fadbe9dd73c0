#include "core/generate/generator.hpp"

#include <utility>

#include "core/generate/capped_fill.hpp"
#include "core/generate/full_grid.hpp"
#include "core/generate/jigsaw_regions.hpp"
#include "core/generate/singles.hpp"
#include "core/generate/symmetry.hpp"
#include "core/registry.hpp"

namespace sudoku {

namespace {

// Starts of the full grid's search on one random jigsaw map before another
// map is drawn. Many maps have no complete grid, and each start spends its
// whole node budget finding that out: measured (user time, 40 puzzles of
// each level easy, medium and any, seeds 1-3, 9x9) 22.6 s at 20 starts, 16.6
// at 8, 14.7 at 5, 18.9 at 3; 10 puzzles of seeds 1-2 at 12x12 30.6 s at 20,
// 16.5 at 5, and at 16x16 36.0 s and 9.7.
constexpr int kJigsawFillAttempts = 5;

// The node budget of one count while digging: none up to 9x9, where every
// count is fast; a safety net up to 16x16, where a random dig of the seed-1
// grid settled every count unbudgeted in 0.04 s (12x12: 0.002 s); 200 on
// 25x25, where that dig (row by row, no budget) spent 5 s on one count: with
// 200 nodes it took 0.33 s and left 263 of 625 cells given, 245 counts
// unsettled (1,000 nodes: 2.2 s, 265 given; 5,000: 10 s, 272 given).
std::uint64_t count_budget(const Shape& shape) {
  if (shape.size() <= 9) return 0;
  if (shape.size() <= 16) return 20 * static_cast<std::uint64_t>(shape.cell_count());
  return 200;
}

// True when no single given can be taken out with one solution left, each
// count settled within `budget` nodes.
bool is_minimal(Puzzle& puzzle, std::uint64_t budget) {
  for (std::size_t c = 0; c < puzzle.givens.size(); ++c) {
    const Value given = puzzle.givens[c];
    if (!given) continue;
    puzzle.givens[c] = 0;
    const Uniqueness without = check_uniqueness(puzzle, budget);
    puzzle.givens[c] = given;
    if (without != Uniqueness::kNotOne) return false;
  }
  return true;
}

// The largest size whose random jigsaw maps are drawn first and filled
// after; above it the map is traded with its grid (fitted_jigsaw,
// jigsaw_regions.hpp). One puzzle of level any, seed 1 (seeds 2-4 on 12, 16
// and 25), drawn then filled: 11x11 0.16 s, 12x12 0.3-1.3 s, 13x13 1.1 s,
// 14x14 2.5 s, 16x16 and 17x17 and 19x19 no puzzle in 1,000 draws (11-15 s),
// 20x20 to 25x25 none in 20-30 s. Fitted: 10x10 0.04 s, 11x11 0.08, 12x12
// 0.1, 13x13 0.33, 16x16 1.5-4.7, 17x17 0.8, 19x19 1.6, 20x20 1.8, 23x23
// 3.6, 25x25 3.2-4.7 (most of it in the dig's counts).
constexpr int kLargestDrawnMap = 9;

// The shape of one attempt and, when it came with one, its solution: the
// fixed shape; a random jigsaw map (its grid is searched for after); or, on
// big jigsaws, a grid of the starting map and a map fitted to it. Nothing
// when that grid was not found.
struct Drawn {
  ShapePtr shape;
  std::optional<Grid> solution;
};
Result<std::optional<Drawn>> draw_shape(const ShapeChoice& choice, Random& random) {
  if (choice.fixed) return std::optional<Drawn>{Drawn{choice.fixed, std::nullopt}};
  const int size = choice.jigsaw_size;
  VariantSpec variant;
  variant.diagonals = choice.jigsaw_diagonals;
  std::optional<Grid> solution;
  if (size <= kLargestDrawnMap) {
    variant.regions = random_jigsaw_regions(size, random);
  } else {
    std::optional<FittedJigsaw> fitted = fitted_jigsaw(size, variant.diagonals, random);
    if (!fitted) return std::optional<Drawn>{};
    variant.regions = std::move(fitted->regions);
    solution = std::move(fitted->grid);
  }
  Result<ShapePtr> shape = Shape::create(size, variant);
  if (!shape) return shape.error();
  return std::optional<Drawn>{Drawn{shape.value(), std::move(solution)}};
}

}  // namespace

std::optional<Level> level_from_id(std::string_view id) {
  for (const LevelInfo& info : levels()) {
    if (id == info.id) return info.level;
  }
  return std::nullopt;
}

Result<std::optional<Level>> level_option(std::string_view id) {
  if (id == "any") return std::optional<Level>{};
  if (std::optional<Level> level = level_from_id(id)) return level;
  std::string known = "any";
  for (const LevelInfo& info : levels()) known += std::string(", ") + info.id;
  return InputError{ErrorCode::kBadOption, "level expects one of " + known + "; got '" + std::string(id) + "'", {}};
}

// (the generator makes puzzles of houses alone: a rule's own techniques never come up)
bool practisable(Technique t) {
  return is_rung(t) && t <= Technique::kForcingContradiction && technique_info(t).sound_on != SoundOn::kRules;
}

Result<std::optional<Technique>> technique_option(std::string_view id) {
  if (id == "any") return std::optional<Technique>{};
  const std::optional<Technique> t = technique_by_id(id);
  if (t && practisable(*t)) return t;
  std::string known = "any";
  for (int r = static_cast<int>(kFirstRung); r < static_cast<int>(Technique::kAny); ++r)
    if (practisable(static_cast<Technique>(r))) known += std::string(", ") + std::string(technique_id(static_cast<Technique>(r)));
  const std::string why = t && is_rung(*t) ? "technique " + std::string(id) +
                                                 " is too rare as a puzzle's hardest step to make practice puzzles for; "
                                                 "it expects one of "
                                           : "technique expects one of ";
  return InputError{ErrorCode::kBadOption, why + known + "; got '" + std::string(id) + "'", {}};
}

bool has_one_solution(const Puzzle& puzzle) { return check_uniqueness(puzzle, 0) == Uniqueness::kOne; }

Uniqueness check_uniqueness(const Puzzle& puzzle, std::uint64_t max_nodes) {
  static const Algorithm* fast = find_algorithm("fast");
  SearchOptions options;
  options.limit = 2;
  options.max_nodes = max_nodes;
  const SolveResult result = run_untimed(*fast, puzzle, options);
  if (result.solutions >= 2) return Uniqueness::kNotOne;
  if (result.status == Status::kStopped) return Uniqueness::kUnknown;
  return result.solutions == 1 ? Uniqueness::kOne : Uniqueness::kNotOne;
}

Result<Generated> generate_puzzle(const ShapeChoice& choice, const GenerateOptions& options, Random& random) {
  if (!choice.fixed && !Shape::is_supported_size(choice.jigsaw_size)) {
    return InputError{ErrorCode::kBadOption,
                      "random jigsaw regions need a size from 4 to 25, not " +
                          std::to_string(choice.jigsaw_size), {}};
  }
  if (options.max_attempts < 0) {
    return InputError{ErrorCode::kBadOption, "the budget of attempts must be 0 (the default) or more", {}};
  }
  const int side = choice.fixed ? choice.fixed->size() : choice.jigsaw_size;
  if (options.minimal && side > 16) {
    // Proving minimal takes a settled count per given, and on a 25x25 most
    // counts of the dig stop at their budget unsettled: every attempt failed.
    return InputError{ErrorCode::kBadOption, "minimal is offered up to 16 symbols: the counts that prove it on a "
                      "25x25 do not settle in time", {}};
  }
  const int budget = options.max_attempts ? options.max_attempts : options.technique ? kPracticeAttempts : kDefaultAttempts;
  // The orbits depend on the drawing only, the same for every jigsaw map of one size.
  std::optional<std::vector<std::vector<int>>> orbits;
  for (int attempt = 1; attempt <= budget; ++attempt) {
    Result<std::optional<Drawn>> drawn = draw_shape(choice, random);
    if (!drawn) return drawn.error();
    if (!drawn.value()) continue;  // no grid of the starting map found fast: draw again
    const ShapePtr shape = drawn.value()->shape;
    if (!orbits) {
      Result<std::vector<std::vector<int>>> found = symmetry_orbits(*shape, options.symmetry);
      if (!found) return found.error();
      orbits = std::move(found.value());
    }
    std::optional<Grid> solution = std::move(drawn.value()->solution);
    if (!solution) solution = random_full_grid(*shape, random, choice.fixed ? 20 : kJigsawFillAttempts);
    if (!solution) continue;  // a region map with no complete grid (or none found fast): draw again

    Puzzle puzzle{shape, *solution};
    const std::uint64_t budget = count_budget(*puzzle.shape);
    std::vector<std::vector<int>> order = *orbits;
    random.shuffle(order);
    // An easy puzzle is dug while singles fill it (which needs one solution).
    const bool easy = options.level == Level::kEasy;
    for (const auto& orbit : order) {
      for (int c : orbit) puzzle.givens[c] = 0;
      if (easy ? !singles_fill(puzzle) : check_uniqueness(puzzle, budget) != Uniqueness::kOne) {
        for (int c : orbit) puzzle.givens[c] = (*solution)[c];
      }
    }
    if (options.minimal && (options.symmetry != "none" || budget || easy) && !is_minimal(puzzle, budget)) continue;
    if (options.level && !easy && singles_fill(puzzle)) continue;  // easy: no need to rate it
    // Practice: what the ladder up to the technique cannot fill, or singles can, is drawn again before rating.
    if (options.technique && *options.technique > Technique::kHiddenSingle && singles_fill(puzzle)) continue;
    if (options.technique && !capped_ladder_fills(puzzle, *options.technique)) continue;
    // Above the level asked for: turned down without the harder rungs.
    const Technique cap = options.level == Level::kMedium ? Technique::kNakedQuad
                          : options.level == Level::kHard ? Technique::kFinnedJellyfish
                          : options.level == Level::kExpert ? Technique::kAic
                                                            : Technique::kAny;
    if (cap != Technique::kAny && !capped_ladder_fills(puzzle, cap)) continue;

    Generated out{std::move(puzzle), std::move(*solution), std::nullopt, {}, attempt};
    if (options.level || options.rate || options.technique) {
      out.path = logical_path(out.puzzle, Technique::kAny, PathWords::kUnworded);
      const Rating rating = rate_path(out.path.steps);
      if (options.level && rating.level != *options.level) continue;
      if (options.technique && rating.hardest != *options.technique) continue;
      out.rating = rating;
    }
    return out;
  }
  return InputError{ErrorCode::kBudgetSpent,
                    "no puzzle as asked in " + std::to_string(budget) + " attempts" +
                        (options.level ? std::string(" (level ") + level_id(*options.level) + ")" : std::string()) +
                        (options.technique ? std::string(" (hardest step ") + std::string(technique_name(*options.technique)) + ")"
                                           : std::string()),
                    {}};
}

}  // namespace sudoku
