#include "core/batch.hpp"

#include <chrono>
#include <cstring>

#include "core/layout_format.hpp"
#include "core/plain_line.hpp"
#include "core/shape_cache.hpp"

namespace sudoku {

namespace {

InputError on_line(InputError e, int line) {
  e.message = "line " + std::to_string(line) + ": " + e.message;
  return e;
}

// Remembers that the caller's stop check fired, which a node budget never
// does: the batch then starts no further puzzle.
class LatchedStop final : public StopCheck {
 public:
  explicit LatchedStop(StopCheck* inner) : inner_(inner) {}
  bool stop_requested(const SearchProgress& progress) override {
    if (!fired_ && inner_ && inner_->stop_requested(progress)) fired_ = true;
    return fired_;
  }
  bool fired() const { return fired_; }

 private:
  StopCheck* inner_;
  bool fired_ = false;
};

}  // namespace

namespace {

// A batch text over kMaxBatchText is refused before it is read.
std::optional<InputError> too_long(std::string_view text) {
  if (text.size() <= kMaxBatchText) return std::nullopt;
  return InputError{ErrorCode::kTooLong,
                    "the batch is " + std::to_string(text.size()) + " bytes long; at most " +
                        std::to_string(kMaxBatchText) + " are read (about 200,000 9x9 puzzles): split it",
                    {}};
}

// The lines of a batch that hold a puzzle: each is handed to `add(line,
// number)`, which returns an error or nothing.
template <typename Add>
std::optional<InputError> for_each_puzzle_line(std::string_view text, Add add) {
  if (std::optional<InputError> long_text = too_long(text)) return long_text;
  text = without_bom(text);
  int line_number = 0;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = start;  // \n, \r\n and a lone \r all end a line (a loop: find_first_of calls memchr per byte)
    while (end < text.size() && text[end] != '\n' && text[end] != '\r') ++end;
    std::string_view line = text.substr(start, end - start);
    start = end + (text.compare(end, 2, "\r\n") == 0 ? 2 : 1);
    ++line_number;
    while (!line.empty() && (line.back() == ' ' || line.back() == '\t')) line.remove_suffix(1);
    while (!line.empty() && (line.front() == ' ' || line.front() == '\t')) line.remove_prefix(1);
    if (line.empty() || line.front() == '#') continue;
    if (std::optional<InputError> problem = add(line, line_number)) return problem;
  }
  return std::nullopt;
}

}  // namespace

Result<PuzzleBatch> read_batch(std::string_view text, const VariantOptions& variant) {
  if (!variant.layout.empty() && variant.layout != "standard") {
    Result<ShapePtr> shape = layout_shape(variant);
    if (!shape) return shape.error();
    return read_batch(text, shape.value());
  }
  PuzzleBatch batch;
  Grid plain(kPlainLineCells);  // a plain line's values, decoded here with no allocation per line
  std::optional<InputError> problem = for_each_puzzle_line(text, [&](std::string_view line, int line_number)
                                                               -> std::optional<InputError> {
    if (batch.shape && batch.shape->size() == 9 && decode_plain_line(line, plain.data())) {  // plain_line.hpp
      if (std::optional<InputError> conflict = find_conflicts(*batch.shape, plain)) return on_line(*conflict, line_number);
      batch.givens.insert(batch.givens.end(), plain.begin(), plain.end());
      return std::nullopt;
    }
    Result<ParsedGrid> grid = parse_grid(line);
    if (!grid) return on_line(grid.error(), line_number);
    if (!batch.shape) {
      Result<VariantSpec> spec = make_variant(variant, grid->size);
      if (!spec) return spec.error();
      Result<ShapePtr> shape = shared_shape(grid->size, spec.value());
      if (!shape) return shape.error();
      batch.shape = shape.value();
    } else if (grid->size != batch.shape->size()) {
      const int n = batch.shape->size();
      return InputError{ErrorCode::kBadCellCount,
                        "line " + std::to_string(line_number) + ": a " + std::to_string(grid->size) + "x" +
                            std::to_string(grid->size) + " grid in a batch of " + std::to_string(n) + "x" +
                            std::to_string(n) + " grids",
                        {}};
    }
    if (std::optional<InputError> conflict = find_conflicts(*batch.shape, grid->cells))
      return on_line(*conflict, line_number);
    batch.givens.insert(batch.givens.end(), grid->cells.begin(), grid->cells.end());
    return std::nullopt;
  });
  if (problem) return *problem;
  if (!batch.shape) return InputError{ErrorCode::kEmpty, "no puzzle in the batch", {}};
  return batch;
}

Result<PuzzleBatch> read_batch(std::string_view text, const ShapePtr& shape) {
  PuzzleBatch batch;
  batch.shape = shape;
  if (std::optional<InputError> long_text = too_long(text)) return *long_text;
  // Split as the CLI and splitPuzzles split a layout's text: one puzzle a
  // line, or the bounding box's rows (or drawings) of each.
  for (const LayoutPiece& piece : split_layout_pieces(text, *shape)) {
    Result<std::vector<Value>> givens = parse_layout_grid(piece.text, *shape);
    if (!givens) return on_line(givens.error(), piece.line);
    if (std::optional<InputError> conflict = find_conflicts(*shape, givens.value())) return on_line(*conflict, piece.line);
    batch.givens.insert(batch.givens.end(), givens->begin(), givens->end());
  }
  if (batch.givens.empty()) return InputError{ErrorCode::kEmpty, "no puzzle in the batch", {}};
  return batch;
}

BatchResult solve_batch(const Algorithm& algorithm, const PuzzleBatch& batch, const SearchOptions& options) {
  const int n = batch.count(), cells = batch.cells();
  BatchResult out;
  out.status.assign(n, Status::kNoSolution);
  out.counts.assign(n, 0);
  out.complete.assign(n, false);
  out.solutions.assign(batch.givens.size(), 0);

  LatchedStop stop(options.stop);
  SearchOptions each = options;
  each.on_solution = nullptr;
  each.events = nullptr;
  each.stop = &stop;
  Puzzle puzzle{batch.shape, Grid(cells)};

  const auto start = std::chrono::steady_clock::now();
  for (int i = 0; i < n && !stop.fired(); ++i) {
    std::memcpy(puzzle.givens.data(), &batch.givens[size_t(i) * cells], cells * sizeof(Value));
    SearchContext ctx(puzzle, each);
    algorithm.run(puzzle, ctx);
    const SolveResult r = ctx.finish();
    ++out.started;
    out.status[i] = r.status;
    out.counts[i] = r.solutions;
    out.complete[i] = r.complete;
    if (!r.first_solution.empty()) {
      std::memcpy(&out.solutions[size_t(i) * cells], r.first_solution.data(), cells * sizeof(Value));
      ++out.solved;
    }
    if (r.status == Status::kStopped) ++out.stopped;
    out.totals.placements += r.stats.placements;
    out.totals.backtracks += r.stats.backtracks;
    out.totals.nodes += r.stats.nodes;
    out.totals.attempts += r.stats.attempts;
  }
  out.interrupted = stop.fired();
  out.totals.elapsed_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return out;
}

}  // namespace sudoku
