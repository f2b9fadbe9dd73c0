#include "core/step_json.hpp"

#include "core/json_text.hpp"

namespace sudoku {

namespace {

void pairs(JsonText& j, const std::vector<std::pair<int, int>>& list) {
  j.open('[');
  for (const auto& [cell, value] : list) j.open('{').key("cell").number(cell).key("value").number(value).close('}');
  j.close(']');
}

void values(JsonText& j, CandidateMask mask) {
  j.open('[');
  for (CandidateMask m = mask; m; m &= m - 1) j.number(lowest_value(m));
  j.close(']');
}

void index_or_null(JsonText& j, int index) {
  if (index >= 0) j.number(index);
  else j.null();
}

}  // namespace

std::string step_json(const Shape& shape, const Deduction& d) {
  JsonText j;
  j.open('{');
  j.key("technique").string(technique_id(d.technique));
  j.key("name").string(technique_name(d.technique));
  j.key("score").number(d.score);
  j.key("houses").open('[');
  for (const HouseInStep& h : d.houses)
    j.open('{').key("house").number(h.house).key("role").string(role_id(h.role)).key("name").string(
        shape.house_name(h.house)).close('}');
  j.close(']');
  j.key("cells").open('[');
  for (const CellInStep& c : d.cells)
    j.open('{').key("cell").number(c.cell).key("role").string(role_id(c.role)).key("name").string(
        shape.cell_name(c.cell)).close('}');
  j.close(']');
  j.key("values");
  values(j, d.values);
  j.key("chain").open('[');
  for (const ChainNode& n : d.chain)
    j.open('{').key("cell").number(n.cell).key("value").number(n.value).key("link").string(link_id(n.next)).close('}');
  j.close(']');
  j.key("forced");
  pairs(j, d.forced);
  j.key("coloured").open('[');
  pairs(j, d.coloured[0]);
  pairs(j, d.coloured[1]);
  j.close(']');
  j.key("placements");
  pairs(j, d.placements);
  j.key("eliminations");
  pairs(j, d.eliminations);
  j.key("message").string(say(shape, words_of(d)));
  j.close('}');
  return j.text();
}

std::string hint_json(const Shape& shape, const Hint& h) {
  const bool deduction = h.kind == HintKind::kDeduction;
  const StepFields& f = h.words.fields;
  JsonText j;
  j.open('{');
  j.key("status").string(hint_kind_id(h.kind));
  j.key("message").string(h.message);
  j.key("template").string(h.words.id);
  j.key("step");
  if (deduction) j.raw(step_json(shape, h.deduction));
  else j.null();
  j.key("cell");
  index_or_null(j, deduction ? -1 : h.cell);
  j.key("house");
  index_or_null(j, deduction ? -1 : h.house);
  j.key("value");
  if (!deduction && h.value) j.number(h.value);
  else j.null();
  j.key("candidates");
  values(j, deduction ? 0 : h.candidates);
  j.key("count");
  if (!deduction && f.count) j.number(static_cast<double>(f.count));
  else j.null();
  j.key("cap");
  if (h.kind == HintKind::kStuck && f.cap != Technique::kAny) j.string(technique_id(f.cap));
  else j.null();
  j.close('}');
  return j.text();
}

}  // namespace sudoku
