#include "cli/json_writer.hpp"

#include <cstdio>

namespace sudoku::cli {

namespace {

void append_escape(std::string& out, unsigned code) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "\\u%04x", code);
  out += buf;
}

// The code point of the UTF-8 sequence at text[i], and its length in bytes;
// a byte that starts no well-formed sequence is U+FFFD, one byte long.
unsigned decode_utf8(const std::string& text, size_t i, size_t& length) {
  const auto lead = static_cast<unsigned char>(text[i]);
  length = lead >= 0xF0 && lead <= 0xF4 ? 4 : lead >= 0xE0 && lead <= 0xEF ? 3 : lead >= 0xC2 && lead <= 0xDF ? 2 : 0;
  unsigned code = length ? lead & (0x7F >> length) : 0;
  for (size_t k = 1; k < length; ++k) {
    const auto next = i + k < text.size() ? static_cast<unsigned char>(text[i + k]) : 0;
    if ((next & 0xC0) != 0x80) length = 0;
    if (!length) break;
    code = (code << 6) | (next & 0x3F);
  }
  const unsigned smallest = length == 4 ? 0x10000 : length == 3 ? 0x800 : 0x80;
  if (!length || code < smallest || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) {
    length = 1;
    return 0xFFFD;
  }
  return code;
}

}  // namespace

std::string json_string(const std::string& text) {
  std::string out = "\"";
  for (size_t i = 0; i < text.size(); ++i) {
    const auto ch = static_cast<unsigned char>(text[i]);
    switch (ch) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      case '\r': out += "\\r"; break;
      default:
        if (ch < 0x20 || ch == 0x7f) {
          append_escape(out, ch);
        } else if (ch < 0x80) {
          out += static_cast<char>(ch);
        } else {  // keep the output ASCII: characters as \u escapes (UTF-16 pairs above U+FFFF)
          size_t length = 0;
          const unsigned code = decode_utf8(text, i, length);
          i += length - 1;
          if (code < 0x10000) {
            append_escape(out, code);
          } else {
            append_escape(out, 0xD800 + ((code - 0x10000) >> 10));
            append_escape(out, 0xDC00 + ((code - 0x10000) & 0x3FF));
          }
        }
    }
  }
  return out + "\"";
}

JsonObject& JsonObject::raw(const std::string& key, const std::string& json) {
  if (!body_.empty()) body_ += ",";
  body_ += json_string(key) + ":" + json;
  return *this;
}

JsonObject& JsonObject::add(const std::string& key, const std::string& value) { return raw(key, json_string(value)); }
JsonObject& JsonObject::add(const std::string& key, const char* value) { return raw(key, json_string(value)); }
JsonObject& JsonObject::add(const std::string& key, std::uint64_t value) { return raw(key, std::to_string(value)); }
JsonObject& JsonObject::add(const std::string& key, int value) { return raw(key, std::to_string(value)); }
JsonObject& JsonObject::add(const std::string& key, bool value) { return raw(key, value ? "true" : "false"); }
JsonObject& JsonObject::add(const std::string& key, const JsonObject& object) { return raw(key, object.str()); }

JsonObject& JsonObject::add(const std::string& key, double value) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3f", value);
  return raw(key, buf);
}

JsonObject& JsonObject::add(const std::string& key, const std::vector<int>& values) {
  std::string json = "[";
  for (size_t i = 0; i < values.size(); ++i) json += (i ? "," : "") + std::to_string(values[i]);
  return raw(key, json + "]");
}

JsonObject& JsonObject::add(const std::string& key, const std::vector<std::string>& values) {
  std::string json = "[";
  for (size_t i = 0; i < values.size(); ++i) json += (i ? "," : "") + json_string(values[i]);
  return raw(key, json + "]");
}

}  // namespace sudoku::cli
