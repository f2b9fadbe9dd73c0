#include "core/logic/candidate_grid.hpp"

#include "core/constraints/exclusion_groups.hpp"

namespace sudoku {

namespace {

// The list of a puzzle without rules beyond the houses, made once: grids are made often (ratings, the generator).
const std::shared_ptr<const std::vector<Constraint>>& no_constraints() {
  static const auto none = std::make_shared<const std::vector<Constraint>>();
  return none;
}

// The rules with their sums' exclusion groups filled (constraints/exclusion_groups.hpp), as the fast solver narrows them.
std::shared_ptr<const std::vector<Constraint>> grouped(const Shape& shape, std::vector<Constraint> constraints) {
  for (Constraint& c : constraints) fill_exclusion_groups(shape, c);
  return std::make_shared<const std::vector<Constraint>>(std::move(constraints));
}

}  // namespace

CandidateGrid::CandidateGrid(const Puzzle& puzzle)
    : shape_(puzzle.shape),
      constraints_(puzzle.constraints.empty() ? no_constraints() : grouped(*puzzle.shape, puzzle.constraints)),
      values_(puzzle.givens),
      cand_(values_.size(), 0) {
  const CandidateMask full = all_values(shape_->size());
  for (int c = 0; c < shape_->cell_count(); ++c) {
    if (values_[c]) continue;
    ++empty_;
    CandidateMask used = 0;
    for (int p : shape_->peers_of(c))
      if (values_[p]) used |= bit_of(values_[p]);
    cand_[c] = full & ~used;
  }
}

CandidateGrid::CandidateGrid(const Puzzle& puzzle, const Eliminations& eliminations) : CandidateGrid(puzzle) {
  for (const auto& [cell, value] : eliminations) eliminate(cell, value);
}

std::optional<InputError> check_eliminations(const Shape& shape, const Eliminations& eliminations) {
  const int n = shape.size();
  for (std::size_t i = 0; i < eliminations.size(); ++i) {
    const auto [cell, value] = eliminations[i];
    const std::string where = "eliminations[" + std::to_string(i) + "]";
    if (cell < 0 || cell >= shape.cell_count())
      return InputError{ErrorCode::kBadOption,
                        where + ": cell " + std::to_string(cell) + " is not in the " + std::to_string(n) + "x" +
                            std::to_string(n) + " grid (cells 0 to " + std::to_string(shape.cell_count() - 1) + ")",
                        {}};
    if (value < 1 || value > n)
      return InputError{ErrorCode::kBadOption,
                        where + ": value " + std::to_string(value) + " at " + shape.cell_name(cell) +
                            " is not a value of the " + std::to_string(n) + "x" + std::to_string(n) +
                            " grid (1 to " + std::to_string(n) + ")",
                        {cell}};
  }
  return std::nullopt;
}

void CandidateGrid::place(int cell, int v) {
  values_[cell] = static_cast<Value>(v);
  cand_[cell] = 0;
  --empty_;
  const CandidateMask keep = ~bit_of(v);
  for (int p : shape_->peers_of(cell)) cand_[p] &= keep;
}

std::optional<Contradiction> CandidateGrid::find_contradiction() const {
  for (int c = 0; c < shape_->cell_count(); ++c)
    if (!values_[c] && !cand_[c]) return Contradiction{c, -1, 0};
  const CandidateMask full = all_values(shape_->size());
  const std::vector<House>& houses = shape_->houses();
  for (std::size_t h = 0; h < houses.size(); ++h) {
    if (!shape_->is_complete(static_cast<int>(h))) continue;  // need not hold every value
    CandidateMask covered = 0;
    for (int c : houses[h].cells) covered |= values_[c] ? bit_of(values_[c]) : cand_[c];
    if (covered != full) return Contradiction{-1, static_cast<int>(h), lowest_value(full & ~covered)};
  }
  return std::nullopt;
}

}  // namespace sudoku
