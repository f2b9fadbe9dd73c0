#include "core/json_reader.hpp"

#include <cstdio>

namespace sudoku {

// One pass over the text with a stack of the open containers. The state says
// what may come next: a value, an object's key, or what follows a value (a
// ',', the container's close, or the end of the text).
class JsonParser {
 public:
  JsonParser(std::string_view text, const JsonLimits& limits, ErrorCode code)
      : text_(text), limits_(limits), error_{code, "", {}} {
    // Decoded text is never longer than the JSON it came from, so the storage
    // never moves and the views into it stay valid.
    doc_.storage_.reserve(text.size());
    if (text_.substr(0, 3) == "\xEF\xBB\xBF") pos_ = 3;  // a UTF-8 byte-order mark, as editors may write
  }

  // Reads the whole text: true with the document in doc_, or false with error_ set.
  bool run() {
    enum class Next { kValue, kFirstValue, kKey, kFirstKey, kAfterValue } next = Next::kValue;
    std::string_view key;
    for (;;) {
      skip_space();
      const bool at_end = pos_ == text_.size();
      const char c = at_end ? '\0' : text_[pos_];
      switch (next) {
        case Next::kFirstValue:
          if (!at_end && c == ']') {
            close();
            next = Next::kAfterValue;
            break;
          }
          [[fallthrough]];
        case Next::kValue: {
          if (at_end || !(c == '{' || c == '[' || c == '"' || c == '-' || (c >= '0' && c <= '9') || c == 't' ||
                          c == 'f' || c == 'n'))
            return syntax("value", "expected '[', '{', or a literal");
          if (doc_.values_.size() >= limits_.max_values)
            return limit("holds more than " + std::to_string(limits_.max_values) + " values");
          if (!stack_.empty()) ++doc_.values_[stack_.back()].items;
          JsonValue v;
          v.key = key;
          key = {};
          if (c == '{' || c == '[') {
            if (stack_.size() >= limits_.max_depth)
              return limit("nests lists and objects deeper than " + std::to_string(limits_.max_depth));
            v.kind = c == '{' ? JsonKind::kObject : JsonKind::kArray;
            ++pos_;
            stack_.push_back(static_cast<std::uint32_t>(doc_.values_.size()));
            doc_.values_.push_back(v);
            next = c == '{' ? Next::kFirstKey : Next::kFirstValue;
            break;
          }
          if (c == '"') {
            v.kind = JsonKind::kString;
            if (!string(v.text)) return false;
          } else if (c == '-' || (c >= '0' && c <= '9')) {
            v.kind = JsonKind::kNumber;
            if (!number(v)) return false;
          } else if (!literal(v)) {
            return false;
          }
          v.end = static_cast<std::uint32_t>(doc_.values_.size() + 1);
          doc_.values_.push_back(v);
          next = Next::kAfterValue;
          break;
        }
        case Next::kFirstKey:
          if (!at_end && c == '}') {
            close();
            next = Next::kAfterValue;
            break;
          }
          [[fallthrough]];
        case Next::kKey:
          if (at_end || c != '"') return syntax("object key", "expected string literal");
          if (!string(key)) return false;
          skip_space();
          if (pos_ == text_.size() || text_[pos_] != ':') return syntax("object separator", "expected ':'");
          ++pos_;
          next = Next::kValue;
          break;
        case Next::kAfterValue: {
          if (stack_.empty()) {
            return at_end || syntax("value", "expected end of input");
          }
          const bool object = doc_.values_[stack_.back()].kind == JsonKind::kObject;
          if (!at_end && c == ',') {
            ++pos_;
            next = object ? Next::kKey : Next::kValue;
          } else if (!at_end && c == (object ? '}' : ']')) {
            close();
          } else {
            return syntax(object ? "object" : "array", object ? "expected ',' or '}'" : "expected ',' or ']'");
          }
          break;
        }
      }
    }
  }

 private:
  void skip_space() {
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t' || text_[pos_] == '\n' || text_[pos_] == '\r'))
      ++pos_;
  }

  void close() {
    ++pos_;
    doc_.values_[stack_.back()].end = static_cast<std::uint32_t>(doc_.values_.size());
    stack_.pop_back();
  }

