// Steps and hints as JSON text: the one structure the CLI's --json output
// and the JavaScript API (JSON.parse of the same text) give.
//
// A step (a Deduction, logic/deduction.hpp):
//   {"technique": "pointing", "name": "Pointing (box/line interaction)", "score": 50,
//    "houses": [{"house": 3, "role": "base", "name": "box 4"}, ...],
//    "cells": [{"cell": 30, "role": "pattern", "name": "r4c4"}, ...],
//    "values": [5],
//    "chain": [{"cell": 1, "value": 4, "link": "strong"}, ...],
//    "placements": [{"cell": 46, "value": 4}, ...],
//    "eliminations": [{"cell": 27, "value": 5}, ...],
//    "message": "Pointing: in box 4, ..."}
// Roles: base, cover, pattern, fin, pivot, pincer. A chain's link joins a
// node to the next. The message's template is the technique's (its id).
//
// A hint (hint.hpp):
//   {"status": "deduction" | "solved" | "no_solution" | "stuck",
//    "message": "...", "template": "hidden_single" | "hint_stuck" | ...,
//    "step": a step | null,
//    "cell": number | null, "house": number | null, "value": number | null,
//    "candidates": number[], "count": number | null, "cap": technique id | null}
// cell, house, value, candidates, count and cap are the fields of the
// template (words.hpp) when the hint is not a deduction.
#pragma once

#include <string>

#include "core/hint.hpp"

namespace sudoku {

std::string step_json(const Shape& shape, const Deduction& deduction);
std::string hint_json(const Shape& shape, const Hint& hint);

}  // namespace sudoku
