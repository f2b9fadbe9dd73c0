#include "cli/json_writer.hpp"

#include <cmath>

namespace sudoku::cli {

std::string dump(const Json& value) {
  return value.dump(-1, ' ', /*ensure_ascii=*/false, Json::error_handler_t::replace);
}

std::string json_string(const std::string& text) { return dump(Json(text)); }

std::string json_fields(const Json& object) {
  const std::string text = dump(object);
  return text.substr(1, text.size() - 2);
}

double round_3_decimals(double value) { return std::round(value * 1000) / 1000; }

}  // namespace sudoku::cli
