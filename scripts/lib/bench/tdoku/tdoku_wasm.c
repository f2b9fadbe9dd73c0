/* The reference's WebAssembly exports for scripts/bench (tdoku_api.js drives
 * them): tdoku compiled with our Emscripten, called once per puzzle or over a
 * whole text in one call. Our own code, calling tdoku's C API.
 * Values written back are numbers 1-9 (0 where none), not characters. */
#include <emscripten/emscripten.h>
#include <stdlib.h>

#include "tdoku.h"

static char *buffer = NULL;
static size_t buffer_size = 0;

/* A scratch area of at least `bytes` for JavaScript to write into (the
 * pointer changes when it grows; the old contents are not kept). */
EMSCRIPTEN_KEEPALIVE char *tdoku_buffer(size_t bytes) {
  if (bytes > buffer_size) {
    free(buffer);
    buffer = malloc(bytes);
    buffer_size = buffer ? bytes : 0;
  }
  return buffer;
}

/* One puzzle: 81 characters ('1'-'9', '.') and a NUL at puzzle[81]. Returns
 * the count up to `limit`; with limit 1 and a solution, its 81 values go to `solution`. */
EMSCRIPTEN_KEEPALIVE int tdoku_solve(const char *puzzle, int limit, unsigned char *solution) {
  char text[81];
  size_t guesses;
  size_t found = TdokuSolverDpllTriadSimd(puzzle, (size_t)limit, 0, text, &guesses);
  if (limit == 1 && found)
    for (int c = 0; c < 81; ++c) solution[c] = (unsigned char)(text[c] - '0');
  return (int)found;
}

/* `puzzles` lines of 82 bytes (81 characters, then '\n' or NUL) from `text`:
 * each count goes to counts[i], and with limit 1 each solution to
 * solutions[81 * i] (zeros when none). Returns how many had a solution. */
EMSCRIPTEN_KEEPALIVE int tdoku_solve_text(const char *text, int puzzles, int limit, unsigned char *counts,
                                          unsigned char *solutions) {
  int solved = 0;
  for (int i = 0; i < puzzles; ++i) {
    int found = tdoku_solve(text + 82 * i, limit, solutions + 81 * i);
    counts[i] = (unsigned char)found;
    solved += found > 0;
  }
  return solved;
}
