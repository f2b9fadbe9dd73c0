#include "core/words.hpp"

#include <algorithm>
#include <unordered_map>

#include "core/constraints/constraint.hpp"
#include "core/text_format.hpp"

namespace sudoku {

namespace {

// The templates that are not a technique's: trace events, then hints.
constexpr Template kOtherTemplates[] = {
    {"try", "Try {value} in {cell}."},
    {"forced", "{technique}: {value} in {cell}."},
    {"backtrack", "Take {value} out of {cell} (backtrack)."},
    {"dead_end", "Dead end at {cell}: nothing fits."},
    {"dead_end_branch", "Dead end: this branch has no solution."},
    {"eliminate", "{technique}: {value} leaves {cell}."},
    {"solution", "Solution {count} found."},
    {"hint_solved", "The grid is complete."},
    {"path_guess", "No technique applies: take {value} in {cell}, the solution's digit (one of {candidates})."},
    {"hint_stuck", "No technique applies: guess {cell}, one of {candidates}."},
    {"hint_stuck_cap", "No technique up to {cap} applies: guess {cell}, one of {candidates}."},
    {"hint_stuck_chosen", "None of the chosen techniques applies: guess {cell}, one of {candidates}."},
    {"no_solution", "This grid has no solution."},
    {"no_solution_eliminated", "This grid has no solution: {cell} holds {value}, which the eliminations remove from it."},
    {"no_solution_cell", "This grid has no solution: {cell} has no candidate left."},
    {"no_solution_house", "This grid has no solution: {value} has no place left in {house}."},
    {"no_solution_completion",
     "This grid has no solution with these eliminations: its only completion has {value} at {cell}, which the "
     "eliminations remove."},
    {"no_solution_completions",
     "This grid has no solution with these eliminations: each of its {count} completions needs a value they remove."},
    // Parts of the fields above, worded here so that another language words them too.
    {"part_loses", "{cells} loses {values}"},   // eliminations of one cell (one value or several)
    {"part_lose", "{cells} lose {values}"},     // of several
    {"part_is", "{cell} is {value}"},
    {"part_value_in", "{value} in {cell}"},
    {"part_nothing_else", "nothing else"},
    {"part_no_candidate", "{cell} has no candidate left"},
    {"part_no_place", "{value} has no place left in {house}"},
    {"part_digit_group", ","},  // between groups of three digits of a {count}: "12,345"
    {"house_row", "row {count}"},
    {"house_column", "column {count}"},
    {"house_box", "box {count}"},
    {"house_region", "region {count}"},
    {"house_diagonal", "main diagonal"},
    {"house_anti_diagonal", "anti-diagonal"},
    {"house_window", "window {count}"},
    {"house_line", "line {count}"},
    {"house_triangle", "triangle {count}"},
    // A layout's houses (Shape's HouseWording): several grids, the star's lines.
    {"house_row_of_grid", "row {count} of grid {grid}"},
    {"house_column_of_grid", "column {count} of grid {grid}"},
    {"house_box_of_grid", "box {count} of grid {grid}"},
    {"house_line_horizontal", "horizontal line {count}"},
    {"house_line_rising", "/ line {count}"},
    {"house_line_falling", "\\ line {count}"},
    // A triangle of the star, as Shape::cell_name names it: its number in reading order and its strip.
    {"cell_in_strip", "cell {count} (strip {strip})"},
    {"house_other", "house {count}"},
};

// Another language's texts by template id ("technique:ID" for a technique's
// name), or empty for English (use_wording).
std::unordered_map<std::string, std::string>& wording() {
  static std::unordered_map<std::string, std::string> texts;
  return texts;
}

// A kind of rule beyond the houses by name ("Killer cage"), in the wording in use ("constraint:<id>").
std::string_view constraint_words(int kind) {
  const std::vector<ConstraintInfo>& kinds = constraint_kinds();
  if (kind < 0 || kind >= static_cast<int>(kinds.size())) return "";
  const ConstraintInfo& info = kinds[static_cast<std::size_t>(kind)];
  const auto& texts = wording();
  if (!texts.empty()) {
    const auto found = texts.find("constraint:" + std::string(info.id));
    if (found != texts.end()) return found->second;
  }
  return info.name;
}

std::string_view technique_words(Technique t) {
  const auto& texts = wording();
  if (!texts.empty()) {
    const auto found = texts.find("technique:" + std::string(technique_info(t).id));
    if (found != texts.end()) return found->second;
  }
  return technique_info(t).name;
}

// A part's template filled, in the wording in use.
std::string part(std::string_view id, const Shape& shape, const StepFields& fields) {
  return fill_template(template_text(id), shape, fields);
}

std::string joined(const std::vector<std::string>& parts) {
  std::string out;
  for (const std::string& p : parts) {
    if (!out.empty()) out += ", ";
    out += p;
  }
  return out;
}

// A cell as sentences name it, in the wording in use: a square's "r3c7"
// (the notation every language keeps), a triangle of the star by its
// template ("cell 14 (strip 3)").
std::string cell_words(const Shape& shape, int cell) {
  const CellGeometry& g = shape.geometry(cell);
  if (g.form != CellForm::kTriangle) return shape.cell_name(cell);
  StepFields f;
  f.count = static_cast<std::uint64_t>(cell + 1);
  f.strip = g.row + 1;
  return part("cell_in_strip", shape, f);
}

std::string cell_names(const Shape& shape, const std::vector<int>& cells) {
  std::vector<std::string> names;
  for (int c : cells) names.push_back(cell_words(shape, c));
  return joined(names);
}

std::string house_names(const Shape& shape, const std::vector<int>& houses) {
  std::vector<std::string> names;
  for (int h : houses) names.push_back(house_words(shape, h));
  return joined(names);
}

std::string value_symbols(CandidateMask values) {
  std::vector<std::string> symbols;
  for (CandidateMask m = values; m; m &= m - 1) symbols.emplace_back(1, symbol_of(static_cast<Value>(lowest_value(m))));
  return joined(symbols);
}

// Eliminations grouped by value, in the order values first appear:
// "r1c3, r4c3 lose 4; r5c5 loses 7".
// Eliminations as "r2c2, r3c3 lose 5; r4c4 loses 7": by value, in the order
// the values first come, and the values that leave the very same cells
// together ("r1c1, r2c1 lose 1, 2, 3").
std::string removed_text(const Shape& shape, const std::vector<std::pair<int, int>>& removed) {
  std::vector<std::pair<std::vector<int>, CandidateMask>> groups;  // cells, and the values that leave them
  std::vector<int> values;
  for (const auto& [cell, value] : removed)
    if (std::find(values.begin(), values.end(), value) == values.end()) values.push_back(value);
  for (int v : values) {
    std::vector<int> cells;
    for (const auto& [cell, value] : removed)
      if (value == v && std::find(cells.begin(), cells.end(), cell) == cells.end()) cells.push_back(cell);
    const auto same = std::find_if(groups.begin(), groups.end(), [&](const auto& g) { return g.first == cells; });
    if (same != groups.end()) same->second |= bit_of(v);
    else groups.push_back({cells, bit_of(v)});
  }
  std::string out;
  for (const auto& [cells, mask] : groups) {
    if (!out.empty()) out += "; ";
    StepFields f;
    f.cells = cells;
    f.values = mask;
    out += part(cells.size() == 1 ? "part_loses" : "part_lose", shape, f);
  }
  return out;
}

std::string placed_text(const Shape& shape, const std::vector<std::pair<int, int>>& placed) {
  std::vector<std::string> parts;
  for (const auto& [cell, value] : placed) {
    StepFields f;
    f.cell = cell;
    f.value = value;
    parts.push_back(part("part_is", shape, f));
  }
  return joined(parts);
}

// Candidates as "5 in r1c1, 7 in r5c3".
std::string candidates_text(const Shape& shape, const std::vector<std::pair<int, int>>& candidates) {
  std::vector<std::string> parts;
  for (const auto& [cell, value] : candidates) {
    StepFields f;
    f.cell = cell;
    f.value = value;
    parts.push_back(part("part_value_in", shape, f));
  }
  return joined(parts);
}

// A forcing chain's contradiction: "r5c8 has no candidate left", "7 has no place left in row 5".
std::string contradiction_text(const Shape& shape, const StepFields& f) {
  StepFields parts;
  if (f.dead_cell >= 0) {
    parts.cell = f.dead_cell;
    return part("part_no_candidate", shape, parts);
  }
  if (f.dead_house >= 0) {
    parts.value = f.dead_value;
    parts.house = f.dead_house;
    return part("part_no_place", shape, parts);
  }
  return "";
}

// Eureka notation: "(4)r2c3=(4)r2c9-(4)r8c9", '=' a strong link, '-' a weak one.
std::string chain_text(const Shape& shape, const std::vector<ChainNode>& chain) {
  std::string out;
  for (std::size_t i = 0; i < chain.size(); ++i) {
    if (i) out += chain[i - 1].next == Link::kStrong ? "=" : "-";
    out += "(";
    out += symbol_of(static_cast<Value>(chain[i].value));
    out += ")" + cell_words(shape, chain[i].cell);
  }
  return out;
}

// The value of one field, or nothing for a name that is no field.
bool field_text(std::string_view name, const Shape& shape, const StepFields& f, std::string& out) {
  if (name == "technique") out = technique_words(f.technique);
  else if (name == "cap") out = technique_words(f.cap);
  else if (name == "base") out = house_names(shape, f.base);
  else if (name == "cover") out = house_names(shape, f.cover);
  else if (name == "house") out = f.house >= 0 ? house_words(shape, f.house) : "";
  else if (name == "cells") out = cell_names(shape, f.cells);
  else if (name == "fins") out = cell_names(shape, f.fins);
  else if (name == "pivot") out = cell_names(shape, f.pivot);
  else if (name == "pincers") out = cell_names(shape, f.pincers);
  else if (name == "colour_a") out = cell_names(shape, f.colour_a);
  else if (name == "colour_b") out = cell_names(shape, f.colour_b);
  else if (name == "cell") out = f.cell >= 0 ? cell_words(shape, f.cell) : "";
  else if (name == "strip") out = std::to_string(f.strip);
  else if (name == "rule") out = constraint_words(f.rule);
  else if (name == "values") out = value_symbols(f.values);
  else if (name == "value") out = f.value ? std::string(1, symbol_of(static_cast<Value>(f.value))) : "";
  else if (name == "candidates") out = value_symbols(f.candidates);
  else if (name == "grid") out = std::to_string(f.grid);
  else if (name == "count") out = grouped_digits(f.count, template_text("part_digit_group"));
  else if (name == "removed") out = removed_text(shape, f.removed);
  else if (name == "placed") out = placed_text(shape, f.placed);
  else if (name == "chain") out = chain_text(shape, f.chain);
  else if (name == "forced") out = f.forced.empty() ? part("part_nothing_else", shape, f) : placed_text(shape, f.forced);
  else if (name == "contradiction") out = contradiction_text(shape, f);
  else if (name == "coloured_a") out = candidates_text(shape, f.coloured_a);
  else if (name == "coloured_b") out = candidates_text(shape, f.coloured_b);
  else return false;
  return true;
}

}  // namespace

std::string grouped_digits(std::uint64_t n, std::string_view separator) {
  const std::string digits = std::to_string(n);
  std::string out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i && (digits.size() - i) % 3 == 0) out += separator;
    out += digits[i];
  }
  return out;
}