  // "line 3, column 5" of pos_ (1-based; the column in bytes).
  std::string place() const {
    std::size_t line = 1, line_start = 0;
    for (std::size_t i = 0; i < pos_ && i < text_.size(); ++i)
      if (text_[i] == '\n') {
        ++line;
        line_start = i + 1;
      }
    return "line " + std::to_string(line) + ", column " + std::to_string(pos_ - line_start + 1);
  }

  // The character at pos_ as a message quotes it: 'x' for printable ASCII,
  // else its byte in hex; "end of input" past the end.
  std::string current() const {
    if (pos_ >= text_.size()) return "end of input";
    const auto b = static_cast<unsigned char>(text_[pos_]);
    if (b >= 0x20 && b < 0x7f) return std::string("'") + text_[pos_] + "'";
    char hex[16];
    std::snprintf(hex, sizeof hex, "byte 0x%02X", b);
    return hex;
  }

  bool fail(const std::string& what) {
    error_.message = "not valid JSON: parse error at " + place() + ": " + what;
    return false;
  }
  bool syntax(const char* parsing, const char* expected) {
    return fail(std::string("syntax error while parsing ") + parsing + " - unexpected " + current() + "; " + expected);
  }
  bool invalid(const std::string& what) { return fail("syntax error while parsing value - " + what); }
  bool limit(const std::string& what) {
    error_.message = std::string(limits_.what) + " " + what + " (" + place() + ")";
    return false;
  }

  bool literal(JsonValue& v) {
    static constexpr std::string_view kWords[] = {"null", "false", "true"};
    static constexpr JsonKind kKinds[] = {JsonKind::kNull, JsonKind::kFalse, JsonKind::kTrue};
    for (int i = 0; i < 3; ++i)
      if (text_.substr(pos_, kWords[i].size()) == kWords[i]) {
        v.kind = kKinds[i];
        v.text = kWords[i];
        pos_ += kWords[i].size();
        return true;
      }
    return invalid("invalid literal; expected true, false or null");
  }

  bool digit() const { return pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9'; }

  // -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?, kept as written.
  bool number(JsonValue& v) {
    const std::size_t start = pos_;
    if (text_[pos_] == '-') ++pos_;
    if (!digit()) return invalid("invalid number; expected a digit after '-'");
    if (text_[pos_++] != '0')
      while (digit()) ++pos_;
    v.integer = true;
    if (pos_ < text_.size() && text_[pos_] == '.') {
      ++pos_;
      if (!digit()) return invalid("invalid number; expected a digit after '.'");
      while (digit()) ++pos_;
      v.integer = false;
    }
    if (pos_ < text_.size() && (text_[pos_] == 'e' || text_[pos_] == 'E')) {
      ++pos_;
      if (pos_ < text_.size() && (text_[pos_] == '+' || text_[pos_] == '-')) ++pos_;
      if (!digit()) return invalid("invalid number; expected a digit in the exponent");
      while (digit()) ++pos_;
      v.integer = false;
    }
    v.text = keep(text_.substr(start, pos_ - start));
    return true;
  }

  std::string_view keep(std::string_view s) {
    const std::size_t at = doc_.storage_.size();
    doc_.storage_.insert(doc_.storage_.end(), s.begin(), s.end());
    return view_from(at);
  }

  // The storage from `at` to its end.
  std::string_view view_from(std::size_t at) const {
    return std::string_view(doc_.storage_.data() + at, doc_.storage_.size() - at);
  }

  // Four hex digits after "\u" at pos_, or -1.
  long hex4() {
    if (text_.size() - pos_ < 4) return -1;
    long unit = 0;
    for (int i = 0; i < 4; ++i) {
      const char h = text_[pos_ + i];
      const int d = h >= '0' && h <= '9' ? h - '0' : h >= 'a' && h <= 'f' ? h - 'a' + 10 : h >= 'A' && h <= 'F' ? h - 'A' + 10 : -1;
      if (d < 0) return -1;
      unit = unit * 16 + d;
    }
    pos_ += 4;
    return unit;
  }

  void append_utf8(unsigned long cp) {
    std::vector<char>& s = doc_.storage_;
    const auto add = [&](unsigned long byte) { s.push_back(static_cast<char>(byte)); };
    if (cp < 0x80) {
      add(cp);
    } else if (cp < 0x800) {
      add(0xc0 | (cp >> 6));
      add(0x80 | (cp & 0x3f));
    } else if (cp < 0x10000) {
      add(0xe0 | (cp >> 12));
      add(0x80 | ((cp >> 6) & 0x3f));
      add(0x80 | (cp & 0x3f));
    } else {
      add(0xf0 | (cp >> 18));
      add(0x80 | ((cp >> 12) & 0x3f));
      add(0x80 | ((cp >> 6) & 0x3f));
      add(0x80 | (cp & 0x3f));
    }
  }

  // The length of the well-formed UTF-8 sequence at pos_ (2 to 4 bytes), or 0.
  std::size_t utf8_length() const {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text_[pos_ + k]); };
    const unsigned char b = byte(0);
    const std::size_t n = b >= 0xf0 && b <= 0xf4 ? 4 : b >= 0xe0 && b < 0xf0 ? 3 : b >= 0xc2 && b < 0xe0 ? 2 : 0;
    if (n == 0 || pos_ + n > text_.size()) return 0;
    for (std::size_t k = 1; k < n; ++k)
      if ((byte(k) & 0xc0) != 0x80) return 0;
    const unsigned char second = byte(1);
    if ((b == 0xe0 && second < 0xa0) || (b == 0xed && second >= 0xa0) || (b == 0xf0 && second < 0x90) ||
        (b == 0xf4 && second >= 0x90))
      return 0;  // overlong, a surrogate, or past U+10FFFF
    return n;
  }

