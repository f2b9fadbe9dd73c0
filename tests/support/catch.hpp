// The one include for Catch2 in the tests, on Catch2 2 (Debian 12) and
// Catch2 3 (Debian 13) alike. tests/CMakeLists.txt defines SUDOKU_CATCH2_MAJOR
// from the version it found. The string matchers the tests use are named
// match::Contains / match::StartsWith / match::EndsWith on both: Catch2 3
// renamed Contains to Catch::Matchers::ContainsSubstring.
#pragma once

#if SUDOKU_CATCH2_MAJOR >= 3
#include <catch2/catch_all.hpp>
#include <string>

namespace match {
inline Catch::Matchers::StringContainsMatcher Contains(const std::string& text) {
  return Catch::Matchers::ContainsSubstring(text);
}
using Catch::Matchers::EndsWith;
using Catch::Matchers::StartsWith;
}  // namespace match
#else
#include <catch2/catch.hpp>

namespace match {
using Catch::Matchers::Contains;
using Catch::Matchers::EndsWith;
using Catch::Matchers::StartsWith;
}  // namespace match
#endif
