// Forcing net (contradiction): a candidate whose singles, box/line steps and pairs end in a contradiction goes
// (forcing.hpp).
#include "core/logic/forcing.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

std::optional<Deduction> find_forcing_net(const CandidateGrid& g) {
  return find_forcing_contradiction(g, Propagation::kNet);
}

}  // namespace sudoku
