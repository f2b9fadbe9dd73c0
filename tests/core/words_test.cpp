// The core words every step once, from templates with named fields: every
// template is complete, and hints, trace events and deductions read as the
// templates say.
#include "support/catch.hpp"

#include <set>

#include "core/hint.hpp"
#include "core/layouts.hpp"
#include "core/step_json.hpp"
#include "core/words.hpp"
#include "support/tables.hpp"

using namespace sudoku;
using sudoku::test::must_read;

TEST_CASE("every template uses only known fields, and every rung has one") {
  const std::set<std::string_view> known(template_fields().begin(), template_fields().end());
  std::set<std::string_view> ids;
  for (const Template& t : templates()) {
    INFO(t.id);
    CHECK(ids.insert(t.id).second);  // one template an id
    CHECK(!t.text.empty());
    for (std::size_t open = t.text.find('{'); open != std::string_view::npos; open = t.text.find('{', open + 1)) {
      const std::size_t close = t.text.find('}', open);
      REQUIRE(close != std::string_view::npos);
      CHECK(known.count(t.text.substr(open + 1, close - open - 1)) == 1);
    }
  }
  for (int t = static_cast<int>(kFirstRung); t < kTechniqueCount; ++t) {
    const Technique technique = static_cast<Technique>(t);
    INFO(technique_id(technique));
    CHECK(template_text(technique_id(technique)) == technique_info(technique).words);
    CHECK(technique_info(technique).score > 0);
  }
}

TEST_CASE("a template's fields are filled from the step, and an unknown one stays as written") {
  const Puzzle p = must_read(std::string(81, '.'));
  StepFields f;
  f.technique = Technique::kHiddenPair;
  f.base = {0, 9};
  f.cells = {0, 10};
  f.values = bit_of(3) | bit_of(8);
  f.count = 1234567;
  CHECK(fill_template("{technique} in {base}: {values} fit only {cells} ({count}) {nope}", *p.shape, f) ==
        "Hidden pair in row 1, column 1: 3, 8 fit only r1c1, r2c2 (1,234,567) {nope}");
  CHECK(fill_template("no fields, { open", *p.shape, f) == "no fields, { open");
}

TEST_CASE("events read as their templates say, a deduction as its technique's") {
  const Puzzle p = must_read(std::string(16, '.'));
  const Shape& s = *p.shape;
  Event guess;
  guess.kind = EventKind::kPlace;
  guess.technique = Technique::kGuess;
  guess.cell = 5;
  guess.value = 3;
  CHECK(say(s, words_of(guess)) == "Try 3 in r2c2.");
  Event forced = guess;
  forced.technique = Technique::kHiddenSingle;
  CHECK(say(s, words_of(forced)) == "Hidden single: 3 in r2c2.");
  Event back = guess;
  back.kind = EventKind::kRemove;
  CHECK(say(s, words_of(back)) == "Take 3 out of r2c2 (backtrack).");
  Event dead;
  dead.kind = EventKind::kDeadEnd;
  dead.cell = 15;
  CHECK(say(s, words_of(dead)) == "Dead end at r4c4: nothing fits.");
  dead.cell = -1;
  CHECK(say(s, words_of(dead)) == "Dead end: this branch has no solution.");
  Event solution;
  solution.kind = EventKind::kSolution;
  solution.value = 1200;
  CHECK(say(s, words_of(solution)) == "Solution 1,200 found.");

  Deduction d;
  d.technique = Technique::kPointing;
  d.houses = {{s.houses_of(0)[2], Role::kBase}, {s.houses_of(0)[0], Role::kCover}};
  d.cells = {{0, Role::kPattern}, {1, Role::kPattern}};
  d.values = bit_of(4);
  Event deduce;
  deduce.kind = EventKind::kDeduce;
  deduce.deduction = &d;
  CHECK(say(s, words_of(deduce)) ==
        "Pointing (box/line interaction): in box 1, 4 can only go in r1c1, r1c2, all in row 1, so 4 leaves the "
        "rest of row 1.");
}

TEST_CASE("a hint's message is its template filled, and its JSON carries the same sentence") {
  const Puzzle p = must_read("058000003170050008000000100000000000407080006083060017910003070006000080000000034");
  const Hint h = find_hint(p);
  REQUIRE(h.kind == HintKind::kDeduction);
  CHECK(h.message == say(*p.shape, h.words));
  CHECK(h.words.id == technique_id(h.deduction.technique));
  const std::string json = hint_json(*p.shape, h);
  CHECK_THAT(json, match::Contains("\"message\":\"" + h.message + "\""));
  CHECK_THAT(step_json(*p.shape, h.deduction), match::EndsWith("\"message\":\"" + h.message + "\"}"));

  const Hint stuck = find_hint(must_read(std::string(81, '.')), Technique::kHiddenSingle);
  REQUIRE(stuck.kind == HintKind::kStuck);
  CHECK(stuck.message == "No technique up to Hidden single applies: guess r1c1, one of 1, 2, 3, 4, 5, 6, 7, 8, 9.");
  CHECK_THAT(hint_json(*must_read(std::string(81, '.')).shape, stuck),
             match::Contains("\"template\":\"hint_stuck_cap\",\"step\":null,\"cell\":0,"));
}

