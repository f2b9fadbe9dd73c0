// XY-Chain: bivalue cells, each strong inside, joined by a shared value between peers (chains.hpp).
#include "core/logic/chains.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

std::optional<Deduction> find_xy_chain(const CandidateGrid& g) {
  return find_chain(g, ChainKind::kXY, 12, technique_info(Technique::kXyChain).score);
}

}  // namespace sudoku
