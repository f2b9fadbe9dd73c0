// A small JSON writer for what the core hands out as JSON text (steps and
// hints, step_json.hpp), so that the CLI and the JavaScript API print one
// structure from one writer. Strings are escaped (quotes, backslashes and
// every control character) and bytes that are not UTF-8 become U+FFFD, so
// names from shape files stay valid JSON.
//
//   JsonText j;
//   j.open('{').key("cell").number(46).key("names").open('[').string("r6c2").close(']').close('}');
//   j.text() == R"({"cell":46,"names":["r6c2"]})"
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace sudoku {

class JsonText {
 public:
  JsonText& open(char bracket);   // '{' or '['
  JsonText& close(char bracket);  // '}' or ']'
  JsonText& key(std::string_view name);
  JsonText& string(std::string_view s);
  JsonText& number(double n);  // whole numbers print without a fraction
  JsonText& boolean(bool b);
  JsonText& null();
  // Already-written JSON as one value.
  JsonText& raw(std::string_view json);
  const std::string& text() const { return out_; }

 private:
  void before_value();
  std::string out_;
  std::vector<bool> first_;  // per open bracket: nothing written in it yet
  bool after_key_ = false;
};

}  // namespace sudoku
