#include "core/trace_stepper.hpp"

#include <algorithm>

namespace sudoku {

void TraceColumns::clear() {
  for (auto* v : {&kind, &technique, &value}) v->clear();
  depth.clear();
  cell.clear();
  house.clear();
  values.clear();
  pattern_end.clear();
  pattern_cells.clear();
  for (auto* v : {&placements, &backtracks, &nodes, &solution_index}) v->clear();
}

void TraceColumns::reserve(std::size_t n) {
  for (auto* v : {&kind, &technique, &value}) v->reserve(n);
  depth.reserve(n);
  cell.reserve(n);
  house.reserve(n);
  values.reserve(n);
  pattern_end.reserve(n);
  for (auto* v : {&placements, &backtracks, &nodes, &solution_index}) v->reserve(n);
}

void TraceColumns::append(const TraceColumns& from, std::size_t i) {
  kind.push_back(from.kind[i]);
  technique.push_back(from.technique[i]);
  value.push_back(from.value[i]);
  depth.push_back(from.depth[i]);
  cell.push_back(from.cell[i]);
  house.push_back(from.house[i]);
  values.push_back(from.values[i]);
  const std::uint32_t begin = i ? from.pattern_end[i - 1] : 0;
  pattern_cells.insert(pattern_cells.end(), from.pattern_cells.begin() + begin,
                       from.pattern_cells.begin() + from.pattern_end[i]);
  pattern_end.push_back(static_cast<std::uint32_t>(pattern_cells.size()));
  placements.push_back(from.placements[i]);
  backtracks.push_back(from.backtracks[i]);
  nodes.push_back(from.nodes[i]);
  solution_index.push_back(from.solution_index[i]);
}

void TraceColumns::append(const TraceColumns& from, std::size_t first, std::size_t count) {
  if (count == 0) return;
  const auto copy = [&](auto& to, const auto& source) {
    to.insert(to.end(), source.begin() + first, source.begin() + first + count);
  };
  copy(kind, from.kind);
  copy(technique, from.technique);
  copy(value, from.value);
  copy(depth, from.depth);
  copy(cell, from.cell);
  copy(house, from.house);
  copy(values, from.values);
  copy(placements, from.placements);
  copy(backtracks, from.backtracks);
  copy(nodes, from.nodes);
  copy(solution_index, from.solution_index);
  const std::uint32_t begin = first ? from.pattern_end[first - 1] : 0;
  const std::uint32_t end = from.pattern_end[first + count - 1];
  const std::uint32_t base = static_cast<std::uint32_t>(pattern_cells.size());
  pattern_cells.insert(pattern_cells.end(), from.pattern_cells.begin() + begin, from.pattern_cells.begin() + end);
  for (std::size_t i = first; i < first + count; ++i) pattern_end.push_back(from.pattern_end[i] - begin + base);
}

TraceRow trace_row(const Event& e, const Stats& stats, std::uint32_t pattern_end) {
  TraceRow r;
  r.placements = stats.placements;
  r.backtracks = stats.backtracks;
  r.nodes = stats.nodes;
  r.values = e.values;
  r.pattern_end = pattern_end;
  r.value = e.value;
  r.depth = static_cast<std::uint16_t>(std::clamp(e.depth, 0, 0xffff));
  r.cell = static_cast<std::int16_t>(e.cell);
  r.house = static_cast<std::int16_t>(e.house);
  r.kind = static_cast<std::uint8_t>(e.kind);
  r.technique = static_cast<std::uint8_t>(e.technique);
  return r;
}

void TraceColumns::append(const Event& e, const Stats& stats) {
  std::vector<std::int16_t> pattern(e.cells.begin(), e.cells.end());
  const TraceRow row = trace_row(e, stats, static_cast<std::uint32_t>(pattern.size()));
  append(&row, 1, pattern.data(), 0);
}

void TraceColumns::append(const TraceRow* rows, std::size_t count, const std::int16_t* pattern,
                          std::uint32_t pattern_begin) {
  if (count == 0) return;
  const std::size_t at = size(), n = at + count;
  for (auto* v : {&kind, &technique, &value}) v->resize(n);
  depth.resize(n);
  cell.resize(n);
  house.resize(n);
  values.resize(n);
  pattern_end.resize(n);
  for (auto* v : {&placements, &backtracks, &nodes, &solution_index}) v->resize(n);
  const std::uint32_t base = static_cast<std::uint32_t>(pattern_cells.size());
  pattern_cells.insert(pattern_cells.end(), pattern + pattern_begin, pattern + rows[count - 1].pattern_end);
  // Plain pointers, so that the stores need not be ordered against each other.
  std::uint8_t *kind_at = kind.data() + at, *technique_at = technique.data() + at, *value_at = value.data() + at;
  std::uint16_t* depth_at = depth.data() + at;
  std::int16_t *cell_at = cell.data() + at, *house_at = house.data() + at;
  std::uint32_t *values_at = values.data() + at, *end_at = pattern_end.data() + at;
  double *placements_at = placements.data() + at, *backtracks_at = backtracks.data() + at;
  double *nodes_at = nodes.data() + at, *solution_at = solution_index.data() + at;
  for (std::size_t i = 0; i < count; ++i) {
    const TraceRow r = rows[i];
    const bool is_solution = r.kind == static_cast<std::uint8_t>(EventKind::kSolution);
    kind_at[i] = r.kind;
    technique_at[i] = r.technique;
    value_at[i] = is_solution ? 0 : static_cast<std::uint8_t>(r.value);
    depth_at[i] = r.depth;
    cell_at[i] = r.cell;
    house_at[i] = r.house;
    values_at[i] = r.values;
    end_at[i] = r.pattern_end - pattern_begin + base;
    placements_at[i] = static_cast<double>(r.placements);
    backtracks_at[i] = static_cast<double>(r.backtracks);
    nodes_at[i] = static_cast<double>(r.nodes);
    solution_at[i] = is_solution ? static_cast<double>(r.value) : 0.0;
  }
}

namespace {

// Records `capacity` events as rows, then asks the search to stop. The
// events a previous replay recorded never reach it: attach() has the
// context drop them (SearchContext::skip_events).
class ChunkRecorder final : public EventSink, public StopCheck {
 public:
  ChunkRecorder(std::uint64_t skip, std::size_t capacity, std::vector<TraceRow>& rows,
                std::vector<std::int16_t>& pattern)
      : skip_(skip), capacity_(capacity), rows_(rows), pattern_(pattern) {}
  void attach(SearchContext& ctx) {
    stats_ = &ctx.stats;
    ctx.skip_events(skip_);
  }

