#include "core/logic/technique.hpp"

#include <iterator>

namespace sudoku {

namespace {

// Indexed by Technique: the two search steps, then the registry's rows.
constexpr TechniqueInfo kTechniques[] = {
    {"none", "Search", 0, SoundOn::kAnyShape, ""},
    {"guess", "Guess", 0, SoundOn::kAnyShape, ""},
#define SUDOKU_TECHNIQUE_INFO(enumerator, id, name, score, sound_on, words) {#id, name, score, SoundOn::sound_on, words},
    SUDOKU_TECHNIQUES(SUDOKU_TECHNIQUE_INFO)
#undef SUDOKU_TECHNIQUE_INFO
};
static_assert(std::size(kTechniques) == static_cast<std::size_t>(kTechniqueCount), "one row per technique");

constexpr bool ladder_goes_by_score() {
  for (int t = static_cast<int>(kFirstRung) + 1; t < kTechniqueCount; ++t)
    if (kTechniques[t].score < kTechniques[t - 1].score) return false;
  return true;
}
static_assert(ladder_goes_by_score(), "technique_list.hpp: rows go by score, cheapest first");

constexpr bool ids_differ() {
  for (int a = 0; a < kTechniqueCount; ++a)
    for (int b = a + 1; b < kTechniqueCount; ++b)
      if (kTechniques[a].id == kTechniques[b].id) return false;
  return true;
}
static_assert(ids_differ(), "technique_list.hpp: every id once");

}  // namespace

const TechniqueInfo& technique_info(Technique t) { return kTechniques[static_cast<int>(t)]; }

std::optional<Technique> technique_by_id(std::string_view id) {
  for (int t = 0; t < kTechniqueCount; ++t)
    if (kTechniques[t].id == id) return static_cast<Technique>(t);
  return std::nullopt;
}

}  // namespace sudoku
