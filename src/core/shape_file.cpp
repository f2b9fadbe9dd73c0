#include "core/shape_file.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include "core/json_reader.hpp"

namespace sudoku {

namespace {

InputError bad(std::string message) { return InputError{ErrorCode::kBadShape, std::move(message), {}}; }

// The byte length of a control character at s[i] (1 for U+0000-U+001F and
// U+007F, 2 for U+0080-U+009F in UTF-8), setting `code`; 0 for any other.
std::size_t control_at(std::string_view s, std::size_t i, unsigned& code) {
  const auto b = static_cast<unsigned char>(s[i]);
  if (b < 0x20 || b == 0x7f) {
    code = b;
    return 1;
  }
  if (b == 0xc2 && i + 1 < s.size() && static_cast<unsigned char>(s[i + 1]) < 0xa0) {
    code = static_cast<unsigned char>(s[i + 1]);
    return 2;
  }
  return 0;
}

// A control character as JSON writes it: "\n", "\t", ..., "\u001b".
std::string escaped(unsigned code) {
  switch (code) {
    case '\b': return "\\b";
    case '\f': return "\\f";
    case '\n': return "\\n";
    case '\r': return "\\r";
    case '\t': return "\\t";
    default: {
      char text[8];
      std::snprintf(text, sizeof text, "\\u%04x", code);
      return text;
    }
  }
}

// A name as the shape keeps it: control characters escaped (shape_file.hpp).
std::string printable_name(std::string_view name) {
  std::string out;
  for (std::size_t i = 0; i < name.size();) {
    unsigned code = 0;
    if (const std::size_t n = control_at(name, i, code)) {
      out += escaped(code);
      i += n;
    } else {
      out += name[i++];
    }
  }
  return out;
}

// Characters of UTF-8 text (the reader let only well-formed UTF-8 through).
std::size_t characters(std::string_view s) {
  std::size_t n = 0;
  for (char c : s) n += (static_cast<unsigned char>(c) & 0xc0) != 0x80;
  return n;
}

// Text for a message, at most 40 bytes: written in pieces that are never
// split (an escape, a character), and once past 40, cut after the last piece
// that ends by byte 37, with "..." after it. Nothing is written past 41
// bytes, so a value of a megabyte costs no more than a short one.
class Clipped {
 public:
  bool full() const { return full_; }
  void add(std::string_view piece) {
    if (full_) return;
    out_ += piece;
    if (out_.size() <= 37) cut_ = out_.size();
    full_ = out_.size() > 40;
  }
  // A text in quotes, escaped as JSON escapes it.
  void quoted(std::string_view s) {
    add("\"");
    for (std::size_t i = 0; i < s.size() && !full_;) {
      unsigned code = 0;
      std::size_t n = control_at(s, i, code);
      if (n) {
        add(escaped(code));
      } else if (s[i] == '"' || s[i] == '\\') {
        add(s[i] == '"' ? "\\\"" : "\\\\");
        n = 1;
      } else {
        n = 1;
        while (i + n < s.size() && (static_cast<unsigned char>(s[i + n]) & 0xc0) == 0x80) ++n;  // the whole character
        add(s.substr(i, n));
      }
      i += n;
    }
    add("\"");
  }
  std::string text() const { return full_ ? out_.substr(0, cut_) + "..." : out_; }

 private:
  std::string out_;
  std::size_t cut_ = 0;
  bool full_ = false;
};

// A value of the file as a message shows it: compact JSON, at most 40
// bytes (Clipped). Containers are walked with a stack of their own, never
// by recursion.
std::string shown(const JsonDocument& doc, std::size_t value) {
  struct Open {
    std::uint32_t end;
    bool object, first;
  };
  std::vector<Open> open;
  Clipped out;
  const auto close = [&] {
    out.add(open.back().object ? "}" : "]");
    open.pop_back();
  };
  for (std::size_t i = value; i < doc[value].end && !out.full(); ++i) {
    while (!open.empty() && open.back().end <= i) close();
    const JsonValue& v = doc[i];
    if (!open.empty()) {
      if (!open.back().first) out.add(",");
      open.back().first = false;
      if (open.back().object) {
        out.quoted(v.key);
        out.add(":");
      }
    }
    if (v.kind == JsonKind::kString) {
      out.quoted(v.text);
    } else if (v.kind == JsonKind::kArray || v.kind == JsonKind::kObject) {
      out.add(v.kind == JsonKind::kArray ? "[" : "{");
      open.push_back({v.end, v.kind == JsonKind::kObject, true});
    } else {  // a number or literal as written, a character at a time (a number may be 1 MB long)
      for (std::size_t k = 0; k < v.text.size() && !out.full(); ++k) out.add(v.text.substr(k, 1));
    }
  }
  while (!open.empty() && !out.full()) close();
  return out.text();
}

// A key as a message quotes it.
std::string quoted_key(std::string_view key) {
  Clipped out;
  out.quoted(key);
  return out.text();
}

// A place in the file, made text only for a message: "\"symbols\"" (a field
// of the top level), "cells[3]", "cells[3].row", "houses[2].cells[1]", "houses[4][0]".
struct Place {
  const char* list;  // "cells" or "houses"; nullptr for a field of the top level
  std::size_t index = 0;
  const char* field = nullptr;
  long item = -1;  // an entry of a house's list

