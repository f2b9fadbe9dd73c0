// The core's JSON writer: commas and nesting, numbers, and strings that stay
// valid JSON whatever bytes they hold (names from shape files).
#include "support/catch.hpp"

#include "core/json_text.hpp"

using sudoku::JsonText;

TEST_CASE("objects and arrays nest with commas between values") {
  JsonText j;
  j.open('{').key("a").number(1).key("b").open('[').number(2).string("x").null().boolean(false).close(']');
  j.key("c").open('{').close('}').key("d").raw("[1,2]").close('}');
  CHECK(j.text() == R"({"a":1,"b":[2,"x",null,false],"c":{},"d":[1,2]})");
}

TEST_CASE("numbers: whole ones without a fraction, others exactly, non-finite as null") {
  JsonText j;
  j.open('[').number(-3).number(9007199254740991.0).number(0.5).number(1.0 / 0.0).close(']');
  CHECK(j.text() == "[-3,9007199254740991,0.5,null]");
}

TEST_CASE("strings escape quotes, backslashes and control characters, and replace bytes that are not UTF-8") {
  JsonText j;
  j.string("say \"hi\"\\\n\x1b[31m\x7f");
  CHECK(j.text() == R"("say \"hi\"\\\u000a\u001b[31m\u007f")");
  JsonText utf8;
  utf8.string("r\xc3\xa9gion \xe2\x86\x92 \xf0\x9f\x99\x82");  // é → 🙂 stay as they are
  CHECK(utf8.text() == "\"r\xc3\xa9gion \xe2\x86\x92 \xf0\x9f\x99\x82\"");
  JsonText bad;
  bad.string("a\xff" "b\xc3" "c\xed\xa0\x80" "d\xc0\xaf");  // stray, cut short, a surrogate, overlong
  CHECK(bad.text() == R"("a\ufffdb\ufffdc\ufffd\ufffd\ufffdd\ufffd\ufffd")");
}
