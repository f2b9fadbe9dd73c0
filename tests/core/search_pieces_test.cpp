// A search split into pieces (core/search_pieces.hpp), as the CLI's
// `count --threads` and the Worker client's count over several Workers use
// it: the pieces' counts add up to the puzzle's, on a 9x9 with blanks, an
// empty 4x4, a 6x6 (2x3 boxes) with two rows given and an X puzzle; there are at least as
// many pieces as asked while empty cells last; a grid with no blank is its
// own one piece, and a dead end leaves no piece.
#include "support/catch.hpp"

#include "core/registry.hpp"
#include "core/search_pieces.hpp"
#include "support/tables.hpp"

using namespace sudoku;
using sudoku::test::must_read;
using sudoku::test::exact_count;

namespace {

std::uint64_t pieces_count(const Puzzle& p, std::size_t wanted, std::size_t* made = nullptr) {
  const std::vector<Grid> pieces = search_pieces(*p.shape, p.givens, wanted);
  if (made) *made = pieces.size();
  std::uint64_t sum = 0;
  for (const Grid& g : pieces) sum += exact_count(Puzzle{p.shape, g});
  return sum;
}

}  // namespace

TEST_CASE("the pieces' counts add up to the puzzle's") {
  const char* solved = "658142793172359468349678152561237849497581326283964517914823675736495281825716934";
  const std::string blanked = std::string(solved, 36) + std::string(45, '.');
  for (const std::string& text : {blanked, std::string(16, '.'), std::string("123456456123") + std::string(24, '.')}) {
    INFO(text);
    const Puzzle p = must_read(text);
    const std::uint64_t whole = exact_count(p);
    for (const std::size_t wanted : {1u, 2u, 7u, 40u, 300u}) {
      std::size_t made = 0;
      CHECK(pieces_count(p, wanted, &made) == whole);
      CHECK(made >= std::min<std::size_t>(wanted, 2));
    }
  }
}

TEST_CASE("an X puzzle's pieces keep its diagonals") {
  const Puzzle p = must_read(std::string(16, '.'), {"x", ""});
  std::size_t made = 0;
  CHECK(pieces_count(p, 10, &made) == exact_count(p));
  CHECK(made >= 10);
}

TEST_CASE("a full grid is its one piece, and a dead end leaves none") {
  const Puzzle full = must_read("658142793172359468349678152561237849497581326283964517914823675736495281825716934");
  CHECK(search_pieces(*full.shape, full.givens, 8).size() == 1);
  // Row 1 holds 1-8 and column 9 a 9 lower down: the top right cell has no candidate.
  const Puzzle dead = must_read("12345678.........9" + std::string(63, '.'));
  CHECK(search_pieces(*dead.shape, dead.givens, 8).empty());
}
