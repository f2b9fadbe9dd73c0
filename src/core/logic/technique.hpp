// Techniques: the kinds of step a solver reports (a plain search step, a
// guess, or a rung of the logic ladder), from the registry in
// technique_list.hpp.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "core/logic/technique_list.hpp"

namespace sudoku {

enum class Technique : std::uint8_t {
  kNone,   // plain search with no deduction
  kGuess,  // a value tried by search, to be undone if it fails
#define SUDOKU_TECHNIQUE_ENUMERATOR(enumerator, id, name, score, sound_on, words) enumerator,
  SUDOKU_TECHNIQUES(SUDOKU_TECHNIQUE_ENUMERATOR)
#undef SUDOKU_TECHNIQUE_ENUMERATOR
  // Not a technique: "any technique", the cap that allows the whole ladder
  // (whatever rows it has), and the number of techniques.
  kAny,
};
constexpr int kTechniqueCount = static_cast<int>(Technique::kAny);
// The ladder's rungs are kFirstRung .. kAny - 1, cheapest first.
constexpr Technique kFirstRung = static_cast<Technique>(static_cast<int>(Technique::kGuess) + 1);
constexpr int kRungCount = kTechniqueCount - static_cast<int>(kFirstRung);

// Where a technique's logic holds.
enum class SoundOn : std::uint8_t {
  kAnyShape,        // every shape: the logic needs only houses whose cells differ
  kUniqueSolution,  // only when the puzzle is known to have one solution (uniqueness techniques)
  kRules,           // only on puzzles with rules beyond the houses, which it narrows by (a killer's cages)
};

struct TechniqueInfo {
  std::string_view id;     // "naked_single": stable, used in options and output
  std::string_view name;   // "Naked single"
  int score;               // difficulty of one step (0 for kNone and kGuess)
  SoundOn sound_on;
  std::string_view words;  // the template its steps are worded with ("" for kNone, kGuess)
};

// t in kNone .. kAny - 1.
const TechniqueInfo& technique_info(Technique t);
inline const char* technique_id(Technique t) { return technique_info(t).id.data(); }
inline const char* technique_name(Technique t) { return technique_info(t).name.data(); }
// The technique with this id, or nothing.
std::optional<Technique> technique_by_id(std::string_view id);
// kNone .. kAny - 1 as an index, for tables.
inline bool is_rung(Technique t) { return t >= kFirstRung && t < Technique::kAny; }

}  // namespace sudoku
