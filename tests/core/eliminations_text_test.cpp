// Reading candidates crossed out in HoDoKu's "r1c3<>4" notation.
#include "support/catch.hpp"

#include "core/layouts.hpp"
#include "core/logic/eliminations_text.hpp"
#include "core/shape_cache.hpp"

using namespace sudoku;

namespace {

ShapePtr square(int size) { return shared_shape(size, VariantSpec{}).value(); }

}  // namespace

TEST_CASE("eliminations are read cell by cell and value by value, in the order written") {
  const ShapePtr nine = square(9);
  const Result<Eliminations> read = read_eliminations(*nine, "r1c3<>4, R4C3 <> 45;\n r9c9<>9");
  REQUIRE(read.ok());
  CHECK(read.value() == Eliminations{{2, 4}, {29, 4}, {29, 5}, {80, 9}});
  CHECK(read_eliminations(*nine, "").value().empty());
  CHECK(read_eliminations(*nine, " , ;\n").value().empty());
}

TEST_CASE("values above 9 are written as puzzle text writes them, A for 10") {
  const ShapePtr sixteen = square(16);
  const Result<Eliminations> read = read_eliminations(*sixteen, "r16c16<>Ag, r1c1<>9");
  REQUIRE(read.ok());
  CHECK(read.value() == Eliminations{{255, 10}, {255, 16}, {0, 9}});
  CHECK(read_eliminations(*sixteen, "r1c1<>H").error().message.find("'H' is not a value of this grid (1 to 16") !=
        std::string::npos);
}

TEST_CASE("a layout's cells are named as the layout names them, and its gaps are no cells") {
  const ShapePtr samurai = make_layout("samurai").value();
  const Result<Eliminations> corner = read_eliminations(*samurai, "r21c21<>1");
  REQUIRE(corner.ok());
  CHECK(samurai->cell_name(corner.value()[0].first) == "r21c21");
  CHECK(read_eliminations(*samurai, "r1c10<>1").error().code == ErrorCode::kBadOption);  // between the top grids
  const ShapePtr star = make_layout("star").value();
  const Result<Eliminations> triangle = read_eliminations(*star, "cell 12<>3");
  REQUIRE(triangle.ok());
  CHECK(triangle.value() == Eliminations{{11, 3}});
}

TEST_CASE("what cannot be read is refused, naming the entry and never echoing much of it") {
  const ShapePtr nine = square(9);
  const InputError no_mark = read_eliminations(*nine, "r1c1<>4, r1c1=4").error();
  CHECK(no_mark.code == ErrorCode::kBadOption);
  CHECK(no_mark.message == "eliminated entry 2 'r1c1=4': expected CELL<>VALUES, like r1c3<>4");
  CHECK(read_eliminations(*nine, "r1c1<>").error().message.find("no value after <>") != std::string::npos);
  CHECK(read_eliminations(*nine, "r1c1<>\x01").error().message.find("byte 0x01 is not a value") != std::string::npos);
  const InputError long_name = read_eliminations(*nine, std::string(5000, 'x') + "<>1").error();
  CHECK(long_name.message.size() < 200);
}
