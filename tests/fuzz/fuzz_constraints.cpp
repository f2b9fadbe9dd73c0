// Fuzzes constraint puzzles: the readers of ISS puzzle strings
// (core/iss_format.hpp) and of constraints as JSON (core/constraints_file.hpp),
// and the fast solver on what they read. Any bytes must be read or refused
// with a message, never crash or hang; a puzzle read must
//   - write back (format_iss) to a string that reads as the same puzzle;
//   - on a 4x4 grid, count (fast, every solution) exactly the grids of all
//     288 that keep its givens, houses and constraints (is_valid_solution,
//     whose constraint check narrow() is on solved cells): a differential
//     check of every kind's narrowing and of the implied sums;
//   - elsewhere, give only valid solutions within a node budget.
// Input: byte 0 chooses the reader: even, the rest is an ISS string; odd, the
// rest is a JSON list of constraints for an empty 4x4 (byte 0 & 2) or 9x9
// grid. Seeds: tests/fuzz/corpus/fuzz_constraints.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/constraints_file.hpp"
#include "core/iss_format.hpp"
#include "core/registry.hpp"
#include "fuzz_support.hpp"

using namespace sudoku;

namespace {

// Every 4x4 grid, found once by the fast solver.
const std::vector<Grid>& all_4x4_grids() {
  static const std::vector<Grid> grids = [] {
    std::vector<Grid> out;
    SearchOptions o;
    o.limit = 0;
    o.on_solution = [&](const Grid& g) {
      out.push_back(g);
      return true;
    };
    run_untimed(*find_algorithm("fast"), read_puzzle("................").value(), o);
    return out;
  }();
  return grids;
}

void check(const Puzzle& puzzle) {
  const Algorithm& fast = *find_algorithm("fast");
  SearchOptions o;
  o.limit = 0;
  // A 4x4 is counted to the end; elsewhere a node of a rule puzzle can cost
  // near 100 microseconds natively (ISS's Wecoc #1 with its implied sums;
  // 2.2 ms in this Debug build under the sanitizers): 500 keeps a run well
  // within libFuzzer's 10 s hang limit (20,000 ran past it).
  o.max_nodes = puzzle.shape->cell_count() <= 16 ? 20000 : 500;
  std::uint64_t found = 0;
  o.on_solution = [&](const Grid& g) {
    FUZZ_CHECK(is_valid_solution(puzzle, g));
    return ++found < 1000;
  };
  const SolveResult r = run_untimed(fast, puzzle, o);
  // Every grid of a 4x4 of boxes (x too) is one of the 288.
  if (puzzle.shape->is_square_grid() && puzzle.shape->size() == 4 && puzzle.shape->variant().regions.empty() && r.complete) {
    std::uint64_t expected = 0;
    for (const Grid& g : all_4x4_grids()) expected += is_valid_solution(puzzle, g);
    FUZZ_CHECK(r.solutions == expected);
  }
  const std::string written = format_iss(puzzle);
  if (written.empty()) return;
  // A cell allowed one value is written as ISS writes a given, and reads
  // back as one: the same puzzle. Where those givens break a house or
  // another rule of their cell (a second single value, a given, pencilmarks
  // without it), the puzzle has no solution and ISS cannot write it:
  // reading it back fails, saying why.
  Grid givens = puzzle.givens;
  std::size_t merged = 0;
  bool clash = false;
  for (const Constraint& c : puzzle.constraints) {
    if (c.kind != ConstraintKind::values || !is_single(static_cast<CandidateMask>(c.number))) continue;
    const Value v = static_cast<Value>(lowest_value(static_cast<CandidateMask>(c.number)));
    Value& given = givens[static_cast<std::size_t>(c.cells[0])];
    clash = clash || (given && given != v);
    given = v;
    ++merged;
  }
  for (const Constraint& c : puzzle.constraints) {
    const Value given = givens[static_cast<std::size_t>(c.cells[0])];
    if (c.kind == ConstraintKind::values && given && !(static_cast<CandidateMask>(c.number) & bit_of(given))) clash = true;
  }
  clash = clash || find_conflicts(*puzzle.shape, givens).has_value();
  const Result<Puzzle> again = read_iss(written);
  if (clash) {
    FUZZ_CHECK(!again.ok() && !again.error().message.empty());
    return;
  }
  FUZZ_CHECK(again.ok());
  FUZZ_CHECK(again->givens == givens);
  FUZZ_CHECK(again->constraints.size() == puzzle.constraints.size() - merged);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  if (data[0] % 2 == 0) {
    const Result<Puzzle> puzzle = read_iss(text);
    if (!puzzle) {
      FUZZ_CHECK(!puzzle.error().message.empty());
      return 0;
    }
    check(puzzle.value());
    return 0;
  }
  Puzzle puzzle = read_puzzle(std::string(data[0] & 2 ? 16 : 81, '.')).value();
  Result<std::vector<Constraint>> read = read_constraints(text, puzzle.shape->cell_count());
  if (!read) {
    FUZZ_CHECK(!read.error().message.empty());
    return 0;
  }
  puzzle.constraints = std::move(read.value());
  if (std::optional<InputError> broken = check_constraints(puzzle)) {
    FUZZ_CHECK(!broken->message.empty());
    return 0;
  }
  check(puzzle);
  return 0;
}