  Place at(const char* f) const { return {list, index, f, -1}; }
  Place item_at(std::size_t i) const { return {list, index, field, static_cast<long>(i)}; }
  std::string text() const {
    if (!list) return std::string("\"") + field + "\"";
    std::string s = std::string(list) + "[" + std::to_string(index) + "]";
    if (field) s += std::string(".") + field;
    if (item >= 0) s += "[" + std::to_string(item) + "]";
    return s;
  }
};

// The reading of one document into a ShapeSpec. Each step returns false
// after setting `error`; messages are made only then.
class Reader {
 public:
  explicit Reader(const JsonDocument& doc) : doc_(doc) {}

  bool read(ShapeSpec& spec) {
    if (doc_[0].kind != JsonKind::kObject)
      return fail({"the top level must be an object with \"symbols\", \"cells\" and \"houses\""});
    static constexpr const char* kKeys[] = {"name", "symbols", "cells", "houses"};
    long found[4];
    if (!members(0, kKeys, 4, nullptr, found)) return false;
    const long name = found[0], symbols = found[1], cells = found[2], houses = found[3];
    for (int k = 1; k < 4; ++k)
      if (found[k] < 0) return fail({"no \"", kKeys[k], "\""});
    spec.name = "custom";
    if (name >= 0 && !(doc_[name].kind == JsonKind::kString && !doc_[name].text.empty()))
      return fail({"\"name\" must be non-empty text, got ", shown(doc_, name)});
    if (name >= 0 && !name_at(name, Place{nullptr, 0, "name"}, spec.name)) return false;
    if (!symbol_count(symbols, spec.symbols)) return false;
    for (const long list : {cells, houses})
      if (doc_[list].kind != JsonKind::kArray)
        return fail({list == cells ? "\"cells\"" : "\"houses\"", " must be a list, got ", shown(doc_, list)});
    if (doc_[cells].items > static_cast<std::uint32_t>(kMaxCells))
      return fail({"\"cells\" has ", std::to_string(doc_[cells].items), " cells; at most ", std::to_string(kMaxCells)});
    if (doc_[houses].items > static_cast<std::uint32_t>(kMaxHouses))
      return fail({"\"houses\" has ", std::to_string(doc_[houses].items), " houses; at most ", std::to_string(kMaxHouses)});
    spec.cells.resize(doc_[cells].items);
    std::size_t k = 0;
    for (std::size_t i = cells + 1; i < doc_[cells].end; i = doc_[i].end, ++k)
      if (!read_cell(i, Place{"cells", k}, spec.cells[k])) return false;
    spec.houses.resize(doc_[houses].items);
    k = 0;
    for (std::size_t i = houses + 1; i < doc_[houses].end; i = doc_[i].end, ++k)
      if (!read_house(i, Place{"houses", k}, spec.houses[k])) return false;
    return true;
  }

  InputError error{ErrorCode::kBadShape, "", {}};

 private:
  // Sets the error's message to `parts` end to end.
  bool fail(std::initializer_list<std::string_view> parts) {
    error.message.clear();
    for (std::string_view part : parts) error.message += part;
    return false;
  }

  // The members of the object `object` by key, into found[k] for keys[k] (-1
  // where absent); an unknown key or one given twice is an error naming `where`
  // (nullptr: the top level).
  bool members(std::size_t object, const char* const* keys, int count, const Place* where, long* found) {
    std::fill(found, found + count, -1L);
    for (std::size_t i = object + 1; i < doc_[object].end; i = doc_[i].end) {
      int k = 0;
      while (k < count && doc_[i].key != keys[k]) ++k;
      if (k == count) {
        std::string names;
        for (int n = 0; n < count; ++n) names += (n ? ", " : "") + std::string(keys[n]);
        return fail({where ? where->text() : "", where ? " has an unknown key " : "unknown key ", quoted_key(doc_[i].key),
                     " (keys: ", names, ")"});
      }
      if (found[k] >= 0)
        return fail({where ? where->text() : "the top level", " has the key ", quoted_key(doc_[i].key), " twice"});
      found[k] = static_cast<long>(i);
    }
    return true;
  }

