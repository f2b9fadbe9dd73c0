// The logic ladder: every deduction is sound, and the ladder reaches its rungs.
#include "support/catch.hpp"

#include <algorithm>
#include <map>

#include "core/logic/forcing.hpp"
#include "core/logic/house_logic.hpp"
#include "core/logic/ladder.hpp"
#include "core/rating.hpp"
#include "core/registry.hpp"
#include "core/words.hpp"
#include "support/tables.hpp"

using namespace sudoku;
using sudoku::test::must_read;

namespace {

Grid solution_of(const Puzzle& p) {
  return run_algorithm(*find_algorithm("fast"), p, SearchOptions{}).first_solution;
}

// Applies deductions until stuck, checking each against the known solution.
// Returns how often each technique was used.
std::map<Technique, int> walk_ladder(const Puzzle& p, const Grid& solution, bool& sound) {
  std::map<Technique, int> used;
  CandidateGrid grid(p);
  while (std::optional<Deduction> d = find_deduction(grid)) {
    ++used[d->technique];
    for (const auto& [cell, value] : d->placements) sound = sound && solution[cell] == value;
    for (const auto& [cell, value] : d->eliminations) sound = sound && solution[cell] != value;
    sound = sound && !(d->placements.empty() && d->eliminations.empty());
    apply_deduction(grid, *d);
    if (!sound) break;
  }
  return used;
}

}  // namespace

TEST_CASE("every deduction agrees with the solution, on hard 9x9 puzzles and every table shape") {
  std::map<Technique, int> used;
  std::vector<std::pair<Puzzle, std::string>> puzzles;
  for (const std::string& line : test::shared_collection("magictour_top1465.txt", 250))
    puzzles.push_back({must_read(line), line});
  for (const auto& row : test::puzzle_table())
    if (row.solutions == 1) puzzles.push_back({must_read(row.puzzle, row.variant), row.name});
  for (const auto& [p, name] : puzzles) {
    INFO(name);
    bool sound = true;
    for (const auto& [t, n] : walk_ladder(p, solution_of(p), sound)) used[t] += n;
    CHECK(sound);
  }
  // Every rung up to naked quads occurs on this set (the first naked quad is
  // in puzzle 156), and the single-digit patterns (the first 2-String Kite is
  // in puzzle 244), fish, wings, chains and almost locked sets (the Death
  // Blossom, rarer, has a test of its own).
  for (Technique t : {Technique::kNakedSingle, Technique::kHiddenSingle, Technique::kPointing, Technique::kClaiming,
                      Technique::kNakedPair, Technique::kHiddenPair, Technique::kNakedTriple,
                      Technique::kHiddenTriple, Technique::kNakedQuad, Technique::kEmptyRectangle,
                      Technique::kSkyscraper, Technique::kTwoStringKite, Technique::kFinnedXWing, Technique::kXWing,
                      Technique::kSwordfish, Technique::kWWing, Technique::kXyWing, Technique::kXyzWing, Technique::kWxyzWing,
                      Technique::kFinnedSwordfish, Technique::kXChain, Technique::kXyChain, Technique::kAic,
                      Technique::kAlsXz, Technique::kAlsXyWing, Technique::kSueDeCoq}) {
    INFO(technique_name(t));
    CHECK(used[t] > 0);
  }
}

TEST_CASE("the cheapest technique comes first, and a cap stops the ladder") {
  // The first source's grid starts with singles only.
  const Puzzle p = must_read("058000003170050008000000100000000000407080006083060017910003070006000080000000034");
  CandidateGrid grid(p);
  std::optional<Deduction> first = find_deduction(grid);
  REQUIRE(first);
  CHECK(first->technique <= Technique::kHiddenSingle);
  REQUIRE(first->placements.size() == 1);
  LadderOptions none;
  none.cap = Technique::kNone;
  CHECK(find_deduction(grid, none) == std::nullopt);
}

