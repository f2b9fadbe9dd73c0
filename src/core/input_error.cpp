#include "core/input_error.hpp"

namespace sudoku {

const char* error_code_name(ErrorCode code) {
  switch (code) {
    case ErrorCode::kEmpty: return "empty";
    case ErrorCode::kTooLong: return "too_long";
    case ErrorCode::kBadCharacter: return "bad_character";
    case ErrorCode::kBadCellCount: return "bad_cell_count";
    case ErrorCode::kValueTooLarge: return "value_too_large";
    case ErrorCode::kConflict: return "conflict";
    case ErrorCode::kBadRegions: return "bad_regions";
    case ErrorCode::kBadVariant: return "bad_variant";
    case ErrorCode::kBadOption: return "bad_option";
    case ErrorCode::kBadShape: return "bad_shape";
    case ErrorCode::kOutsideLayout: return "outside_layout";
    case ErrorCode::kBudgetSpent: return "budget_spent";
    case ErrorCode::kBadConstraint: return "bad_constraint";
  }
  return "unknown";
}

}  // namespace sudoku
