#include "core/json_text.hpp"

#include <cmath>
#include <cstdio>

namespace sudoku {

void JsonText::before_value() {
  if (after_key_) {
    after_key_ = false;
    return;
  }
  if (!first_.empty()) {
    if (!first_.back()) out_ += ',';
    first_.back() = false;
  }
}

JsonText& JsonText::open(char bracket) {
  before_value();
  out_ += bracket;
  first_.push_back(true);
  return *this;
}

JsonText& JsonText::close(char bracket) {
  out_ += bracket;
  first_.pop_back();
  return *this;
}

JsonText& JsonText::key(std::string_view name) {
  string(name);
  out_ += ':';
  after_key_ = true;
  return *this;
}

namespace {

// The length of the well-formed UTF-8 sequence at s[i] (2 to 4 bytes), or 0.
std::size_t utf8_length(std::string_view s, std::size_t i) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
  const unsigned char b = byte(i);
  std::size_t n = b >= 0xf0 && b <= 0xf4 ? 4 : b >= 0xe0 ? 3 : b >= 0xc2 && b < 0xe0 ? 2 : 0;
  if (n == 0 || i + n > s.size()) return 0;
  for (std::size_t k = 1; k < n; ++k)
    if ((byte(i + k) & 0xc0) != 0x80) return 0;
  const unsigned char second = byte(i + 1);
  if ((b == 0xe0 && second < 0xa0) || (b == 0xed && second >= 0xa0) || (b == 0xf0 && second < 0x90) ||
      (b == 0xf4 && second >= 0x90))
    return 0;  // overlong, a surrogate, or past U+10FFFF
  return n;
}

}  // namespace

JsonText& JsonText::string(std::string_view s) {
  before_value();
  out_ += '"';
  for (std::size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c == '"' || c == '\\') {
      out_ += '\\';
      out_ += s[i++];
    } else if (c < 0x20 || c == 0x7f) {
      char escaped[8];
      std::snprintf(escaped, sizeof escaped, "\\u%04x", c);
      out_ += escaped;
      ++i;
    } else if (c < 0x80) {
      out_ += s[i++];
    } else if (const std::size_t n = utf8_length(s, i)) {
      out_.append(s, i, n);
      i += n;
    } else {
      out_ += "\\ufffd";  // not UTF-8: the replacement character, as the CLI writes it
      ++i;
    }
  }
  out_ += '"';
  return *this;
}

JsonText& JsonText::number(double n) {
  before_value();
  char text[32];
  if (!std::isfinite(n)) std::snprintf(text, sizeof text, "null");
  else if (n == std::floor(n) && std::fabs(n) < 9007199254740992.0) std::snprintf(text, sizeof text, "%.0f", n);
  else std::snprintf(text, sizeof text, "%.17g", n);
  out_ += text;
  return *this;
}

JsonText& JsonText::boolean(bool b) {
  before_value();
  out_ += b ? "true" : "false";
  return *this;
}

JsonText& JsonText::null() {
  before_value();
  out_ += "null";
  return *this;
}

JsonText& JsonText::raw(std::string_view json) {
  before_value();
  out_ += json;
  return *this;
}

}  // namespace sudoku
