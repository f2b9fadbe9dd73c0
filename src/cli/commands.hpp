// The subcommands of the `sudoku` tool, on streams so tests can drive them.
#pragma once

#include <atomic>
#include <iosfwd>

#include "cli/cli_options.hpp"

namespace sudoku::cli {

// kWrongAnswer: `batch` found a reported solution that breaks the rules (a
// solver bug; it must never pass quietly). kOutputFailed: a write to `out`
// failed (a full disk, a closed standard output): the command ended there.
enum ExitCode { kAllAnswered = 0, kSomeUnsolved = 1, kInvalid = 2, kWrongAnswer = 3, kOutputFailed = 4 };

// Runs one command. `interrupted` ends a running search (Ctrl-C); the
// search then reports "stopped" with what it found so far.
int run_command(const CliOptions& options, std::istream& in, std::ostream& out, std::ostream& err,
                const std::atomic<bool>& interrupted);

// What main() does: parses argv, then runs the command. A usage error is two
// lines on `err`, "sudoku: <what is wrong>" and "Run 'sudoku help' for the
// options.", and exit status kInvalid. Once a write to `out` fails, the
// command stops (write_output.hpp) and the status is kOutputFailed, with
// "sudoku: cannot write to standard output: <why>" on `err`.
int run_cli(int argc, const char* const* argv, std::istream& in, std::ostream& out, std::ostream& err,
            const std::atomic<bool>& interrupted);

}  // namespace sudoku::cli