std::string with_commas(std::uint64_t n) { return grouped_digits(n, ","); }

const std::vector<Template>& templates() {
  static const std::vector<Template> list = [] {
    std::vector<Template> out;
    for (int t = static_cast<int>(kFirstRung); t < kTechniqueCount; ++t) {
      const TechniqueInfo& info = technique_info(static_cast<Technique>(t));
      out.push_back({info.id, info.words});
    }
    for (const Template& other : kOtherTemplates) out.push_back(other);
    return out;
  }();
  return list;
}

std::string_view template_text(std::string_view id) {
  const auto& texts = wording();
  if (!texts.empty()) {
    const auto found = texts.find(std::string(id));
    if (found != texts.end()) return found->second;
  }
  return english_text(id);
}

std::string_view english_text(std::string_view id) {
  for (const Template& t : templates())
    if (t.id == id) return t.text;
  return {};
}

std::optional<std::string> use_wording(const std::vector<std::pair<std::string, std::string>>& texts) {
  std::unordered_map<std::string, std::string> checked;
  for (const auto& [id, text] : texts) {
    if (id.rfind("technique:", 0) == 0) {
      const std::string_view technique = std::string_view(id).substr(10);
      if (!technique_by_id(technique))
        return "the wording names \"" + id + "\", but no technique has the id \"" + std::string(technique) + "\"";
    } else if (id.rfind("constraint:", 0) == 0) {
      const std::string_view kind = std::string_view(id).substr(11);
      const std::vector<ConstraintInfo>& kinds = constraint_kinds();
      if (std::none_of(kinds.begin(), kinds.end(), [&](const ConstraintInfo& k) { return k.id == kind; }))
        return "the wording names \"" + id + "\", but no kind of rule has the id \"" + std::string(kind) + "\"";
    } else if (english_text(id).empty()) {
      return "the wording names \"" + id + "\", which is no template's id";
    } else if (const auto unknown = unknown_field(text)) {
      return "the wording of \"" + id + "\" has the field {" + *unknown + "}, which no sentence has";
    }
    checked[id] = text;
  }
  wording() = std::move(checked);
  return std::nullopt;
}

