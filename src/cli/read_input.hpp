// Reading the tool's input (puzzle files, standard input, region map files):
// in chunks, never more than a limit, and ending at once on Ctrl-C.
//
// Limits (both constants of the core, which refuses longer texts anyway):
//   puzzles, from -f FILE or standard input   kMaxBatchText (16 MiB, about
//       200,000 9x9 puzzles one a line: a file may hold many puzzles)
//   a region map, from --regions @FILE        kMaxGridText (64 KiB)
// A read past the limit stops there, so /dev/zero costs 16 MiB, not all memory.
//
// Ctrl-C: main() installs its SIGINT handler without SA_RESTART, so a read()
// blocked on a terminal or a silent pipe returns EINTR; FdReader also waits in
// poll() at most kPollMs at a time, which covers a signal that lands just
// before the read starts. Either way the reader looks at the stop flag and
// ends the input, and read_all reports kInterrupted.
#pragma once

#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <streambuf>
#include <string>

namespace sudoku::cli {

// A file descriptor as a std::streambuf whose input ends (EOF) once `stop`
// is set, even while it waits for data that never comes.
class FdReader : public std::streambuf {
 public:
  static constexpr int kPollMs = 100;

  FdReader(int fd, const std::atomic<bool>& stop) : fd_(fd), stop_(stop) {}
  int error() const { return error_; }  // errno of a failed read (EISDIR, EIO, ...), 0 if none

 protected:
  int_type underflow() override {
    if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
    while (!stop_.load()) {
      pollfd p{fd_, POLLIN, 0};
      const int ready = ::poll(&p, 1, kPollMs);
      if (ready == 0 || (ready < 0 && errno == EINTR)) continue;  // look at the flag again
      const ssize_t n = ::read(fd_, buffer_, sizeof buffer_);
      if (n > 0) {
        setg(buffer_, buffer_, buffer_ + n);
        return traits_type::to_int_type(*gptr());
      }
      if (n == 0) return traits_type::eof();
      if (errno != EINTR && errno != EAGAIN) {
        error_ = errno;
        return traits_type::eof();
      }
    }
    return traits_type::eof();
  }

 private:
  int fd_;
  const std::atomic<bool>& stop_;
  int error_ = 0;
  char buffer_[64 * 1024];
};

enum class ReadEnd {
  kComplete,     // the whole input is in `text`
  kTooLong,      // more than `limit` bytes: `text` holds the first limit + 1
  kInterrupted,  // `stop` was set before the input ended
};

// Appends `in` to `text` in chunks of 64 KiB, looking at `stop` between them.
inline ReadEnd read_all(std::streambuf& in, std::size_t limit, const std::atomic<bool>& stop, std::string& text) {
  constexpr std::size_t kChunk = 64 * 1024;
  const std::size_t start = text.size();
  for (;;) {
    if (stop.load()) return ReadEnd::kInterrupted;
    const std::size_t want = std::min(kChunk, limit + 1 - (text.size() - start));
    const std::size_t at = text.size();
    if (at + want > text.capacity())  // doubling, but never past limit + 1: no block of 32 MiB for /dev/zero
      text.reserve(std::min(start + limit + 1, std::max(at + want, 2 * text.capacity())));
    text.resize(at + want);
    const std::size_t got = static_cast<std::size_t>(in.sgetn(&text[at], static_cast<std::streamsize>(want)));
    text.resize(at + got);
    if (text.size() - start > limit) return ReadEnd::kTooLong;
    if (got < want) return stop.load() ? ReadEnd::kInterrupted : ReadEnd::kComplete;
  }
}

}  // namespace sudoku::cli
