// The list of variants a caller can pick, with the sizes each fits. The web
// page's size and variant menus and the CLI's usage text loop over it, so
// the rules live here and in Shape alone.
#pragma once

#include <string_view>
#include <vector>

namespace sudoku {

struct VariantInfo {
  std::string_view id;    // what VariantOptions::names (the `variant` option) accepts: "standard", "jigsaw,x", ...
  std::string_view name;  // display name
  std::vector<int> sizes; // the supported sizes Shape::check accepts it on, ascending
};

// Standard, x, windoku, jigsaw, jigsaw,x and the turned box shapes (3x2,
// 4x2, 4x3), in menu order. Jigsaw ids also
// need a region map (VariantOptions::regions).
const std::vector<VariantInfo>& variants();

}  // namespace sudoku
