// Nested forcing net (contradiction): a candidate whose consequences, followed by every technique up to
// forcing chains (which then assume inside the assumption), end in a contradiction goes; within a budget of
// branches (forcing.hpp).
#include "core/logic/forcing.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

std::optional<Deduction> find_nested_forcing_net(const CandidateGrid& g) {
  return find_nested_contradiction(g);
}

}  // namespace sudoku
