// Reading and writing puzzle text for JavaScript: parse, format, splitPuzzles,
// readAnyLayout. parse and format take cells too (convert.hpp).
#include <optional>
#include <string>

#include "core/iss_format.hpp"
#include "core/layout_format.hpp"
#include "core/text_readings.hpp"
#include "wasm/exports.hpp"

namespace sudoku::wasm {

val parse_js(const val& given, const val& options) {
  const Result<Puzzle> puzzle = puzzle_from_js(given, options);
  if (!puzzle) {
    val out = val::object();
    out.set("ok", false);
    out.set("error", error_to_js(puzzle.error()));
    // Givens that conflict were read all the same: a page shows them with the conflict marked.
    if (puzzle.error().code == ErrorCode::kConflict) {
      const Result<Grid> cells = conflicting_givens_from_js(given, options);
      if (cells) out.set("cells", grid_to_js(cells.value()));
    }
    return out;
  }
  val out = puzzle_to_js(puzzle.value());
  out.set("ok", true);
  return out;
}

// A puzzle (its givens, variant, regions and constraints, as the other calls
// take it) as an ISS puzzle string (core/iss_format.hpp), which parse reads
// back: {status: "ok", text}, or invalid for a puzzle that does not read
// (conflicting givens, a broken rule) or a shape ISS strings cannot carry.
static val format_iss_js(const val& given, const val& options) {
  const Result<Puzzle> puzzle = puzzle_from_js(given, options);
  if (!puzzle) return invalid_result(puzzle.error());
  const std::string text = format_iss(puzzle.value());
  if (text.empty()) {
    return invalid_result(InputError{ErrorCode::kBadOption,
                                     "an ISS puzzle string carries square grids with the size's usual boxes, "
                                     "a jigsaw's regions, X and windoku; not this puzzle's shape",
                                     {}});
  }
  val out = val::object();
  out.set("status", val(std::string("ok")));
  out.set("text", val(text));
  return out;
}

// A grid (givens, a solution, a half-filled grid; conflicts allowed) as text:
// options.style "line" (default) or "grid" (rows, with box lines unless
// options.boxes is false or options.regions gives a jigsaw's; the boxes of
// options.variant's box shape, "3x2").
val format_js(const val& given, const val& options) {
  const Result<std::string> style = string_option(options, "style", "line");
  if (!style) return invalid_result(style.error());
  if (style.value() == "iss") return format_iss_js(given, options);
  Result<ParsedGrid> grid = ParsedGrid{};
  if (is_cells_from_js(given)) {
    const Result<Grid> cells = cells_from_js(given);
    grid = cells ? grid_from_cells(cells.value()) : Result<ParsedGrid>(cells.error());
  } else {
    const Result<std::string> grid_text = puzzle_text_from_js(given);
    grid = grid_text ? parse_grid(grid_text.value()) : Result<ParsedGrid>(grid_text.error());
  }
  if (!grid) return invalid_result(grid.error());
  if (style.value() != "line" && style.value() != "grid")
    return invalid_result(InputError{ErrorCode::kBadOption, "option style must be \"line\", \"grid\" or \"iss\"", {}});
  const int n = grid->size;
  // The variant's boxes (a box shape: "3x2"); none for a region map.
  const Result<std::string> names = string_option(options, "variant");
  if (!names) return invalid_result(names.error());
  const Result<std::string> regions = string_option(options, "regions");
  if (!regions) return invalid_result(regions.error());
  const Result<VariantSpec> variant = make_variant(VariantOptions{names.value(), regions.value()}, n);
  if (!variant) return invalid_result(variant.error());
  // A prime size with no map has no boxes: drawn without them (its puzzle needs the map, its text does not).
  const bool boxless = !Shape::box_rows_for(n) && variant->regions.empty() && !variant->box_rows;
  if (std::optional<InputError> problem = boxless ? std::nullopt : Shape::check(n, variant.value()))
    return invalid_result(*problem);
  const bool boxes = (options.isUndefined() || options.isNull() || !options["boxes"].isFalse()) &&
                     variant->regions.empty();
  const int box_rows = variant->box_rows ? variant->box_rows : Shape::box_rows_for(n);
  const int box_cols = variant->box_cols ? variant->box_cols : Shape::box_cols_for(n);
  val out = val::object();
  out.set("status", val(std::string("ok")));
  out.set("text", val(style.value() == "line" ? format_line(grid->cells)
                                              : format_pretty(grid->cells, boxes ? box_rows : 0, boxes ? box_cols : 0)));
  return out;
}

// Texts of many puzzles are refused by length (too_long_for) before the copy into wasm memory
// (which never shrinks): a 3-million-line batch once left a 960 MB heap.
// solveBatch's limit is the core's kMaxBatchText (16 MiB, about 200,000 9x9 lines).
constexpr std::size_t kMaxSplitText = 64 * kMaxGridText;   // 4 MiB
// And past kMaxSplitLines lines: splitting keeps a record of every line, so 4
// MiB of empty lines grew the heap from 16 to 137 MB for good. 2^18 lines
// take 4 MiB of one-line 4x4 puzzles (17 bytes a line: 246,723 lines).
constexpr std::size_t kMaxSplitLines = std::size_t{1} << 18;

// The lines of `text` as core/text_cells.hpp's line_spans counts them (\n, \r\n or \r ends one).
static std::size_t line_count(const std::string& text) {
  std::size_t n = 1;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
    if (text[i] == '\n' || text[i] == '\r') ++n;
  }
  return n;
}

