// `sudoku`: the command-line front end of the solver library.
#include <atomic>
#include <csignal>
#include <iostream>

#include "cli/commands.hpp"
#include "cli/read_input.hpp"
#include "cli/write_output.hpp"

namespace {

// Set by Ctrl-C; whatever runs then ends: a read of the input, or a search,
// which reports what it has. A signal handler can only reach a global, which
// is why this one exists.
std::atomic<bool> g_interrupted{false};

extern "C" void on_interrupt(int) { g_interrupted.store(true); }

// SIGINT without SA_RESTART (std::signal sets it on glibc): a read() blocked
// on a terminal or a pipe then returns EINTR instead of waiting on, so the
// first Ctrl-C ends reading too.
void catch_interrupt() {
  struct sigaction action {};
  action.sa_handler = on_interrupt;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  sigaction(SIGINT, &action, nullptr);
}

}  // namespace

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  catch_interrupt();
  // Standard input through FdReader, which a Ctrl-C ends (std::cin retries an
  // interrupted read); standard output through FdWriter, which says why a
  // write failed (std::cout keeps no errno).
  sudoku::cli::FdReader stdin_reader(0, g_interrupted);
  std::istream in(&stdin_reader);
  sudoku::cli::FdWriter stdout_writer(1);
  std::ostream out(&stdout_writer);
  return sudoku::cli::run_cli(argc, argv, in, out, std::cerr, g_interrupted);
}
