// Fuzzes the shape-file reader (core/shape_file.hpp over core/json_reader.hpp):
// any bytes must be read or refused with a message, never crash, overflow the
// stack (nesting) or a number (1e400), and stay within the limits:
//   - the JSON document: the top level spans every value, each container's
//     members are counted and lie inside it, depth and value count within
//     kMaxShapeDepth and kMaxShapeValues;
//   - a refusal: a non-empty kBadShape message of bounded length (it quotes at
//     most 40 bytes of the file, and names of at most kMaxShapeName
//     characters) with no control character;
//   - a shape read: names without control characters, a bounding box within
//     kMaxShapePlaces, and (for small boxes) a drawing of the right height.
// The whole input is the file's text. Seeds: tests/fuzz/corpus/fuzz_shape_file
// (valid shapes, deep nesting, huge numbers, escapes, names with controls).
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/json_reader.hpp"
#include "core/layout_format.hpp"
#include "core/shape_file.hpp"
#include "fuzz_support.hpp"

using namespace sudoku;

namespace {

bool has_control(std::string_view text) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto b = static_cast<unsigned char>(text[i]);
    if (b < 0x20 || b == 0x7f) return true;
    if (b == 0xc2 && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) < 0xa0) return true;  // C1
  }
  return false;
}

void check_document(std::string_view text) {
  const Result<JsonDocument> read =
      read_json(text, JsonLimits{kMaxShapeDepth, kMaxShapeValues, "the text"}, ErrorCode::kBadShape);
  if (!read) {
    FUZZ_CHECK(!read.error().message.empty() && !has_control(read.error().message));
    return;
  }
  const std::vector<JsonValue>& values = read->values();
  FUZZ_CHECK(!values.empty() && values.size() <= kMaxShapeValues);
  FUZZ_CHECK(values[0].end == values.size());
  std::vector<std::uint32_t> open;  // the containers holding the current value
  for (std::uint32_t i = 0; i < values.size(); ++i) {
    while (!open.empty() && values[open.back()].end <= i) open.pop_back();
    const JsonValue& v = values[i];
    FUZZ_CHECK(v.end > i && v.end <= values.size());
    if (!open.empty()) FUZZ_CHECK(v.end <= values[open.back()].end);
    if (v.kind == JsonKind::kArray || v.kind == JsonKind::kObject) {
      std::uint32_t members = 0;
      for (std::uint32_t m = i + 1; m < v.end; m = values[m].end) ++members;
      FUZZ_CHECK(members == v.items);
      open.push_back(i);
      FUZZ_CHECK(open.size() <= kMaxShapeDepth);
    } else {
      FUZZ_CHECK(v.end == i + 1);
    }
  }
}

void check_shape_file(std::string_view text) {
  const Result<ShapeSpec> spec = read_shape_spec(text);
  if (!spec) {
    FUZZ_CHECK(spec.error().code == ErrorCode::kBadShape);
    FUZZ_CHECK(!spec.error().message.empty() && spec.error().message.size() < 400);
    FUZZ_CHECK(!has_control(spec.error().message));
    return;
  }
  FUZZ_CHECK(!has_control(spec->name) && spec->name.size() <= 6 * kMaxShapeName);
  for (const HouseSpec& h : spec->houses) FUZZ_CHECK(!has_control(h.name) && h.name.size() <= 6 * kMaxShapeName);
  FUZZ_CHECK(spec->cells.size() <= static_cast<std::size_t>(kMaxCells));
  const Result<ShapePtr> shape = read_shape_file(text);
  if (!shape) {
    FUZZ_CHECK(shape.error().code == ErrorCode::kBadShape && !has_control(shape.error().message));
    FUZZ_CHECK(shape.error().message.size() < 1000);  // it may quote one house's name
    return;
  }
  const Shape& s = *shape.value();
  FUZZ_CHECK(static_cast<long long>(s.rows()) * s.cols() <= kMaxShapePlaces);
  if (static_cast<long long>(s.rows()) * s.cols() > 4096) return;  // a large box takes milliseconds under ASan
  // Every drawing reads back (rows that hold no cell are left out of it).
  std::vector<Value> values(s.cell_count());
  for (int c = 0; c < s.cell_count(); ++c) values[c] = static_cast<Value>(c % s.size() + 1);
  const Result<std::vector<Value>> read = parse_layout_grid(format_layout(s, values), s);
  FUZZ_CHECK(read.ok() && read.value() == values);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  check_document(text);
  check_shape_file(text);
  return 0;
}
