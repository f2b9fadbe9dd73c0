#include "core/logic/ladder.hpp"

#include <iterator>

namespace sudoku {

namespace {

// Indexed by rung (technique - kFirstRung).
constexpr Finder kFinders[] = {
#define SUDOKU_TECHNIQUE_FINDER_ROW(enumerator, id, name, score, sound_on, words) find_##id,
    SUDOKU_TECHNIQUES(SUDOKU_TECHNIQUE_FINDER_ROW)
#undef SUDOKU_TECHNIQUE_FINDER_ROW
};
static_assert(std::size(kFinders) == static_cast<std::size_t>(kRungCount), "one finder per rung");

}  // namespace

std::optional<Deduction> find_deduction(const CandidateGrid& grid, const LadderOptions& options) {
  for (int t = static_cast<int>(kFirstRung); t < kTechniqueCount; ++t) {
    const auto technique = static_cast<Technique>(t);
    if (technique > options.cap) break;
    if (options.only && !options.only->test(t)) continue;
    const TechniqueInfo& info = technique_info(technique);
    // (a rule beyond the houses may forbid the swap a uniqueness pattern rests on)
    if (info.sound_on == SoundOn::kUniqueSolution && (!options.unique_solution || !grid.constraints().empty())) continue;
    if (info.sound_on == SoundOn::kRules && grid.constraints().empty()) continue;
    if (std::optional<Deduction> d = kFinders[t - static_cast<int>(kFirstRung)](grid)) {
      d->technique = technique;
      if (d->score == 0) d->score = info.score;
      return d;
    }
  }
  return std::nullopt;
}

std::optional<TechniqueSet> techniques_from_ids(std::string_view ids, std::string_view& bad) {
  TechniqueSet chosen;
  for (std::string_view rest = ids; !rest.empty();) {
    const std::size_t comma = rest.find(',');
    const std::string_view id = rest.substr(0, comma);
    const std::optional<Technique> t = technique_by_id(id);
    if (!t || !is_rung(*t)) {
      bad = id;
      return std::nullopt;
    }
    chosen.set(static_cast<std::size_t>(*t));
    rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
  }
  return chosen;
}

void apply_deduction(CandidateGrid& grid, const Deduction& deduction) {
  for (const auto& [cell, value] : deduction.placements)
    if (!grid.value(cell)) grid.place(cell, value);
  for (const auto& [cell, value] : deduction.eliminations) grid.eliminate(cell, value);
}

}  // namespace sudoku