TEST_CASE("a naked single names its cell, a hidden single its house") {
  // Row 1 holds 1-8, so r1c9 must be 9: both a naked single and (in row 1) a hidden one.
  const Puzzle p = must_read("12345678." + std::string(72, '.'));
  CandidateGrid grid(p);
  std::optional<Deduction> d = find_deduction(grid);
  REQUIRE(d);
  CHECK(d->technique == Technique::kNakedSingle);
  CHECK(d->cells_as(Role::kPattern) == std::vector<int>{8});
  CHECK(d->houses.empty());
  CHECK(d->placements == std::vector<std::pair<int, int>>{{8, 9}});

  // 1 in rows 2 and 3 and columns 2 and 3 leaves r1c1 as the only place for 1
  // in box 1, and so in row 1, which the ladder scans first.
  Grid g(81, 0);
  g[1 * 9 + 4] = 1;  // r2c5
  g[2 * 9 + 7] = 1;  // r3c8
  g[4 * 9 + 1] = 1;  // r5c2
  g[7 * 9 + 2] = 1;  // r8c3
  CandidateGrid hidden(make_puzzle(ParsedGrid{9, g}, {}).value());
  std::optional<Deduction> h = find_deduction(hidden);
  REQUIRE(h);
  CHECK(h->technique == Technique::kHiddenSingle);
  CHECK(h->placements == std::vector<std::pair<int, int>>{{0, 1}});
  REQUIRE(h->houses_as(Role::kBase).size() == 1);
  CHECK(hidden.shape().house_name(h->houses_as(Role::kBase)[0]) == "row 1");
}

TEST_CASE("crook emits each deduction with its step before its effects, marked as such") {
  const Puzzle p = must_read(test::shared_collection("magictour_top1465.txt", 1)[0]);
  struct Recorder : EventSink {
    void on_event(const Event& e) override {
      if (e.kind == EventKind::kDeduce) {
        ++deductions;
        ok = ok && e.deduction && e.deduction->technique == e.technique && is_rung(e.technique);
        ok = ok && e.deduction && !e.deduction->cells.empty() && e.deduction->values != 0;
        ok = ok && e.deduction && (e.technique == Technique::kNakedSingle || !e.deduction->houses.empty());
        if (e.deduction) effects = e.deduction->placements.size() + e.deduction->eliminations.size();
      } else if (e.kind == EventKind::kPlace || e.kind == EventKind::kEliminate) {
        // A deduction's effects follow it, marked; a guess is no effect.
        ok = ok && e.effect == (e.technique != Technique::kGuess);
        if (e.effect) ok = ok && effects-- > 0;
      }
    }
    int deductions = 0;
    std::size_t effects = 0;  // of the last deduction, not yet seen
    bool ok = true;
  } recorder;
  SearchOptions o;
  o.events = &recorder;
  const SolveResult r = run_algorithm(*find_algorithm("crook"), p, o);
  CHECK(r.status == Status::kSolved);
  CHECK(recorder.deductions > 10);
  CHECK(recorder.ok);
}

TEST_CASE("crook reports the hardest technique it needed, and a cap makes it guess instead") {
  const Puzzle easy = must_read("058000003170050008000000100000000000407080006083060017910003070006000080000000034");
  const SolveResult singles = run_algorithm(*find_algorithm("crook"), easy, SearchOptions{});
  CHECK(singles.stats.hardest == Technique::kNakedSingle);

  const Puzzle hard = must_read(test::shared_collection("magictour_top1465.txt", 156).back());
  const SolveResult full = run_algorithm(*find_algorithm("crook"), hard, SearchOptions{});
  CHECK(full.stats.hardest >= Technique::kNakedQuad);
  SearchOptions capped;
  capped.technique_cap = Technique::kHiddenSingle;
  const SolveResult guessing = run_algorithm(*find_algorithm("crook"), hard, capped);
  CHECK(guessing.stats.hardest <= Technique::kHiddenSingle);
  CHECK(guessing.first_solution == full.first_solution);
  CHECK(guessing.stats.nodes > full.stats.nodes);  // fewer techniques, more guesses
}

