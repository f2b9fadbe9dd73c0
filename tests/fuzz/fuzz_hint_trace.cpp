// Fuzzes find_hint and TraceStepper on one puzzle.
//
// Hints: the kind fits the grid (complete, no solution), a deduction is of a
// technique within the cap, makes progress and is sound: no placement or
// elimination contradicts a solution the fast solver finds. Hints are then
// followed (placements written as givens) for a few steps.
// Traces: batches of the asked size at most; replaying place / remove events
// onto the givens never writes outside the grid, a value above N, over a
// filled cell or a given, and gives a valid solution at each solution event;
// the trace ends with the same result as an untraced run.
//
// Input layout: the puzzle of fuzz_support.hpp with two header bytes:
//   byte 1  bits 0-3: the technique cap (hints, Crook), naked single + (bits % 10);
//           bits 4-6: which tracing algorithm to step (mod their number)
//   byte 2  bits 0-5: the batch size, 1 + bits (batches cycle through that,
//           1 and three times that); bits 6-7: the limit, 1 2 3 or none
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "core/hint.hpp"
#include "core/registry.hpp"
#include "core/trace_stepper.hpp"
#include "fuzz_support.hpp"

using namespace sudoku;

namespace {

// Node budgets (at most, see node_budget) and the work they stand for.
constexpr std::uint64_t kCheckNodes = 2000;  // a hint is asked only when this decides solvability
constexpr std::uint64_t kTraceNodes = 500;   // the traced search
constexpr double kWorkMicroseconds = 150;
constexpr int kHintSteps = 6;                // hints followed in a row (one on grids over 12x12)
constexpr std::size_t kMaxTraceEvents = 20000;

// The fast solver's verdict, with up to two solutions; stopped when it needs
// more than its budget (then find_hint could take its full 50,000 nodes).
struct Check {
  Status status;
  std::vector<Grid> solutions;
};

Check check_solvable(const Puzzle& p) {
  Check check;
  const Algorithm& fast = *find_algorithm("fast");
  SearchOptions o;
  o.limit = 2;
  o.max_nodes = fuzz::node_budget(fast, *p.shape, Technique::kNone, kCheckNodes, kWorkMicroseconds);
  o.on_solution = [&](const Grid& g) {
    check.solutions.push_back(g);
    return true;
  };
  check.status = run_algorithm(fast, p, o).status;
  return check;
}

bool in_grid(int cell, const Shape& s) { return cell >= 0 && cell < s.cell_count(); }
bool in_range(int value, const Shape& s) { return value >= 1 && value <= s.size(); }

// Checks one hint on p; when it places values, writes them into p.givens and
// returns true (the caller then asks for the next hint).
bool check_hint(Puzzle& p, Technique cap) {
  const Check check = check_solvable(p);
  if (check.status == Status::kStopped) return false;
  const Shape& s = *p.shape;
  const CandidateGrid grid(p);
  const Hint h = find_hint(p, cap);
  FUZZ_CHECK(!h.message.empty());
  FUZZ_CHECK((h.kind == HintKind::kSolved) == grid.solved());
  if (h.kind == HintKind::kSolved) return false;
  FUZZ_CHECK((h.kind == HintKind::kNoSolution) == (check.status == Status::kNoSolution));

  switch (h.kind) {
    case HintKind::kNoSolution:
      if (h.cell >= 0) FUZZ_CHECK(in_grid(h.cell, s) && !p.givens[h.cell] && !grid.candidates(h.cell));
      return false;
    case HintKind::kStuck: {
      FUZZ_CHECK(in_grid(h.cell, s) && !p.givens[h.cell]);
      FUZZ_CHECK(h.candidates == grid.candidates(h.cell));
      FUZZ_CHECK(count_of(h.candidates) >= 2);  // a single would have been a naked single
      for (int c = 0; c < s.cell_count(); ++c)
        if (!p.givens[c]) FUZZ_CHECK(count_of(grid.candidates(c)) >= count_of(h.candidates));
      return false;
    }
    case HintKind::kDeduction: break;
    case HintKind::kSolved: return false;
  }

  const Deduction& d = h.deduction;
  FUZZ_CHECK(is_rung(d.technique) && d.technique <= cap);
  FUZZ_CHECK(!d.placements.empty() || !d.eliminations.empty());  // progress
  for (const HouseInStep& house : d.houses) FUZZ_CHECK(house.house >= 0 && house.house < static_cast<int>(s.houses().size()));
  FUZZ_CHECK((d.values & ~all_values(s.size())) == 0);
  for (const CellInStep& c : d.cells) FUZZ_CHECK(in_grid(c.cell, s));
  FUZZ_CHECK(h.message == say(s, words_of(d)));
  for (const auto& [cell, value] : d.placements) {
    FUZZ_CHECK(in_grid(cell, s) && in_range(value, s) && !p.givens[cell]);
    FUZZ_CHECK(grid.candidates(cell) & bit_of(value));
    for (const Grid& solution : check.solutions) FUZZ_CHECK(solution[cell] == value);  // sound
  }
  for (const auto& [cell, value] : d.eliminations) {
    FUZZ_CHECK(in_grid(cell, s) && in_range(value, s) && !p.givens[cell]);
    FUZZ_CHECK(grid.candidates(cell) & bit_of(value));  // something is removed
    for (const Grid& solution : check.solutions) FUZZ_CHECK(solution[cell] != value);  // sound
  }
  if (d.placements.empty()) return false;
  // Only a puzzle with a solution gets a deduction, and a sound one keeps it:
  // the placements clash with no given (as make_puzzle would check).
  Grid next = p.givens;
  for (const auto& [cell, value] : d.placements) next[cell] = static_cast<Value>(value);
  for (const auto& [cell, value] : d.placements)
    for (int peer : s.peers_of(cell)) FUZZ_CHECK(next[peer] != value);
  p.givens = std::move(next);
  return true;
}

void check_batch_shape(const TraceColumns& b) {
  const std::size_t n = b.size();
  FUZZ_CHECK(b.technique.size() == n && b.value.size() == n && b.depth.size() == n && b.cell.size() == n);
  FUZZ_CHECK(b.effect.size() == n && b.step_end.size() == n);
  FUZZ_CHECK(b.placements.size() == n && b.backtracks.size() == n && b.nodes.size() == n);
  FUZZ_CHECK(b.solution_index.size() == n);
  for (std::size_t i = 0; i < n; ++i) FUZZ_CHECK(!i || b.step_end[i - 1] <= b.step_end[i]);
  FUZZ_CHECK(n == 0 || b.step_end.back() == b.steps.size());
}

void check_trace(const Algorithm& a, const Puzzle& p, Technique cap, std::uint8_t byte) {
  const Shape& s = *p.shape;
  SearchOptions o;
  constexpr std::uint64_t kLimits[] = {1, 2, 3, 0};
  o.limit = kLimits[byte >> 6];
  o.technique_cap = cap;
  o.max_nodes = fuzz::node_budget(a, s, cap, kTraceNodes, kWorkMicroseconds);
  const std::size_t base = 1 + (byte & 63);
  const std::size_t sizes[] = {base, 1, 3 * base};

  TraceStepper stepper(a, p, o);
  Grid grid = p.givens;
  std::size_t events = 0, calls = 0;
  double solutions = 0, placements = 0, backtracks = 0, nodes = 0;
  while (!stepper.done() && events < kMaxTraceEvents) {
    const std::size_t ask = sizes[calls++ % 3];
    const TraceColumns& b = stepper.next(ask);
    check_batch_shape(b);
    FUZZ_CHECK(b.size() <= ask);
    FUZZ_CHECK(b.size() >= 1 || stepper.done());
    events += b.size();
    FUZZ_CHECK(stepper.position() == events);
    for (std::size_t i = 0; i < b.size(); ++i) {
      const auto kind = static_cast<EventKind>(b.kind[i]);
      const int cell = b.cell[i], value = b.value[i];
      FUZZ_CHECK(b.technique[i] < kTechniqueCount);
      // Counters never go back.
      FUZZ_CHECK(b.placements[i] >= placements && b.backtracks[i] >= backtracks && b.nodes[i] >= nodes);
      placements = b.placements[i];
      backtracks = b.backtracks[i];
      nodes = b.nodes[i];
      switch (kind) {
        case EventKind::kPlace:
          FUZZ_CHECK(in_grid(cell, s) && in_range(value, s));
          FUZZ_CHECK(!grid[cell]);  // never over a filled cell (or a given)
          grid[cell] = static_cast<Value>(value);
          break;
        case EventKind::kRemove:
          FUZZ_CHECK(in_grid(cell, s) && in_range(value, s));
          FUZZ_CHECK(!p.givens[cell] && grid[cell] == value);
          grid[cell] = 0;
          break;
        case EventKind::kDeadEnd:
          FUZZ_CHECK(cell == -1 || in_grid(cell, s));
          break;
        case EventKind::kDeduce: {
          // Its step as JSON, naming its technique.
          const std::string_view step = b.step(i);
          const std::string start = std::string("{\"technique\":\"") + technique_id(static_cast<Technique>(b.technique[i]));
          FUZZ_CHECK(step.substr(0, start.size()) == start && step.back() == '}');
          break;
        }
        case EventKind::kEliminate:
          FUZZ_CHECK(in_grid(cell, s) && in_range(value, s));
          break;
        case EventKind::kSolution:
          FUZZ_CHECK(b.solution_index[i] == ++solutions);
          FUZZ_CHECK(is_valid_solution(p, grid));  // the replayed grid is the solution
          break;
        default:
          FUZZ_CHECK(false);  // no such kind
      }
    }
  }
  if (!stepper.done()) return;
  // The whole trace: the stepper's result is an untraced run's.
  const SolveResult direct = run_algorithm(a, p, o);
  const SolveResult& traced = stepper.result();
  FUZZ_CHECK(traced.status == direct.status && traced.solutions == direct.solutions);
  FUZZ_CHECK(traced.complete == direct.complete && traced.first_solution == direct.first_solution);
  FUZZ_CHECK(traced.stats.nodes == direct.stats.nodes && traced.stats.placements == direct.stats.placements);
  FUZZ_CHECK(traced.stats.backtracks == direct.stats.backtracks);
  FUZZ_CHECK(static_cast<double>(traced.solutions) == solutions);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const fuzz::DecodedPuzzle decoded = fuzz::decode_puzzle(data, size, 2);
  const auto hint_byte = static_cast<std::uint8_t>(decoded.header[0]);
  const auto trace_byte = static_cast<std::uint8_t>(decoded.header[1]);

  const auto cap = static_cast<Technique>(static_cast<int>(kFirstRung) + (hint_byte & 15) % kRungCount);
  Puzzle followed = decoded.puzzle;
  const int steps = followed.shape->size() <= 12 ? kHintSteps : 1;
  for (int step = 0; step < steps && check_hint(followed, cap); ++step) {
  }

  std::vector<const Algorithm*> tracing;
  for (const Algorithm& a : algorithms())
    if (a.capabilities & kCanTrace) tracing.push_back(&a);
  if (tracing.empty()) return 0;
  check_trace(*tracing[((hint_byte >> 4) & 7) % tracing.size()], decoded.puzzle, cap, trace_byte);
  return 0;
}
