// Forcing chain (contradiction): a candidate whose singles end in a contradiction goes (forcing.hpp).
#include "core/logic/forcing.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

std::optional<Deduction> find_forcing_contradiction(const CandidateGrid& g) {
  return find_forcing_contradiction(g, Propagation::kSingles);
}

}  // namespace sudoku