std::string house_words(const Shape& shape, int house) {
  const House& h = shape.houses()[static_cast<std::size_t>(house)];
  if (!h.wording.id.empty()) {
    StepFields f;
    f.count = static_cast<std::uint64_t>(h.wording.count);
    f.grid = h.wording.grid;
    return part(h.wording.id, shape, f);
  }
  if (!h.name.empty()) return h.name;
  StepFields f;
  f.count = static_cast<std::uint64_t>(h.index + 1);
  return part(house_template(h.kind), shape, f);
}

std::string_view house_template(HouseKind kind) {
  switch (kind) {
    case HouseKind::kRow: return "house_row";
    case HouseKind::kColumn: return "house_column";
    case HouseKind::kBox: return "house_box";
    case HouseKind::kRegion: return "house_region";
    case HouseKind::kDiagonal: return "house_diagonal";
    case HouseKind::kAntiDiagonal: return "house_anti_diagonal";
    case HouseKind::kWindow: return "house_window";
    case HouseKind::kLine: return "house_line";
    case HouseKind::kTriangle: return "house_triangle";
    case HouseKind::kCustom: break;
  }
  return "house_other";
}

const std::vector<std::string_view>& template_fields() {
  static const std::vector<std::string_view> names = {"technique", "cap",   "base",  "cover", "house",
                                                      "cells",     "fins",  "pivot", "pincers", "cell",
                                                      "values",    "value", "candidates", "count", "grid", "strip",
                                                      "removed",   "placed", "chain", "colour_a", "colour_b",
                                                      "forced",    "contradiction", "coloured_a", "coloured_b", "rule"};
  return names;
}