  // A whole number within kMaxShapeNumber.
  bool whole_number(std::size_t i, const Place& where, int& out) {
    const JsonValue& v = doc_[i];
    if (v.kind != JsonKind::kNumber || !v.integer) return fail({where.text(), " must be a whole number, got ", shown(doc_, i)});
    std::string_view digits = v.text;
    const bool negative = digits[0] == '-';
    if (negative) digits.remove_prefix(1);
    long long n = 0;
    if (digits.size() <= 7)  // at most 9,999,999: no overflow, whatever the limit
      for (char d : digits) n = 10 * n + (d - '0');
    if (digits.size() > 7 || n > kMaxShapeNumber)
      return fail({where.text(), " is ", shown(doc_, i), ", out of range (-", std::to_string(kMaxShapeNumber), " to ",
                   std::to_string(kMaxShapeNumber), ")"});
    out = static_cast<int>(negative ? -n : n);
    return true;
  }

  // A name (text, at most kMaxShapeName characters), as the shape keeps it.
  bool name_at(std::size_t i, const Place& where, std::string& out) {
    const std::size_t length = characters(doc_[i].text);
    if (length > kMaxShapeName)
      return fail({where.text(), " is ", std::to_string(length), " characters long; a name has at most ",
                   std::to_string(kMaxShapeName)});
    out = printable_name(doc_[i].text);
    return true;
  }

  bool symbol_count(std::size_t i, int& out) {
    if (doc_[i].kind != JsonKind::kString) return whole_number(i, Place{nullptr, 0, "symbols"}, out);
    // The symbols themselves: 1-9 then A-P, in order.
    const std::string_view s = doc_[i].text;
    const std::string_view all = "123456789ABCDEFGHIJKLMNOP";
    if (s.empty() || s.size() > all.size() || all.substr(0, s.size()) != s)
      return fail({"\"symbols\" as text must be the first N of ", all, ", got ", shown(doc_, i)});
    out = static_cast<int>(s.size());
    return true;
  }

  bool read_cell(std::size_t cell, const Place& where, CellGeometry& g) {
    if (doc_[cell].kind != JsonKind::kObject)
      return fail({where.text(), " must be an object like {\"row\": 0, \"col\": 0}, got ", shown(doc_, cell)});
    static constexpr const char* kKeys[] = {"row", "col", "form"};
    long found[3];
    if (!members(cell, kKeys, 3, &where, found)) return false;
    for (int k = 0; k < 2; ++k) {
      if (found[k] < 0) return fail({where.text(), " has no \"", kKeys[k], "\""});
      if (!whole_number(found[k], where.at(kKeys[k]), k == 0 ? g.row : g.col)) return false;
    }
    if (const long form = found[2]; form >= 0) {
      const bool text = doc_[form].kind == JsonKind::kString;
      if (text && doc_[form].text == "square") g.form = CellForm::kSquare;
      else if (text && doc_[form].text == "triangle") g.form = CellForm::kTriangle;
      else return fail({where.at("form").text(), " must be \"square\" or \"triangle\", got ", shown(doc_, form)});
    }
    return true;
  }

  bool read_house(std::size_t house, const Place& where, HouseSpec& h) {
    std::size_t cells = house;
    Place cells_where = where;
    if (doc_[house].kind == JsonKind::kObject) {
      static constexpr const char* kKeys[] = {"name", "cells"};
      long found[2];
      if (!members(house, kKeys, 2, &where, found)) return false;
      if (const long name = found[0]; name >= 0) {
        if (doc_[name].kind != JsonKind::kString)
          return fail({where.at("name").text(), " must be text, got ", shown(doc_, name)});
        if (!name_at(name, where.at("name"), h.name)) return false;
      }
      if (found[1] < 0) return fail({where.text(), " has no \"cells\""});
      cells = found[1];
      cells_where = where.at("cells");
    }
    if (doc_[cells].kind != JsonKind::kArray)
      return fail({cells_where.text(), " must be a list of cell numbers (or an object with \"cells\"), got ",
                   shown(doc_, cells)});
    h.cells.resize(doc_[cells].items);
    std::size_t k = 0;
    for (std::size_t i = cells + 1; i < doc_[cells].end; i = doc_[i].end, ++k)
      if (!whole_number(i, cells_where.item_at(k), h.cells[k])) return false;
    return true;
  }

  const JsonDocument& doc_;
};

}  // namespace

Result<ShapeSpec> read_shape_spec(std::string_view text) {
  if (text.size() > kMaxShapeText)
    return bad("the shape file is " + std::to_string(text.size()) + " bytes long; at most " +
               std::to_string(kMaxShapeText) + " are read");
  const Result<JsonDocument> doc =
      read_json(text, JsonLimits{kMaxShapeDepth, kMaxShapeValues, "the shape file"}, ErrorCode::kBadShape);
  if (!doc) return doc.error();
  ShapeSpec spec;
  Reader reader(doc.value());
  if (!reader.read(spec)) return reader.error;
  return spec;
}

Result<ShapePtr> read_shape_file(std::string_view text) {
  const Result<ShapeSpec> spec = read_shape_spec(text);
  if (!spec) return spec.error();
  return Shape::from_spec(spec.value());  // its errors are kBadShape too
}

}  // namespace sudoku
