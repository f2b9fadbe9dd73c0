#include "cli/generate_command.hpp"

#include <ostream>
#include <random>

#include "cli/commands.hpp"
#include "core/generate/generated_json.hpp"
#include "core/generate/generator.hpp"
#include "core/puzzle.hpp"
#include "core/text_format.hpp"

namespace sudoku::cli {

namespace {

// The shape to generate for, from the shape options; random regions when
// --regions is "random" or --variant names jigsaw with no map.
Result<ShapeChoice> shape_choice(const CliOptions& o, const ShapePtr& layout) {
  ShapeChoice choice;
  if (layout) {
    choice.fixed = layout;
    return choice;
  }
  const int size = static_cast<int>(o.size);
  if (!Shape::is_supported_size(size))
    return InputError{ErrorCode::kBadOption, "--size expects 4, 6, 8, 9, 12, 16 or 25, got " + std::to_string(size), {}};
  VariantOptions variant{o.variant, o.regions == "random" ? "" : o.regions};
  std::string names = o.variant;
  const bool jigsaw_named = names.find("jigsaw") != std::string::npos;
  if (o.regions == "random" || (jigsaw_named && o.regions.empty())) {
    // The other names (x) apply to every drawn map; make_variant checks them.
    VariantOptions rest{names, ""};
    for (const char* drop : {"jigsaw,", ",jigsaw", "jigsaw"}) {
      const auto at = rest.names.find(drop);
      if (at != std::string::npos) rest.names.erase(at, std::string(drop).size());
    }
    Result<VariantSpec> spec = make_variant(rest, size);
    if (!spec) return spec.error();
    if (spec->windows) return InputError{ErrorCode::kBadOption, "random jigsaw regions take no windoku windows", {}};
    choice.jigsaw_size = size;
    choice.jigsaw_diagonals = spec->diagonals;
    return choice;
  }
  Result<VariantSpec> spec = make_variant(variant, size);
  if (!spec) return spec.error();
  Result<ShapePtr> shape = Shape::create(size, spec.value());
  if (!shape) return shape.error();
  choice.fixed = shape.value();
  return choice;
}

}  // namespace

int run_generate(const CliOptions& o, const ShapePtr& layout, std::ostream& out, std::ostream& err) {
  Result<ShapeChoice> choice = shape_choice(o, layout);
  if (!choice) {
    err << "sudoku: " << choice.error().message << '\n';
    return kInvalid;
  }
  GenerateOptions options;
  if (o.level != "any") {
    options.level = level_from_id(o.level);
    if (!options.level) {
      err << "sudoku: --level expects any, easy, medium, hard, expert or extreme, got '" << o.level << "'\n";
      return kInvalid;
    }
  }
  options.symmetry = o.symmetry;
  options.minimal = o.minimal;
  options.rate = o.json;
  options.max_attempts = static_cast<int>(o.attempts);
  const std::uint64_t seed = o.seed_given ? o.seed : (std::uint64_t{std::random_device{}()} << 32) ^ std::random_device{}();

  for (std::uint64_t i = 0; i < o.count; ++i) {
    Random random(seed + i);
    Result<Generated> made = generate_puzzle(choice.value(), options, random);
    if (!made) {
      err << "sudoku: " << error_code_name(made.error().code) << ": " << made.error().message << '\n';
      return made.error().code == ErrorCode::kBudgetSpent ? kSomeUnsolved : kInvalid;
    }
    const Generated& g = made.value();
    const Shape& shape = *g.puzzle.shape;
    const bool drawn_regions = choice->jigsaw_size != 0;
    if (o.json) {
      out << generated_json(g, seed + i, drawn_regions) << '\n';
    } else {
      out << format_line(g.puzzle.givens);
      if (drawn_regions) out << ' ' << format_regions(shape.variant().regions);
      out << '\n';
    }
    if (!out.flush()) return kOutputFailed;
  }
  return kAllAnswered;
}

}  // namespace sudoku::cli
