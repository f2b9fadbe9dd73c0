// The trace stepper hands out exactly the events of one uninterrupted run, in
// order, however the batches and replays fall.
#include "support/catch.hpp"

#include "core/trace_stepper.hpp"
#include "support/tables.hpp"

using namespace sudoku;
using sudoku::test::must_read;

namespace {

const char* const kSourceGrid = "058000003170050008000000100000000000407080006083060017910003070006000080000000034";

// Records a whole run into columns, as the stepper would.
class Recorder : public EventSink {
 public:
  explicit Recorder(const Shape& shape) : shape(shape) {}
  void on_event(const Event& e) override { columns.append(e, *stats, shape); }
  TraceColumns columns;
  const Stats* stats = nullptr;
  const Shape& shape;
};

TraceColumns record_directly(const Algorithm& a, const Puzzle& p, SearchOptions o) {
  Recorder recorder(*p.shape);
  o.events = &recorder;
  SearchContext ctx(p, o);
  recorder.stats = &ctx.stats;
  a.run(p, ctx);
  return std::move(recorder.columns);
}

TraceColumns drain(TraceStepper& stepper, std::size_t batch) {
  TraceColumns all;
  while (!stepper.done()) {
    const TraceColumns& b = stepper.next(batch);
    REQUIRE(b.size() <= batch);
    for (std::size_t i = 0; i < b.size(); ++i) all.append(b, i);
  }
  return all;
}

void require_same(const TraceColumns& a, const TraceColumns& b) {
  REQUIRE(a.size() == b.size());
  CHECK(a.kind == b.kind);
  CHECK(a.technique == b.technique);
  CHECK(a.value == b.value);
  CHECK(a.depth == b.depth);
  CHECK(a.cell == b.cell);
  CHECK(a.words == b.words);
  CHECK(a.effect == b.effect);
  CHECK(a.step_end == b.step_end);
  CHECK(a.steps == b.steps);
  CHECK(a.placements == b.placements);
  CHECK(a.backtracks == b.backtracks);
  CHECK(a.nodes == b.nodes);
  CHECK(a.solution_index == b.solution_index);
}

}  // namespace

TEST_CASE("every tracing algorithm: batches concatenate to the uninterrupted trace") {
  for (const Algorithm& a : algorithms()) {
    if (!(a.capabilities & kCanTrace)) continue;
    for (const auto& row : test::puzzle_table()) {
      if (row.puzzle.size() > 81) continue;  // small grids keep this quick
      INFO(a.id << " on " << row.name);
      const Puzzle p = must_read(row.puzzle, row.variant);
      SearchOptions o;
      o.limit = 3;
      o.max_nodes = 200000;
      const TraceColumns direct = record_directly(a, p, o);
      TraceStepper stepper(a, p, o);
      require_same(drain(stepper, 777), direct);
      CHECK(stepper.finished());
      const SolveResult expected = run_algorithm(a, p, o);
      CHECK(stepper.result().status == expected.status);
      CHECK(stepper.result().solutions == expected.solutions);
      CHECK(stepper.result().stats.placements == expected.stats.placements);
    }
  }
}

TEST_CASE("a long trace is replayed in chunks and still matches") {
  const Algorithm& naive = *find_algorithm("naive");
  const Puzzle p = must_read(kSourceGrid);
  const TraceColumns direct = record_directly(naive, p, SearchOptions{});
  REQUIRE(direct.size() > 4 * TraceStepper::kMinChunk);
  TraceStepper stepper(naive, p, SearchOptions{});
  require_same(drain(stepper, 50000), direct);
  CHECK(stepper.replays() > 2);
  CHECK(stepper.replays() < 12);  // chunks grow, so replays stay few
  CHECK(stepper.result().status == Status::kSolved);
  CHECK(stepper.result().stats.backtracks == 301478);
  // The counters travel with the events: the last backtracks column is the total.
  CHECK(direct.backtracks.back() == 301478);
}

TEST_CASE("regression: after the first chunk every replay records kMaxChunk events, so replays stay few") {
  // Chunks that doubled from kMinChunk took 5 runs on this 904,491-event
  // trace, skipping 0.96M events; kMinChunk then kMaxChunk take 3.
  const Algorithm& naive = *find_algorithm("naive");
  const Puzzle p = must_read(kSourceGrid);
  const std::size_t events = record_directly(naive, p, SearchOptions{}).size();
  REQUIRE(events > TraceStepper::kMinChunk + TraceStepper::kMaxChunk);
  TraceStepper stepper(naive, p, SearchOptions{});
  CHECK(drain(stepper, 1 << 16).size() == events);
  const std::size_t later = events - TraceStepper::kMinChunk;
  CHECK(stepper.replays() == 1 + (later + TraceStepper::kMaxChunk - 1) / TraceStepper::kMaxChunk);
}

TEST_CASE("the stepper's memory stays bounded: a batch never outgrows its request") {
  const Puzzle p = must_read(kSourceGrid);
  TraceStepper stepper(*find_algorithm("naive"), p, SearchOptions{});
  const TraceColumns& b = stepper.next(10);
  CHECK(b.size() == 10);
  CHECK(stepper.position() == 10);
  CHECK_FALSE(stepper.done());
  CHECK(stepper.next(0).size() == 1);  // asking for nothing still moves on
}

TEST_CASE("crook's deductions carry their steps, as JSON with their sentences, through the stepper") {
  const Puzzle p = must_read(kSourceGrid);
  TraceStepper stepper(*find_algorithm("crook"), p, SearchOptions{});
  const TraceColumns all = drain(stepper, 5);
  std::size_t deductions = 0;
  for (std::size_t i = 0; i < all.size(); ++i) {
    const std::string step(all.step(i));
    if (all.kind[i] != static_cast<std::uint8_t>(EventKind::kDeduce)) {
      CHECK(step.empty());
      continue;
    }
    ++deductions;
    const std::string id = technique_id(static_cast<Technique>(all.technique[i]));
    CHECK_THAT(step, match::StartsWith("{\"technique\":\"" + id + "\""));
    CHECK_THAT(step, match::Contains("\"message\":\""));
    // Its effects follow it, marked.
    REQUIRE(i + 1 < all.size());
    CHECK(all.effect[i + 1] == 1);
  }
  CHECK(deductions > 10);
}

TEST_CASE("a trace exactly one chunk long ends with its last batch, not one empty batch later") {
  // 5352 nodes of implications enumerating an empty grid emit exactly kMinChunk events.
  const Algorithm& implications = *find_algorithm("implications");
  const Puzzle p = must_read(std::string(81, '.'));
  SearchOptions o;
  o.limit = 0;
  o.max_nodes = 5352;
  REQUIRE(record_directly(implications, p, o).size() == TraceStepper::kMinChunk);
  TraceStepper stepper(implications, p, o);
  CHECK(stepper.next(TraceStepper::kMinChunk).size() == TraceStepper::kMinChunk);
  CHECK(stepper.done());
  CHECK(stepper.replays() == 1);
}

TEST_CASE("a batch never exceeds kMaxChunk, however many events are asked for") {
  TraceStepper stepper(*find_algorithm("fast"), must_read(std::string(81, '.')), SearchOptions{0, {}, nullptr, nullptr, 0});
  CHECK(stepper.next(std::size_t{1} << 40).size() <= TraceStepper::kMaxChunk);
}
