// The library's catalogs for JavaScript: algorithms, sizes, variants,
// layouts, a shape's drawing, technique and event-kind ids.
#include <string>

#include "core/constraints/constraint.hpp"
#include "core/generate/generator.hpp"
#include "core/generate/jigsaw_regions.hpp"
#include "core/layouts.hpp"
#include "core/shape_cache.hpp"
#include "core/variants.hpp"
#include "core/words.hpp"
#include "wasm/exports.hpp"

namespace sudoku::wasm {

val algorithms_js() {
  val out = val::array();
  int i = 0;
  for (const Algorithm& a : algorithms()) {
    val entry = val::object();
    entry.set("id", val(std::string(a.id)));
    entry.set("name", val(std::string(a.name)));
    entry.set("summary", val(std::string(a.summary)));
    entry.set("description", val(std::string(a.description)));
    val caps = val::object();
    caps.set("enumerate", (a.capabilities & kCanEnumerate) != 0);
    caps.set("trace", (a.capabilities & kCanTrace) != 0);
    caps.set("namesTechniques", (a.capabilities & kNamesTechniques) != 0);
    caps.set("countsBacktracks", (a.capabilities & kCountsBacktracks) != 0);
    caps.set("needsBudget", (a.capabilities & kNeedsBudget) != 0);
    caps.set("constraints", (a.capabilities & kSolvesConstraints) != 0);
    entry.set("capabilities", caps);
    entry.set("minSize", a.min_size);
    entry.set("maxSize", a.max_size);
    out.set(i++, entry);
  }
  return out;
}

// The supported sizes: [{size, boxRows, boxCols, startRegions}]; a prime
// size's boxRows and boxCols are 0 (no boxes), startRegions the map a
// jigsaw of the size starts from (its boxes', or strips: jigsaw_regions.hpp).
val sizes_js() {
  val out = val::array();
  int i = 0;
  for (int n : Shape::supported_sizes()) {
    val entry = val::object();
    entry.set("size", n);
    entry.set("boxRows", Shape::box_rows_for(n));
    entry.set("boxCols", Shape::box_cols_for(n));
    entry.set("startRegions", int_array(starting_regions(n)));
    out.set(i++, entry);
  }
  return out;
}

// The variant list (core/variants.hpp): [{id, name, sizes: number[]}].
val variants_js() {
  val out = val::array();
  int i = 0;
  for (const VariantInfo& v : variants()) {
    val entry = val::object();
    entry.set("id", val(std::string(v.id)));
    entry.set("name", val(std::string(v.name)));
    entry.set("sizes", int_array(v.sizes));
    out.set(i++, entry);
  }
  return out;
}

// The constraint registry (core/constraints/constraint_list.hpp): [{id,
// name, rule, number (what its number is: "sum", "difference" or ""), draw}].
val constraint_kinds_js() {
  val out = val::array();
  int i = 0;
  for (const ConstraintInfo& k : constraint_kinds()) {
    val entry = val::object();
    entry.set("id", val(std::string(k.id)));
    entry.set("name", val(std::string(k.name)));
    entry.set("rule", val(std::string(k.rule)));
    entry.set("number", val(std::string(k.number)));
    entry.set("draw", val(std::string(k.draw)));
    out.set(i++, entry);
  }
  return out;
}

// The built-in layouts (core/layouts.hpp), each as shape_to_js draws it plus
// {name: the description's words before ':', description}.
val layouts_js() {
  val out = val::array();
  int i = 0;
  for (const LayoutInfo& l : layouts()) {
    const Result<ShapePtr> shape = make_layout(l.id);
    if (!shape) continue;  // every listed id makes its layout (layouts_test); nothing to show otherwise
    val entry = shape_to_js(*shape.value());
    const std::string description(l.description);
    entry.set("name", val(description.substr(0, description.find(':'))));
    entry.set("description", val(description));
    out.set(i++, entry);
  }
  return out;
}

// The shape options name ({layout} or {shape}): {status: "ok", shape}, or
// invalid (a square grid's options are a bad_option: sizes() describes those).
val shape_info_js(const val& options) {
  const Result<BoardChoice> board = board_from_js(options);
  if (!board) return invalid_result(board.error());
  const Result<ShapePtr> shape = layout_of(board.value());
  if (!shape) return invalid_result(shape.error());
  if (!shape.value())
    return invalid_result(InputError{ErrorCode::kBadOption, "shapeInfo needs option layout or shape", {}});
  val out = val::object();
  out.set("status", val(std::string("ok")));
  out.set("shape", shape_to_js(*shape.value()));
  return out;
}

// The names of the cells of options' shape: {size} for a square grid (its
// variant does not change them), or {layout} or {shape}: {status: "ok",
// names: string[]}, in reading order.
val cell_names_js(const val& options) {
  const Result<BoardChoice> board = board_from_js(options);
  if (!board) return invalid_result(board.error());
  Result<ShapePtr> shape = layout_of(board.value());
  if (!shape) return invalid_result(shape.error());
  if (!shape.value()) {
    const Result<double> size = number_option(options, NumberOption{"size", 9, 1, kMaxSize, true});
    if (!size) return invalid_result(size.error());
    const int n = static_cast<int>(size.value());
    VariantSpec any;  // names do not depend on the houses: a prime size (no boxes) takes its starting map
    if (Shape::is_supported_size(n) && !Shape::box_rows_for(n)) any.regions = starting_regions(n);
    shape = shared_shape(n, any);
    if (!shape) return invalid_result(shape.error());
  }
  const Shape& s = *shape.value();
  val names = val::array();
  for (int c = 0; c < s.cell_count(); ++c) names.set(c, val(s.cell_name(c)));
  val out = val::object();
  out.set("status", val(std::string("ok")));
  out.set("names", names);
  return out;
}

val technique_ids() {
  val out = val::array();
  for (int t = 0; t < kTechniqueCount; ++t) {
    val entry = val::object();
    entry.set("id", val(std::string(technique_id(static_cast<Technique>(t)))));
    entry.set("name", val(std::string(technique_name(static_cast<Technique>(t)))));
    entry.set("score", technique_info(static_cast<Technique>(t)).score);
    entry.set("practice", practisable(static_cast<Technique>(t)));
    out.set(t, entry);
  }
  return out;
}

val templates_js() {
  val out = val::array();
  int i = 0;
  for (const Template& t : templates()) {
    val entry = val::object();
    entry.set("id", val(std::string(t.id)));
    entry.set("text", val(std::string(t.text)));
    out.set(i++, entry);
  }
  return out;
}

val use_wording_js(const val& texts) {
  std::vector<std::pair<std::string, std::string>> list;
  const val keys = val::global("Object").call<val>("keys", texts);
  const int n = keys["length"].as<int>();
  for (int i = 0; i < n; ++i) {
    const std::string id = keys[i].as<std::string>();
    const val text = texts[id];
    if (!text.isString())
      return invalid_result(InputError{ErrorCode::kBadOption, "the wording of \"" + id + "\" is not a string", {}});
    list.emplace_back(id, text.as<std::string>());
  }
  if (const auto problem = use_wording(list)) return invalid_result(InputError{ErrorCode::kBadOption, *problem, {}});
  val out = val::object();
  out.set("status", val(std::string("ok")));
  return out;
}

val event_kind_ids() {
  val out = val::array();
  for (int k = 0; k <= static_cast<int>(EventKind::kSolution); ++k)
    out.set(k, val(std::string(event_kind_id(static_cast<EventKind>(k)))));
  return out;
}

}  // namespace sudoku::wasm
