// New puzzles for JavaScript: generate() and what it offers (levels,
// symmetries), from the core's generator (core/generate/), as the CLI's
// `generate` makes them.
#include "core/generate/generated_json.hpp"
#include "core/generate/generator.hpp"
#include "core/generate/shape_choice.hpp"
#include "core/generate/symmetry.hpp"
#include "core/rating.hpp"
#include "wasm/exports.hpp"

namespace sudoku::wasm {

namespace {

constexpr NumberOption kSeedOption{"seed", 0, 0, kMaxInteger, true};
constexpr NumberOption kAttemptsOption{"attempts", 0, 0, 1e6, true};

val id_and_description(std::string_view id, std::string_view description) {
  val entry = val::object();
  entry.set("id", val(std::string(id)));
  entry.set("description", val(std::string(description)));
  return entry;
}

}  // namespace

val generation_js() {
  val levels_out = val::array();
  for (const LevelInfo& info : levels()) levels_out.call<void>("push", id_and_description(info.id, info.description));
  val symmetries_out = val::array();
  for (const SymmetryInfo& info : symmetries()) symmetries_out.call<void>("push", id_and_description(info.id, info.description));
  val out = val::object();
  out.set("levels", levels_out);
  out.set("symmetries", symmetries_out);
  return out;
}

val generate_js(const val& options) {
  const Result<BoardChoice> board = board_from_js(options);
  if (!board) return invalid_result(board.error());
  const Result<ShapePtr> layout = layout_of(board.value());
  if (!layout) return invalid_result(layout.error());
  const Result<double> size = number_option(options, NumberOption{"size", 0, 1, kMaxSize, true});
  if (!size) return invalid_result(size.error());
  const Result<ShapeChoice> shape = choose_generated_shape(static_cast<int>(size.value()), board->variant, layout.value());
  if (!shape) return invalid_result(shape.error());

  GenerateOptions generate;
  const Result<std::string> level = string_option(options, "level", "any");
  if (!level) return invalid_result(level.error());
  const Result<std::optional<Level>> chosen = level_option(level.value());
  if (!chosen) return invalid_result(chosen.error());
  generate.level = chosen.value();
  const Result<std::string> technique = string_option(options, "technique", "any");
  if (!technique) return invalid_result(technique.error());
  const Result<std::optional<Technique>> practised = technique_option(technique.value());
  if (!practised) return invalid_result(practised.error());
  generate.technique = practised.value();
  const Result<std::string> symmetry = string_option(options, "symmetry", "none");
  if (!symmetry) return invalid_result(symmetry.error());
  generate.symmetry = symmetry.value();
  const Result<bool> minimal = bool_option(options, "minimal");
  if (!minimal) return invalid_result(minimal.error());
  generate.minimal = minimal.value();
  generate.rate = true;
  const Result<double> attempts = number_option(options, kAttemptsOption);
  if (!attempts) return invalid_result(attempts.error());
  generate.max_attempts = static_cast<int>(attempts.value());
  const Result<double> seed = number_option(options, kSeedOption);
  if (!seed) return invalid_result(seed.error());

  const auto seed_value = static_cast<std::uint64_t>(seed.value());
  Random random(seed_value);
  const Result<Generated> made = generate_puzzle(shape.value(), generate, random);
  if (!made) return invalid_result(made.error());
  return val(generated_json(made.value(), seed_value, shape->jigsaw_size != 0));
}

}  // namespace sudoku::wasm
