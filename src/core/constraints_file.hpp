// Constraints as JSON (the CLI's --constraints FILE, the JavaScript
// `constraints` option): a list of objects, each
//   {"kind": "cage", "cells": [0, 1, 9], "number": 15}
// kind: an id of the constraint registry (constraints/constraint_list.hpp);
// cells: cell numbers of the puzzle's shape in reading order, in the rule's
// own order (a line's along the line, an arrow's circle first, a global
// rule's every cell); number: the rule's number where it has one (a cage's
// sum; absent or 0: none). Read with the bounds of json_reader.hpp; each
// constraint is then checked against the shape (check_constraint) by
// check_constraints once the puzzle is whole.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/constraints/constraint.hpp"
#include "core/input_error.hpp"

namespace sudoku {

constexpr std::size_t kMaxConstraintsText = 1 << 20;  // bytes of JSON

// The constraints of `text` for a shape of `cell_count` cells, or an error
// (kBadConstraint) naming the place: "constraints[2].kind is 'cagee', not
// one of cage, sum, ...", "constraints[0].cells[3] must be a cell number from
// 0 to 80, got 81".
Result<std::vector<Constraint>> read_constraints(std::string_view text, int cell_count);

// The same list as JSON, one line (what read_constraints reads back).
std::string constraints_json(const std::vector<Constraint>& constraints);

}  // namespace sudoku
