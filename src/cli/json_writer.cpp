#include "cli/json_writer.hpp"

#include <cstdio>

namespace sudoku::cli {

std::string json_string(const std::string& text) {
  std::string out = "\"";
  for (unsigned char ch : text) {
    switch (ch) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      case '\r': out += "\\r"; break;
      default:
        if (ch < 0x20 || ch >= 0x7f) {  // keep the output ASCII whatever the input bytes were
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", ch);
          out += buf;
        } else {
          out += static_cast<char>(ch);
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
