#include "wasm/convert.hpp"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

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

Result<double> number_option(const val& options, const char* key, double fallback, double min, double max) {
  if (missing(options)) return fallback;
  const val v = options[key];
  if (missing(v)) return fallback;
  if (!v.isNumber()) return bad_option(std::string("option ") + key + " must be a number");
  const double d = v.as<double>();
  if (!std::isfinite(d) || d < min || d > max)
    return bad_option(std::string("option ") + key + " must be between " + js_number(min) + " and " + js_number(max) +
                      "; got " + js_number(d));
  return d;
}

Result<double> integer_option(const val& options, const char* key, double fallback, double min, double max) {
  const Result<double> d = number_option(options, key, fallback, min, max);
  if (d && d.value() != std::floor(d.value()))
    return bad_option(std::string("option ") + key + " must be a whole number from " + js_number(min) + " to " +
                      js_number(max) + "; got " + js_number(d.value()));
  return d;
}

std::string js_number(double d) {
  if (std::isnan(d)) return "NaN";
  if (std::isinf(d)) return d > 0 ? "Infinity" : "-Infinity";
  if (d == 0) return "0";  // -0 too, as JavaScript prints it
  char buffer[32];
  if (d == std::floor(d) && std::fabs(d) < 1e21) {  // JavaScript writes these in full
    std::snprintf(buffer, sizeof buffer, "%.0f", d);
    return buffer;
  }
  // The shortest form that reads back as the same double (String(d), give or take the exponent's form).
  for (int precision = 1; precision <= 17; ++precision) {
    std::snprintf(buffer, sizeof buffer, "%.*g", precision, d);
    if (std::strtod(buffer, nullptr) == d) break;
  }
  return buffer;
}

Result<Puzzle> puzzle_from_js(const val& text, const val& options) {
  const Result<std::string> puzzle_text = puzzle_text_from_js(text);
  if (!puzzle_text) return puzzle_text.error();
  const Result<std::string> names = string_option(options, "variant");
  if (!names) return names.error();
  const Result<std::string> regions = string_option(options, "regions");
  if (!regions) return regions.error();
  return read_puzzle(puzzle_text.value(), VariantOptions{names.value(), regions.value()});
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
  const int n = puzzle.shape->size();
  if (n < a->min_size || n > a->max_size)
    return bad_option(std::string(a->name) + " does not support " + std::to_string(n) + "x" + std::to_string(n));
  return a;
}

Result<SearchOptions> search_options_from_js(const val& options, std::uint64_t default_limit) {
  constexpr double kMaxInteger = 9007199254740991.0;  // 2^53 - 1
  SearchOptions o;
  // Whole numbers only: a fractional limit once truncated to 0, "no limit".
  const Result<double> limit = integer_option(options, "limit", static_cast<double>(default_limit), 0, kMaxInteger);
  if (!limit) return limit.error();
  const Result<double> max_nodes = integer_option(options, "maxNodes", 0, 0, kMaxInteger);
  if (!max_nodes) return max_nodes.error();
  o.limit = static_cast<std::uint64_t>(limit.value());
  o.max_nodes = static_cast<std::uint64_t>(max_nodes.value());
  const Result<std::string> cap_option = string_option(options, "techniqueCap");
  if (!cap_option) return cap_option.error();
  const std::string& cap = cap_option.value();
  if (!cap.empty()) {
    bool known = false;
    for (int t = 0; t < kTechniqueCount; ++t)
      if (cap == technique_id(static_cast<Technique>(t))) {
        o.technique_cap = static_cast<Technique>(t);
        known = true;
      }
    if (!known) return bad_option("unknown technique '" + cap + "' for techniqueCap");
  }
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
  out.set("houses", houses);
  return out;
}

}  // namespace sudoku::wasm