  void on_event(const Event& e) override {
    if (full()) {
      dropped_ = true;
      return;
    }
    for (int c : e.cells) pattern_.push_back(static_cast<std::int16_t>(c));
    rows_.push_back(trace_row(e, *stats_, static_cast<std::uint32_t>(pattern_.size())));
  }
  bool stop_requested(const SearchProgress&) override {
    if (full()) cut_ = true;
    return cut_;
  }
  bool full() const { return rows_.size() >= capacity_; }
  // True when the run ended before its last event: this recorder stopped it,
  // or it dropped events past its capacity.
  bool cut_short() const { return cut_ || dropped_; }

 private:
  std::uint64_t skip_;
  std::size_t capacity_;
  std::vector<TraceRow>& rows_;
  std::vector<std::int16_t>& pattern_;
  const Stats* stats_ = nullptr;
  bool cut_ = false;
  bool dropped_ = false;
};

}  // namespace

TraceStepper::TraceStepper(const Algorithm& algorithm, Puzzle puzzle, SearchOptions options)
    : algorithm_(algorithm), puzzle_(std::move(puzzle)), options_(std::move(options)) {
  options_.on_solution = nullptr;
  options_.events = nullptr;
  options_.stop = nullptr;
}

void TraceStepper::refill() {
  // Events before buffer_'s unread part have been handed out.
  const std::uint64_t recorded = handed_out_;
  rows_.clear();
  pattern_.clear();
  read_ = 0;
  const std::size_t chunk = recorded == 0 ? kMinChunk : kMaxChunk;
  rows_.reserve(chunk);  // at once: rows that doubled as they filled left a 13 MB larger heap
  ChunkRecorder recorder(recorded, chunk, rows_, pattern_);
  SearchOptions run_options = options_;
  run_options.events = &recorder;
  run_options.stop = &recorder;
  SearchContext ctx(puzzle_, run_options);
  recorder.attach(ctx);
  algorithm_.run(puzzle_, ctx);
  ++replays_;
  result_ = ctx.finish();
  // A run the recorder neither stopped nor dropped events from has produced
  // every event; otherwise the next replay continues where this one ended.
  finished_ = !recorder.cut_short();
  if (!finished_) result_.complete = false;  // counters of a partial search
}

const TraceColumns& TraceStepper::next(std::size_t max_events) {
  batch_.clear();
  max_events = std::clamp<std::size_t>(max_events, 1, kMaxChunk);
  batch_.reserve(max_events);
  while (batch_.size() < max_events) {
    if (read_ == rows_.size()) {
      if (finished_) break;
      refill();
      if (read_ == rows_.size()) break;  // the replay found nothing new
    }
    const std::size_t n = std::min(max_events - batch_.size(), rows_.size() - read_);
    batch_.append(rows_.data() + read_, n, pattern_.data(), read_ ? rows_[read_ - 1].pattern_end : 0);
    read_ += n;
    handed_out_ += n;
  }
  return batch_;
}

}  // namespace sudoku