  // The string starting at the '"' at pos_, decoded into the storage.
  bool string(std::string_view& out) {
    ++pos_;
    const std::size_t start = doc_.storage_.size();
    for (;;) {
      if (pos_ == text_.size()) return invalid("invalid string: missing closing quote");
      const auto c = static_cast<unsigned char>(text_[pos_]);
      if (c == '"') break;
      if (c < 0x20) {
        char what[80];
        std::snprintf(what, sizeof what, "invalid string: control character U+%04X must be escaped", c);
        return invalid(what);
      }
      if (c == '\\') {
        ++pos_;
        const char e = pos_ < text_.size() ? text_[pos_] : '\0';
        const char* simple = "\"\\/bfnrt";
        const char* decoded = "\"\\/\b\f\n\r\t";
        bool found = false;
        for (int i = 0; simple[i]; ++i)
          if (e == simple[i]) {
            doc_.storage_.push_back(decoded[i]);
            found = true;
          }
        if (found) {
          ++pos_;
          continue;
        }
        if (e != 'u') return invalid("invalid string: forbidden character after backslash");
        ++pos_;
        long unit = hex4();
        if (unit < 0) return invalid("invalid string: '\\u' must be followed by 4 hex digits");
        if (unit >= 0xdc00 && unit <= 0xdfff)
          return invalid("invalid string: surrogate U+DC00..U+DFFF must follow U+D800..U+DBFF");
        if (unit >= 0xd800 && unit <= 0xdbff) {
          const bool escape = text_.substr(pos_, 2) == "\\u";
          if (escape) pos_ += 2;
          const long low = escape ? hex4() : -1;
          if (low < 0xdc00 || low > 0xdfff)
            return invalid("invalid string: surrogate U+D800..U+DBFF must be followed by U+DC00..U+DFFF");
          unit = 0x10000 + ((unit - 0xd800) << 10) + (low - 0xdc00);
        }
        append_utf8(static_cast<unsigned long>(unit));
        continue;
      }
      if (c < 0x80) {
        doc_.storage_.push_back(static_cast<char>(c));
        ++pos_;
        continue;
      }
      const std::size_t n = utf8_length();
      if (n == 0) return invalid("invalid string: ill-formed UTF-8 byte");
      doc_.storage_.insert(doc_.storage_.end(), text_.begin() + pos_, text_.begin() + pos_ + n);
      pos_ += n;
    }
    ++pos_;  // the closing quote
    out = view_from(start);
    return true;
  }

  std::string_view text_;
  const JsonLimits& limits_;
  std::size_t pos_ = 0;
  std::vector<std::uint32_t> stack_;  // the open containers' indices in values_
  InputError error_;
  JsonDocument doc_;

 public:
  const InputError& error() const { return error_; }
  JsonDocument take() { return std::move(doc_); }
};

Result<JsonDocument> read_json(std::string_view text, const JsonLimits& limits, ErrorCode code) {
  JsonParser parser(text, limits, code);
  if (!parser.run()) return parser.error();
  return parser.take();
}

}  // namespace sudoku
