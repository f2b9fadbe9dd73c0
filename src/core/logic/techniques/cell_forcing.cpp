// Cell forcing chain: what singles place whichever candidate a cell of two or three takes (forcing.hpp).
#include "core/logic/forcing.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

std::optional<Deduction> find_cell_forcing(const CandidateGrid& g) {
  return find_cell_forcing(g, Propagation::kSingles);
}

}  // namespace sudoku
