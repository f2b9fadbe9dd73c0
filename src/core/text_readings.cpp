#include "core/text_readings.hpp"

#include "core/iss_format.hpp"
#include "core/layout_format.hpp"
#include "core/layouts.hpp"
#include "core/shape_cache.hpp"
#include "core/text_format.hpp"

namespace sudoku {

namespace {

int line_count(std::string_view text) {
  int lines = 0;
  bool blank = true;
  for (const char c : text) {
    if (c == '\n' || c == '\r') {
      if (!blank) ++lines;
      blank = true;
    } else if (c != ' ' && c != '\t') {
      blank = false;
    }
  }
  return lines + (blank ? 0 : 1);
}

// The text read as the layout `id`: its cells and their conflicts, or why it does not read.
Result<TextReading> layout_reading(std::string_view text, std::string_view id, const Shape& shape) {
  const Result<Grid> cells = parse_layout_grid(text, shape);
  if (!cells) return cells.error();
  return TextReading{std::string(id), 0, "", cells.value(), find_conflicts(shape, cells.value())};
}

}  // namespace

TextReadings read_any_layout(std::string_view text) {
  TextReadings out;
  if (is_iss_text(text)) {  // its constraints have no place in a reading of cells
    out.error = InputError{ErrorCode::kBadConstraint,
                           "this is a puzzle string of the Interactive Sudoku Solver, with rules beyond the grid "
                           "(cages, lines, dots), which a page cannot show yet: the command line (sudoku solve --iss) "
                           "and the library's solve() and count() read it",
                           {}};
    return out;
  }
  std::optional<TextReading> square;
  const Result<ParsedGrid> grid = parse_grid(text);
  if (grid) {
    TextReading r{"", grid->size, "", grid->cells, std::nullopt};
    // Boxes drawn other than the usual ones (a 6x6 of 3x2) are the grid's.
    VariantSpec boxes;
    const bool drawn = take_drawn_boxes(grid.value(), boxes);
    const Result<ShapePtr> shape = shared_shape(grid->size, boxes);
    if (shape && drawn) r.variant = shape.value()->variant_name();
    if (shape) r.conflict = find_conflicts(*shape.value(), grid->cells);
    if (!shape) {
      out.error = shape.error();
      return out;
    }
    if (!r.conflict) {
      // A layout drawn in a box of the grid's size (21 rows of 21: samurai,
      // sohei, windmill) that reads the text cleanly comes first: its blank
      // corners read as a 21x21 grid's blanks too.
      for (const LayoutInfo& l : layouts()) {
        const Result<ShapePtr> layout = shared_layout(l.id);
        if (!layout || layout.value()->rows() != grid->size || layout.value()->cols() != grid->size) continue;
        Result<TextReading> reading = layout_reading(text, l.id, *layout.value());
        if (reading && !reading->conflict) out.readings.push_back(std::move(reading.value()));
      }
      out.readings.push_back(std::move(r));
      return out;
    }
    square = std::move(r);
  } else if (grid.error().code != ErrorCode::kBadCellCount) {
    out.error = grid.error();  // no grid of any layout: a bad character, a text too long, ...
    return out;
  }

  std::vector<TextReading> clean, conflicted;
  std::vector<InputError> row_errors;  // of the layouts with as many rows as the text has lines
  const int lines = line_count(text);
  for (const LayoutInfo& l : layouts()) {
    const Result<ShapePtr> shape = shared_layout(l.id);
    if (!shape) continue;
    Result<TextReading> reading = layout_reading(text, l.id, *shape.value());
    if (!reading) {
      if (lines > 1 && shape.value()->rows() == lines && reading.error().code != ErrorCode::kBadCellCount)
        row_errors.push_back(reading.error());
      continue;
    }
    (reading->conflict ? conflicted : clean).push_back(std::move(reading.value()));
  }
  std::vector<TextReading>& open = !clean.empty() ? clean : square ? clean : conflicted;
  if (open.empty()) {
    if (square) {
      out.readings.push_back(std::move(*square));
    } else if (!row_errors.empty()) {
      InputError joined = row_errors.front();
      for (std::size_t i = 1; i < row_errors.size(); ++i) joined.message += "; " + row_errors[i].message;
      out.error = joined;
    } else {
      out.error = grid.error();
    }
    return out;
  }
  out.readings = std::move(open);
  if (square) out.readings.push_back(std::move(*square));
  return out;
}

}  // namespace sudoku
