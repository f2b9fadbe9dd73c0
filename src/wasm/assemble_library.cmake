# Writes OUTPUT: SOURCE_DIR/library.js.in with the Emscripten MODULE and the
# JavaScript parts inlined at their markers. Run with cmake -P.
file(READ ${MODULE} module_js)
file(READ ${SOURCE_DIR}/sudoku_api.js api_js)
file(READ ${SOURCE_DIR}/worker_client.js worker_js)
file(READ ${SOURCE_DIR}/library.js.in library)
if(NOT module_js MATCHES "var createSudokuModule")
  message(FATAL_ERROR "${MODULE} does not define createSudokuModule")
endif()
string(REPLACE "/*@EMSCRIPTEN_MODULE@*/" "${module_js}" library "${library}")
string(REPLACE "/*@SUDOKU_API@*/" "${api_js}" library "${library}")
string(REPLACE "/*@WORKER_CLIENT@*/" "${worker_js}" library "${library}")
string(REPLACE "@SUDOKU_VERSION@" "${VERSION}" library "${library}")
file(WRITE ${OUTPUT} "${library}")