namespace {

// The grid after singles, box/line and subsets, applied until none is left.
CandidateGrid after_subsets(const Puzzle& p) {
  TechniqueSet subsets;
  for (int t = static_cast<int>(kFirstRung); t <= static_cast<int>(Technique::kHiddenQuad); ++t) subsets.set(t);
  subsets.reset(static_cast<std::size_t>(Technique::kFinnedXWing));
  subsets.reset(static_cast<std::size_t>(Technique::kXWing));
  subsets.reset(static_cast<std::size_t>(Technique::kEmptyRectangle));  // single-digit rungs among the subsets
  subsets.reset(static_cast<std::size_t>(Technique::kSkyscraper));
  LadderOptions options;
  options.only = &subsets;
  CandidateGrid grid(p);
  while (std::optional<Deduction> d = find_deduction(grid, options)) apply_deduction(grid, *d);
  return grid;
}

std::vector<std::string> names_of(const Shape& s, const std::vector<std::pair<int, int>>& pairs) {
  std::vector<std::string> out;
  for (const auto& [cell, value] : pairs) out.push_back(s.cell_name(cell) + "-" + std::to_string(value));
  return out;
}

}  // namespace

TEST_CASE("regression: where the subsets are stuck, an X-Wing on 4 in rows 2 and 8 clears columns 3 and 9") {
  // Issue 29's example: hints said stuck; an independent checker found this X-Wing.
  const Puzzle p = must_read("....1...76...7..9..59...38......6...23....76..7.13..5....9.........52.7.8..3....5");
  const CandidateGrid stuck = after_subsets(p);
  REQUIRE_FALSE(stuck.solved());
  std::optional<Deduction> d = find_x_wing(stuck);
  REQUIRE(d);
  d->technique = Technique::kXWing;
  CHECK(d->values == bit_of(4));
  const Shape& s = *p.shape;
  std::vector<std::string> bases, covers;
  for (int h : d->houses_as(Role::kBase)) bases.push_back(s.house_name(h));
  for (int h : d->houses_as(Role::kCover)) covers.push_back(s.house_name(h));
  CHECK(bases == std::vector<std::string>{"row 2", "row 8"});
  CHECK(covers == std::vector<std::string>{"column 3", "column 9"});
  std::vector<std::string> removed = names_of(s, d->eliminations);
  std::sort(removed.begin(), removed.end());
  CHECK(removed == std::vector<std::string>{"r1c3-4", "r4c3-4", "r4c9-4", "r6c9-4", "r7c3-4"});
  CHECK(say(s, words_of(*d)) ==
        "X-Wing on 4: in row 2, row 8, 4 can only go in column 3, column 9, so r1c3, r4c3, r4c9, r6c9, r7c3 lose 4.");
}

TEST_CASE("the whole ladder finishes hard puzzles without a guess, and Crook keeps to his own rungs") {
  // Crook's paper uses singles, box/line and preemptive sets, then guesses;
  // the ladder beyond them (fish, wings, chains, forcing) is for hints.
  const Puzzle p = must_read("....1...76...7..9..59...38......6...23....76..7.13..5....9.........52.7.8..3....5");
  CandidateGrid grid(p);
  while (std::optional<Deduction> d = find_deduction(grid)) apply_deduction(grid, *d);
  CHECK(grid.solved());
  SearchOptions options;
  options.limit = 1;
  const SolveResult crook = run_algorithm(*find_algorithm("crook"), p, options);
  CHECK(crook.status == Status::kSolved);
  CHECK(crook.stats.hardest <= Technique::kHiddenQuad);
  CHECK(crook.stats.hardest != Technique::kXWing);
  CHECK(crook.stats.hardest != Technique::kFinnedXWing);
  CHECK(crook.stats.backtracks + crook.stats.nodes > 1);  // it guessed
}

