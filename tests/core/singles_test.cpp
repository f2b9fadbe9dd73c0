// singles_fill (core/generate/singles.hpp), the generator's check that naked
// and hidden singles alone fill a grid, against the technique ladder capped
// at hidden singles (capped_ladder_fills), which reaches the same verdict by
// its own code: on the random stream's unique and several-solution puzzles
// of every size and variant, and on the same puzzles with givens taken out
// until singles no longer fill them, where the two are most likely to part.
#include "support/catch.hpp"

#include "core/generate/capped_fill.hpp"
#include "core/generate/singles.hpp"
#include "support/random_puzzles.hpp"

using namespace sudoku;
using namespace sudoku::test;

TEST_CASE("singles_fill says what the ladder capped at hidden singles says") {
  constexpr std::uint64_t kSeed = 20261129;
  int filled = 0, not_filled = 0;
  for (std::uint64_t i = 0; i < 600; ++i) {
    const RandomPuzzle rp = random_puzzle(kSeed, i);
    if (rp.kind != PuzzleKind::kUnique && rp.kind != PuzzleKind::kSeveral) continue;
    const Result<Puzzle> read = read_puzzle(rp.text, rp.options);
    REQUIRE(read.ok());
    Puzzle p = read.value();
    // The puzzle, then with every third given, then every second, taken out.
    for (int step : {0, 3, 2}) {
      if (step)
        for (int c = 0; c < p.shape->cell_count(); c += step) p.givens[c] = 0;
      INFO(rp.size << " " << rp.variant << " puzzle " << i << " step " << step << ": " << format_line(p.givens));
      const bool by_ladder = capped_ladder_fills(p, Technique::kHiddenSingle);
      CHECK(singles_fill(p) == by_ladder);
      (by_ladder ? filled : not_filled) += 1;
    }
  }
  // Both verdicts are met often, so the check means something either way.
  CHECK(filled > 100);
  CHECK(not_filled > 100);
}
