#include "core/registry.hpp"

#include <cctype>
#include <chrono>

#include "core/solvers/solvers.hpp"

namespace sudoku {

const std::vector<Algorithm>& algorithms() {
  constexpr unsigned kSearch = kCanEnumerate | kCanTrace;
  static const std::vector<Algorithm> list = {
#define SUDOKU_ALGORITHM_ENTRY(id, name, summary, description, capabilities, min_size, max_size) \
  {#id, name, summary, description, capabilities, min_size, max_size, run_##id},
      SUDOKU_ALGORITHMS(SUDOKU_ALGORITHM_ENTRY)
#undef SUDOKU_ALGORITHM_ENTRY
  };
  return list;
}

std::optional<std::string> refusal(const Algorithm& a, const Shape& shape) {
  const int n = shape.size();
  if (!shape.is_square_grid() || (n >= a.min_size && n <= a.max_size)) return std::nullopt;
  return std::string(a.name) + " does not support " + std::to_string(n) + "x" + std::to_string(n);
}

std::optional<std::string> refusal(const Algorithm& a, const Puzzle& puzzle) {
  if (std::optional<std::string> why = refusal(a, *puzzle.shape)) return why;
  if (puzzle.constraints.empty() || (a.capabilities & kSolvesConstraints)) return std::nullopt;
  std::string takers;
  for (const Algorithm& other : algorithms())
    if (other.capabilities & kSolvesConstraints) takers += (takers.empty() ? "" : ", ") + std::string(other.id);
  const ConstraintInfo& kind = info_of(puzzle.constraints.front().kind);
  std::string what(kind.name);
  what[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(what[0])));
  return std::string(a.name) + " does not solve puzzles with a " + what + " yet; " + takers +
         (takers.find(',') == std::string::npos ? " does" : " do");
}

const Algorithm* find_algorithm(std::string_view id) {
  for (const Algorithm& a : algorithms())
    if (a.id == id) return &a;
  return nullptr;
}

SolveResult run_untimed(const Algorithm& algorithm, const Puzzle& puzzle, const SearchOptions& options) {
  SearchContext ctx(puzzle, options);
  algorithm.run(puzzle, ctx);
  return ctx.finish();
}

SolveResult run_algorithm(const Algorithm& algorithm, const Puzzle& puzzle, const SearchOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  SolveResult result = run_untimed(algorithm, puzzle, options);
  result.stats.elapsed_ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return result;
}

}  // namespace sudoku
