// Shapes built once per key (core/shape_cache.hpp): one ShapePtr per size and
// variant, per region map and per layout; the jigsaw list stays bounded.
#include "support/catch.hpp"

#include <thread>
#include <vector>

#include "core/batch.hpp"
#include "core/puzzle.hpp"
#include "core/shape_cache.hpp"
#include "support/random_puzzles.hpp"
#include "support/tables.hpp"

using namespace sudoku;

namespace {
ShapePtr shared(int size, const VariantSpec& v = {}) {
  Result<ShapePtr> s = shared_shape(size, v);
  REQUIRE(s.ok());
  return s.value();
}
}  // namespace

TEST_CASE("the same size and variant give the same shape object") {
  for (int n : Shape::supported_sizes()) {
    INFO(n);
    const VariantSpec plain = test::plain_spec(n);  // a prime size's: a jigsaw
    CHECK(shared(n, plain) == shared(n, plain));
    VariantSpec x = plain;
    x.diagonals = true;
    CHECK(shared(n, x) == shared(n, x));
    CHECK(shared(n, x) != shared(n, plain));
    CHECK(shared(n, x)->variant().diagonals);
  }
  VariantSpec w;
  w.windows = true;
  CHECK(shared(9, w) == shared(9, w));
  CHECK(shared(9, w)->houses().size() == 31);
}

TEST_CASE("a cached shape equals a freshly built one") {
  VariantSpec x;
  x.diagonals = true;
  const ShapePtr cached = shared(9, x);
  const ShapePtr fresh = Shape::create(9, x).value();
  CHECK(cached != fresh);
  REQUIRE(cached->houses().size() == fresh->houses().size());
  for (size_t h = 0; h < fresh->houses().size(); ++h) CHECK(cached->houses()[h].cells == fresh->houses()[h].cells);
  for (int c = 0; c < fresh->cell_count(); ++c) {
    CHECK(std::vector<int>(cached->peers_of(c).begin(), cached->peers_of(c).end()) ==
          std::vector<int>(fresh->peers_of(c).begin(), fresh->peers_of(c).end()));
    CHECK(std::vector<int>(cached->houses_of(c).begin(), cached->houses_of(c).end()) ==
          std::vector<int>(fresh->houses_of(c).begin(), fresh->houses_of(c).end()));
  }
}

TEST_CASE("read_puzzle, read_batch and layouts share one shape per key") {
  const std::string line(81, '.');
  const ShapePtr a = read_puzzle(line).value().shape;
  CHECK(read_puzzle(line).value().shape == a);
  CHECK(read_batch(line + "\n" + line).value().shape == a);
  CHECK(read_puzzle(line, VariantOptions{"x", ""}).value().shape != a);
  const ShapePtr star = shared_layout("star").value();
  CHECK(shared_layout("star").value() == star);
  CHECK(layout_shape(VariantOptions{"", "", "star"}).value() == star);
}

TEST_CASE("different region maps give different shapes, the same map the same one") {
  test::Rng rng(16);
  VariantSpec a, b;
  a.regions = test::random_region_map(9, rng);
  do b.regions = test::random_region_map(9, rng); while (b.regions == a.regions);
  const ShapePtr sa = shared(9, a), sb = shared(9, b);
  CHECK(sa != sb);
  CHECK(shared(9, a) == sa);
  CHECK(shared(9, b) == sb);
  CHECK(sa->variant().regions == a.regions);
  CHECK(sb->variant().regions == b.regions);
}

TEST_CASE("a stream of jigsaw maps does not grow the cache beyond its bound") {
  test::Rng rng(1616);
  VariantSpec first;
  first.regions = test::random_region_map(9, rng);
  shared(9, first);
  const size_t before = shared_shape_count();
  for (int i = 0; i < 100; ++i) {
    VariantSpec v;
    v.regions = test::random_region_map(i % 2 ? 9 : 6, rng);
    shared(i % 2 ? 9 : 6, v);
    CHECK(shared_shape_count() <= before + kJigsawShapes);
  }
  // The first map has long been dropped: asking again builds it afresh, equal to before.
  CHECK(shared(9, first)->variant().regions == first.regions);
}

TEST_CASE("a key that makes no shape is refused each time with the same message") {
  VariantSpec w;
  w.windows = true;
  const size_t before = shared_shape_count();
  CHECK(shared_shape(6, w).error().message == "windoku needs a 9x9 grid, not 6x6");
  CHECK(shared_shape(6, w).error().message == "windoku needs a 9x9 grid, not 6x6");
  CHECK(shared_layout("nosuch").error().message.find("unknown layout 'nosuch'") == 0);
  CHECK(shared_shape_count() == before);
}

TEST_CASE("threads asking for one key at once all get the same shape") {
  test::Rng rng(4);
  VariantSpec jigsaw;
  jigsaw.regions = test::random_region_map(16, rng);
  VariantSpec x;
  x.diagonals = true;
  constexpr int kThreads = 4;
  std::vector<ShapePtr> squares(kThreads), jigsaws(kThreads);
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t)
    threads.emplace_back([&, t] {
      squares[t] = shared_shape(25, x).value();
      jigsaws[t] = shared_shape(16, jigsaw).value();
    });
  for (std::thread& t : threads) t.join();
  for (int t = 1; t < kThreads; ++t) {
    CHECK(squares[t] == squares[0]);
    CHECK(jigsaws[t] == jigsaws[0]);
  }
  CHECK(jigsaws[0]->variant().regions == jigsaw.regions);
}
