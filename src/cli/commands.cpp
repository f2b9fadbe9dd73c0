#include "cli/commands.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <sstream>

#include "cli/batch_command.hpp"
#include "cli/flag_stop.hpp"
#include "cli/generate_command.hpp"
#include "cli/json_writer.hpp"
#include "cli/parallel_count.hpp"
#include "cli/parallel_enumerate.hpp"
#include "cli/run_threads.hpp"
#include "cli/read_input.hpp"
#include "cli/write_output.hpp"
#include "core/constraints_file.hpp"
#include "core/estimate.hpp"
#include "core/batch.hpp"
#include "core/hint.hpp"
#include "core/iss_format.hpp"
#include "core/layout_format.hpp"
#include "core/layouts.hpp"
#include "core/logic/eliminations_text.hpp"
#include "core/rating.hpp"
#include "core/registry.hpp"
#include "core/shape_cache.hpp"
#include "core/shape_file.hpp"
#include "core/step_json.hpp"
#include "core/text_readings.hpp"
#include "core/words.hpp"

namespace sudoku::cli {

namespace {

Json stats_json(const Stats& s) {
  Json o = {{"placements", s.placements}, {"backtracks", s.backtracks}, {"nodes", s.nodes},
            {"attempts", s.attempts}, {"elapsed_ms", round_3_decimals(s.elapsed_ms)}};
  if (s.hardest != Technique::kNone) o["hardest_technique"] = technique_id(s.hardest);
  return o;
}

std::string stats_text(const Stats& s) {
  std::ostringstream out;
  out.setf(std::ios::fixed);
  out.precision(3);
  out << s.elapsed_ms << " ms, " << s.placements << " placements, " << s.backtracks << " backtracks, " << s.nodes
      << " nodes";
  if (s.attempts) out << ", " << s.attempts << " attempts";  // levels' counter; 0 for the others
  if (s.hardest != Technique::kNone) out << ", hardest technique: " << technique_name(s.hardest);
  return out.str();
}

// For a text read as a square grid that failed: the built-in layouts it reads
// as without conflicts (a star line, a samurai's 21 rows: read_any_layout,
// the rule the page opens pasted text by), as advice to add to the error, or "".
std::string layout_advice(const std::string& text) {
  std::vector<std::string> fits;
  for (const TextReading& r : read_any_layout(text).readings)
    if (!r.layout.empty() && !r.conflict) fits.push_back(r.layout);
  if (fits.empty()) return "";
  std::string names;
  for (size_t i = 0; i < fits.size(); ++i) names += (i == 0 ? "" : i + 1 == fits.size() ? " or " : ", ") + fits[i];
  return " (it reads as a " + names + " puzzle: add --layout " + (fits.size() == 1 ? fits[0] : "NAME") + ")";
}

// Prints each step on its own line: as text, its sentence ("depth 2: Try 5
// in r3c7."; a deduction's effects are in its sentence), or as JSON, every
// event with its sentence and, for a deduction, its step (step_json.hpp).
class PrintingSink : public EventSink {
 public:
  PrintingSink(const Shape& shape, std::ostream& out, bool json) : shape_(shape), out_(out), json_(json) {}

  void on_event(const Event& e) override {
    if (json_) {
      Json o = {{"event", event_kind_id(e.kind)}};
      if (e.cell >= 0) {
        o["cell"] = e.cell;
        o["row"] = shape_.geometry(e.cell).row + 1;  // in the bounding box (the star: strip and half-column)
        o["column"] = shape_.geometry(e.cell).col + 1;
      }
      if (e.value) o["value"] = e.value;
      o["depth"] = e.depth;
      if (e.technique != Technique::kNone) o["technique"] = technique_id(e.technique);
      if (e.effect) o["effect"] = true;
      else o["message"] = say(shape_, words_of(e));
      if (e.kind == EventKind::kDeduce && e.deduction) o["step"] = Json::parse(step_json(shape_, *e.deduction));
      out_ << dump(o) << '\n';
      return;
    }
    if (e.effect) return;
    out_ << "depth " << e.depth << ": " << say(shape_, words_of(e)) << '\n';
  }

