// The CLI's JSON output, through nlohmann::json (Debian's nlohmann-json3-dev).
// Every document and every streamed piece is written by dump() below, the one
// place that decides how text is escaped: UTF-8 goes out as UTF-8, control
// characters, quotes and backslashes as escapes, and bytes that are not UTF-8
// (an argument is any bytes) as U+FFFD, so the output is always valid JSON
// and writing it never throws.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace sudoku::cli {

// An object keeps its fields in insertion order: {"status":...,"solution":...}.
using Json = nlohmann::ordered_json;

// `value` on one line, no spaces.
std::string dump(const Json& value);

// A string as a JSON value: quoted and escaped as dump() does.
std::string json_string(const std::string& text);

// The fields of an object without its braces ("key":value,...), to close an
// object whose first fields were streamed before it was known.
std::string json_fields(const Json& object);

// Rounded to 3 decimals, the precision the CLI reports times and rates in:
// dump() then writes 4.861, not 4.8612340000000003 (and 5.0 for 5).
double round_3_decimals(double value);

}  // namespace sudoku::cli