TEST_CASE("another language's wording replaces templates, parts and technique names by id, and is checked") {
  const Puzzle p = must_read(std::string(81, '.'));
  const Shape& s = *p.shape;
  Deduction d;
  d.technique = Technique::kXWing;
  d.houses = {{s.houses_of(0)[0], Role::kBase}, {s.houses_of(0)[1], Role::kCover}};
  d.values = bit_of(5);
  d.eliminations = {{10, 5}, {20, 5}, {30, 7}};
  const std::string english = say(s, words_of(d));
  CHECK(english == "X-Wing on 5: in row 1, 5 can only go in column 1, so r2c2, r3c3 lose 5; r4c4 loses 7.");

  REQUIRE_FALSE(use_wording({{"x_wing", "{technique} ({values}): {base} / {cover}; {removed}."},
                             {"technique:x_wing", "Skrzydło X"},
                             {"house_row", "wiersz {count}"},
                             {"part_lose", "{cells} tracą {values}"},
                             {"part_loses", "{cells} traci {values}"}}));
  CHECK(say(s, words_of(d)) == "Skrzydło X (5): wiersz 1 / column 1; r2c2, r3c3 tracą 5; r4c4 traci 7.");
  CHECK(s.house_name(s.houses_of(0)[0]) == "row 1");  // errors and the CLI stay English

  // A bad wording is refused whole, naming what is wrong, and the one in use stays.
  const auto unknown_id = use_wording({{"no_such_template", "x"}});
  REQUIRE(unknown_id);
  CHECK(unknown_id->find("no_such_template") != std::string::npos);
  const auto unknown_field_text = use_wording({{"try", "{value} w {komórka}"}});
  REQUIRE(unknown_field_text);
  CHECK(unknown_field_text->find("{komórka}") != std::string::npos);
  CHECK(use_wording({{"technique:x_wings", "x"}}));
  CHECK(say(s, words_of(d)) == "Skrzydło X (5): wiersz 1 / column 1; r2c2, r3c3 tracą 5; r4c4 traci 7.");

  REQUIRE_FALSE(use_wording({}));
  CHECK(say(s, words_of(d)) == english);
}

TEST_CASE("a wording groups the digits of a count as its language does") {
  const Puzzle p = must_read(std::string(81, '.'));
  StepFields f;
  f.count = 1234567;
  REQUIRE_FALSE(use_wording({{"solution", "Lösung {count} gefunden."}, {"part_digit_group", "."}}));
  CHECK(fill_template(template_text("solution"), *p.shape, f) == "Lösung 1.234.567 gefunden.");
  f.count = 999;
  CHECK(fill_template(template_text("solution"), *p.shape, f) == "Lösung 999 gefunden.");
  REQUIRE_FALSE(use_wording({}));
  f.count = 1234567;
  CHECK(fill_template(template_text("solution"), *p.shape, f) == "Solution 1,234,567 found.");
  CHECK(with_commas(1234567) == "1,234,567");  // the CLI's, whatever the wording
}

TEST_CASE("a layout's houses are worded from templates, so another language names them too") {
  const ShapePtr samurai = make_layout("samurai").value();
  const ShapePtr star = make_layout("star").value();
  const auto named = [](const Shape& shape, std::string_view english) {
    for (int h = 0; h < static_cast<int>(shape.houses().size()); ++h)
      if (shape.house_name(h) == english) return h;
    return -1;
  };
  const int row = named(*samurai, "row 2 of grid 3"), line = named(*star, "/ line 4"), triangle = named(*star, "triangle 5");
  REQUIRE(row >= 0);
  REQUIRE(line >= 0);
  REQUIRE(triangle >= 0);
  // In English the words are the names errors and the CLI use, every house of every layout.
  for (const LayoutInfo& info : layouts()) {
    const ShapePtr shape = make_layout(info.id).value();
    for (int h = 0; h < static_cast<int>(shape->houses().size()); ++h) CHECK(house_words(*shape, h) == shape->house_name(h));
  }
  REQUIRE_FALSE(use_wording({{"house_row_of_grid", "wiersz {count} planszy {grid}"},
                             {"house_line_rising", "linia / {count}"},
                             {"house_triangle", "trójkąt {count}"}}));
  CHECK(house_words(*samurai, row) == "wiersz 2 planszy 3");
  CHECK(house_words(*star, line) == "linia / 4");
  CHECK(house_words(*star, triangle) == "trójkąt 5");
  CHECK(samurai->house_name(row) == "row 2 of grid 3");  // errors and the CLI stay English
  // The star's triangles too ("cell 14 (strip 3)"); a square's "r1c1" is the notation every language keeps.
  StepFields f;
  f.cell = 13;
  CHECK(fill_template("{cell}", *star, f) == "cell 14 (strip " + std::to_string(star->geometry(13).row + 1) + ")");
  REQUIRE_FALSE(use_wording({{"cell_in_strip", "komórka {count} (pas {strip})"}}));
  CHECK(fill_template("{cell}", *star, f) == "komórka 14 (pas " + std::to_string(star->geometry(13).row + 1) + ")");
  CHECK(star->cell_name(13).rfind("cell 14", 0) == 0);
  REQUIRE_FALSE(use_wording({}));
}
