// The shared puzzle tables (tests/data/*.txt) and helpers for the tests.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/puzzle.hpp"

namespace sudoku::test {

// A row of tests/data/puzzles.txt.
struct TableRow {
  std::string name;
  VariantOptions variant;  // names and region map, or a layout
  std::string puzzle;
  std::uint64_t solutions;
  std::string solution;    // one solution as a line, empty if none
};

// A row of tests/data/invalid_inputs.txt.
struct InvalidRow {
  std::string name;
  VariantOptions variant;
  std::string input;  // "\n" escapes already turned into line breaks
  std::string code;   // error_code_name
  std::string fragment;
};

const std::vector<TableRow>& puzzle_table();

// True for the rows `levels` (exponential, marked kNeedsBudget) counts whole in
// well under a second: a few named small grids and every layout's generated
// "tail" rows (tools/generate_layout_puzzles). The table tests run levels on
// these with no node budget; on the others it runs under one.
bool within_levels_reach(const TableRow& row);
const std::vector<InvalidRow>& invalid_table();

// Reads up to `count` lines of a collection in ../shared/data.
std::vector<std::string> shared_collection(const std::string& file, size_t count);

// The lines of tests/data/FILE that are neither blank nor comments.
std::vector<std::string> data_lines(const std::string& file);

// The variant of a size's plain grid: its boxes, or on a prime size (5, 7,
// 11, ...), which has none, a jigsaw of the map it starts from
// (starting_regions); plain_spec: the same as a VariantSpec.
VariantOptions plain_variant(int size);
VariantSpec plain_spec(int size);

// read_puzzle that fails the test (REQUIRE) on error.
Puzzle must_read(const std::string& text, const VariantOptions& variant = {});

// Every solution of `puzzle` counted by the fast solver; fails the test
// (throws) when that search does not finish.
std::uint64_t exact_count(const Puzzle& puzzle);

// The ids of a catalog (algorithms(), layouts(), variants()) joined by ", ",
// as the library's and the CLI's messages list them.
template <class Catalog>
std::string joined_ids(const Catalog& catalog) {
  std::string out;
  for (const auto& entry : catalog) out += (out.empty() ? "" : ", ") + std::string(entry.id);
  return out;
}

}  // namespace sudoku::test
