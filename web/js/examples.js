// The built-in example puzzles of the site's "Examples" menu: data only.
// Each has a group (the menu's sections), a name, the puzzle as one line of
// symbols, and the variant and region map where it is not a standard grid,
// or the layout (its cells in reading order) where it is not a square one.
// site.js fills the menu from this list and loads the chosen one. The names
// and groups are English; the menu shows them in the reader's language by
// their keys ("example.<key>", "example.group.<GROUPS[group]>" in
// web/i18n/), whose English is the same.
export const GROUPS = { 'From the sources': 'sources', 'Hard': 'hard', 'Several solutions': 'several', 'No solution': 'none',
  'Other sizes': 'sizes', 'Variants': 'variants', 'Layouts': 'layouts' };

export const EXAMPLES = [
  { group: 'From the sources', key: 'first_source', name: 'First source: 301,478 naive backtracks',
    puzzle: '058000003170050008000000100000000000407080006083060017910003070006000080000000034' },
  { group: 'From the sources', key: 'classic', name: 'The classic grid',
    puzzle: '530070000600195000098000060800060003400803001700020006060000280000419005000080079' },
  { group: 'Hard', key: 'forum_hardest', name: 'Forum hardest (2011)',
    puzzle: '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3' },
  { group: 'Hard', key: 'magictour', name: 'Magictour top 1465, first',
    puzzle: '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........' },
  { group: 'Hard', key: 'clues_17', name: '17 clues (naive backtracking needs billions of steps)',
    puzzle: '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...' },
  { group: 'Several solutions', key: 'top_row_blanked', name: 'Top row blanked: 10 solutions',
    puzzle: '...........2..3....4.15..6......7....2.41...89.....41..6.58.1..2.......55..3...86' },
  { group: 'Several solutions', key: 'six_14_solutions', name: '6x6 with 14 solutions',
    puzzle: '.4..16...2.4..1...6.54.1......2....3' },
  { group: 'Several solutions', key: 'empty_9', name: 'Empty 9x9 (6,670,903,752,021,072,936,960 solutions)',
    puzzle: '.'.repeat(81) },
  { group: 'No solution', key: 'no_solution_search', name: 'No solution, found only by search',
    puzzle: '7..........2..3....4.15..6......7....2.41...89.....41..6.58.1..2.......55..3...86' },
  { group: 'No solution', key: 'no_solution_cell', name: 'No solution: a cell with no candidate',
    puzzle: '12345678.........9.......................................................98765432' },
  { group: 'Other sizes', key: 'size_4', name: '4x4', puzzle: '.....3.4....143.' },
  { group: 'Other sizes', key: 'size_6', name: '6x6', puzzle: '.4..16...2.4..1..26.5431...6..2....3' },
  { group: 'Other sizes', key: 'size_12', name: '12x12',
    puzzle: '3.C4.7.1....A1.B8.34..977.8....2.1.5...5.3...8...2...4A.135.93..512846.B.8B3.6.9....2...1B....C..4....8C7B6..9.2B.4.C.1ABA..7..32.868.67...5B93.' },
  { group: 'Other sizes', key: 'size_16', name: '16x16',
    puzzle: '67.19..4..CDE..GABE9.D.6.4F...7..DFG.B3.......4...52CE.G.679A.B.GF.64...B39..C.8....5.E.....9..F5E.7.........2.....8AFG2.E5C7BD.8G.ED5B.61..C.9..6...4...9...72373.AF21.C5.B6.GE.C9D..7AEF23...5D...17.5FC3EGA821..F.96.G2A5.E.B2...BC.E9.6..3.7.5C32GAF.7..D9.1' },
  { group: 'Other sizes', key: 'size_25', name: '25x25',
    puzzle: '.2JPI73..L456A.EFG91N.MOKOGL.7.6CN2.8D91HJ.A5.F..IDAK6EMOI...HJP...C42..9....N9CEKP1..372G.M.I6D5AJB3F.51.9.4..M..LN.PD7E6.8.HI.NP14.83C.GJA.6.5K2LO.EE.F..9.ABD..O4PG8H.N.I.6M.6..D..M..3E.KNIAL.O81J945.AL.CJEIK678BM4..2.FHN.D.4.CGH.NO6529FIJ.ME..7PK...2AFIHL.O..KG.B5634.N.1.I.3D.PE6..M4LN5KC..9.JB2F.LC.BJ.2K789.6OMHD.E4A.P5J......5FCD.2.7OL..839K...74K5...9M.BFE.PN2.A.DGL...6295.H..7GB3E14A8DKOLMNL5I7N8F.GB9KMC.2.J..6P1DABPHEJL.4.1..A..6GNK..38..M.134A..69HNP5J7.OLCB2EFGKDGOA.73ENF6.L89P.B.C4H..N.D4HKA8L.BFI7251..G.E..O.B9I.N.FCJ..ED38246.G...7C1E.6O.92.G..8K....IJMD3P.K582.I.34..N..C9.O.1BFH.AM.G.61B7EJC.H9DKFPLI8.N2' },
  { group: 'Variants', key: 'x', name: 'X (both diagonals)', variant: 'x',
    puzzle: '68.9.3.1...914....4.16.2.97...2147....28.6.........26...6.9...18..4.13....3......' },
  { group: 'Variants', key: 'windoku', name: 'Windoku (four extra windows)', variant: 'windoku',
    puzzle: '7.....5...2.9.7.....8546.9.3.1.2.4.99...18..5.....9.2....7...524.6....7..57...91.' },
  { group: 'Variants', key: 'jigsaw', name: 'Jigsaw', variant: 'jigsaw',
    regions: '111223333441222233411222333441555555441556666441856696777899996777888896777888999',
    puzzle: '..8...2....7...4.9.4...635.4.2.3.7...3..28...58.3.46...9..85.6..6.9.2...8.3....2.' },
  { group: 'Variants', key: 'jigsaw_x', name: 'Jigsaw + X', variant: 'jigsaw,x',
    regions: '111222333111122333112222363444555663444556666744855569774885969777888999777888999',
    puzzle: '.6.........47.538..8.1...4..51637..473.9......4..5..7...6482.3...8...1..2735...6.' },
  { group: 'Layouts', key: 'star', name: 'Star: 54 triangles, six big ones', layout: 'star',
    puzzle: '14.....6....3........97...5.7..8...........62.3....9..' },
  { group: 'Layouts', key: 'samurai', name: 'Samurai: five overlapping 9x9 grids', layout: 'samurai',
    puzzle: '4.9..28.5....7..9.8.253..4.3.192.76..3......6.7..36.127..9..38.6....2...386.7...2.836.51.........617..19.....984.........9..176.........5.....3.46825..4..8.....7....2.9.7.8.....4..37......5.4.1......38.4159..4..2.496.5.1..6..7..2.5.8.7.13......3...296.7..2.....9.3..8...1.....2.8..4...61.4.86.9........2....6.....7..6..75..1..21...942....4..3.....5.2.3..8.6..5.473..5..' },
];