std::optional<std::string> unknown_field(std::string_view text) {
  const std::vector<std::string_view>& known = template_fields();
  for (std::size_t open = text.find('{'); open != std::string_view::npos; open = text.find('{', open + 1)) {
    const std::size_t close = text.find('}', open);
    if (close == std::string_view::npos) return std::string(text.substr(open + 1));
    const std::string_view name = text.substr(open + 1, close - open - 1);
    if (std::find(known.begin(), known.end(), name) == known.end()) return std::string(name);
  }
  return std::nullopt;
}

std::string fill_template(std::string_view text, const Shape& shape, const StepFields& fields) {
  std::string out, value;
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t open = text.find('{', at);
    const std::size_t close = open == std::string_view::npos ? open : text.find('}', open);
    if (close == std::string_view::npos) break;
    out.append(text, at, open - at);
    if (field_text(text.substr(open + 1, close - open - 1), shape, fields, value)) out += value;
    else out.append(text, open, close + 1 - open);
    at = close + 1;
  }
  out.append(text, at, std::string_view::npos);
  return out;
}

std::string say(const Shape& shape, const Words& words) {
  return fill_template(template_text(words.id), shape, words.fields);
}

int template_index(const Event& e) {
  // The others' indices, looked up once.
  static const auto index_of = [](std::string_view id) {
    const std::vector<Template>& list = templates();
    for (std::size_t i = 0; i < list.size(); ++i)
      if (list[i].id == id) return static_cast<int>(i);
    return -1;
  };
  static const int kTry = index_of("try"), kForced = index_of("forced"), kBacktrack = index_of("backtrack"),
                   kDeadEnd = index_of("dead_end"), kDeadEndBranch = index_of("dead_end_branch"),
                   kEliminate = index_of("eliminate"), kSolution = index_of("solution");
  switch (e.kind) {
    case EventKind::kPlace:
      return e.technique == Technique::kGuess || e.technique == Technique::kNone ? kTry : kForced;
    case EventKind::kRemove: return kBacktrack;
    case EventKind::kDeadEnd: return e.cell >= 0 ? kDeadEnd : kDeadEndBranch;
    case EventKind::kEliminate: return kEliminate;
    case EventKind::kSolution: return kSolution;
    case EventKind::kDeduce: return is_rung(e.technique) ? static_cast<int>(e.technique) - static_cast<int>(kFirstRung) : -1;
  }
  return -1;
}

