// What a generator request names as its board, read once for the CLI's
// `generate` and JavaScript's generate(): a fixed shape (a size with its
// variant and region map, a built-in layout, a shape file), or random
// jigsaw regions (regions "random", or a jigsaw variant without a map),
// drawn anew for each attempt, with the x variant's diagonals when named.
#pragma once

#include "core/generate/generator.hpp"
#include "core/puzzle.hpp"

namespace sudoku {

// `layout` (a built-in layout or a custom shape; nullptr for a square grid)
// wins over size and variant. A size of 0 (not given) is the area of the
// box shape the variant names ("3x2": 6), else 9. Errors: kBadOption for a size that is no
// supported size, a variant that does not fit it, windoku windows with
// random regions; the variant's and the region map's own errors.
Result<ShapeChoice> choose_generated_shape(int size, const VariantOptions& variant, const ShapePtr& layout);

}  // namespace sudoku
