#include "core/logic/deduction.hpp"

namespace sudoku {

const char* role_id(Role role) {
  switch (role) {
    case Role::kBase: return "base";
    case Role::kCover: return "cover";
    case Role::kPattern: return "pattern";
    case Role::kFin: return "fin";
    case Role::kPivot: return "pivot";
    case Role::kPincer: return "pincer";
    case Role::kColourA: return "colour_a";
    case Role::kColourB: return "colour_b";
  }
  return "unknown";
}

const char* link_id(Link link) { return link == Link::kStrong ? "strong" : "weak"; }

std::vector<int> Deduction::houses_as(Role role) const {
  std::vector<int> out;
  for (const HouseInStep& h : houses)
    if (h.role == role) out.push_back(h.house);
  return out;
}

std::vector<int> Deduction::cells_as(Role role) const {
  std::vector<int> out;
  for (const CellInStep& c : cells)
    if (c.role == role) out.push_back(c.cell);
  return out;
}

}  // namespace sudoku