Words words_of(const Deduction& d) {
  Words w{technique_info(d.technique).id, {}};
  StepFields& f = w.fields;
  f.technique = d.technique;
  f.base = d.houses_as(Role::kBase);
  f.cover = d.houses_as(Role::kCover);
  f.cells = d.cells_as(Role::kPattern);
  f.fins = d.cells_as(Role::kFin);
  f.pivot = d.cells_as(Role::kPivot);
  f.pincers = d.cells_as(Role::kPincer);
  f.colour_a = d.cells_as(Role::kColourA);
  f.colour_b = d.cells_as(Role::kColourB);
  f.values = d.values;
  f.removed = d.eliminations;
  f.placed = d.placements;
  f.chain = d.chain;
  f.forced = d.forced;
  f.dead_cell = d.dead_cell;
  f.dead_house = d.dead_house;
  f.dead_value = d.dead_value;
  f.coloured_a = d.coloured[0];
  f.coloured_b = d.coloured[1];
  f.rule = d.rule;
  if (d.number) f.count = static_cast<std::uint64_t>(d.number);
  return w;
}

Words words_of(const Event& e) {
  if (e.kind == EventKind::kDeduce && e.deduction) return words_of(*e.deduction);
  Words w;
  const int index = template_index(e);
  if (index >= 0) w.id = templates()[static_cast<std::size_t>(index)].id;
  StepFields& f = w.fields;
  f.technique = e.technique;
  f.cell = e.cell;
  if (e.kind == EventKind::kSolution) f.count = static_cast<std::uint64_t>(e.value);  // the solutions so far
  else f.value = e.value;
  return w;
}

}  // namespace sudoku
