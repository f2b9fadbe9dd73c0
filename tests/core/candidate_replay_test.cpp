// The pencil marks a trace hands out (candidates on): after every event they
// are the candidates of the grid the search has at that moment, with what its
// deductions ruled out on the current branch crossed out.
#include "support/catch.hpp"

#include <algorithm>

#include "core/trace_stepper.hpp"
#include "support/tables.hpp"

using namespace sudoku;
using sudoku::test::must_read;

namespace {

struct Seen {
  int events = 0, eliminations = 0, restores = 0;
};

// Walks Crook's trace of `line` in batches of `batch` events, checking the
// marks after every event. Returns what it saw.
Seen check_marks(const std::string& line, std::size_t batch) {
  const Puzzle p = must_read(line);
  const int cells = p.shape->cell_count();
  TraceStepper stepper(*find_algorithm("crook"), p, SearchOptions{}, true);
  const CandidateGrid start(p);
  std::vector<CandidateMask> marks(start.candidate_data(), start.candidate_data() + cells);
  Puzzle now = p;
  struct Crossed {
    int cell, value, depth;
  };
  std::vector<Crossed> crossed;
  Seen seen;
  while (!stepper.done()) {
    const TraceColumns& b = stepper.next(batch);
    REQUIRE(b.mask_end.size() == b.size());
    for (std::size_t i = 0; i < b.size(); ++i, ++seen.events) {
      for (std::uint32_t k = i ? b.mask_end[i - 1] : 0; k < b.mask_end[i]; ++k) marks[b.mask_cells[k]] = b.mask_values[k];
      const auto kind = static_cast<EventKind>(b.kind[i]);
      if (kind == EventKind::kPlace) now.givens[b.cell[i]] = b.value[i];
      if (kind == EventKind::kRemove) now.givens[b.cell[i]] = 0;
      if (kind == EventKind::kEliminate) {
        crossed.push_back({b.cell[i], b.value[i], b.depth[i]});
        ++seen.eliminations;
      }
      if (kind == EventKind::kRemove) {
        crossed.erase(std::remove_if(crossed.begin(), crossed.end(), [&](const Crossed& c) { return c.depth > b.depth[i]; }),
                      crossed.end());
        ++seen.restores;
      }
      // A backtrack takes its digits out one event at a time but returns to
      // the earlier grid's marks at once: they match after its last removal.
      const bool more_removes = kind == EventKind::kRemove &&
                                ((i + 1 < b.size() && b.kind[i + 1] == static_cast<std::uint8_t>(EventKind::kRemove)));
      if (more_removes || kind == EventKind::kSolution) continue;
      Eliminations list;
      for (const Crossed& c : crossed) list.push_back({c.cell, c.value});
      const CandidateGrid expected(now, list);
      for (int c = 0; c < cells; ++c) {
        INFO("event " << seen.events << " (" << event_kind_id(kind) << "), cell " << c);
        REQUIRE(marks[c] == expected.candidates(c));
      }
    }
  }
  return seen;
}

}  // namespace

TEST_CASE("singles: after every event the marks are the candidates of the grid the search has") {
  const Seen seen = check_marks("058000003170050008000000100000000000407080006083060017910003070006000080000000034", 7);
  CHECK(seen.events > 50);
}

TEST_CASE("pointing and claiming: each elimination stays out afterwards") {
  const Seen seen = check_marks("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......", 1000);
  CHECK(seen.eliminations > 0);
}

TEST_CASE("guesses and backtracks: the marks return to those of the grid the search backs out to") {
  const Seen seen = check_marks("6....38......2...7..95.....96.18....7.........8.....49.........3.2.95...1..6..2.5", 333);
  CHECK(seen.restores > 0);
}

TEST_CASE("the marks travel with the events when batches are joined, and are absent with candidates off") {
  const Puzzle p = must_read("058000003170050008000000100000000000407080006083060017910003070006000080000000034");
  TraceStepper off(*find_algorithm("crook"), p, SearchOptions{});
  CHECK(off.next(100).mask_end.empty());
  TraceStepper on(*find_algorithm("crook"), p, SearchOptions{}, true);
  TraceColumns joined;
  while (!on.done()) {
    const TraceColumns& b = on.next(5);
    joined.append(b, 0, b.size());
  }
  TraceStepper whole(*find_algorithm("crook"), p, SearchOptions{}, true);
  const TraceColumns& all = whole.next(TraceStepper::kMaxChunk);
  CHECK(joined.mask_end == all.mask_end);
  CHECK(joined.mask_cells == all.mask_cells);
  CHECK(joined.mask_values == all.mask_values);
}
