// The technique registry: the ladder of human techniques, cheapest first,
// one row each. Everything else about a technique derives from its row: its
// Technique enumerator, id, name, score, where it is sound, its finder (one
// file in logic/techniques/ defining `find_<id>`, see ladder.hpp) and the
// template its steps are worded with (words.hpp fills the {fields}). Adding a
// technique is that file plus one row here.
//
//   X(Enumerator, id, "Name", score, sound_on, "template")
//
// score: the difficulty of one step, on HoDoKu's scale (singles 4 and 14,
//        locked candidates 50, subsets 60 to 150, fish 130 to 240, wings 150
//        to 180, chains 260 and up, almost locked sets 300 and up, forcing chains 500, nets 700, nested nets 900); rows go by score, and a
//        compile-time check in technique.cpp keeps them so. The Empty Rectangle
//        (HoDoKu 120) scores 125: the rating's medium ends at 120 with the naked
//        quad, and HoDoKu's own level table puts it among the hard patterns.
// sound_on: the puzzles where the logic holds (SoundOn, technique.hpp).
#pragma once

// clang-format off
#define SUDOKU_TECHNIQUES(X)                                                                                  \
  X(kNakedSingle, naked_single, "Naked single", 4, kAnyShape,                                                 \
    "{technique}: {cells} can only be {values}.")                                                             \
  X(kHiddenSingle, hidden_single, "Hidden single", 14, kAnyShape,                                             \
    "{technique}: in {base}, {values} fits only {cells}.")                                                    \
  X(kConstraintRule, constraint_rule, "Variant rule", 20, kRules,                                          \
    "{technique} ({rule}) over {cells}: no filling that keeps the rule puts these candidates there, so "      \
    "{removed}.")                                                                                              \
  X(kCageCombination, cage_combination, "Cage combinations", 30, kRules,                                   \
    "{technique}: {cells} add up to {count}, and every way to make it with their candidates uses only "       \
    "{values}, so {removed}.")                                                                                 \
  X(kPointing, pointing, "Pointing (box/line interaction)", 50, kAnyShape,                                    \
    "{technique}: in {base}, {values} can only go in {cells}, all in {cover}, so {values} leaves the rest of " \
    "{cover}.")                                                                                               \
  X(kClaiming, claiming, "Claiming (box/line interaction)", 50, kAnyShape,                                    \
    "{technique}: in {base}, {values} can only go in {cells}, all in {cover}, so {values} leaves the rest of " \
    "{cover}.")                                                                                               \
  X(kInniesOuties, innies_outies, "Innies and outies", 55, kRules,                                        \
    "{technique}: the digits of {base} add up to a known total, so with the sums of the cages inside them "   \
    "(and across them), {cells} add up to {count}: {removed}.")                                                \
  X(kNakedPair, naked_pair, "Naked pair", 60, kAnyShape,                                                      \
    "{technique} in {base}: {cells} hold only {values}, so these values leave the other cells of {base}.")    \
  X(kHiddenPair, hidden_pair, "Hidden pair", 70, kAnyShape,                                                   \
    "{technique} in {base}: {values} fit only {cells}, so these cells lose every other candidate.")           \
  X(kNakedTriple, naked_triple, "Naked triple", 80, kAnyShape,                                                \
    "{technique} in {base}: {cells} hold only {values}, so these values leave the other cells of {base}.")    \
  X(kHiddenTriple, hidden_triple, "Hidden triple", 100, kAnyShape,                                            \
    "{technique} in {base}: {values} fit only {cells}, so these cells lose every other candidate.")           \
  X(kUniqueRectangle, unique_rectangle, "Unique rectangle", 100, kUniqueSolution,                             \
    "{technique} on {values}: {cells} hold only {values}, and with {fins} they make a rectangle in {base}; "  \
    "were {fins} also one of {values}, the four could swap them and the puzzle would have two solutions: "  \
    "{removed}.")                                                                                             \
  X(kUniqueRectangle2, unique_rectangle_2, "Unique rectangle (type 2)", 100, kUniqueSolution,                \
    "{technique}: {cells} hold only two values, and {fins} those and {values}, in a rectangle in {base}; "   \
    "were neither of {fins} {values}, the four could swap their two values and the puzzle would have two "   \
    "solutions, so one of them is {values}: {removed}.")                                                     \
  X(kUniqueRectangle3, unique_rectangle_3, "Unique rectangle (type 3)", 100, kUniqueSolution,                \
    "{technique}: {cells} hold only two values, and {fins} those and more, in a rectangle in {base}; one of " \
    "{fins} holds a value beyond the two, or the four could swap them and the puzzle would have two "         \
    "solutions. So in {cover}, {fins} act as one cell, and with {colour_a} they hold only {values}: "          \
    "{removed}.")                                                                                             \
  X(kUniqueRectangle4, unique_rectangle_4, "Unique rectangle (type 4)", 100, kUniqueSolution,                \
    "{technique}: {cells} hold only two values, and {fins} both of them and more, in a rectangle in {base}; "\
    "in {cover}, {values} can only go in {fins}, so one of them is {values}; the other cannot hold the "     \
    "second value, or the four could swap their two values and the puzzle would have two solutions: "        \
    "{removed}.")                                                                                             \
  X(kHiddenRectangle, hidden_rectangle, "Hidden rectangle", 100, kUniqueSolution,                            \
    "{technique}: {cells} and {fins} make a rectangle in {base}, the first of them holding only two values; " \
    "along {cover}, {values} can only go in the rectangle, so were {fins} the other value, the four could "  \
    "swap their two values and the puzzle would have two solutions: {removed}.")                            \
  X(kBugPlusOne, bug_plus_one, "BUG+1", 100, kUniqueSolution,                                                 \
    "{technique}: every empty cell but {fins} holds two candidates, each twice in every house; {values} "    \
    "has three places in {base}, and without it the grid would have no solution or several, so {placed}.")  \
  X(kNakedQuad, naked_quad, "Naked quad", 120, kAnyShape,                                                     \
    "{technique} in {base}: {cells} hold only {values}, so these values leave the other cells of {base}.")    \
  X(kEmptyRectangle, empty_rectangle, "Empty Rectangle", 125, kAnyShape,                                      \
    "{technique} on {values}: in {base}, {values} can only go in {cells} (along {cover}) and {pincers}; "     \
    "whichever of {pincers} holds it, {removed}.")                                                            \
  X(kSkyscraper, skyscraper, "Skyscraper", 130, kAnyShape,                                                    \
    "{technique} on {values}: in {base}, {values} has two places each; {chain}, so one top of {pincers} is "  \
    "{values}: {removed}.")                                                                                   \
  X(kFinnedXWing, finned_x_wing, "Finned X-Wing", 130, kAnyShape,                                             \
    "{technique} on {values}: in {base}, {values} can only go in {cover} or the fin cells {fins}, so "        \
    "{removed}: each of these cells sees every fin.")                                                       \
  X(kXWing, x_wing, "X-Wing", 140, kAnyShape,                                                                 \
    "{technique} on {values}: in {base}, {values} can only go in {cover}, so {removed}.")                     \
  X(kHiddenQuad, hidden_quad, "Hidden quad", 150, kAnyShape,                                                  \
    "{technique} in {base}: {values} fit only {cells}, so these cells lose every other candidate.")           \
  X(kSwordfish, swordfish, "Swordfish", 150, kAnyShape,                                                       \
    "{technique} on {values}: in {base}, {values} can only go in {cover}, so {removed}.")                     \
  X(kWWing, w_wing, "W-Wing", 150, kAnyShape,                                                                 \
    "{technique}: {pincers} hold the same two candidates and are linked through {cells} in {base}, "          \
    "so one of them is {values}: {removed}.")                                                                 \
  X(kTwoStringKite, two_string_kite, "2-String Kite", 150, kAnyShape,                                         \
    "{technique} on {values}: in {base}, {values} has two places each, joined in a box: {chain}, so one end " \
    "of {pincers} is {values}: {removed}.")                                                                   \
  X(kColourTrap, colour_trap, "Simple colouring (trap)", 150, kAnyShape,                                     \
    "{technique} on {values}: its conjugate pairs in {base} colour {colour_a} one way and {colour_b} the "    \
    "other; one colour holds {values}, and {removed}: each sees both colours.")                               \
  X(kColourWrap, colour_wrap, "Simple colouring (wrap)", 150, kAnyShape,                                     \
    "{technique} on {values}: its conjugate pairs in {base} colour {colour_a} one way and {colour_b} the "    \
    "other; two cells of the first colour see each other, so that colour is not {values}: {removed}.")      \
  X(kJellyfish, jellyfish, "Jellyfish", 160, kAnyShape,                                                       \
    "{technique} on {values}: in {base}, {values} can only go in {cover}, so {removed}.")                     \
  X(kXyWing, xy_wing, "XY-Wing", 160, kAnyShape,                                                              \
    "{technique}: pivot {pivot}, pincers {pincers}; whichever value the pivot takes, a pincer is "            \
    "{values}, so {removed}.")                                                                                \
  X(kXyzWing, xyz_wing, "XYZ-Wing", 180, kAnyShape,                                                           \
    "{technique}: pivot {pivot}, pincers {pincers}; one of the three is {values}, so {removed}.")             \
  X(kWxyzWing, wxyz_wing, "WXYZ-Wing", 190, kAnyShape,                                                       \
    "{technique}: {pivot} and {pincers} hold four values between them, each but {values} only in cells that " \
    "see each other, so one of them is {values}: {removed}.")                                                 \
  X(kMultiColouring, multi_colouring, "Multi-colouring", 200, kAnyShape,                                     \
    "{technique} on {values}: two clusters of its conjugate pairs in {base}; {cells} see each other and are " \
    "not both {values}, so {values} is in {colour_a} or else in {colour_b}: {removed}.")                      \
  X(kFinnedSwordfish, finned_swordfish, "Finned Swordfish", 200, kAnyShape,                                   \
    "{technique} on {values}: in {base}, {values} can only go in {cover} or the fin cells {fins}, so "        \
    "{removed}: each of these cells sees every fin.")                                                       \
  X(kFinnedJellyfish, finned_jellyfish, "Finned Jellyfish", 240, kAnyShape,                                   \
    "{technique} on {values}: in {base}, {values} can only go in {cover} or the fin cells {fins}, so "        \
    "{removed}: each of these cells sees every fin.")                                                       \
  X(kSueDeCoq, sue_de_coq, "Sue de Coq", 250, kAnyShape,                                                     \
    "{technique}: {cells}, in both {base} and {cover}, hold {values}; with {colour_a} (in {base} only) and "  \
    "{colour_b} (in {cover} only) they are as many cells as values, each value once, so the values of "      \
    "{colour_a} leave the rest of {base}, those of {colour_b} the rest of {cover}, and the others both: "    \
    "{removed}.")                                                                                             \
  X(kXChain, x_chain, "X-Chain", 260, kAnyShape,                                                              \
    "{technique} on {values}: {chain}; one end is {values}, so {removed}.")                                   \
  X(kXyChain, xy_chain, "XY-Chain", 260, kAnyShape,                                                           \
    "{technique}: {chain}; one end is true, so {removed}.")                                                   \
  X(kMedusaTrap, medusa_trap, "3D Medusa (trap)", 270, kAnyShape,                                            \
    "{technique}: linking candidates (a cell's two, a house's two places of a value) colours them in two "   \
    "sets, one all true, the other all false: {coloured_a}; and {coloured_b}. Each candidate removed shares "  \
    "its cell with both colours, sees its value in both, or shares its cell with one and sees its value in "  \
    "the other: {removed}.")                                                                                  \
  X(kMedusaWrap, medusa_wrap, "3D Medusa (wrap)", 270, kAnyShape,                                            \
    "{technique}: linking candidates (a cell's two, a house's two places of a value) colours them in two "   \
    "sets, one all true, the other all false: {coloured_a}; and {coloured_b}. The first puts two candidates " \
    "in one cell or a value twice in a house, so it is false: {removed}.")                                  \
  X(kAic, aic, "Alternating inference chain", 280, kAnyShape,                                                 \
    "{technique}: {chain}; one end is true, so {removed}.")                                                   \
  X(kAlsXz, als_xz, "ALS-XZ", 300, kAnyShape,                                                                \
    "{technique}: {colour_a} in {base} and {colour_b} in {cover} each hold one value more than they have "    \
    "cells, and {values} can be in one of them at most (its places in one see all its places in the "        \
    "other); so the other set is locked, and each further value they share is in one set or the other: "    \
    "{removed}.")                                                                                             \
  X(kAlsXyWing, als_xy_wing, "ALS-XY-Wing", 320, kAnyShape,                                                 \
    "{technique}: {colour_a} and {colour_b}, each one value short of locked, are linked by {values} to the "  \
    "set {pivot} (a linked value can be in one set of the two at most); were a value both outer sets share " \
    "missing from one, that set would be locked, then the pivot, then the other set, which would hold it. "  \
    "So it is in one of them: {removed}.")                                                                    \
  X(kDeathBlossom, death_blossom, "Death Blossom", 360, kAnyShape,                                           \
    "{technique}: the stem {pivot} is one of {values}, and for each of them a petal set (one value more than " \
    "cells, in {cells}) holds it only where it sees the stem; whichever the stem takes, that petal loses it " \
    "and is locked, so each value every petal holds and the stem does not is in one of them: {removed}.")   \
  X(kForcingContradiction, forcing_contradiction, "Forcing chain (contradiction)", 500, kAnyShape,            \
    "{technique}: {values} in {cells} forces by singles {forced}; then {contradiction}, so {removed}.")      \
  X(kCellForcing, cell_forcing, "Cell forcing chain", 500, kAnyShape,                                         \
    "{technique}: whichever of {values} {cells} holds, singles lead to this: "                                \
    "{placed}{removed}.")                                                                                     \
  X(kUnitForcing, unit_forcing, "Unit forcing chain", 500, kAnyShape,                                         \
    "{technique}: wherever {values} goes in {base} ({cells}), singles lead to this: "                         \
    "{placed}{removed}.")                                                                                     \
  X(kForcingNet, forcing_net, "Forcing net (contradiction)", 700, kAnyShape,                                  \
    "{technique}: {values} in {cells} leads by singles, box/line steps and pairs to a contradiction, "        \
    "so {removed}.")                                                                                        \
  X(kNestedForcingNet, nested_forcing_net, "Nested forcing net (contradiction)", 900, kAnyShape,             \
    "{technique}: {values} in {cells} leads, by every technique up to forcing chains, to a contradiction, "   \
    "so {removed}.")                                                                                        \
  /* one row a line above, each ending in a backslash */
// clang-format on