// The puzzles of a text holding several (one a line, or one multi-line grid;
// of a layout or shape in options, as the CLI splits them: split_layout_puzzles):
// {status: "ok", puzzles: string[]}, or invalid past kMaxSplitText or kMaxSplitLines.
val split_js(const val& text, const val& options) {
  if (!text.isString())
    return invalid_result(InputError{ErrorCode::kBadOption, "splitPuzzles needs a string", {}});
  if (const auto error = too_long_for(text, "splitPuzzles", kMaxSplitText, "")) return invalid_result(*error);
  const Result<BoardChoice> board = board_from_js(options);
  if (!board) return invalid_result(board.error());
  const Result<ShapePtr> layout = layout_of(board.value());
  if (!layout) return invalid_result(layout.error());
  const std::string whole = text.as<std::string>();
  if (const std::size_t lines = line_count(whole); lines > kMaxSplitLines) {
    return invalid_result(InputError{ErrorCode::kTooLong,
                                     "the text has " + std::to_string(lines) + " lines; splitPuzzles reads at most " +
                                         std::to_string(kMaxSplitLines),
                                     {}});
  }
  const std::vector<std::string> pieces =
      layout.value() ? split_layout_puzzles(whole, *layout.value()) : split_puzzles(whole);
  val list = val::array();
  for (std::size_t i = 0; i < pieces.size(); ++i) list.set(i, val(pieces[i]));
  val out = val::object();
  out.set("status", val(std::string("ok")));
  out.set("puzzles", list);
  return out;
}

// An ISS puzzle string as readAnyLayout's one reading: a square grid with
// its variant as the variants() ids spell it ("jigsaw,x"), its region map
// (regionOf) and its constraints (convert.hpp's constraints_to_js).
static val iss_reading_js(const std::string& text) {
  const Result<Puzzle> puzzle = read_iss(text);
  if (!puzzle) return invalid_result(puzzle.error());
  const Shape& shape = *puzzle->shape;
  std::string variant = shape.variant_name();
  for (char& c : variant) c = c == '+' ? ',' : c;
  val entry = val::object();
  entry.set("layout", val(std::string()));
  entry.set("size", shape.size());
  entry.set("variant", val(variant));
  entry.set("cells", grid_to_js(puzzle->givens));
  entry.set("conflict", val::null());
  std::vector<int> region_of(shape.cell_count());
  for (int c = 0; c < shape.cell_count(); ++c) region_of[c] = shape.region_of(c);
  entry.set("regionOf", int_array(region_of));
  entry.set("constraints", constraints_to_js(puzzle->constraints));
  val list = val::array();
  list.set(0, entry);
  val out = val::object();
  out.set("status", val(std::string("ok")));
  out.set("readings", list);
  return out;
}

// How a text reads when no layout is given (core/text_readings.hpp):
// {status: "ok", readings: [{layout, size, variant (a square grid's drawn
// box shape, "3x2", or ""), cells: Uint8Array, conflict: error or null}]}, the one to open first, or invalid when it reads as nothing.
val read_any_layout_js(const val& text) {
  const Result<std::string> grid_text = puzzle_text_from_js(text);
  if (!grid_text) return invalid_result(grid_text.error());
  if (is_iss_text(grid_text.value())) return iss_reading_js(grid_text.value());
  const TextReadings r = read_any_layout(grid_text.value());
  if (r.error) return invalid_result(*r.error);
  val list = val::array();
  for (std::size_t i = 0; i < r.readings.size(); ++i) {
    const TextReading& reading = r.readings[i];
    val entry = val::object();
    entry.set("layout", val(reading.layout));
    entry.set("size", reading.size);
    entry.set("variant", val(reading.variant));
    entry.set("cells", grid_to_js(reading.cells));
    entry.set("conflict", reading.conflict ? error_to_js(*reading.conflict) : val::null());
    list.set(i, entry);
  }
  val out = val::object();
  out.set("status", val(std::string("ok")));
  out.set("readings", list);
  return out;
}

}  // namespace sudoku::wasm
