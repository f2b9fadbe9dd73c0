// pieces(): a search split at its top (core/search_pieces.hpp), for the
// Worker client's count over several Workers.
#include "core/search_pieces.hpp"
#include "wasm/convert.hpp"
#include "wasm/exports.hpp"
#include "wasm/search_run.hpp"

namespace sudoku::wasm {
namespace {

constexpr NumberOption kPiecesOption{"pieces", 32, 1, 4096, true};

}  // namespace

// {status: "split", pieces: [Uint8Array of cells, ...]}, or {status:
// "invalid", error}. options: {variant, regions, layout, shape, pieces
// (how many wanted, 32 by default)}.
val pieces_js(const val& given, const val& options) {
  const Result<Puzzle> puzzle = unconstrained_puzzle_from_js(given, options, "pieces");
  if (!puzzle) return invalid_result(puzzle.error());
  const Result<double> wanted = number_option(options, kPiecesOption);
  if (!wanted) return invalid_result(wanted.error());
  const std::vector<Grid> pieces = search_pieces(*puzzle.value().shape, puzzle.value().givens, static_cast<std::size_t>(wanted.value()));
  val list = val::array();
  for (const Grid& piece : pieces) list.call<void>("push", grid_to_js(piece));
  val out = val::object();
  out.set("status", val(std::string("split")));
  out.set("pieces", list);
  return out;
}

}  // namespace sudoku::wasm
