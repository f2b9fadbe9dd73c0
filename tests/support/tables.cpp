#include "support/tables.hpp"

#include <fstream>
#include <sstream>
#include <stdexcept>

#include "core/generate/jigsaw_regions.hpp"
#include "core/layouts.hpp"
#include "core/registry.hpp"

namespace sudoku::test {

namespace {

std::string trim(const std::string& s) {
  const size_t b = s.find_first_not_of(" \t");
  const size_t e = s.find_last_not_of(" \t\r");
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

// Splits "a | b | c" into trimmed fields; skips comments and blank lines.
std::vector<std::vector<std::string>> read_table(const std::string& file, size_t columns) {
  std::ifstream in(std::string(SUDOKU_TEST_DATA_DIR) + "/" + file);
  if (!in) throw std::runtime_error("cannot open test table " + file);
  std::vector<std::vector<std::string>> rows;
  std::string line;
  while (std::getline(in, line)) {
    if (trim(line).empty() || line[0] == '#') continue;
    std::vector<std::string> fields;
    size_t start = 0;
    for (size_t bar; (bar = line.find(" | ", start)) != std::string::npos; start = bar + 3)
      fields.push_back(trim(line.substr(start, bar - start)));
    fields.push_back(trim(line.substr(start)));
    if (fields.size() != columns) throw std::runtime_error("bad row in " + file + ": " + line);
    rows.push_back(fields);
  }
  return rows;
}

// The variant column: variant names, or layout:NAME (a layout of core/layouts.hpp).
VariantOptions variant_of(const std::string& names, const std::string& regions) {
  const std::string layout = "layout:";
  if (names.rfind(layout, 0) == 0) {
    if (!layout_spec(names.substr(layout.size()))) throw std::runtime_error("unknown layout in a test table: " + names);
    return VariantOptions{"", "", names.substr(layout.size())};
  }
  return VariantOptions{names == "standard" ? "" : names, regions == "-" ? "" : regions};
}

std::string unescape(const std::string& s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '\\' && i + 1 < s.size() && s[i + 1] == 'n') {
      out += '\n';
      ++i;
    } else {
      out += s[i];
    }
  }
  return out;
}

}  // namespace

const std::vector<TableRow>& puzzle_table() {
  static const std::vector<TableRow> rows = [] {
    std::vector<TableRow> out;
    for (const auto& f : read_table("puzzles.txt", 6))
      out.push_back({f[0], variant_of(f[1], f[2]), f[3], std::stoull(f[4]), f[5] == "-" ? "" : f[5]});
    return out;
  }();
  return rows;
}

bool within_levels_reach(const TableRow& row) {
  static const char* const kNamed[] = {
      "no solution: a cell with no candidate, at both ends",
      "empty 4x4, all 288 grids",
      "4x4 unique (generated)",
      "6x6 unique (generated)",
      "8x8 unique (generated)",
      "9x9 x unique (generated)",
      "6x6 jigsaw unique (generated)",
      "6x6 several (generated)",
  };
  for (const char* name : kNamed)
    if (row.name == name) return true;
  // "samurai tail unique, last 21 cells blank (generated)" and the like.
  return !row.variant.layout.empty() && row.name.find(" tail ") != std::string::npos;
}

const std::vector<InvalidRow>& invalid_table() {
  static const std::vector<InvalidRow> rows = [] {
    std::vector<InvalidRow> out;
    for (const auto& f : read_table("invalid_inputs.txt", 6))
      out.push_back({f[0], variant_of(f[1], f[2]), unescape(f[3]), f[4], f[5]});
    return out;
  }();
  return rows;
}

std::vector<std::string> shared_collection(const std::string& file, size_t count) {
  std::ifstream in(std::string(SUDOKU_SHARED_DATA_DIR) + "/" + file);
  if (!in) throw std::runtime_error("cannot open ../shared/data/" + file);
  std::vector<std::string> lines;
  std::string line;
  while (lines.size() < count && std::getline(in, line))
    if (!line.empty()) lines.push_back(line);
  return lines;
}

std::vector<std::string> data_lines(const std::string& file) {
  std::ifstream in(std::string(SUDOKU_TEST_DATA_DIR) + "/" + file);
  if (!in) throw std::runtime_error("cannot open tests/data/" + file);
  std::vector<std::string> lines;
  std::string line;
  while (std::getline(in, line))
    if (!line.empty() && line[0] != '#') lines.push_back(line);
  return lines;
}

VariantOptions plain_variant(int size) {
  if (Shape::box_rows_for(size)) return {};
  return VariantOptions{"jigsaw", format_regions(starting_regions(size))};
}

VariantSpec plain_spec(int size) {
  VariantSpec spec;
  if (!Shape::box_rows_for(size)) spec.regions = starting_regions(size);
  return spec;
}

Puzzle must_read(const std::string& text, const VariantOptions& variant) {
  Result<Puzzle> p = read_puzzle(text, variant);
  if (!p) throw std::runtime_error("test puzzle rejected: " + p.error().message);
  return p.value();
}

std::uint64_t exact_count(const Puzzle& puzzle) {
  SearchOptions o;
  o.limit = 0;
  const SolveResult r = run_algorithm(*find_algorithm("fast"), puzzle, o);
  if (!r.complete) throw std::runtime_error("the fast solver's count did not finish");
  return r.solutions;
}

}  // namespace sudoku::test
