// Easy 16x16 and 25x25 grids (Tatham's Solo, "trivial": hidden singles in
// boxes alone solve them) solved by every algorithm within a small node
// budget, but those that need a budget anyway (levels) and those that visit
// cells in a fixed order (naive, reverse: Capability kFixedCellOrder). mrv
// and bestfirst once took millions of nodes here, branching on cells alone.
//
// Made with /usr/games/sgt-solo (Debian's sgt-puzzles) and converted from the
// game id to a plain line (values 1-9 then A-P, '.' blank):
//   16x16: lines 9, 21 and 32 of  sgt-solo --generate 60 '4x4dt#seed1'
//   25x25: lines 1 and 8 of       sgt-solo --generate 10 '5x5dt#seed1'
#include "support/catch.hpp"

#include "core/registry.hpp"
#include "support/tables.hpp"

using namespace sudoku;
using sudoku::test::must_read;

namespace {

const char* const kEasyGrids[] = {
    ".58.4G...9A...2D.9..6......D..E.4..7.5..328.G......G.7.3.4..5..B..457.FB...8.G3.8.G3......2...F..F.9...E5A.B6D4.....G2.5....EB.9A.F8....D.B9.....3B15.D26...F.8..G...4......9A.1.2D.E...A8.F76..1..E..3.4.6.B......A.1CG..E.D..F.C..8......2..7.D6...E4...C7.2G.",
    "A..5F.....3..CBD.3...1...A...5..7.E......B..2..1G6D..3.971......FEG.1.A...C..2.5...1E.27B..4........9..8..A..7CE38..4CG..E.1F.6..2.A3.9..G8E..F4197..F..5..D........D..194.35...5.3..4...6.F.817......7G4.9..D538..C..5......1.6..A...1...G...E.472..B.....68..A",
    "..2.C...78..D....3.C1....6D.......D....6A...3.BEF...E...3.9.56G...5.BD....1.7.F.G...84.5D92ECA...D..7.ECB.G6....B..4.16...7F..D2C7..D9...G4.B..F....FE.BC5.D..8...3B4C82F.67...9.G.D.5....8A.2...9EF.2.7...C...614.3...E6....C.......6D....39.1....8..C9...G.7..",
    "54J....3.B..1.K.NA.MP...67......52P6.DHA..E...O9I.L..HC.FEAD..2..IK6.7...1G.N2361.4...CG5.PFD..AE..71P...O.....J..8...B9N.F.K.FP.7...1..8J..9.L.ABI.NO..4....AN2B9.C5........P.....NIB..J4.6.3.1.OGF.HE8..6BE9H8M..O......P.3.G...D.9I65CO.NA..EB3.......2M..7A.....1LC.J.D..PKB.8H..I...1B7.DE9.6JH.8..2.G...F..M..6A.....37..L..E...C.1..4.8FG.AOP.E95...J..D8.6LG..I.5.3KN.....1P..94.......J58..71.INKO2A.3...E.P.7......G..M1L6HD8..293.DLE.C.M.K.H5..AJO.....H........I5.J2FPG....N..C1.GJP.2.M..BA..9...I.76.P.1.HB2...3..I.....F...DAG..DO..IH6.BPN...3.5MKLF.FI...3.1LO..5..48KH.CJ..P.JAL...P..2H8.DM6I......46...85.M4.L.O..G.P....3HI",
    ".7.KAN..G.JC..BL.F..2...65E..M..LH.1....3.P..8B..O.HF..45.9.2.E.M6BCK...1IP...D2.7.M.....OJN..8.KGC5P...3.K.BC..G.....E9.7.A...7CP..O3....2.E..N.JA69LAB...C.......4J.9.G..M5.1.ME.6....DFO..P5.8J7N.I3..3.F8..9.A..NE.C....K....N9KJ5.L.I.7....FMBD.P...8K..3.J.6AG.D...M.O7..LE.....N.LO.D.CF..A.E..P.3...CILE9HF...G5.73...6NO48DM...G.I..P.4..JE.H.LF.5.....PB..83.N...I.G42.D.C..H7...H.NIL8....2.G.5.M1OKJ....B....1.PA..7.J..4I.L..JN.EOPB.4K..5IA....3.98.2.64..A.J.83.......M...BFL5GPO.D..K.M....2N..6HC...P.7.63.....D..4I.M.G...N3N85.K..4EA.....L.F.D6...4OM...1NFLE.I.7.8.AJ..B5.B..HF..J.5....8.PK..9..E31...K..C.96..GH.5..EIF.2.",
};

// The most nodes a solve may take. A grid of E empty cells needs E + 1 nodes
// when nothing is guessed wrong; 25x25 here has about 320 empty cells.
constexpr std::uint64_t kNodeBudget = 4000;

}  // namespace

TEST_CASE("every algorithm that chooses its cells solves easy 16x16 and 25x25 grids in a few thousand nodes") {
  for (const Algorithm& a : algorithms()) {
    if (a.capabilities & (kNeedsBudget | kFixedCellOrder)) continue;
    for (const char* grid : kEasyGrids) {
      INFO(a.id << " on " << grid);
      const Puzzle p = must_read(grid);
      SearchOptions o;
      o.max_nodes = kNodeBudget;
      const SolveResult r = run_algorithm(a, p, o);
      CHECK(r.status == Status::kSolved);
      CHECK(r.stats.nodes <= kNodeBudget);
      if (r.status == Status::kSolved) CHECK(is_valid_solution(p, r.first_solution));
    }
  }
}
