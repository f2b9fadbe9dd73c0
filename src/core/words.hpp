// Every sentence the core says about a step, from a template with named
// fields: "{technique}: in {base}, {values} fits only {cells}." The
// templates are data, each with an id: a technique's is its registry row's
// (technique_list.hpp; its id is the technique's), the others are listed in
// words.cpp. The CLI, the JavaScript API and the page all show these
// sentences; JavaScript gets the templates (Module.templates()) and the
// fields of each step as data, so another language can replace a template by
// id and keep the fields.
//
// Fields, each written as a sentence names it:
//   technique  the step's technique ("Hidden single")   cap      a technique cap's name
//   base       the base houses ("column 2"; several: "row 2, row 8")
//   cover      the cover houses                         house    one house
//   cells      the pattern's cells ("r1c2, r1c7")       cell     one cell ("r3c7")
//   fins, pivot, pincers  the pattern's cells of those roles
//   values     the pattern's values ("3, 8")            value    one value ("8")
//   candidates a cell's candidates ("2, 7")             count    a number ("1,234"; the
//                                                       wording's "part_digit_group" between groups)
//   removed    the eliminations by value ("r1c3, r4c3 lose 4; r5c5 loses 7")
//   placed     the placements ("r5c3 is 7, r6c1 is 2")
//   chain      chain nodes and links in Eureka notation ("(4)r2c3=(4)r2c9-(4)r8c9=(4)r8c3")
//   grid       a layout's grid, in a house's name ("row {count} of grid {grid}")
//   strip      the star's strip, in a triangle's name ("cell {count} (strip {strip})")
// Lists are joined with ", ". Cells and houses are named by the shape
// (Shape::cell_name, house_name), values by their symbols (1-9, then A-P).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/events.hpp"
#include "core/logic/deduction.hpp"
#include "core/shape.hpp"

namespace sudoku {

struct Template {
  std::string_view id;
  std::string_view text;
};
// Every template: the techniques' (by technique id), then the others.
const std::vector<Template>& templates();
// The template with this id in the wording in use (English unless
// use_wording replaced it), or "".
std::string_view template_text(std::string_view id);
// The English template with this id, or "".
std::string_view english_text(std::string_view id);

// Another language: texts by template id, and "technique:ID" for a
// technique's name, replacing the English of those ids in every sentence
// said after (ids not given stay English; an empty list restores English).
// Nothing changes and the reason is returned when an id is no template's or
// technique's, or a text has a field no sentence has. One wording for the
// process: the WebAssembly instance sets it before the calls of a page that
// asked for a language (src/wasm); the CLI stays English.
std::optional<std::string> use_wording(const std::vector<std::pair<std::string, std::string>>& texts);
// The first {field} of `text` that is not in template_fields() (or an unclosed one's rest).
std::optional<std::string> unknown_field(std::string_view text);

// A house as sentences name it, in the wording in use: its own name (a
// layout's or a shape file's), else its kind's template ("row {count}").
std::string house_words(const Shape& shape, int house);
// The id of a house kind's template ("house_row").
std::string_view house_template(HouseKind kind);
// The field names a template may use (the list above).
const std::vector<std::string_view>& template_fields();

// The values a sentence may name (see the fields above); what a step does
// not have stays empty.
struct StepFields {
  Technique technique = Technique::kNone;
  Technique cap = Technique::kAny;
  std::vector<int> base, cover, cells, fins, pivot, pincers, colour_a, colour_b;
  std::vector<std::pair<int, int>> removed, placed;  // (cell, value)
  std::vector<ChainNode> chain;
  std::vector<std::pair<int, int>> forced;          // a forcing chain's branch (Deduction::forced)
  int dead_cell = -1, dead_house = -1, dead_value = 0;  // and its contradiction
  std::vector<std::pair<int, int>> coloured_a, coloured_b;  // 3D Medusa's two colours (Deduction::coloured)
  int house = -1;
  int cell = -1;
  int value = 0;
  CandidateMask values = 0;
  CandidateMask candidates = 0;
  std::uint64_t count = 0;
  int grid = 0;   // a layout's grid, in its houses' names ("row 2 of grid 3")
  int strip = 0;  // the star's strip, in its cells' names ("cell 14 (strip 3)")
  int rule = -1;  // a rule beyond the houses, its ConstraintKind: {rule} is its name ("Thermometer")
};

// A template and the fields it is filled from.
struct Words {
  std::string_view id;
  StepFields fields;
};

// `text` with each {field} replaced by its value from `fields`; an unknown
// field is left as written (templates_test checks that none is).
std::string fill_template(std::string_view text, const Shape& shape, const StepFields& fields);
std::string say(const Shape& shape, const Words& words);

// A count as sentences write it: 1234567 -> "1,234,567".
std::string with_commas(std::uint64_t n);
// n in groups of three digits with `separator` between them (a wording's "part_digit_group").
std::string grouped_digits(std::uint64_t n, std::string_view separator);

// The index in templates() of an event's template (words_of(event).id), for
// traces: a column of these lets a reader word any event from its fields.
int template_index(const Event& event);

// A deduction's words: its technique's template, its houses, cells and values.
Words words_of(const Deduction& deduction);
// An event's words. A kDeduce event's are its deduction's; a kPlace of a
// guess is "Try {value} in {cell}.", of a technique (a cell an algorithm
// found forced) "{technique}: {value} in {cell}."; kRemove, kDeadEnd,
// kEliminate and kSolution each have their own template.
Words words_of(const Event& event);

}  // namespace sudoku
