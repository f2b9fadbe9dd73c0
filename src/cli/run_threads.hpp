// Running one piece of work on several threads, as the CLI's `--jobs N`
// commands do (batch, count, enumerate).
#pragma once

#include <algorithm>
#include <cstdint>
#include <exception>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

namespace sudoku::cli {

// The number of threads `--jobs` asks for: its value, or one a core for 0.
inline int jobs_wanted(std::uint64_t jobs) {
  return jobs ? static_cast<int>(jobs) : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

// Runs work(t) on `threads` threads, t from 0 (this thread) to threads - 1,
// and waits for all. When the system refuses a thread (a memory cap, a
// process limit) the ones already started do the work: `work` must take its
// parts from a shared counter, so that any number of threads finishes it.
// What a thread throws is thrown here once every thread has ended (the
// first of them); the other threads finish their work first.
template <typename Work>
void run_threads(int threads, Work&& work) {
  std::exception_ptr failure;
  std::mutex failure_lock;
  auto guarded = [&](int t) {
    try {
      work(t);
    } catch (...) {
      std::lock_guard<std::mutex> lock(failure_lock);
      if (!failure) failure = std::current_exception();
    }
  };
  std::vector<std::thread> helpers;
  helpers.reserve(static_cast<std::size_t>(std::max(threads - 1, 0)));
  try {
    for (int t = 1; t < threads; ++t) helpers.emplace_back(guarded, t);
  } catch (const std::system_error&) {
  }
  guarded(0);
  for (std::thread& t : helpers) t.join();
  if (failure) std::rethrow_exception(failure);
}

}  // namespace sudoku::cli
