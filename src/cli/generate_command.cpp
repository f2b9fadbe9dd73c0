#include "cli/generate_command.hpp"

#include <ostream>
#include <random>

#include "cli/commands.hpp"
#include "core/generate/generated_json.hpp"
#include "core/generate/generator.hpp"
#include "core/generate/shape_choice.hpp"
#include "core/puzzle.hpp"
#include "core/text_format.hpp"

namespace sudoku::cli {

int run_generate(const CliOptions& o, const ShapePtr& layout, std::ostream& out, std::ostream& err) {
  Result<ShapeChoice> choice = choose_generated_shape(static_cast<int>(o.size), VariantOptions{o.variant, o.regions}, layout);
  if (!choice) {
    err << "sudoku: " << choice.error().message << '\n';
    return kInvalid;
  }
  GenerateOptions options;
  const Result<std::optional<Level>> level = level_option(o.level);
  if (!level) {
    err << "sudoku: --" << level.error().message << '\n';
    return kInvalid;
  }
  options.level = level.value();
  const Result<std::optional<Technique>> technique = technique_option(o.technique);
  if (!technique) {
    err << "sudoku: --" << technique.error().message << '\n';
    return kInvalid;
  }
  options.technique = technique.value();
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
