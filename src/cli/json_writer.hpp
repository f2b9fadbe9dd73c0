// A minimal JSON object writer for the CLI's one-object-per-line output.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace sudoku::cli {

std::string json_string(const std::string& text);  // quoted and escaped

// Builds {"key": value, ...} in insertion order.
class JsonObject {
 public:
  JsonObject& add(const std::string& key, const std::string& value);  // a string
  JsonObject& add(const std::string& key, const char* value);
  JsonObject& add(const std::string& key, std::uint64_t value);
  JsonObject& add(const std::string& key, int value);
  JsonObject& add(const std::string& key, double value);
  JsonObject& add(const std::string& key, bool value);
  JsonObject& add(const std::string& key, const std::vector<int>& values);
  JsonObject& add(const std::string& key, const std::vector<std::string>& values);
  JsonObject& add(const std::string& key, const JsonObject& object);
  std::string str() const { return "{" + body_ + "}"; }
  // The fields without the braces, to close an object whose first fields
  // were streamed ("key":value,...).
  const std::string& fields() const { return body_; }

 private:
  JsonObject& raw(const std::string& key, const std::string& json);
  std::string body_;
};

}  // namespace sudoku::cli
