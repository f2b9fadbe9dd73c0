// Puzzle strings of the Interactive Sudoku Solver (ISS) that the JS and
// browser tests share, each from outside the project.
'use strict';

// Tatham's Solo: sgt-solo --generate 1 '3x3kdt#1', converted by tests/tools/solo_killer_to_iss.py.
const KILLER = '.Cage~15~R1C1~R2C1.Cage~17~R1C2~R2C2~R3C2.Cage~6~R1C3~R2C3.Cage~14~R1C4~R2C4.Cage~13~R1C5~R2C5~R3C5' +
  '.Cage~11~R1C6~R1C7.Cage~11~R1C8~R1C9.Cage~13~R2C6~R3C6.Cage~4~R2C7~R2C8.Cage~12~R2C9~R3C9' +
  '.Cage~7~R3C1~R4C1.Cage~5~R3C3~R3C4.Cage~11~R3C7~R4C7.Cage~13~R3C8~R4C8.Cage~16~R4C2~R4C3' +
  '.Cage~8~R4C4~R4C5.Cage~4~R4C6~R5C6.Cage~3~R4C9~R5C9.Cage~11~R5C1~R5C2.Cage~13~R5C3~R6C2~R6C3' +
  '.Cage~11~R5C4~R5C5.Cage~12~R5C7~R5C8.Cage~10~R6C1~R7C1.Cage~17~R6C4~R6C5.Cage~15~R6C6~R7C6~R7C7' +
  '.Cage~10~R6C7~R6C8.Cage~12~R6C9~R7C9.Cage~12~R7C2~R8C2.Cage~17~R7C3~R8C3~R9C2~R9C3.Cage~4~R7C4~R7C5' +
  '.Cage~21~R7C8~R8C6~R8C7~R8C8.Cage~7~R8C1~R9C1.Cage~12~R8C4~R8C5.Cage~20~R8C9~R9C7~R9C8~R9C9' +
  '.Cage~18~R9C4~R9C5~R9C6';
// ISS's "Thermo" example (its data/example_puzzles.js), with its listed solution.
const THERMO = '.~R1C2_4~R1C8_1~R2C1_2~R2C9_6~R8C1_9~R8C9_2~R9C2_1~R9C8_9.Thermo~R9C4~R8C3~R7C2~R6C1~R5C2~R4C3' +
  '.Thermo~R4C1~R3C2~R2C3~R1C4~R2C5~R3C6.Thermo~R1C6~R2C7~R3C8~R4C9~R5C8~R6C7.Thermo~R6C9~R7C8~R8C7~R9C6~R8C5~R7C4';
const THERMO_SOLUTION = '847632519295471386631598247129743865486259173753816924368924751974185632512367498';
// ISS's "Outside clues" example: little killer sums outside the grid.
const LITTLE_KILLER = '.~R3C2_5~R3C7_2~R5C4_3~R5C5_7.LittleKiller~22~R1C1.LittleKiller~28~R2C1.LittleKiller~26~R3C1' +
  '.LittleKiller~23~R1C5.LittleKiller~34~R1C7.LittleKiller~40~R1C8.LittleKiller~42~R1C9';

module.exports = { KILLER, THERMO, THERMO_SOLUTION, LITTLE_KILLER };
