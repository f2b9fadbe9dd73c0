// Writing the tool's output: standard output as a buffered std::streambuf
// on file descriptor 1 that remembers why a write failed.
//
// Every write of a command goes through one std::ostream. Once a write fails
// (ENOSPC on /dev/full, EBADF on a closed standard output, EPIPE when
// SIGPIPE is ignored), the stream is bad and stays so: later writes are
// dropped at once, a running search ends at its next stop check (FlagStop,
// flag_stop.hpp), no further puzzle starts, and run_cli ends the command with
// exit status kOutputFailed and a message naming the error. The reason is
// why FdWriter exists: std::cout keeps no errno.
#pragma once

#include <poll.h>
#include <unistd.h>

#include <cerrno>
#include <streambuf>

namespace sudoku::cli {

class FdWriter : public std::streambuf {
 public:
  explicit FdWriter(int fd) : fd_(fd) { setp(buffer_, buffer_ + sizeof buffer_); }
  ~FdWriter() override { write_out(); }
  FdWriter(const FdWriter&) = delete;
  FdWriter& operator=(const FdWriter&) = delete;

  int error() const { return error_; }  // errno of the failed write (ENOSPC, EBADF, EPIPE...), 0 if none

 protected:
  int_type overflow(int_type ch) override {
    if (!write_out()) return traits_type::eof();
    if (!traits_type::eq_int_type(ch, traits_type::eof())) {
      *pptr() = traits_type::to_char_type(ch);
      pbump(1);
    }
    return traits_type::not_eof(ch);
  }
  int sync() override { return write_out() ? 0 : -1; }

 private:
  // Writes the buffer whole (a short write goes on from where it stopped; a
  // write interrupted by Ctrl-C before it wrote anything is tried again; a
  // non-blocking descriptor is waited for) and empties it. After a failure nothing more is written.
  bool write_out() {
    const char* from = pbase();
    while (!error_ && from < pptr()) {
      const ssize_t n = ::write(fd_, from, static_cast<size_t>(pptr() - from));
      if (n >= 0) {
        from += n;
      } else if (errno == EAGAIN || errno == EWOULDBLOCK) {  // a non-blocking descriptor: wait until it takes more
        pollfd p{fd_, POLLOUT, 0};
        ::poll(&p, 1, -1);
      } else if (errno != EINTR) {
        error_ = errno;
      }
    }
    setp(buffer_, buffer_ + sizeof buffer_);
    return !error_;
  }

  int fd_;
  int error_ = 0;
  char buffer_[64 * 1024];
};

}  // namespace sudoku::cli