TEST_CASE("colouring: every trap, wrap and multi-colouring met along the walk is sound, and each occurs") {
  // Each finder is asked directly at every step of the walk (a wrap is rarer
  // than the rungs before it, so the ladder itself seldom reaches one).
  int traps = 0, wraps = 0, multi = 0;
  for (const std::string& line : test::shared_collection("magictour_top1465.txt", 250)) {
    const Puzzle p = must_read(line);
    const Grid solution = solution_of(p);
    CandidateGrid grid(p);
    while (std::optional<Deduction> d = find_deduction(grid)) {
      for (auto find : {find_colour_trap, find_colour_wrap, find_multi_colouring}) {
        const std::optional<Deduction> c = find(grid);
        if (!c) continue;
        INFO(line << ": " << say(*p.shape, words_of(*c)));
        (find == find_colour_trap ? traps : find == find_colour_wrap ? wraps : multi)++;
        REQUIRE_FALSE(c->eliminations.empty());
        for (const auto& [cell, value] : c->eliminations) CHECK(solution[cell] != value);
        CHECK_FALSE(c->cells_as(Role::kColourA).empty());
        CHECK_FALSE(c->cells_as(Role::kColourB).empty());
      }
      apply_deduction(grid, *d);
    }
  }
  CHECK(traps > 0);
  CHECK(wraps > 0);
  CHECK(multi > 0);
}

TEST_CASE("3D Medusa: every trap and wrap met along the walk is sound, and each occurs") {
  // Each finder is asked directly at every step of the walk of 300 puzzles
  // (the wrap is rare: a colour contradicting itself is mostly caught by a
  // simpler rung first).
  int traps = 0, wraps = 0;
  for (const std::string& line : test::shared_collection("magictour_top1465.txt", 300)) {
    const Puzzle p = must_read(line);
    const Grid solution = solution_of(p);
    CandidateGrid grid(p);
    while (std::optional<Deduction> d = find_deduction(grid)) {
      for (auto find : {find_medusa_trap, find_medusa_wrap}) {
        const std::optional<Deduction> m = find(grid);
        if (!m) continue;
        INFO(line << ": " << say(*p.shape, words_of(*m)));
        (find == find_medusa_trap ? traps : wraps)++;
        REQUIRE_FALSE(m->eliminations.empty());
        for (const auto& [cell, value] : m->eliminations) CHECK(solution[cell] != value);
        CHECK_FALSE(m->cells_as(Role::kColourA).empty());
        CHECK_FALSE(m->cells_as(Role::kColourB).empty());
      }
      apply_deduction(grid, *d);
    }
  }
  CHECK(traps > 0);
  CHECK(wraps > 0);
}

TEST_CASE("uniqueness rungs: every unique rectangle (types 1 to 4, and hidden) and BUG+1 met along the walk of unique puzzles is sound, and each occurs") {
  // The ladder takes them only when the puzzle is known to have one solution
  // (a rating, a hint on a grid its check found unique); here each finder is
  // asked directly at every step of the walk of 250 unique puzzles.
  std::map<Technique, int> met;
  LadderOptions unique;
  unique.unique_solution = true;
  for (const std::string& line : test::shared_collection("magictour_top1465.txt", 250)) {
    const Puzzle p = must_read(line);
    const Grid solution = solution_of(p);
    CandidateGrid grid(p);
    while (std::optional<Deduction> d = find_deduction(grid, unique)) {
      for (auto [technique, find] : {std::pair{Technique::kUniqueRectangle, find_unique_rectangle},
                                     std::pair{Technique::kUniqueRectangle2, find_unique_rectangle_2},
                                     std::pair{Technique::kUniqueRectangle3, find_unique_rectangle_3},
                                     std::pair{Technique::kUniqueRectangle4, find_unique_rectangle_4},
                                     std::pair{Technique::kHiddenRectangle, find_hidden_rectangle},
                                     std::pair{Technique::kBugPlusOne, find_bug_plus_one}}) {
        const std::optional<Deduction> u = find(grid);
        if (!u) continue;
        ++met[technique];
        INFO(line << ": " << technique_name(technique));
        CHECK_FALSE((u->placements.empty() && u->eliminations.empty()));
        for (const auto& [cell, value] : u->placements) CHECK(solution[cell] == value);
        for (const auto& [cell, value] : u->eliminations) CHECK(solution[cell] != value);
      }
      apply_deduction(grid, *d);
    }
  }
  CHECK(met[Technique::kUniqueRectangle] > 0);
  CHECK(met[Technique::kUniqueRectangle2] > 0);
  CHECK(met[Technique::kUniqueRectangle3] > 0);
  CHECK(met[Technique::kUniqueRectangle4] > 0);
  CHECK(met[Technique::kHiddenRectangle] > 0);
  CHECK(met[Technique::kBugPlusOne] > 0);
}

