// The call area: fixed wasm memory through which the JS wrapper
// (js/quick_search.js) and call_area.cpp's quickSearch pass one search's
// input and result, with no emval object, property lookup or string
// conversion on the way. solve() and count() take it when their options
// are plain (no callback but onProgress, which quickSearch takes as its one
// argument; no custom shape) and their texts short and ASCII (a puzzle
// given as cells always fits);
// everything else, and every invalid input, goes through Module.search,
// whose messages are the only ones (quickSearch just says "invalid").
//
// Layout (one static CallArea per module; its address never changes, but
// JavaScript's views of it go empty whenever the heap grows, so the wrapper
// asks callArea() for new ones when it finds them empty):
//
//   text[kTextBytes]    bytes: the puzzle, then options.variant,
//                       options.regions and options.layout (ASCII), end to
//                       end; their lengths are numbers[kTextLength ...]. The
//                       puzzle is ASCII text, or its cells when
//                       numbers[kPuzzleIsCells] is 1: one byte a cell, its
//                       value (0 blank), in reading order
//   numbers[kSlotCount] doubles, named by Slot: inputs, then the result
//   solution[kMaxCells] the first solution's values, numbers[kSolutionCells] of them
//
// A number input that is NaN was not given: the option's fallback applies
// (convert.hpp's NumberOption table). The area carries nothing from one
// call to the next that the next one reads: every call writes all inputs.
#pragma once

#include <cstddef>
#include <cstdint>

#include "core/shape.hpp"

namespace sudoku::wasm {

enum class Slot : int {
  // Inputs.
  kTextLength,        // bytes of the puzzle at text[0]
  kPuzzleIsCells,     // 1: those bytes are cells (values), 0: text
  kVariantLength,     // then options.variant's bytes
  kRegionsLength,     // then options.regions'
  kLayoutLength,      // then options.layout's
  kAlgorithm,         // index in algorithms() (the order of Module.algorithms())
  kTechniqueCap,      // index in the techniques, or -1 for none (options.techniqueCap "" or missing)
  kLimit,             // the number options, NaN when missing
  kMaxNodes,
  kTimeLimit,
  kBatchSize,
  kProgressInterval,
  // The result: a SolveResult, flat.
  kStatus,            // index in statuses (status_id order)
  kCount,
  kComplete,          // 0 or 1
  kPlacements,
  kBacktracks,
  kNodes,
  kAttempts,
  kElapsedMs,
  kHardestTechnique,  // index in the techniques
  kStoppedBy,         // index in stop reasons, or -1 when not stopped
  kSolutionCells,     // 0 when there is no solution
  kSlotCount
};

// The slots' names as JavaScript reads them (callArea().slots), in Slot order.
constexpr const char* kSlotNames[] = {
    "textLength", "puzzleIsCells", "variantLength", "regionsLength", "layoutLength", "algorithm", "techniqueCap",
    "limit", "maxNodes", "timeLimit", "batchSize", "progressInterval",
    "status", "count", "complete", "placements", "backtracks", "nodes", "attempts", "elapsedMs",
    "hardestTechnique", "stoppedBy", "solutionCells"};
static_assert(sizeof kSlotNames / sizeof kSlotNames[0] == static_cast<std::size_t>(Slot::kSlotCount),
              "one name per slot");

// What quickSearch returns.
enum QuickStatus : int { kQuickDone = 0, kQuickInvalid = 1 };

struct CallArea {
  // Room for a 25x25 puzzle in most formats with its options; longer texts take Module.search.
  static constexpr std::size_t kTextBytes = 4096;
  std::uint8_t text[kTextBytes];
  double numbers[static_cast<int>(Slot::kSlotCount)];
  std::uint8_t solution[kMaxCells];

  double& operator[](Slot s) { return numbers[static_cast<int>(s)]; }
};

}  // namespace sudoku::wasm
