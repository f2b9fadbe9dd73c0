// Anti-knight and anti-king as peers; see step_peers.hpp.
#include "core/solvers/houses/step_peers.hpp"

#include <algorithm>

#include "core/constraints/grid_neighbours.hpp"
#include "core/shape.hpp"

namespace sudoku::houses {

namespace {

const std::vector<std::pair<int, int>>* steps_of(ConstraintKind kind) {
  if (kind == ConstraintKind::anti_knight) return &anti_knight_steps();
  if (kind == ConstraintKind::anti_king) return &anti_king_steps();
  return nullptr;
}

}  // namespace

std::vector<std::vector<int>> step_peers(const Puzzle& puzzle) {
  const Shape& shape = *puzzle.shape;
  std::vector<std::vector<int>> peers;
  for (const Constraint& c : puzzle.constraints) {
    const std::vector<std::pair<int, int>>* steps = steps_of(c.kind);
    if (!steps) continue;
    const int n = shape.size();  // (a whole square grid: check_whole_grid)
    if (peers.empty()) peers.resize(static_cast<size_t>(shape.cell_count()));
    for (int r = 0; r < n; ++r)
      for (int col = 0; col < n; ++col)
        for (const auto& [dr, dc] : *steps) {
          const int r2 = r + dr, c2 = col + dc;
          if (r2 < 0 || r2 >= n || c2 < 0 || c2 >= n) continue;
          const int a = r * n + col, b = r2 * n + c2;
          const IndexSpan own = shape.peers_of(a);
          if (std::find(own.begin(), own.end(), b) != own.end()) continue;
          if (std::find(peers[a].begin(), peers[a].end(), b) != peers[a].end()) continue;
          peers[a].push_back(b);
          peers[b].push_back(a);
        }
  }
  return peers;
}

std::vector<Word> sight_bits(const Puzzle& puzzle, const std::vector<std::vector<int>>& steps, int words) {
  const Shape& shape = *puzzle.shape;
  std::vector<Word> sight(static_cast<size_t>(shape.cell_count()) * static_cast<size_t>(words), 0);
  for (int c = 0; c < shape.cell_count(); ++c) {
    Word* own = sight.data() + static_cast<size_t>(c) * static_cast<size_t>(words);
    for (int p : shape.peers_of(c)) own[word_of(p)] |= bit_in_word(p);
    if (!steps.empty())
      for (int p : steps[static_cast<size_t>(c)]) own[word_of(p)] |= bit_in_word(p);
  }
  return sight;
}

std::vector<Constraint> narrowed_constraints(const Puzzle& puzzle) {
  std::vector<Constraint> kept;
  for (const Constraint& c : puzzle.constraints)
    if (!steps_of(c.kind)) kept.push_back(c);
  return kept;
}

}  // namespace sudoku::houses
