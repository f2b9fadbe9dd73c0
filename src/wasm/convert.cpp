#include "wasm/convert.hpp"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "core/constraints_file.hpp"
#include "core/iss_format.hpp"
#include "core/layout_format.hpp"
#include "core/layouts.hpp"
#include "core/puzzle.hpp"
#include "core/shape_file.hpp"

namespace sudoku::wasm {

namespace {

bool missing(const val& v) { return v.isUndefined() || v.isNull(); }

InputError bad_option(std::string message) { return {ErrorCode::kBadOption, std::move(message), {}}; }

const char* house_kind_id(HouseKind kind) {
  switch (kind) {
    case HouseKind::kRow: return "row";
    case HouseKind::kColumn: return "column";
    case HouseKind::kBox: return "box";
    case HouseKind::kRegion: return "region";
    case HouseKind::kDiagonal: return "diagonal";
    case HouseKind::kAntiDiagonal: return "anti_diagonal";
    case HouseKind::kWindow: return "window";
    case HouseKind::kLine: return "line";
    case HouseKind::kTriangle: return "triangle";
    case HouseKind::kCustom: return "custom";
  }
  return "unknown";
}

}  // namespace

val int_array(const std::vector<int>& values) {
  val out = val::array();
  for (std::size_t i = 0; i < values.size(); ++i) out.set(i, values[i]);
  return out;
}

// [{kind, index, name, cells}] per house of a shape.
static val houses_to_js(const Shape& shape) {
  val houses = val::array();
  for (std::size_t h = 0; h < shape.houses().size(); ++h) {
    const House& house = shape.houses()[h];
    val entry = val::object();
    entry.set("kind", val(std::string(house_kind_id(house.kind))));
    entry.set("index", house.index);
    entry.set("name", val(shape.house_name(static_cast<int>(h))));
    entry.set("cells", int_array(house.cells));
    houses.set(h, entry);
  }
  return houses;
}

val values_of(CandidateMask mask) {
  std::vector<int> values;
  for (int v = 1; mask; ++v, mask >>= 1)
    if (mask & 1) values.push_back(v);
  return int_array(values);
}

Result<std::string> puzzle_text_from_js(const val& text) {
  if (!text.isString()) return bad_option("a puzzle must be a string");
  const double length = text["length"].as<double>();
  if (length > kMaxGridText) return text_too_long("the puzzle", static_cast<std::size_t>(length));
  return text.as<std::string>();
}

bool is_cells_from_js(const val& puzzle) {
  static const val uint8_array = val::global("Uint8Array");  // looked up once, not per call
  return !puzzle.isString() && puzzle.instanceof(uint8_array);
}

Result<Grid> cells_from_js(const val& cells) {
  const double length = cells["length"].as<double>();
  if (length > kMaxCells)  // the wrapper refuses more than the largest grid: a wrapper bug, said as one
    return bad_option("a puzzle's cells are at most " + std::to_string(kMaxCells) + "; got " + js_number(length));
  return emscripten::convertJSArrayToNumberVector<Value>(cells);
}

Result<std::string> string_option(const val& options, const char* key, const std::string& fallback) {
  if (missing(options)) return fallback;
  const val v = options[key];
  if (missing(v)) return fallback;
  if (!v.isString()) return bad_option(std::string("option ") + key + " must be a string");
  // Checked before the copy into wasm memory: a huge string is refused, not copied.
  const double length = v["length"].as<double>();
  if (length > kMaxGridText)
    return bad_option(std::string("option ") + key + " is " + std::to_string(static_cast<long long>(length)) +
                      " characters long; at most " + std::to_string(kMaxGridText) + " are read");
  return v.as<std::string>();
}

Result<bool> bool_option(const val& options, const char* key) {
  if (missing(options)) return false;
  const val v = options[key];
  if (missing(v)) return false;
  if (!v.isTrue() && !v.isFalse()) return bad_option(std::string("option ") + key + " must be true or false");
  return v.isTrue();
}

Result<double> number_option(const val& options, const NumberOption& option) {
  if (missing(options)) return option.fallback;
  const val v = options[option.key];
  if (missing(v)) return option.fallback;
  if (!v.isNumber()) return bad_option(std::string("option ") + option.key + " must be a number");
  return check_number(option, v.as<double>());
}

Result<double> check_number(const NumberOption& option, double d) {
  if (!std::isfinite(d) || d < option.min || d > option.max)
    return bad_option(std::string("option ") + option.key + " must be between " + js_number(option.min) + " and " +
                      js_number(option.max) + "; got " + js_number(d));
  if (option.whole && d != std::floor(d))
    return bad_option(std::string("option ") + option.key + " must be a whole number from " +
                      js_number(option.min) + " to " + js_number(option.max) + "; got " + js_number(d));
  return d;
}

Result<Technique> technique_cap_of(const std::string& id) {
  if (id.empty()) return Technique::kAny;  // SearchOptions' default: no cap
  const std::optional<Technique> t = technique_by_id(id);
  if (t && is_rung(*t)) return *t;
  return bad_option("unknown technique '" + id + "' for techniqueCap");
}

Result<std::optional<TechniqueSet>> techniques_of(const val& options) {
  if (missing(options) || missing(options["techniques"])) return std::optional<TechniqueSet>{};
  const Result<std::string> ids = string_option(options, "techniques");
  if (!ids) return ids.error();
  std::string_view bad;
  std::optional<TechniqueSet> chosen = techniques_from_ids(ids.value(), bad);
  if (!chosen) return bad_option("unknown technique '" + std::string(bad) + "' in techniques");
  return chosen;
}

std::string js_number(double d) { return val(d).call<std::string>("toString"); }

namespace {

// options.shape: the text of a shape file (readShape in sudoku_api.js writes
// an object as JSON), its length checked before it is copied into wasm memory.
Result<ShapePtr> shape_from_js(const val& text) {
  if (!text.isString())
    return bad_option("option shape must be a shape file's text or an object like {symbols, cells, houses}");
  const double length = text["length"].as<double>();
  if (length > static_cast<double>(kMaxShapeText))
    return InputError{ErrorCode::kBadShape,
                      "the shape is " + js_number(length) + " characters long as JSON; at most " +
                          std::to_string(kMaxShapeText) + " are read",
                      {}};
  return read_shape_file(text.as<std::string>());  // the CLI's reader: its messages
}

}  // namespace

Result<BoardChoice> board_from_js(const val& options) {
  BoardChoice choice;
  const Result<std::string> names = string_option(options, "variant");
  if (!names) return names.error();
  const Result<std::string> regions = string_option(options, "regions");
  if (!regions) return regions.error();
  const Result<std::string> layout = string_option(options, "layout");
  if (!layout) return layout.error();
  choice.variant = VariantOptions{names.value(), regions.value(), layout.value()};
  if (missing(options) || missing(options["shape"])) return choice;
  if (!layout.value().empty() || !names.value().empty() || !regions.value().empty())
    return bad_option("option shape takes no layout, variant or regions beside it: the shape's houses are all its rules");
  Result<ShapePtr> shape = shape_from_js(options["shape"]);
  if (!shape) return shape.error();
  choice.custom = shape.value();
  return choice;
}

Result<ShapePtr> layout_of(const BoardChoice& choice) {
  if (choice.custom) return choice.custom;
  if (choice.variant.layout.empty() || choice.variant.layout == "standard") return ShapePtr{};
  return layout_shape(choice.variant);
}

namespace {

// The puzzle that read_* gave, with option `constraints` (JSON text, as
// sudoku_api.js readConstraints writes it: core/constraints_file.hpp) and checked.
Result<Puzzle> with_js_constraints(Result<Puzzle> puzzle, const val& options) {
  if (!puzzle || missing(options) || missing(options["constraints"])) return puzzle;
  const val given = options["constraints"];
  if (!given.isString()) return bad_option("option constraints must be a list of {kind, cells, number}");
  if (!puzzle->constraints.empty())
    return bad_option("an ISS puzzle string carries its own constraints; give it no constraints option");
  Result<std::vector<Constraint>> read = read_constraints(given.as<std::string>(), puzzle->shape->cell_count());
  if (!read) return read.error();
  puzzle->constraints = std::move(read.value());
  if (std::optional<InputError> broken = check_constraints(puzzle.value())) return *broken;
  return puzzle;
}

Result<Puzzle> board_puzzle_from_js(const val& puzzle, const val& options) {
  if (is_cells_from_js(puzzle)) {
    const Result<Grid> cells = cells_from_js(puzzle);
    if (!cells) return cells.error();
    const Result<BoardChoice> board = board_from_js(options);
    if (!board) return board.error();
    if (board->custom) return layout_puzzle_from_cells(cells.value(), board->custom);
    return puzzle_from_cells(cells.value(), board->variant);
  }
  const Result<std::string> puzzle_text = puzzle_text_from_js(puzzle);
  if (!puzzle_text) return puzzle_text.error();
  const Result<BoardChoice> board = board_from_js(options);
  if (!board) return board.error();
  if (is_iss_text(puzzle_text.value())) {  // its own shape and constraints (core/iss_format.hpp)
    const VariantOptions& v = board->variant;
    if (board->custom || !v.names.empty() || !v.regions.empty() || !v.layout.empty())
      return bad_option("an ISS puzzle string carries its own shape; give it no variant, regions, layout or shape");
    return read_iss(puzzle_text.value());
  }
  if (board->custom) return read_layout_puzzle(puzzle_text.value(), board->custom);
  return read_puzzle(puzzle_text.value(), board->variant);
}

}  // namespace

Result<Puzzle> puzzle_from_js(const val& puzzle, const val& options) {
  return with_js_constraints(board_puzzle_from_js(puzzle, options), options);
}

Result<Puzzle> unconstrained_puzzle_from_js(const val& puzzle, const val& options, const char* call) {
  Result<Puzzle> p = puzzle_from_js(puzzle, options);
  if (p && !p->constraints.empty())
    return bad_option(std::string(call) + " does not take constraints (killer cages, thermometers, ...) yet; "
                      "solve, count and enumerate with the fast algorithm do");
  return p;
}

Result<Grid> conflicting_givens_from_js(const val& puzzle, const val& options) {
  if (is_cells_from_js(puzzle)) return cells_from_js(puzzle);  // conflicting cells were read as given
  const Result<std::string> text = puzzle_text_from_js(puzzle);
  if (!text) return text.error();
  const Result<BoardChoice> board = board_from_js(options);
  if (!board) return board.error();
  const Result<ShapePtr> layout = layout_of(board.value());
  if (!layout) return layout.error();
  if (layout.value()) return parse_layout_grid(text.value(), *layout.value());
  const Result<ParsedGrid> grid = parse_grid(text.value());
  if (!grid) return grid.error();
  return grid->cells;
}

Result<const Algorithm*> algorithm_from_js(const val& options, const Puzzle& puzzle) {
  const Result<std::string> chosen = string_option(options, "algorithm", "fast");
  if (!chosen) return chosen.error();
  const std::string& id = chosen.value();
  const Algorithm* a = find_algorithm(id);
  if (!a) {
    std::string known;
    for (const Algorithm& each : algorithms()) known += (known.empty() ? "" : ", ") + std::string(each.id);
    return bad_option("unknown algorithm '" + id + "'; known: " + known);
  }
  return algorithm_for(*a, puzzle);
}

Result<const Algorithm*> algorithm_for(const Algorithm& a, const Puzzle& puzzle) {
  if (std::optional<std::string> why = refusal(a, puzzle)) return bad_option(*why);  // registry.hpp
  return &a;
}

Result<SearchOptions> search_options_from_js(const val& options) {
  SearchOptions o;
  const Result<double> limit = number_option(options, kLimitOption);
  if (!limit) return limit.error();
  const Result<double> max_nodes = number_option(options, kMaxNodesOption);
  if (!max_nodes) return max_nodes.error();
  o.limit = static_cast<std::uint64_t>(limit.value());
  o.max_nodes = static_cast<std::uint64_t>(max_nodes.value());
  const Result<std::string> cap_option = string_option(options, "techniqueCap");
  if (!cap_option) return cap_option.error();
  const Result<Technique> cap = technique_cap_of(cap_option.value());
  if (!cap) return cap.error();
  o.technique_cap = cap.value();
  return o;
}

Result<Eliminations> eliminations_from_js(const val& flat, const Shape& shape) {
  if (missing(flat)) return Eliminations{};
  const std::vector<double> numbers = emscripten::convertJSArrayToNumberVector<double>(flat);
  Eliminations out;
  out.reserve(numbers.size() / 2);
  for (std::size_t i = 0; i + 1 < numbers.size(); i += 2) {
    const char* keys[] = {"cell", "value"};
    for (int k = 0; k < 2; ++k) {
      const double d = numbers[i + k];
      // Whole and well inside int: the range itself is check_eliminations' to say.
      if (!std::isfinite(d) || d != std::floor(d) || std::fabs(d) > 1e9)
        return bad_option("eliminations[" + std::to_string(i / 2) + "]." + keys[k] + " must be a whole number; got " +
                          js_number(d));
    }
    out.emplace_back(static_cast<int>(numbers[i]), static_cast<int>(numbers[i + 1]));
  }
  if (auto error = check_eliminations(shape, out)) return *error;
  return out;
}

val error_to_js(const InputError& error) {
  val out = val::object();
  out.set("code", val(std::string(error_code_name(error.code))));
  out.set("message", val(error.message));
  out.set("cells", int_array(error.cells));
  val details = val::object();
  for (const auto& [name, text] : error.details) details.set(name, val(text));
  out.set("details", details);
  if (error.code != ErrorCode::kConflict) return out;
  val conflicts = val::array();
  for (std::size_t i = 0; i < error.conflicts.size(); ++i) {
    const Conflict& c = error.conflicts[i];
    val entry = val::object();
    entry.set("value", c.value);
    entry.set("house", c.house);
    entry.set("houseName", val(c.house_name));
    entry.set("cells", int_array(c.cells));
    conflicts.set(i, entry);
  }
  out.set("conflicts", conflicts);
  return out;
}

val invalid_result(const InputError& error) {
  val out = val::object();
  out.set("status", val(std::string("invalid")));
  out.set("error", error_to_js(error));
  return out;
}

val stats_to_js(const Stats& stats) {
  val out = val::object();
  out.set("placements", static_cast<double>(stats.placements));
  out.set("backtracks", static_cast<double>(stats.backtracks));
  out.set("nodes", static_cast<double>(stats.nodes));
  out.set("attempts", static_cast<double>(stats.attempts));
  out.set("elapsedMs", stats.elapsed_ms);
  out.set("hardestTechnique", val(std::string(technique_id(stats.hardest))));
  return out;
}

val grid_to_js(const Grid& grid) {
  if (grid.empty()) return val::null();
  return copy_to_js("Uint8Array", grid.data(), grid.size());
}

val puzzle_to_js(const Puzzle& puzzle) {
  const Shape& shape = *puzzle.shape;
  val out = val::object();
  out.set("size", shape.size());
  out.set("cellCount", shape.cell_count());
  out.set("layout", shape.is_square_grid() ? val::null() : val(shape.layout()));
  out.set("boxRows", shape.box_rows());
  out.set("boxCols", shape.box_cols());
  out.set("variant", val(shape.variant_name()));
  out.set("cells", grid_to_js(puzzle.givens));
  int givens = 0;
  for (Value v : puzzle.givens) givens += v != 0;
  out.set("givens", givens);
  std::vector<int> region_of(shape.cell_count());
  for (int c = 0; c < shape.cell_count(); ++c) region_of[c] = shape.region_of(c);
  out.set("regionOf", int_array(region_of));
  out.set("houses", houses_to_js(shape));
  out.set("constraints", constraints_to_js(puzzle.constraints));
  return out;
}

val constraints_to_js(const std::vector<Constraint>& constraints) {
  val list = val::array();
  for (const Constraint& c : constraints) {
    val each = val::object();
    each.set("kind", val(std::string(info_of(c.kind).id)));
    each.set("cells", int_array(c.cells));
    if (c.number) each.set("number", c.number);
    list.call<void>("push", each);
  }
  return list;
}

val shape_to_js(const Shape& shape) {
  val out = val::object();
  out.set("id", val(shape.layout()));
  out.set("name", val(shape.layout()));
  out.set("symbols", shape.size());
  out.set("cellCount", shape.cell_count());
  out.set("rows", shape.rows());
  out.set("cols", shape.cols());
  val cells = val::array();
  std::vector<int> group_of(shape.cell_count());
  for (int c = 0; c < shape.cell_count(); ++c) {
    const CellGeometry& g = shape.geometry(c);
    val cell = val::object();
    cell.set("row", g.row);
    cell.set("col", g.col);
    cell.set("form", val(std::string(g.form == CellForm::kTriangle ? "triangle" : "square")));
    cells.set(c, cell);
    group_of[c] = shape.region_of(c);
  }
  out.set("cells", cells);
  out.set("houses", houses_to_js(shape));
  out.set("groupOf", int_array(group_of));
  return out;
}

std::optional<InputError> too_long_for(const val& text, const char* call, std::size_t max, const char* hint) {
  const double length = text["length"].as<double>();
  if (length <= static_cast<double>(max)) return std::nullopt;
  return InputError{ErrorCode::kTooLong,
                    std::string("the text is ") + js_number(length) + " characters long; " + call + " reads at most " +
                        std::to_string(max) + hint,
                    {}};
}

}  // namespace sudoku::wasm
