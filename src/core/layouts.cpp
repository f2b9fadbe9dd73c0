#include "core/layouts.hpp"

namespace sudoku {

namespace {

struct LayoutRow {
  LayoutInfo info;
  ShapeSpec (*spec)();
};

const std::vector<LayoutRow>& layout_rows() {
  static const std::vector<LayoutRow> rows = {
#define SUDOKU_LAYOUT_ROW(id, description) {{#id, description}, layout_##id},
      SUDOKU_LAYOUTS(SUDOKU_LAYOUT_ROW)
#undef SUDOKU_LAYOUT_ROW
  };
  return rows;
}

}  // namespace

const std::vector<LayoutInfo>& layouts() {
  static const std::vector<LayoutInfo> list = [] {
    std::vector<LayoutInfo> out;
    for (const LayoutRow& row : layout_rows()) out.push_back(row.info);
    return out;
  }();
  return list;
}

std::optional<ShapeSpec> layout_spec(std::string_view name) {
  for (const LayoutRow& row : layout_rows())
    if (row.info.id == name) return row.spec();
  return std::nullopt;
}
Result<ShapePtr> make_layout(std::string_view name) {
  std::optional<ShapeSpec> spec = layout_spec(name);
  if (!spec) {
    std::string names;
    for (const LayoutInfo& l : layouts()) names += (names.empty() ? "" : ", ") + std::string(l.id);
    return InputError{ErrorCode::kBadVariant,
                      "unknown layout '" + std::string(name) + "'; layouts are standard (a square grid), " + names, {}};
  }
  return Shape::from_spec(*spec);
}

}  // namespace sudoku