 private:
  const Shape& shape_;
  std::ostream& out_;
  bool json_;
};

// What the limits are (kMaxBatchText, kMaxGridText: see read_input.hpp).
const std::string kPuzzleLimitNote =
    "(" + std::to_string(kMaxBatchText >> 20) + " MiB, about 200,000 9x9 puzzles one a line)";
const std::string kShapeLimitNote =
    "(" + std::to_string(kMaxShapeText >> 20) + " MiB, over twice the largest shape the library takes)";
const std::string kRegionLimitNote =
    "(" + std::to_string(kMaxGridText >> 10) + " KiB, the longest region map the library reads)";
const std::string kConstraintsLimitNote =
    "(" + std::to_string(kMaxConstraintsText >> 20) + " MiB of JSON)";

// Reads the file `path`, or standard input when `path` is empty, into `text`:
// at most `limit` bytes, ending on Ctrl-C (see read_input.hpp). On failure
// says why on `err` (naming `what`, the file or "standard input") and
// returns the exit code; kAllAnswered when the input was read whole.
int read_input(const std::string& path, std::istream& in, std::size_t limit, const std::string& note,
               const std::string& what, const std::atomic<bool>& interrupted, std::ostream& err, std::string& text) {
  const auto too_long = [&](std::uint64_t size) {  // 0: not known, more than the limit was met
    err << "sudoku: " << what << " is "
        << (size ? std::to_string(size) + " bytes long; at most " : "longer than " + std::to_string(limit) + " bytes, ")
        << (size ? std::to_string(limit) + " bytes are read " : "the most that is read ") << note << '\n';
    return kInvalid;
  };
  const auto stopped = [&] {
    err << "sudoku: stopped by Ctrl-C while reading " << what << '\n';
    return kSomeUnsolved;
  };
  const auto failed = [&](int error) {
    err << "sudoku: cannot read " << what << ": " << (error == EISDIR ? "it is a directory" : std::strerror(error)) << '\n';
    return kInvalid;
  };
  ReadEnd end;
  if (path.empty()) {
    end = read_all(*in.rdbuf(), limit, interrupted, text);
    const auto* reader = dynamic_cast<const FdReader*>(in.rdbuf());  // the binary's standard input
    if (end == ReadEnd::kComplete && reader && reader->error()) return failed(reader->error());
  } else {
    int fd;
    while ((fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC)) < 0 && errno == EINTR)  // a FIFO waits for a writer
      if (interrupted.load()) return stopped();
    if (fd < 0) return failed(errno);
    struct stat info {};
    const bool known = ::fstat(fd, &info) == 0;
    if (known && S_ISDIR(info.st_mode)) {
      ::close(fd);
      return failed(EISDIR);
    }
    if (known && S_ISREG(info.st_mode) && static_cast<std::uint64_t>(info.st_size) > limit) {  // refused unread
      ::close(fd);
      return too_long(static_cast<std::uint64_t>(info.st_size));
    }
    FdReader reader(fd, interrupted);
    end = read_all(reader, limit, interrupted, text);
    ::close(fd);
    if (end == ReadEnd::kComplete && reader.error()) return failed(reader.error());
  }
  if (end == ReadEnd::kTooLong) return too_long(0);
  if (end == ReadEnd::kInterrupted) return stopped();
  return kAllAnswered;
}

// The text has nothing in it but a byte-order mark and whitespace.
bool is_blank(std::string_view text) {
  for (char ch : without_bom(text))
    if (!std::isspace(static_cast<unsigned char>(ch))) return false;
  return true;
}

int list_algorithms(const CliOptions& o, std::ostream& out) {
  for (const Algorithm& a : algorithms()) {
    if (o.json) {
      std::vector<std::string> caps;
      if (a.capabilities & kCanEnumerate) caps.push_back("enumerate");
      if (a.capabilities & kCanTrace) caps.push_back("trace");
      if (a.capabilities & kNamesTechniques) caps.push_back("techniques");
      if (a.capabilities & kCountsBacktracks) caps.push_back("backtracks");
      if (a.capabilities & kNeedsBudget) caps.push_back("needs_budget");
      const Json j = {{"id", a.id},           {"name", a.name},         {"summary", a.summary}, {"description", a.description},
                      {"capabilities", caps}, {"min_size", a.min_size}, {"max_size", a.max_size}};
      out << dump(j) << '\n';
    } else {
      out << a.id << std::string(14 - a.id.size(), ' ') << a.name << "\n" << std::string(14, ' ') << a.description << '\n';
    }
  }
  if (!o.json) {  // every algorithm runs on every layout
    out << "\nlayouts (--layout NAME; standard is a square grid, --shape FILE.json a custom one):\n";
    for (const LayoutInfo& l : layouts())
      out << l.id << std::string(14 - l.id.size(), ' ') << l.description << '\n';
  }
  return kAllAnswered;
}

Json error_json(const InputError& e) {
  return {{"code", error_code_name(e.code)}, {"message", e.message}, {"cells", e.cells}};
}

std::string count_verdict(const SolveResult& r) {
  if (r.solutions == 0) return r.complete ? "no solution" : "no solution found (stopped)";
  const std::string n = std::to_string(r.solutions) + (r.solutions == 1 ? " solution" : " solutions");
  if (r.complete) return r.solutions == 1 ? "unique: 1 solution" : n;
  return "at least " + n + (r.status == Status::kStopped ? " (stopped)" : " (limit reached)");
}

std::string magnitude_text(const Magnitude& m);

// "about 6.84 x 10^21 in all (estimated within 3.1%; `sudoku estimate` for more)": after a count that was
// stopped, a second of Knuth's estimate (core/estimate.hpp), or nothing when no walk reached a solution.
std::string estimate_line(const Puzzle& puzzle, const std::atomic<bool>& interrupted) {
  FlagStop second(interrupted, 1000);
  EstimateOptions options;
  options.stop = &second;
  const SolutionEstimate e = estimate_solutions(puzzle, options);
  if (e.solved == 0) return "";
  char within[32];
  std::snprintf(within, sizeof within, "%.1f%%", e.relative_error * 100);
  return "about " + magnitude_text(e.solutions) + " in all (estimated within " + within + "; `sudoku estimate` for more)\n";
}

// Whether `count` and `enumerate` may spread over threads: with the fast
// solver and no node budget. The other algorithms count on one thread, so
// their counters stay those of one search as their sources describe it.
bool parallel_counts(const Algorithm& algorithm, const CliOptions& o) {
  return algorithm.id == "fast" && o.max_nodes == 0;
}

// Runs the command on one valid puzzle; returns its exit code.
int run_one(const CliOptions& o, const Algorithm& algorithm, const Puzzle& puzzle, bool many, std::ostream& out,
            const std::atomic<bool>& interrupted) {
  FlagStop stop(interrupted, o.time_limit_ms, &out);
  const bool counting = o.command == "count" || o.command == "enumerate";
  SearchOptions search = search_options(o, stop, counting ? 0 : 1);

  // enumerate streams: each solution is written as it is found (and flushed
  // within FlushingStop::kFlushMs), as a line, or with --json as the next item
  // of "solutions" (the object's first field; the fields known only at the
  // end follow the array), so memory stays flat and the output is whole JSON
  // however the search ends.
  FlushingStop flushing(stop, out);
  bool first = true;
  // A solution's text with its separator: "line\n", or with --json ",\"line\"" (the
  // comma left out of the first write).
  const auto solution_text = [&](const Grid& g) {
    return o.json ? "," + json_string(format_line(g)) : format_line(g) + '\n';
  };
  const auto write_solutions = [&](const std::string& texts) {
    if (first && o.json) out.write(texts.data() + 1, static_cast<std::streamsize>(texts.size() - 1));
    else out << texts;
    first = false;
    flushing.wrote();
    return !out.fail();  // a failed write ends the search
  };
  if (o.command == "enumerate") {
    search.stop = &flushing;
    if (o.json) out << "{\"solutions\":[";
    search.on_solution = [&](const Grid& g) { return write_solutions(solution_text(g)); };
  }
  PrintingSink printer(*puzzle.shape, out, o.json);
  if (o.command == "trace") search.events = &printer;

  // count spreads over --jobs threads; enumerate only when --jobs is given,
  // for it then writes in the pieces' order (parallel_enumerate.hpp), and by
  // default its output must not depend on the machine's cores. Their stop
  // check is the bare Ctrl-C and time limit, safe on any thread. The writes
  // come one at a time, each of many solutions or kHandOverMs old, so each
  // is flushed at once. A puzzle with rules beyond its houses stays on one
  // thread: its search learns where to guess from its conflicts, which the
  // pieces would split (and each piece would derive the implied sums again):
  // tarek's unsolvable #41 took 120 ms over two threads, 51 ms on one.
  const int jobs = jobs_wanted(o.jobs);
  const bool spread = counting && jobs > 1 && parallel_counts(algorithm, o) && puzzle.constraints.empty() &&
                      (o.command == "count" || o.jobs_given);
  FlagStop threads_stop(interrupted, o.time_limit_ms);
  SearchOptions spread_search = search;
  spread_search.stop = &threads_stop;
  spread_search.on_solution = nullptr;
  const SolveResult r = !spread                      ? run_algorithm(algorithm, puzzle, search)
                        : o.command == "count"       ? count_parallel(algorithm, puzzle, spread_search, jobs)
                                                     : enumerate_parallel(algorithm, puzzle, spread_search, jobs,
                                                                          solution_text, [&](const std::string& texts) {
                                                                            const bool ok = write_solutions(texts);
                                                                            out.flush();
                                                                            return ok && !out.fail();
                                                                          });
  const Shape& s = *puzzle.shape;

  if (o.json) {
    Json j = {{"status", status_id(r.status)}};
    if (!r.first_solution.empty()) j["solution"] = format_line(r.first_solution);
    if (counting) {
      j["count"] = r.solutions;
      j["complete"] = r.complete;
    }
    j["algorithm"] = algorithm.id;
    j["stats"] = stats_json(r.stats);
    if (o.command == "enumerate") out << "]," << json_fields(j) << "}\n";
    else out << dump(j) << '\n';
  } else if (o.command == "solve" || o.command == "trace") {
    const std::string prefix = o.command == "trace" ? "# " : "";
    if (r.first_solution.empty()) {
      out << prefix << (r.status == Status::kStopped ? "stopped before a solution was found" : "no solution") << '\n';
    } else if (many || o.command == "trace") {
      out << prefix << format_line(r.first_solution) << '\n';
    } else if (!s.is_square_grid()) {
      out << format_layout(s, r.first_solution);
    } else {
      const bool boxes = s.variant().regions.empty();
      out << format_pretty(r.first_solution, boxes ? s.box_rows() : 0, boxes ? s.box_cols() : 0);
    }
    if (!many) out << prefix << status_id(r.status) << " by " << algorithm.id << ": " << stats_text(r.stats) << '\n';
  } else if (o.command == "count") {
    out << count_verdict(r);
    if (!many) out << " (" << algorithm.id << ": " << stats_text(r.stats) << ")";
    out << '\n';
    // Stopped by its time limit (not Ctrl-C) with solutions found: about how many there are in all.
    if (!many && r.status == Status::kStopped && r.solutions > 0 && !interrupted.load()) out << estimate_line(puzzle, interrupted);
  }
  return r.status == Status::kSolved ? kAllAnswered : kSomeUnsolved;
}

// The next logical step on one puzzle, in words (or as JSON: step_json.hpp).
int hint_one(const CliOptions& o, const Puzzle& puzzle, std::ostream& out, std::ostream& err) {
  const Result<Eliminations> crossed = read_eliminations(*puzzle.shape, o.eliminated);
  if (!crossed) {
    err << "sudoku: invalid: " << crossed.error().message << '\n';
    return kInvalid;
  }
  const Technique cap = o.technique_cap.empty() ? Technique::kAny : *technique_by_id(o.technique_cap);  // parse_cli checked it
  std::string_view bad;
  const std::optional<TechniqueSet> chosen = techniques_from_ids(o.techniques, bad);  // parse_cli checked the ids
  const Hint h = find_hint(puzzle, crossed.value(), cap, o.techniques_given ? &*chosen : nullptr);
  out << (o.json ? hint_json(*puzzle.shape, h) : h.message) << '\n';
  return h.kind == HintKind::kNoSolution ? kSomeUnsolved : kAllAnswered;
}

// Why a puzzle has no logical path, in words: it needs exactly one solution.
std::string no_path_text(PathOutcome outcome) {
  return outcome == PathOutcome::kNoSolution ? "no solution: nothing to explain or rate"
                                             : "several solutions: a path or a rating needs exactly one";
}

// The whole logical solution of one puzzle, one worded step a line (rating.hpp).
int explain_one(const CliOptions& o, const Puzzle& puzzle, std::ostream& out) {
  const LogicalPath path = logical_path(puzzle);
  if (o.json) {
    std::string steps;
    for (const PathStep& s : path.steps) {
      if (!steps.empty()) steps += ',';
      if (s.guess)
        steps += dump(Json{{"guess", true}, {"cell", s.cell}, {"value", s.value}, {"message", s.message}});
      else
        steps += "{\"guess\":false,\"step\":" + step_json(*puzzle.shape, s.deduction) + "}";
    }
    out << "{\"status\":" << json_string(path_outcome_id(path.outcome)) << ",\"steps\":[" << steps << "]}\n";
  } else if (path.outcome != PathOutcome::kSolved) {
    out << no_path_text(path.outcome) << '\n';
  } else {
    for (std::size_t i = 0; i < path.steps.size(); ++i) out << i + 1 << ". " << path.steps[i].message << '\n';
  }
  return path.outcome == PathOutcome::kSolved ? kAllAnswered : kSomeUnsolved;
}

// One puzzle's rating: "hard  score 1234  hardest X-Wing  guesses 0  steps 61".
int rate_one(const CliOptions& o, const Puzzle& puzzle, std::ostream& out) {
  const LogicalPath path = logical_path(puzzle, Technique::kAny, PathWords::kUnworded);
  if (o.json) {
    out << rating_json(path) << '\n';
  } else if (path.outcome != PathOutcome::kSolved) {
    out << no_path_text(path.outcome) << '\n';
  } else {
    const Rating r = rate_path(path.steps);
    out << level_id(r.level) << "  score " << r.score << "  hardest "
        << (r.hardest == Technique::kNone ? "none" : technique_name(r.hardest)) << "  guesses " << r.guesses
        << "  steps " << r.steps << '\n';
  }
  return path.outcome == PathOutcome::kSolved ? kAllAnswered : kSomeUnsolved;
}

// "6.67 x 10^21" (3 significant digits; plain digits below 10^6).
std::string magnitude_text(const Magnitude& m) {
  char text[64];
  if (m.exponent < 6) std::snprintf(text, sizeof text, "%.0f", m.value());
  else std::snprintf(text, sizeof text, "%.3g x 10^%d", m.mantissa, m.exponent);
  return text;
}

Json magnitude_json(const Magnitude& m) { return Json{{"mantissa", m.mantissa}, {"exponent", m.exponent}}; }

// "about 6.67 x 10^21 solutions (95% interval 6.52 x 10^21 to 6.81 x 10^21, within 2.2%; 10,000 walks, 9,731 reached a solution)".
int estimate_one(const CliOptions& o, const Puzzle& puzzle, std::ostream& out, const std::atomic<bool>& interrupted) {
  FlagStop stop(interrupted, o.time_limit_ms, &out);
  EstimateOptions options;
  options.probes = o.probes;
  options.seed = o.seed_given ? o.seed : 1;
  options.stop = &stop;
  const SolutionEstimate e = estimate_solutions(puzzle, options);
  if (o.json) {
    out << dump(Json{{"status", e.stopped ? "stopped" : "estimated"}, {"estimate", magnitude_json(e.solutions)},
                     {"low", magnitude_json(e.low)}, {"high", magnitude_json(e.high)},
                     {"relativeError", e.relative_error}, {"probes", e.probes}, {"solved", e.solved}})
        << '\n';
  } else {
    char within[32];
    std::snprintf(within, sizeof within, "%.1f%%", e.relative_error * 100);
    out << "about " << magnitude_text(e.solutions) << " solutions (95% interval " << magnitude_text(e.low) << " to "
        << magnitude_text(e.high) << ", within " << within << "; " << with_commas(e.probes) << " walks, "
        << with_commas(e.solved) << " reached a solution" << (e.stopped ? "; stopped" : "") << ")\n";
  }
  return e.stopped ? kSomeUnsolved : kAllAnswered;
}

// Every registered algorithm on one puzzle, as a table (or JSON lines).
int compare_one(const CliOptions& o, const Puzzle& puzzle, const std::string& text, std::ostream& out,
                const std::atomic<bool>& interrupted) {
  if (!o.json) {
    const Shape& s = *puzzle.shape;
    out << format_line(puzzle.givens) << "  ("
        << (s.is_square_grid() ? std::to_string(s.size()) + "x" + std::to_string(s.size()) + " " + s.variant_name()
                               : s.layout() + ", " + std::to_string(s.cell_count()) + " cells")
        << ")\n";
    char header[160];
    std::snprintf(header, sizeof header, "  %-14s %-12s %12s %14s %14s %14s %14s\n", "algorithm", "result", "time ms",
                  "placements", "backtracks", "nodes", "attempts");
    out << header;
  }
  int worst = kAllAnswered;
  for (const Algorithm& a : algorithms()) {
    // Each row is written when its run ends, so a failed write is seen before the next run.
    if (!out.flush()) return kSomeUnsolved;
    FlagStop stop(interrupted, o.time_limit_ms, &out);
    const SearchOptions search = search_options(o, stop, 1);
    const SolveResult r = run_algorithm(a, puzzle, search);
    if (r.status != Status::kSolved) worst = kSomeUnsolved;
    if (o.json) {
      const Json j = {{"puzzle", text},          {"algorithm", a.id},        {"status", status_id(r.status)},
                      {"count", r.solutions},    {"complete", r.complete}, {"stats", stats_json(r.stats)}};
      out << dump(j) << '\n';
      continue;
    }
    std::string result = r.status == Status::kStopped ? "stopped" : r.solutions == 0 ? "no solution"
                         : search.limit == 1 ? "solved" : std::to_string(r.solutions) + (r.complete ? "" : "+");
    char row[200];
    std::snprintf(row, sizeof row, "  %-14s %-12s %12.3f %14s %14s %14s %14s\n", std::string(a.id).c_str(),
                  result.c_str(), r.stats.elapsed_ms, with_commas(r.stats.placements).c_str(),
                  with_commas(r.stats.backtracks).c_str(), with_commas(r.stats.nodes).c_str(),
                  with_commas(r.stats.attempts).c_str());
    out << row;
  }
  if (!o.json) out << '\n';
  return worst;
}

}  // namespace

