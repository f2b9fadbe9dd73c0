#include "core/trace_stepper.hpp"

#include <algorithm>

#include "core/step_json.hpp"
#include "core/words.hpp"

namespace sudoku {

void TraceColumns::clear() {
  for (auto* v : {&kind, &technique, &value, &words, &effect}) v->clear();
  depth.clear();
  cell.clear();
  step_end.clear();
  steps.clear();
  mask_end.clear();
  mask_cells.clear();
  mask_values.clear();
  for (auto* v : {&placements, &backtracks, &nodes, &solution_index}) v->clear();
}

void TraceColumns::reserve(std::size_t n) {
  for (auto* v : {&kind, &technique, &value, &words, &effect}) v->reserve(n);
  depth.reserve(n);
  cell.reserve(n);
  step_end.reserve(n);
  for (auto* v : {&placements, &backtracks, &nodes, &solution_index}) v->reserve(n);
}

std::string_view TraceColumns::step(std::size_t i) const {
  const std::uint32_t begin = i ? step_end[i - 1] : 0;
  return std::string_view(steps).substr(begin, step_end[i] - begin);
}

void TraceColumns::append(const TraceColumns& from, std::size_t i) { append(from, i, 1); }

void TraceColumns::append(const TraceColumns& from, std::size_t first, std::size_t count) {
  if (count == 0) return;
  const auto copy = [&](auto& to, const auto& source) {
    to.insert(to.end(), source.begin() + first, source.begin() + first + count);
  };
  copy(kind, from.kind);
  copy(technique, from.technique);
  copy(value, from.value);
  copy(words, from.words);
  copy(effect, from.effect);
  copy(depth, from.depth);
  copy(cell, from.cell);
  copy(placements, from.placements);
  copy(backtracks, from.backtracks);
  copy(nodes, from.nodes);
  copy(solution_index, from.solution_index);
  const std::uint32_t begin = first ? from.step_end[first - 1] : 0;
  const std::uint32_t end = from.step_end[first + count - 1];
  const auto base = static_cast<std::uint32_t>(steps.size());
  steps.append(from.steps, begin, end - begin);
  for (std::size_t i = first; i < first + count; ++i) step_end.push_back(from.step_end[i] - begin + base);
  if (from.mask_end.empty()) return;  // candidates off
  const std::uint32_t mask_begin = first ? from.mask_end[first - 1] : 0;
  const std::uint32_t mask_stop = from.mask_end[first + count - 1];
  const auto mask_base = static_cast<std::uint32_t>(mask_cells.size());
  mask_cells.insert(mask_cells.end(), from.mask_cells.begin() + mask_begin, from.mask_cells.begin() + mask_stop);
  mask_values.insert(mask_values.end(), from.mask_values.begin() + mask_begin, from.mask_values.begin() + mask_stop);
  for (std::size_t i = first; i < first + count; ++i) mask_end.push_back(from.mask_end[i] - mask_begin + mask_base);
}

TraceRow trace_row(const Event& e, const Stats& stats, std::uint32_t step_end) {
  TraceRow r;
  r.placements = stats.placements;
  r.backtracks = stats.backtracks;
  r.nodes = stats.nodes;
  r.step_end = step_end;
  r.value = e.value;
  r.depth = static_cast<std::uint16_t>(std::clamp(e.depth, 0, 0xffff));
  r.cell = static_cast<std::int16_t>(e.cell);
  r.kind = static_cast<std::uint8_t>(e.kind);
  r.technique = static_cast<std::uint8_t>(e.technique);
  r.effect = e.effect;
  return r;
}

// The code of a deduction: score, values, then each list as its length
// followed by its entries: houses (house, role), cells (cell, role), chain
// (cell, value, link), placements (cell, value), eliminations (cell, value).
void encode_step(const Deduction& d, std::vector<std::int32_t>& code) {
  code.push_back(d.score);
  code.push_back(static_cast<std::int32_t>(d.values));
  code.push_back(static_cast<std::int32_t>(d.houses.size()));
  for (const HouseInStep& h : d.houses) code.insert(code.end(), {h.house, static_cast<std::int32_t>(h.role)});
  code.push_back(static_cast<std::int32_t>(d.cells.size()));
  for (const CellInStep& c : d.cells) code.insert(code.end(), {c.cell, static_cast<std::int32_t>(c.role)});
  code.push_back(static_cast<std::int32_t>(d.chain.size()));
  for (const ChainNode& n : d.chain) code.insert(code.end(), {n.cell, n.value, static_cast<std::int32_t>(n.next)});
  for (const auto* pairs : {&d.placements, &d.eliminations}) {
    code.push_back(static_cast<std::int32_t>(pairs->size()));
    for (const auto& [cell, value] : *pairs) code.insert(code.end(), {cell, value});
  }
}

Deduction decode_step(const std::int32_t* code, Technique technique) {
  Deduction d;
  d.technique = technique;
  d.score = *code++;
  d.values = static_cast<CandidateMask>(*code++);
  for (int n = *code++; n > 0; --n, code += 2) d.houses.push_back({code[0], static_cast<Role>(code[1])});
  for (int n = *code++; n > 0; --n, code += 2) d.cells.push_back({code[0], static_cast<Role>(code[1])});
  for (int n = *code++; n > 0; --n, code += 3) d.chain.push_back({code[0], code[1], static_cast<Link>(code[2])});
  for (auto* pairs : {&d.placements, &d.eliminations})
    for (int n = *code++; n > 0; --n, code += 2) pairs->push_back({code[0], code[1]});
  return d;
}

void TraceColumns::append(const Event& e, const Stats& stats, const Shape& shape) {
  std::vector<std::int32_t> code;
  if (e.kind == EventKind::kDeduce && e.deduction) encode_step(*e.deduction, code);
  const TraceRow row = trace_row(e, stats, static_cast<std::uint32_t>(code.size()));
  append(&row, 1, code.data(), 0, shape);
}

void TraceColumns::append(const TraceRow* rows, std::size_t count, const std::int32_t* code,
                          std::uint32_t code_begin, const Shape& shape) {
  if (count == 0) return;
  const std::size_t at = size(), n = at + count;
  for (auto* v : {&kind, &technique, &value, &words, &effect}) v->resize(n);
  depth.resize(n);
  cell.resize(n);
  step_end.resize(n);
  for (auto* v : {&placements, &backtracks, &nodes, &solution_index}) v->resize(n);
  // Plain pointers, so that the stores need not be ordered against each other.
  std::uint8_t *kind_at = kind.data() + at, *technique_at = technique.data() + at, *value_at = value.data() + at,
               *words_at = words.data() + at, *effect_at = effect.data() + at;
  std::uint16_t* depth_at = depth.data() + at;
  std::int16_t* cell_at = cell.data() + at;
  double *placements_at = placements.data() + at, *backtracks_at = backtracks.data() + at;
  double *nodes_at = nodes.data() + at, *solution_at = solution_index.data() + at;
  std::uint32_t code_at = code_begin;
  for (std::size_t i = 0; i < count; ++i) {
    const TraceRow r = rows[i];
    const bool is_solution = r.kind == static_cast<std::uint8_t>(EventKind::kSolution);
    kind_at[i] = r.kind;
    technique_at[i] = r.technique;
    effect_at[i] = r.effect;
    Event e;
    e.kind = static_cast<EventKind>(r.kind);
    e.technique = static_cast<Technique>(r.technique);
    e.cell = r.cell;
    words_at[i] = static_cast<std::uint8_t>(template_index(e));
    value_at[i] = is_solution ? 0 : static_cast<std::uint8_t>(r.value);
    depth_at[i] = r.depth;
    cell_at[i] = r.cell;
    placements_at[i] = static_cast<double>(r.placements);
    backtracks_at[i] = static_cast<double>(r.backtracks);
    nodes_at[i] = static_cast<double>(r.nodes);
    solution_at[i] = is_solution ? static_cast<double>(r.value) : 0.0;
    if (r.step_end != code_at) {  // a deduction: its step as JSON
      steps += step_json(shape, decode_step(code + code_at, static_cast<Technique>(r.technique)));
      code_at = r.step_end;
    }
    step_end[at + i] = static_cast<std::uint32_t>(steps.size());
  }
}

namespace {

// Records `capacity` events as rows, then asks the search to stop. The
// events a previous replay recorded never reach it: attach() has the
// context drop them (SearchContext::skip_events).
class ChunkRecorder final : public EventSink, public StopCheck {
 public:
  ChunkRecorder(std::uint64_t skip, std::size_t capacity, std::vector<TraceRow>& rows,
                std::vector<std::int32_t>& steps)
      : skip_(skip), capacity_(capacity), rows_(rows), steps_(steps) {}
  void attach(SearchContext& ctx) {
    stats_ = &ctx.stats;
    ctx.skip_events(skip_);
  }

