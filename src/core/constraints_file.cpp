// Constraints as JSON; see constraints_file.hpp.
#include "core/constraints_file.hpp"

#include <charconv>

#include "core/json_reader.hpp"

namespace sudoku {

namespace {

constexpr std::size_t kMaxDepth = 4;
constexpr std::size_t kMaxValues = 200000;

InputError bad(std::string message) { return InputError{ErrorCode::kBadConstraint, std::move(message), {}}; }

// At most 40 bytes of a text for a message, cut before a character's start.
std::string clipped(std::string_view text) {
  if (text.size() <= 40) return std::string(text);
  std::size_t cut = 37;
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xc0) == 0x80) --cut;
  return std::string(text.substr(0, cut)) + "...";
}

// A whole number of the JSON in [low, high], or false.
bool whole_in(const JsonValue& v, long low, long high, long& out) {
  if (v.kind != JsonKind::kNumber || !v.integer || v.text.size() > 12) return false;
  const char* first = v.text.data();
  const auto [end, error] = std::from_chars(first, first + v.text.size(), out);
  return error == std::errc() && end == first + v.text.size() && out >= low && out <= high;
}

std::string kind_ids() {
  std::string ids;
  for (const ConstraintInfo& k : constraint_kinds()) ids += (ids.empty() ? "" : ", ") + std::string(k.id);
  return ids;
}

}  // namespace

Result<std::vector<Constraint>> read_constraints(std::string_view text, int cell_count) {
  if (text.size() > kMaxConstraintsText)
    return bad("the constraints are " + std::to_string(text.size()) + " bytes of JSON; at most " +
               std::to_string(kMaxConstraintsText));
  Result<JsonDocument> read = read_json(text, JsonLimits{kMaxDepth, kMaxValues, "the constraints"}, ErrorCode::kBadConstraint);
  if (!read) return read.error();
  const JsonDocument& doc = read.value();
  if (doc[0].kind != JsonKind::kArray)
    return bad("the constraints must be a list of objects like {\"kind\": \"cage\", \"cells\": [0, 1], \"number\": 3}");
  std::vector<Constraint> out;
  std::size_t index = 0;
  for (std::uint32_t i = 1; i < doc[0].end; i = doc[i].end, ++index) {
    const std::string place = "constraints[" + std::to_string(index) + "]";
    if (doc[i].kind != JsonKind::kObject) return bad(place + " must be an object with \"kind\" and \"cells\"");
    Constraint c;
    bool has_kind = false, has_cells = false, has_number = false;
    for (std::uint32_t m = i + 1; m < doc[i].end; m = doc[m].end) {
      const JsonValue& v = doc[m];
      bool& seen = v.key == "kind" ? has_kind : v.key == "cells" ? has_cells : has_number;
      if ((v.key == "kind" || v.key == "cells" || v.key == "number") && seen)
        return bad(place + " has \"" + std::string(v.key) + "\" twice");
      if (v.key == "kind") {
        const ConstraintInfo* found = nullptr;
        for (const ConstraintInfo& k : constraint_kinds())
          if (v.kind == JsonKind::kString && v.text == k.id) found = &k;
        if (!found)
          return bad(place + ".kind is " + (v.kind == JsonKind::kString ? "'" + clipped(v.text) + "'" : "not a string") +
                     ", not one of " + kind_ids());
        c.kind = found->kind;
        has_kind = true;
      } else if (v.key == "cells") {
        if (v.kind != JsonKind::kArray) return bad(place + ".cells must be a list of cell numbers");
        std::size_t at = 0;
        for (std::uint32_t e = m + 1; e < v.end; e = doc[e].end, ++at) {
          long cell = 0;
          if (!whole_in(doc[e], 0, cell_count - 1, cell))
            return bad(place + ".cells[" + std::to_string(at) + "] must be a cell number from 0 to " +
                       std::to_string(cell_count - 1) + ", got " +
                       (doc[e].kind == JsonKind::kNumber || doc[e].kind == JsonKind::kString ? clipped(doc[e].text) : "a list or object"));
          c.cells.push_back(static_cast<int>(cell));
        }
        has_cells = true;
      } else if (v.key == "number") {
        long number = 0;
        if (v.kind != JsonKind::kNull && !whole_in(v, -1000000, 1000000, number))
          return bad(place + ".number must be a whole number, got " + (v.kind == JsonKind::kNumber ? clipped(v.text) : "no number"));
        c.number = static_cast<int>(number);
        has_number = true;
      } else {
        return bad(place + " has a field '" + clipped(v.key) + "'; a constraint has kind, cells and number");
      }
    }
    if (!has_kind || !has_cells) return bad(place + " needs \"" + (has_kind ? "cells" : "kind") + "\"");
    out.push_back(std::move(c));
  }
  return out;
}

std::string constraints_json(const std::vector<Constraint>& constraints) {
  std::string out = "[";
  for (const Constraint& c : constraints) {
    if (out.size() > 1) out += ",";
    out += "{\"kind\":\"" + std::string(info_of(c.kind).id) + "\",\"cells\":[";
    for (std::size_t i = 0; i < c.cells.size(); ++i) out += (i ? "," : "") + std::to_string(c.cells[i]);
    out += "]";
    if (c.number) out += ",\"number\":" + std::to_string(c.number);
    out += "}";
  }
  return out + "]";
}

}  // namespace sudoku
