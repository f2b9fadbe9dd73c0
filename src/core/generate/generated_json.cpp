#include "core/generate/generated_json.hpp"

#include <algorithm>

#include "core/json_text.hpp"
#include "core/text_format.hpp"

namespace sudoku {

std::string generated_json(const Generated& g, std::uint64_t seed, bool drawn_regions) {
  JsonText j;
  j.open('{').key("puzzle").string(format_line(g.puzzle.givens));
  j.key("seed").raw(std::to_string(seed));  // exact past 2^53, where a double is not
  if (drawn_regions) j.key("regions").string(format_regions(g.puzzle.shape->variant().regions));
  j.key("givens").number(static_cast<double>(
      std::count_if(g.puzzle.givens.begin(), g.puzzle.givens.end(), [](Value v) { return v != 0; })));
  j.key("solution").string(format_line(g.solution));
  if (g.rating) j.key("rating").raw(rating_json(g.path));
  return j.close('}').text();
}

}  // namespace sudoku
