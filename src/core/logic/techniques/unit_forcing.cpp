// Unit forcing chain: what singles place wherever a value goes among its two or three places in a house (forcing.hpp).
#include "core/logic/forcing.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

std::optional<Deduction> find_unit_forcing(const CandidateGrid& g) {
  return find_unit_forcing(g, Propagation::kSingles);
}

}  // namespace sudoku
