// `sudoku`: the command-line front end of the solver library.
#include <atomic>
#include <csignal>
#include <iostream>

#include "cli/cli_options.hpp"
#include "cli/commands.hpp"

namespace {

// Set by Ctrl-C; a running search then stops and reports what it has. A
// signal handler can only reach a global, which is why this one exists.
std::atomic<bool> g_interrupted{false};

extern "C" void on_interrupt(int) { g_interrupted.store(true); }

}  // namespace

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  sudoku::Result<sudoku::cli::CliOptions> options = sudoku::cli::parse_cli(argc, argv);
  if (!options) {
    std::cerr << "sudoku: " << options.error().message << "\n\n" << sudoku::cli::usage_text();
    return sudoku::cli::kInvalid;
  }
  std::signal(SIGINT, on_interrupt);
  return sudoku::cli::run_command(options.value(), std::cin, std::cout, std::cerr, g_interrupted);
}