TEST_CASE("without a known single solution the ladder never takes a uniqueness rung") {
  // Two solutions: a unique rectangle's reasoning would be wrong here.
  const Puzzle p = must_read("...........2..3....4.15..6......7....2.41...89.....41..6.58.1..2.......55..3...86");
  CandidateGrid grid(p);
  while (std::optional<Deduction> d = find_deduction(grid)) {
    CHECK(d->technique != Technique::kUniqueRectangle);
    CHECK(d->technique != Technique::kUniqueRectangle2);
    CHECK(d->technique != Technique::kUniqueRectangle3);
    CHECK(d->technique != Technique::kUniqueRectangle4);
    CHECK(d->technique != Technique::kHiddenRectangle);
    CHECK(d->technique != Technique::kBugPlusOne);
    apply_deduction(grid, *d);
  }
}

TEST_CASE("nested forcing nets: the hardest known puzzles, where every other rung is stuck, are finished soundly") {
  // forum_hardest_1905_11plus opens with no step below the nested nets; the
  // first three, walked with the uniqueness rungs, each take a nested net and end solved.
  std::map<Technique, int> used;
  LadderOptions unique;
  unique.unique_solution = true;
  for (const std::string& line : test::shared_collection("forum_hardest_1905_11plus.txt", 3)) {
    INFO(line);
    const Puzzle p = must_read(line);
    const Grid solution = solution_of(p);
    CandidateGrid grid(p);
    const std::optional<Deduction> first = find_deduction(grid, unique);
    REQUIRE(first);
    CHECK(first->technique >= Technique::kNestedForcingNet);
    while (std::optional<Deduction> d = find_deduction(grid, unique)) {
      ++used[d->technique];
      CHECK_FALSE((d->placements.empty() && d->eliminations.empty()));
      for (const auto& [cell, value] : d->placements) CHECK(solution[cell] == value);
      for (const auto& [cell, value] : d->eliminations) CHECK(solution[cell] != value);
      apply_deduction(grid, *d);
    }
    CHECK(grid.solved());
  }
  CHECK(used[Technique::kNestedForcingNet] > 0);
}

TEST_CASE("a path where the ladder is stuck guesses the solution's digit, and its rating counts the guesses") {
  // Up to the forcing net (no nested one) the hardest known puzzles take guesses.
  const Puzzle p = must_read(test::shared_collection("forum_hardest_1905_11plus.txt", 1)[0]);
  const LogicalPath path = logical_path(p, Technique::kForcingNet);
  REQUIRE(path.outcome == PathOutcome::kSolved);
  const Grid solution = solution_of(p);
  int guesses = 0;
  for (const PathStep& step : path.steps) {
    if (!step.guess) continue;
    ++guesses;
    INFO(step.message);
    CHECK(step.value == solution[step.cell]);
    CHECK(step.candidates & bit_of(step.value));
    CHECK_THAT(step.message, Catch::Matchers::StartsWith("No technique applies: take "));
    CHECK_THAT(step.message, match::Contains(", the solution's digit (one of "));
  }
  CHECK(guesses > 0);
  const Rating rating = rate_path(path.steps);
  CHECK(rating.guesses == guesses);
  CHECK(rating.level == Level::kExtreme);
  CHECK(rate_path(logical_path(p).steps).guesses == 0);  // the whole ladder needs none
}

TEST_CASE("a nested net past its budget of branches finds nothing rather than search on") {
  const Puzzle p = must_read(test::shared_collection("forum_hardest_1905_11plus.txt", 1)[0]);
  const CandidateGrid grid(p);
  CHECK(find_nested_contradiction(grid));
  CHECK_FALSE(find_nested_contradiction(grid, 1));
  CHECK(find_nested_contradiction(grid));  // the budget is the call's own
  // An empty grid has nothing to find: the search ends within the budget.
  CHECK_FALSE(find_nested_forcing_net(CandidateGrid(must_read(std::string(256, '.')))));
}

