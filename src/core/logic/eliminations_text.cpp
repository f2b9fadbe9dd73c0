#include "core/logic/eliminations_text.hpp"

#include <cctype>
#include <string>
#include <unordered_map>

namespace sudoku {

namespace {

// Lower case, spaces dropped: the form names are compared in.
std::string squeezed(std::string_view text) {
  std::string out;
  for (const char c : text)
    if (!std::isspace(static_cast<unsigned char>(c))) out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

int symbol_value(char c) {
  if (c >= '1' && c <= '9') return c - '0';
  if (c >= 'a' && c < 'a' + kMaxSize - 9) return c - 'a' + 10;
  return 0;
}

// 'x' for a printable character, else its byte: messages never carry control characters.
std::string printable(char c) {
  const auto byte = static_cast<unsigned char>(c);
  if (byte >= 0x20 && byte < 0x7f) return std::string("'") + c + "'";
  const char* hex = "0123456789ABCDEF";
  return std::string("byte 0x") + hex[byte >> 4] + hex[byte & 15];
}

InputError entry_error(std::size_t number, std::string_view entry, const std::string& why) {
  while (!entry.empty() && std::isspace(static_cast<unsigned char>(entry.front()))) entry.remove_prefix(1);
  while (!entry.empty() && std::isspace(static_cast<unsigned char>(entry.back()))) entry.remove_suffix(1);
  std::string shown(entry.substr(0, 40));
  if (entry.size() > 40) shown += "...";
  for (char& c : shown)
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) c = '?';
  return InputError{ErrorCode::kBadOption, "eliminated entry " + std::to_string(number) + " '" + shown + "': " + why, {}};
}

}  // namespace

Result<Eliminations> read_eliminations(const Shape& shape, std::string_view text) {
  std::unordered_map<std::string, int> cell_named;
  for (int cell = 0; cell < shape.cell_count(); ++cell) {
    const std::string name = squeezed(shape.cell_name(cell));
    cell_named[name] = cell;
    const std::size_t bracket = name.find('(');  // "cell 12 (strip 3)" is also "cell 12"
    if (bracket != std::string::npos) cell_named[name.substr(0, bracket)] = cell;
  }
  Eliminations out;
  std::size_t number = 0, start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find_first_of(",;\n", start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view entry = text.substr(start, end - start);
    start = end + 1;
    const std::string form = squeezed(entry);
    if (form.empty()) continue;
    if (++number > static_cast<std::size_t>(kMaxEliminationEntries))
      return InputError{ErrorCode::kBadOption, "more than " + std::to_string(kMaxEliminationEntries) + " eliminated entries", {}};
    const std::size_t mark = entry.find("<>");
    if (mark == std::string_view::npos) return entry_error(number, entry, "expected CELL<>VALUES, like r1c3<>4");
    const std::string name = squeezed(entry.substr(0, mark));
    const auto cell = cell_named.find(name);
    if (cell == cell_named.end())
      return entry_error(number, entry, "no cell of this grid has that name (cells are named like " +
                                            shape.cell_name(0) + ")");
    std::string values;  // as written (case kept for messages), spaces dropped
    for (const char c : entry.substr(mark + 2))
      if (!std::isspace(static_cast<unsigned char>(c))) values += c;
    if (values.empty()) return entry_error(number, entry, "no value after <>");
    for (const char symbol : values) {
      const int value = symbol_value(static_cast<char>(std::tolower(static_cast<unsigned char>(symbol))));
      if (value < 1 || value > shape.size())
        return entry_error(number, entry, printable(symbol) + " is not a value of this grid (1 to " +
                                              std::to_string(shape.size()) + ", 10 and up written A, B, ...)");
      out.emplace_back(cell->second, value);
    }
  }
  return out;
}

}  // namespace sudoku
