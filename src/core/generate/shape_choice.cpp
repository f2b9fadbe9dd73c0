#include "core/generate/shape_choice.hpp"

#include <optional>
#include <string>
#include <utility>

#include "core/shape.hpp"

namespace sudoku {

Result<ShapeChoice> choose_generated_shape(int size, const VariantOptions& variant, const ShapePtr& layout) {
  ShapeChoice choice;
  if (layout) {
    choice.fixed = layout;
    return choice;
  }
  if (size == 0) {
    const std::optional<std::pair<int, int>> boxes = box_shape_in(variant.names);
    size = boxes ? boxes->first * boxes->second : 9;
  }
  if (!Shape::is_supported_size(size))
    return InputError{ErrorCode::kBadOption, "size expects 4 to 25, got " + std::to_string(size), {}};
  const bool random_regions = variant.regions == "random";
  const bool jigsaw_named = variant.names.find("jigsaw") != std::string::npos;
  if (random_regions || (jigsaw_named && variant.regions.empty())) {
    VariantOptions rest{variant.names, ""};
    for (const char* drop : {"jigsaw,", ",jigsaw", "jigsaw"}) {
      const auto at = rest.names.find(drop);
      if (at != std::string::npos) rest.names.erase(at, std::string(drop).size());
    }
    Result<VariantSpec> spec = make_variant(rest, size);
    if (!spec) return spec.error();
    if (spec->windows) return InputError{ErrorCode::kBadOption, "random jigsaw regions take no windoku windows", {}};
    if (spec->box_rows) return InputError{ErrorCode::kBadOption, "random jigsaw regions take no box shape", {}};
    choice.jigsaw_size = size;
    choice.jigsaw_diagonals = spec->diagonals;
    return choice;
  }
  Result<VariantSpec> spec = make_variant(VariantOptions{variant.names, variant.regions}, size);
  if (!spec) return spec.error();
  Result<ShapePtr> shape = Shape::create(size, spec.value());
  if (!shape) return shape.error();
  choice.fixed = shape.value();
  return choice;
}

}  // namespace sudoku