TEST_CASE("a Death Blossom's stem, petals and the value they all hold: magictour's first puzzle takes one, soundly") {
  const Puzzle p = must_read("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........");
  const Grid solution = solution_of(p);
  CandidateGrid grid(p);
  int blossoms = 0;
  LadderOptions unique;  // the path `sudoku explain` takes
  unique.unique_solution = true;
  while (std::optional<Deduction> d = find_deduction(grid, unique)) {
    if (d->technique == Technique::kDeathBlossom) {
      ++blossoms;
      INFO(say(*p.shape, words_of(*d)));
      REQUIRE(d->cells_as(Role::kPivot).size() == 1);
      const int stem = d->cells_as(Role::kPivot)[0];
      CHECK(d->values == grid.candidates(stem));
      CHECK(d->houses_as(Role::kBase).size() == static_cast<std::size_t>(count_of(d->values)));  // a petal each
      for (const auto& [cell, value] : d->eliminations) {
        CHECK(solution[cell] != value);
        CHECK_FALSE(d->values & bit_of(value));  // never a stem value
      }
    }
    apply_deduction(grid, *d);
  }
  CHECK(grid.solved());
  CHECK(blossoms > 0);
}

TEST_CASE("a forcing chain's step shows its branch: each forced placement a single after those before, ending in the contradiction it names") {
  // The step keeps only what the contradiction rests on; replayed alone on
  // the grid with the assumption placed, each placement must still be a
  // naked or hidden single and the last must leave the contradiction.
  int steps = 0;
  for (const std::string& line : test::shared_collection("magictour_top1465.txt", 120)) {
    const Puzzle p = must_read(line);
    CandidateGrid grid(p);
    while (std::optional<Deduction> d = find_deduction(grid)) {
      if (const std::optional<Deduction> f = find_forcing_contradiction(grid, Propagation::kSingles)) {
        ++steps;
        INFO(line << ": " << say(*p.shape, words_of(*f)));
        const auto [cell, value] = f->eliminations.front();
        CandidateGrid branch = grid;
        branch.place(cell, value);
        const Shape& s = *p.shape;
        for (const auto& [c, v] : f->forced) {
          REQUIRE(branch.value(c) == 0);
          const bool naked = branch.candidates(c) == bit_of(v);
          bool hidden = false;
          for (int h : s.houses_of(c))
            hidden = hidden || (s.is_complete(h) && places_of(branch, h, v).size() == 1);
          CHECK((naked || hidden));
          branch.place(c, v);
        }
        CHECK((f->dead_cell >= 0) != (f->dead_house >= 0));
        if (f->dead_cell >= 0) {
          CHECK(branch.value(f->dead_cell) == 0);
          CHECK(branch.candidates(f->dead_cell) == 0);
        } else {
          CHECK(places_of(branch, f->dead_house, f->dead_value).empty());
          CHECK_FALSE(placed_in(branch, f->dead_house) & bit_of(f->dead_value));
        }
      }
      apply_deduction(grid, *d);
    }
  }
  CHECK(steps > 100);
}

TEST_CASE("zero unsound steps over more than 100,000: every magictour puzzle and every unique puzzle of the table, walked to the end") {
  // Issue 29's soundness goal in one walk: each placement is the solution's
  // digit and each elimination removes a digit the solution does not have
  // there, across magictour_top1465 (about 120,000 steps) and the table's
  // sizes, variants and layouts.
  std::size_t steps = 0, walked = 0;
  std::vector<std::pair<Puzzle, std::string>> puzzles;
  for (const std::string& line : test::shared_collection("magictour_top1465.txt", 1465))
    puzzles.push_back({must_read(line), line});
  for (const auto& row : test::puzzle_table())
    if (row.solutions == 1) puzzles.push_back({must_read(row.puzzle, row.variant), row.name});
  for (const auto& [p, name] : puzzles) {
    INFO(name);
    bool sound = true;
    for (const auto& [t, n] : walk_ladder(p, solution_of(p), sound)) steps += static_cast<std::size_t>(n);
    CHECK(sound);
    ++walked;
  }
  CHECK(walked > 1465);
  CHECK(steps > 100000);
}
