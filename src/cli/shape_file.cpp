#include "cli/shape_file.hpp"

#include <nlohmann/json.hpp>

namespace sudoku::cli {

namespace {

using nlohmann::json;

InputError bad(std::string message) { return InputError{ErrorCode::kBadShape, std::move(message), {}}; }

std::string shown(const json& value) {
  std::string text = value.dump(-1, ' ', false, json::error_handler_t::replace);
  return text.size() > 40 ? text.substr(0, 37) + "..." : text;
}

// A whole number at `where`, or an error naming it.
Result<int> whole_number(const json& value, const std::string& where) {
  if (value.is_number_integer()) {
    const bool in_range = value.is_number_unsigned()
                              ? value.get<unsigned long long>() <= static_cast<unsigned long long>(kMaxShapeNumber)
                              : value.get<long long>() >= -kMaxShapeNumber && value.get<long long>() <= kMaxShapeNumber;
    if (in_range) return static_cast<int>(value.get<long long>());
    return bad(where + " is " + shown(value) + ", out of range (-" + std::to_string(kMaxShapeNumber) + " to " +
               std::to_string(kMaxShapeNumber) + ")");
  }
  return bad(where + " must be a whole number, got " + shown(value));
}

Result<int> symbol_count(const json& symbols) {
  if (symbols.is_string()) {  // the symbols themselves: 1-9 then A-P, in order
    const std::string s = symbols.get<std::string>();
    const std::string all = "123456789ABCDEFGHIJKLMNOP";
    if (s.empty() || s.size() > all.size() || all.compare(0, s.size(), s) != 0)
      return bad("\"symbols\" as text must be the first N of 123456789ABCDEFGHIJKLMNOP, got " + shown(symbols));
    return static_cast<int>(s.size());
  }
  return whole_number(symbols, "\"symbols\"");
}

Result<CellGeometry> read_cell(const json& cell, const std::string& where) {
  if (!cell.is_object()) return bad(where + " must be an object like {\"row\": 0, \"col\": 0}, got " + shown(cell));
  for (const auto& item : cell.items())
    if (item.key() != "row" && item.key() != "col" && item.key() != "form")
      return bad(where + " has an unknown key \"" + item.key() + "\" (keys: row, col, form)");
  CellGeometry g;
  for (const char* key : {"row", "col"}) {
    if (!cell.contains(key)) return bad(where + " has no \"" + key + "\"");
    Result<int> v = whole_number(cell[key], where + "." + key);
    if (!v) return v.error();
    (key[0] == 'r' ? g.row : g.col) = v.value();
  }
  if (cell.contains("form")) {
    const json& form = cell["form"];
    if (form == "square") g.form = CellForm::kSquare;
    else if (form == "triangle") g.form = CellForm::kTriangle;
    else return bad(where + ".form must be \"square\" or \"triangle\", got " + shown(form));
  }
  return g;
}

Result<HouseSpec> read_house(const json& house, const std::string& where) {
  HouseSpec h;
  const json* cells = &house;
  std::string cells_where = where;
  if (house.is_object()) {
    for (const auto& item : house.items())
      if (item.key() != "name" && item.key() != "cells")
        return bad(where + " has an unknown key \"" + item.key() + "\" (keys: name, cells)");
    if (house.contains("name")) {
      if (!house["name"].is_string()) return bad(where + ".name must be text, got " + shown(house["name"]));
      h.name = house["name"].get<std::string>();
    }
    if (!house.contains("cells")) return bad(where + " has no \"cells\"");
    cells = &house["cells"];
    cells_where += ".cells";
  }
  if (!cells->is_array())
    return bad(cells_where + " must be a list of cell numbers (or an object with \"cells\"), got " + shown(*cells));
  for (size_t i = 0; i < cells->size(); ++i) {
    Result<int> c = whole_number((*cells)[i], cells_where + "[" + std::to_string(i) + "]");
    if (!c) return c.error();
    h.cells.push_back(c.value());
  }
  return h;
}

}  // namespace

Result<ShapePtr> read_shape_file(const std::string& text) {
  json doc;
  try {
    doc = json::parse(text);
  } catch (const json::parse_error& e) {  // "[json.exception.parse_error.101] parse error at line 3, column 5: ..."
    std::string what = e.what();
    const size_t at = what.find("parse error");
    return bad("not valid JSON: " + (at == std::string::npos ? what : what.substr(at)));
  }
  if (!doc.is_object()) return bad("the top level must be an object with \"symbols\", \"cells\" and \"houses\"");
  for (const auto& item : doc.items())
    if (item.key() != "name" && item.key() != "symbols" && item.key() != "cells" && item.key() != "houses")
      return bad("unknown key \"" + item.key() + "\" (keys: name, symbols, cells, houses)");
  for (const char* key : {"symbols", "cells", "houses"})
    if (!doc.contains(key)) return bad(std::string("no \"") + key + "\"");
  ShapeSpec spec;
  spec.name = "custom";
  if (doc.contains("name")) {
    if (!doc["name"].is_string() || doc["name"].get<std::string>().empty())
      return bad("\"name\" must be non-empty text, got " + shown(doc["name"]));
    spec.name = doc["name"].get<std::string>();
  }
  Result<int> symbols = symbol_count(doc["symbols"]);
  if (!symbols) return symbols.error();
  spec.symbols = symbols.value();
  const json& cells = doc["cells"];
  const json& houses = doc["houses"];
  if (!cells.is_array()) return bad("\"cells\" must be a list, got " + shown(cells));
  if (!houses.is_array()) return bad("\"houses\" must be a list, got " + shown(houses));
  if (cells.size() > static_cast<size_t>(kMaxCells))
    return bad("\"cells\" has " + std::to_string(cells.size()) + " cells; at most " + std::to_string(kMaxCells));
  if (houses.size() > static_cast<size_t>(kMaxHouses))
    return bad("\"houses\" has " + std::to_string(houses.size()) + " houses; at most " + std::to_string(kMaxHouses));
  for (size_t i = 0; i < cells.size(); ++i) {
    Result<CellGeometry> g = read_cell(cells[i], "cells[" + std::to_string(i) + "]");
    if (!g) return g.error();
    spec.cells.push_back(g.value());
  }
  for (size_t i = 0; i < houses.size(); ++i) {
    Result<HouseSpec> h = read_house(houses[i], "houses[" + std::to_string(i) + "]");
    if (!h) return h.error();
    spec.houses.push_back(std::move(h.value()));
  }
  return Shape::from_spec(spec);  // its errors are kBadShape too
}

}  // namespace sudoku::cli
