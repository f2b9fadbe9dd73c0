// Alternating inference chain: any strong and weak links, nice loops included (chains.hpp).
#include "core/logic/chains.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

std::optional<Deduction> find_aic(const CandidateGrid& g) {
  return find_chain(g, ChainKind::kAny, 12, technique_info(Technique::kAic).score);
}

}  // namespace sudoku