namespace {

// The layout the options name: built in (--layout), or from a shape file
// (--shape); null for a square grid. 0, or the exit status after saying why
// the shape file cannot be read.
int read_layout(const CliOptions& o, std::istream& in, std::ostream& err, const std::atomic<bool>& interrupted,
                ShapePtr& layout) {
  if (!o.shape.empty()) {
    const std::string what = "shape file '" + o.shape + "'";
    std::string json;
    if (const int code = read_input(o.shape, in, kMaxShapeText, kShapeLimitNote, what, interrupted, err, json))
      return code;
    Result<ShapePtr> shape = read_shape_file(json);
    if (!shape) {
      err << "sudoku: " << what << ": " << shape.error().message << '\n';
      return kInvalid;
    }
    layout = shape.value();
  } else if (!o.layout.empty() && o.layout != "standard") {
    layout = make_layout(o.layout).value();  // parse_cli checked the name
  }
  return 0;
}

}  // namespace

namespace {

// ISS puzzle strings one a line, when the text's first line holding
// anything is one (core/iss_format.hpp); else nothing.
std::optional<std::vector<std::string>> iss_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    if (lines.empty() && !is_iss_text(line)) return std::nullopt;
    lines.push_back(line);
  }
  if (lines.empty()) return std::nullopt;
  return lines;
}

