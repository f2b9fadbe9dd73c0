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
//        locked candidates 50, subsets 60 to 150); rows go by score, and a
//        compile-time check in technique.cpp keeps them so.
// sound_on: the puzzles where the logic holds (SoundOn, technique.hpp).
#pragma once

// clang-format off
#define SUDOKU_TECHNIQUES(X)                                                                                  \
  X(kNakedSingle, naked_single, "Naked single", 4, kAnyShape,                                                 \
    "{technique}: {cells} can only be {values}.")                                                             \
  X(kHiddenSingle, hidden_single, "Hidden single", 14, kAnyShape,                                             \
    "{technique}: in {base}, {values} fits only {cells}.")                                                    \
  X(kPointing, pointing, "Pointing (box/line interaction)", 50, kAnyShape,                                    \
    "{technique}: in {base}, {values} can only go in {cells}, all in {cover}, so {values} leaves the rest of " \
    "{cover}.")                                                                                               \
  X(kClaiming, claiming, "Claiming (box/line interaction)", 50, kAnyShape,                                    \
    "{technique}: in {base}, {values} can only go in {cells}, all in {cover}, so {values} leaves the rest of " \
    "{cover}.")                                                                                               \
  X(kNakedPair, naked_pair, "Naked pair", 60, kAnyShape,                                                      \
    "{technique} in {base}: {cells} hold only {values}, so these values leave the other cells of {base}.")    \
  X(kHiddenPair, hidden_pair, "Hidden pair", 70, kAnyShape,                                                   \
    "{technique} in {base}: {values} fit only {cells}, so these cells lose every other candidate.")           \
  X(kNakedTriple, naked_triple, "Naked triple", 80, kAnyShape,                                                \
    "{technique} in {base}: {cells} hold only {values}, so these values leave the other cells of {base}.")    \
  X(kHiddenTriple, hidden_triple, "Hidden triple", 100, kAnyShape,                                            \
    "{technique} in {base}: {values} fit only {cells}, so these cells lose every other candidate.")           \
  X(kNakedQuad, naked_quad, "Naked quad", 120, kAnyShape,                                                     \
    "{technique} in {base}: {cells} hold only {values}, so these values leave the other cells of {base}.")    \
  X(kHiddenQuad, hidden_quad, "Hidden quad", 150, kAnyShape,                                                  \
    "{technique} in {base}: {values} fit only {cells}, so these cells lose every other candidate.")           \
  /* one row a line above, each ending in a backslash */
// clang-format on
