/* The reference's native driver for scripts/bench: times tdoku (the fastest
 * published solver, compiled from ../shared/reference/tdoku) on one-a-line
 * 9x9 puzzles, as `sudoku batch --summary --json` times ours.
 *   tdoku_bench FILE LIMIT RUNS      one JSON object: puzzles, runs, median_ms, ...
 *   tdoku_bench FILE LIMIT --answers one line per puzzle: its count (0, 1 or 2 when
 *                                    LIMIT is 2), then a TAB and the solution when
 *                                    LIMIT is 1 and one was found
 * Puzzles: 81 characters, '1'-'9' a given, '.' or '0' a blank (tdoku wants '.').
 * Exit status 2 on unreadable input or usage. Our own code, calling tdoku's C API. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "tdoku.h"

/* One puzzle as tdoku reads it: 81 characters, then a NUL (input[81] below
 * '.' tells tdoku it is a plain puzzle, not 729 pencil marks). */
typedef struct { char cells[82]; } Line;

static void fail(const char *message, const char *detail) {
  fprintf(stderr, "tdoku_bench: %s%s\n", message, detail ? detail : "");
  exit(2);
}

/* Reads every line of FILE; a line that is not 81 puzzle characters ends the program. */
static Line *read_puzzles(const char *file, size_t *count) {
  FILE *in = fopen(file, "rb");
  if (!in) fail("cannot open ", file);
  size_t n = 0, capacity = 1024, number = 0;
  Line *lines = malloc(capacity * sizeof(Line));
  char buffer[256];
  while (fgets(buffer, sizeof buffer, in)) {
    ++number;
    size_t length = strcspn(buffer, "\r\n");
    if (length == 0) continue;
    if (length != 81) {
      fprintf(stderr, "tdoku_bench: %s line %zu has %zu characters, not 81\n", file, number, length);
      exit(2);
    }
    if (n == capacity) lines = realloc(lines, (capacity *= 2) * sizeof(Line));
    for (int c = 0; c < 81; ++c) {
      char ch = buffer[c];
      if (ch == '0') ch = '.';
      if (ch != '.' && (ch < '1' || ch > '9')) {
        fprintf(stderr, "tdoku_bench: %s line %zu, column %d: '%c' is no digit or '.'\n", file, number, c + 1, ch);
        exit(2);
      }
      lines[n].cells[c] = ch;
    }
    lines[n].cells[81] = '\0';
    ++n;
  }
  fclose(in);
  *count = n;
  return lines;
}

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int by_value(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

int main(int argc, char **argv) {
  if (argc != 4) fail("usage: tdoku_bench FILE LIMIT RUNS|--answers", NULL);
  size_t n;
  Line *lines = read_puzzles(argv[1], &n);
  const long limit = strtol(argv[2], NULL, 10);
  if (limit < 1) fail("LIMIT must be 1 or more: ", argv[2]);
  char solution[82] = {0};
  size_t guesses = 0;
  if (strcmp(argv[3], "--answers") == 0) {
    for (size_t i = 0; i < n; ++i) {
      size_t found = TdokuSolverDpllTriadSimd(lines[i].cells, (size_t)limit, 0, solution, &guesses);
      if (limit == 1 && found) printf("%zu\t%.81s\n", found, solution);
      else printf("%zu\n", found);
    }
    return 0;
  }
  const long runs = strtol(argv[3], NULL, 10);
  if (runs < 1) fail("RUNS must be 1 or more: ", argv[3]);
  double *ms = malloc(runs * sizeof(double));
  size_t solved = 0, several = 0, total_guesses = 0;
  for (long r = 0; r < runs; ++r) {
    solved = several = total_guesses = 0;
    const double start = now_ms();
    for (size_t i = 0; i < n; ++i) {
      size_t found = TdokuSolverDpllTriadSimd(lines[i].cells, (size_t)limit, 0, solution, &guesses);
      solved += found > 0;
      several += found > 1;
      total_guesses += guesses;
    }
    ms[r] = now_ms() - start;
  }
  qsort(ms, runs, sizeof(double), by_value);
  const double median = runs % 2 ? ms[runs / 2] : (ms[runs / 2 - 1] + ms[runs / 2]) / 2;
  printf("{\"puzzles\":%zu,\"limit\":%ld,\"runs\":%ld,\"median_ms\":%.4f,\"min_ms\":%.4f,"
         "\"puzzles_per_second\":%.1f,\"solved\":%zu,\"several\":%zu,\"guesses\":%zu}\n",
         n, limit, runs, median, ms[0], n / (median / 1000), solved, several, total_guesses);
  free(ms);
  free(lines);
  return 0;
}
