// X-Chain: one value along alternating links, houses' two places (strong) and peers (weak) (chains.hpp); Skyscraper,
// 2-String Kite and Turbot Fish are its four-node forms.
#include "core/logic/chains.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

std::optional<Deduction> find_x_chain(const CandidateGrid& g) {
  return find_chain(g, ChainKind::kX, 12, technique_info(Technique::kXChain).score);
}

}  // namespace sudoku