// The puzzle with the constraints of a --constraints file, checked.
Result<Puzzle> with_constraints(Puzzle puzzle, std::string_view json) {
  Result<std::vector<Constraint>> read = read_constraints(json, puzzle.shape->cell_count());
  if (!read) return read.error();
  puzzle.constraints = std::move(read.value());
  if (std::optional<InputError> broken = check_constraints(puzzle)) return *broken;
  return puzzle;
}

}  // namespace

int run_command(const CliOptions& o, std::istream& in, std::ostream& out, std::ostream& err,
                const std::atomic<bool>& interrupted) {
  if (o.command == "help") {
    out << usage_text();
    return kAllAnswered;
  }
  if (o.version) {
    out << version_text() << '\n';
    return kAllAnswered;
  }
  if (o.command == "algorithms") return list_algorithms(o, out);

  const Algorithm* algorithm = find_algorithm(o.algorithm);
  if (!algorithm) {
    std::string ids;
    for (const Algorithm& a : algorithms()) ids += (ids.empty() ? "" : ", ") + std::string(a.id);
    err << "sudoku: unknown algorithm '" << o.algorithm << "'; algorithms are " << ids << '\n';
    return kInvalid;
  }

  VariantOptions variant{o.variant, o.regions, o.layout};
  if (!o.regions.empty() && o.regions[0] == '@') {
    const std::string path = o.regions.substr(1), what = "region map file '" + path + "'";
    if (path.empty()) {
      err << "sudoku: --regions @FILE needs a file name after the @\n";
      return kInvalid;
    }
    variant.regions.clear();
    if (const int code = read_input(path, in, kMaxGridText, kRegionLimitNote, what, interrupted, err, variant.regions))
      return code;
    if (is_blank(variant.regions)) {  // not silently a standard grid
      err << "sudoku: " << what << " is empty\n";
      return kInvalid;
    }
  }

  // generate reads no puzzle: its shape comes from the options alone.
  if (o.command == "generate") {
    if (!o.puzzles.empty() || !o.file.empty()) {
      err << "sudoku: generate takes no puzzle; its shape comes from --size, --variant, --regions, --layout or --shape\n";
      return kInvalid;
    }
    ShapePtr shape;
    if (const int code = read_layout(o, in, err, interrupted, shape)) return code;
    CliOptions resolved = o;
    resolved.regions = variant.regions.empty() ? o.regions : variant.regions;
    return run_generate(resolved, shape, out, err);
  }

  // --iss: the puzzle as an ISS string, or a file of them one a line.
  if (!o.iss.empty()) {
    if (!o.puzzles.empty() || !o.file.empty() || !o.variant.empty() || !o.regions.empty() || !o.layout.empty() ||
        !o.shape.empty() || o.command == "batch") {
      err << "sudoku: --iss is the puzzle and its shape; give it without other puzzles, -f, --variant, --regions, "
             "--layout or --shape (and not to batch)\n";
      return kInvalid;
    }
    CliOptions each = o;
    each.iss.clear();
    if (o.iss[0] != '@') {
      each.puzzles = {o.iss};
    } else {
      std::string read;
      if (const int code = read_input(o.iss.substr(1), in, kMaxBatchText, kPuzzleLimitNote,
                                      "ISS file '" + o.iss.substr(1) + "'", interrupted, err, read))
        return code;
      std::optional<std::vector<std::string>> lines = iss_lines(read);
      if (!lines) {
        err << "sudoku: ISS file '" << o.iss.substr(1) << "' holds no ISS puzzle string (each starts with '.', as '.~R1C1_5')\n";
        return kInvalid;
      }
      each.puzzles = std::move(*lines);
    }
    for (std::string& p : each.puzzles)
      if (!is_iss_text(p)) p = "." + p;  // read as ISS: its error then says what ISS strings look like
    return run_command(each, in, out, err, interrupted);
  }

  // Puzzles: the arguments, then -f FILE; standard input when there are neither.
  std::string text;
  if (o.command == "batch")
    for (const std::string& p : o.puzzles) text += p + '\n';
  if (!o.file.empty() || o.puzzles.empty()) {
    const std::string what = o.file.empty() ? "standard input" : "'" + o.file + "'";
    std::string read;
    if (const int code = read_input(o.file, in, kMaxBatchText, kPuzzleLimitNote, what, interrupted, err, read))
      return code;
    text += read;
  }
  ShapePtr layout;
  if (const int code = read_layout(o, in, err, interrupted, layout)) return code;
  if (o.command == "batch") {
    if (!o.constraints.empty()) {
      err << "sudoku: batch does not take --constraints; solve, count and enumerate do\n";
      return kInvalid;
    }
    return run_batch(o, text, layout, out, err, interrupted);
  }
  std::string constraints_text;  // --constraints FILE, read once for every puzzle
  if (!o.constraints.empty())
    if (const int code = read_input(o.constraints, in, kMaxConstraintsText, kConstraintsLimitNote,
                                    "constraints file '" + o.constraints + "'", interrupted, err, constraints_text))
      return code;

  std::vector<std::string> texts = o.puzzles;
  std::optional<std::vector<std::string>> iss = layout ? std::nullopt : iss_lines(text);
  for (std::string& t : layout ? split_layout_puzzles(text, *layout) : iss ? std::move(*iss) : split_puzzles(text))
    texts.push_back(std::move(t));
  if (texts.empty()) {
    err << "sudoku: no puzzle given (pass it as an argument, with -f FILE, or on standard input)\n";
    return kInvalid;
  }

  int worst = kAllAnswered;
  const bool many = texts.size() > 1;
  for (size_t i = 0; i < texts.size(); ++i) {
    const bool iss = !layout && is_iss_text(texts[i]);
    if (iss && (!o.variant.empty() || !o.regions.empty() || !o.layout.empty())) {
      err << "sudoku: an ISS puzzle string carries its own shape; give it without --variant, --regions or --layout\n";
      return kInvalid;
    }
    if (iss && !o.constraints.empty()) {
      err << "sudoku: an ISS puzzle string carries its own constraints; give it without --constraints\n";
      return kInvalid;
    }
    Result<Puzzle> puzzle = layout ? read_layout_puzzle(texts[i], layout)
                            : iss  ? read_iss(texts[i])
                                   : read_puzzle(texts[i], variant);
    if (puzzle && !o.constraints.empty()) puzzle = with_constraints(std::move(puzzle.value()), constraints_text);
    if (!puzzle) {
      const InputError& e = puzzle.error();
      const bool plain = !layout && o.variant.empty() && (e.code == ErrorCode::kBadCellCount || e.code == ErrorCode::kConflict);
      err << "sudoku: " << (many ? "puzzle " + std::to_string(i + 1) + ": " : "") << "invalid: " << e.message
          << (plain ? layout_advice(texts[i]) : "") << '\n';
      if (o.json) out << dump(Json{{"status", "invalid"}, {"error", error_json(e)}}) << '\n';
      else if (many) out << "invalid\n";
      worst = kInvalid;
      continue;
    }
    const bool searches = o.command != "compare" && o.command != "hint" && o.command != "explain" &&
                          o.command != "rate" && o.command != "estimate";
    // (hint, explain and rate walk the ladder, whose constraint techniques narrow by the rules)
    const bool takes_rules = searches || o.command == "hint" || o.command == "explain" || o.command == "rate";
    if (!takes_rules && !puzzle.value().constraints.empty()) {
      err << "sudoku: " << (many ? "puzzle " + std::to_string(i + 1) + ": " : "") << "invalid: " << o.command
          << " does not take constraints (killer cages, thermometers, ...) yet; solve, count, enumerate, trace, hint, "
             "explain and rate do (searches with --algorithm fast)\n";
      worst = kInvalid;
      continue;
    }
    if (searches)
      if (std::optional<std::string> why = refusal(*algorithm, puzzle.value())) {  // registry.hpp: the JS API's rule too
        err << "sudoku: " << (many ? "puzzle " + std::to_string(i + 1) + ": " : "") << "invalid: " << *why << '\n';
        worst = kInvalid;
        continue;
      }
    const int code = o.command == "compare" ? compare_one(o, puzzle.value(), texts[i], out, interrupted)
                     : o.command == "hint"  ? hint_one(o, puzzle.value(), out, err)
                     : o.command == "explain" ? explain_one(o, puzzle.value(), out)
                     : o.command == "rate"  ? rate_one(o, puzzle.value(), out)
                     : o.command == "estimate" ? estimate_one(o, puzzle.value(), out, interrupted)
                                            : run_one(o, *algorithm, puzzle.value(), many, out, interrupted);
    if (code > worst) worst = code;
    if (out.fail()) break;  // run_cli says why
    if (interrupted.load() && i + 1 < texts.size()) {  // Ctrl-C: the puzzle that ran said "stopped"; no more start
      err << "sudoku: stopped by Ctrl-C after " << i + 1 << " of " << texts.size() << " puzzles\n";
      return std::max(worst, static_cast<int>(kSomeUnsolved));
    }
  }
  return worst;
}

int run_cli(int argc, const char* const* argv, std::istream& in, std::ostream& out, std::ostream& err,
            const std::atomic<bool>& interrupted) {
  const Result<CliOptions> options = parse_cli(argc, argv);
  if (!options) {  // one line saying what is wrong, not the whole usage
    err << "sudoku: " << options.error().message << "\nRun 'sudoku help' for the options.\n";
    return kInvalid;
  }
  const int code = run_command(options.value(), in, out, err, interrupted);
  if (out.flush()) return code;
  const auto* writer = dynamic_cast<const FdWriter*>(out.rdbuf());  // the binary's standard output
  err << "sudoku: cannot write to standard output" << (writer && writer->error() ? ": " : "")
      << (writer && writer->error() ? std::strerror(writer->error()) : "") << '\n';
  return kOutputFailed;
}

}  // namespace sudoku::cli