  void on_event(const Event& e) override {
    if (full()) {
      dropped_ = true;
      return;
    }
    if (e.kind == EventKind::kDeduce && e.deduction) encode_step(*e.deduction, steps_);
    rows_.push_back(trace_row(e, *stats_, static_cast<std::uint32_t>(steps_.size())));
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
  std::vector<std::int32_t>& steps_;
  const Stats* stats_ = nullptr;
  bool cut_ = false;
  bool dropped_ = false;
};

}  // namespace

TraceStepper::TraceStepper(const Algorithm& algorithm, Puzzle puzzle, SearchOptions options, bool candidates)
    : algorithm_(algorithm), puzzle_(std::move(puzzle)), options_(std::move(options)) {
  if (candidates) replay_.emplace(puzzle_);
  options_.on_solution = nullptr;
  options_.events = nullptr;
  options_.stop = nullptr;
}

void TraceStepper::refill() {
  // Events before buffer_'s unread part have been handed out.
  const std::uint64_t recorded = handed_out_;
  rows_.clear();
  steps_.clear();
  read_ = 0;
  const std::size_t chunk = recorded == 0 ? kMinChunk : kMaxChunk;
  rows_.reserve(chunk);  // at once: rows that doubled as they filled left a 13 MB larger heap
  ChunkRecorder recorder(recorded, chunk, rows_, steps_);
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
    const std::size_t first = batch_.size();
    batch_.append(rows_.data() + read_, n, steps_.data(), read_ ? rows_[read_ - 1].step_end : 0, *puzzle_.shape);
    if (replay_) add_candidate_changes(first);
    read_ += n;
    handed_out_ += n;
  }
  return batch_;
}

// The pencil marks events first .. of the batch change, in order: the replay
// runs once over every event handed out, so its state carries across batches.
void TraceStepper::add_candidate_changes(std::size_t first) {
  for (std::size_t i = first; i < batch_.size(); ++i) {
    changes_.clear();
    replay_->apply(static_cast<EventKind>(batch_.kind[i]), static_cast<Technique>(batch_.technique[i]),
                   batch_.depth[i], batch_.cell[i], batch_.value[i], changes_);
    for (const auto& [cell, mask] : changes_) {
      batch_.mask_cells.push_back(static_cast<std::int16_t>(cell));
      batch_.mask_values.push_back(mask);
    }
    batch_.mask_end.push_back(static_cast<std::uint32_t>(batch_.mask_cells.size()));
  }
}

}  // namespace sudoku
