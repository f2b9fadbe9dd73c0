#include "core/search.hpp"

#include <algorithm>
#include <utility>

namespace sudoku {

const char* status_id(Status s) {
  switch (s) {
    case Status::kSolved: return "solved";
    case Status::kNoSolution: return "no_solution";
    case Status::kStopped: return "stopped";
  }
  return "unknown";
}

SearchContext::SearchContext(const Puzzle& puzzle, const SearchOptions& options)
    : puzzle_(puzzle),
      options_(options),
      sink_(options.events),
      node_budget_(options.max_nodes ? options.max_nodes : ~std::uint64_t{0}) {}

bool SearchContext::poll() {
  poll_credit_ = kPollWork;
  if (options_.stop && options_.stop->stop_requested(SearchProgress{stats, solutions_})) halted_ = stopped_ = true;
  return halted_;
}

bool SearchContext::found(const Value* cells) {
  const int count = puzzle_.shape->cell_count();
  ++solutions_;
  if (first_solution_.empty()) first_solution_.assign(cells, cells + count);
  if (sink_) {
    Event e;
    e.kind = EventKind::kSolution;
    e.value = static_cast<int>(std::min<std::uint64_t>(solutions_, 0x7fffffff));
    emit(e);
  }
  if (options_.on_solution) {
    scratch_.assign(cells, cells + count);
    if (!options_.on_solution(scratch_)) halted_ = true;
  }
  if (options_.limit && solutions_ >= options_.limit) halted_ = true;
  return halted_;
}

void SearchContext::switch_state(const Value* from, const Value* to, int depth) {
  if (!sink_) return;
  const int count = puzzle_.shape->cell_count();
  for (int c = 0; c < count; ++c)
    if (from[c] && from[c] != to[c]) emit_simple(EventKind::kRemove, c, from[c], depth, Technique::kNone);
  for (int c = 0; c < count; ++c)
    if (to[c] && from[c] != to[c]) emit_simple(EventKind::kPlace, c, to[c], depth, Technique::kGuess);
}

void SearchContext::emit_simple(EventKind kind, int cell, int value, int depth, Technique t) {
  if (skip_) {
    --skip_;
    return;
  }
  Event e;
  e.kind = kind;
  e.cell = cell;
  e.value = value;
  e.depth = depth;
  e.technique = t;
  sink_->on_event(e);
}

SolveResult SearchContext::finish() {
  SolveResult r;
  r.solutions = solutions_;
  r.complete = !halted_;
  r.first_solution = std::move(first_solution_);
  r.stats = stats;
  r.status = stopped_ ? Status::kStopped : solutions_ ? Status::kSolved : Status::kNoSolution;
  return r;
}

}  // namespace sudoku
