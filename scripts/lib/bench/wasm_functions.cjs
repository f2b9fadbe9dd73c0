// What the WebAssembly binary holds: relinks a WebAssembly build's module
// with function names (--profiling-funcs, the same objects and flags as its
// link.txt), then sums the code size of its functions by origin (our core by
// part, the bindings, embind, libc++, malloc, printf, exceptions) and lists
// the largest. Needs wasm-objdump (Debian's wabt). Issue 16's size work.
//   node scripts/lib/bench/wasm_functions.cjs WASM_BUILD_DIR [TOP=25]
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync, execSync } = require('node:child_process');

// First match wins: [origin, pattern over the demangled name].
const ORIGINS = [
  ['core: houses engine', /^sudoku::houses::/],
  ['core: band9 engine', /^sudoku::band9::/],
  ['bindings (src/wasm)', /^sudoku::wasm::/],
  ['core: the rest', /^sudoku::|sudoku::/],
  ['embind', /emscripten::|^_embind|embind/],
  ['malloc', /^(dlmalloc|dlfree|dlrealloc|dispose_chunk|sbrk|emmalloc|.*_chunk$|tmalloc|sys_alloc|prepend_alloc|internal_memalign)/],
  ['printf, strtod, long double', /^(printf_core|fmt_|pop_arg|__vfprintf|vsnprintf|snprintf|sn_write|scanexp|decfloat|__shgetc|__shlim|__floatscan|strtod|.*tf[23]$|__trunctf|__extend|fmodl|scalbnl|frexp)/],
  ['exceptions, RTTI', /^(__cxa|__cxxabiv1|_Unwind|std::(exception|bad_|logic_error|length_error|out_of_range|runtime_error|terminate|type_info))/],
  ['libc++ std::function', /std::__2::(__function|function<)/],
  ['libc++ strings', /std::__2::(basic_string|__to_chars|to_string|char_traits)/],
  ['libc++ containers, algorithms', /^(std::__2::|bool std::__2::|void std::__2::)/],
  ['libc (memory, strings)', /^(mem|str|__mem|__str|wc|__towrite|__stdio|__fwrite)/],
];

function main() {
  const build = path.resolve(process.argv[2] || '');
  const top = Number(process.argv[3] || 25);
  const moduleDir = path.join(build, 'src/wasm');
  const linkTxt = path.join(moduleDir, 'CMakeFiles/sudoku_module.dir/link.txt');
  if (!process.argv[2] || !fs.existsSync(linkTxt)) {
    console.error('usage: node wasm_functions.cjs WASM_BUILD_DIR [TOP]  (a built emcmake folder: src/wasm/CMakeFiles/sudoku_module.dir/link.txt)');
    process.exit(2);
  }
  try { execFileSync('wasm-objdump', ['--version'], { stdio: 'ignore' }); } catch {
    console.error('wasm_functions.cjs needs wasm-objdump: apt-get install wabt');
    process.exit(2);
  }
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-wasm-functions-'));
  try {
    const out = path.join(scratch, 'named.js');
    const link = fs.readFileSync(linkTxt, 'utf8').trim().replace(/ -o sudoku_module\.js /, ` --profiling-funcs -o ${out} `);
    execSync(link, { cwd: moduleDir, stdio: ['ignore', 'ignore', 'inherit'] });
    const dump = execFileSync('wasm-objdump', ['-x', '-j', 'Code', path.join(scratch, 'named.wasm')], { maxBuffer: 1 << 26 }).toString();
    const functions = [...dump.matchAll(/func\[\d+\] size=(\d+) <(.*)>$/gm)].map((m) => ({ size: Number(m[1]), name: m[2] }));
    const total = functions.reduce((s, f) => s + f.size, 0);
    const groups = new Map();
    for (const f of functions) {
      const origin = (ORIGINS.find(([, re]) => re.test(f.name)) || ['other (runtime, libc)'])[0];
      const g = groups.get(origin) || { size: 0, count: 0 };
      g.size += f.size;
      g.count += 1;
      groups.set(origin, g);
    }
    const shipped = fs.statSync(path.join(moduleDir, 'sudoku_module.wasm')).size;
    console.log(`${path.join(moduleDir, 'sudoku_module.wasm')}: ${shipped} bytes; code of ${functions.length} functions: ${total} bytes\n`);
    console.log('| origin | functions | code bytes | share |\n| --- | --- | --- | --- |');
    [...groups].sort((a, b) => b[1].size - a[1].size).forEach(([origin, g]) =>
      console.log(`| ${origin} | ${g.count} | ${g.size} | ${(100 * g.size / total).toFixed(1)}% |`));
    console.log(`\nThe ${top} largest functions:\n`);
    functions.sort((a, b) => b.size - a.size).slice(0, top).forEach((f) => console.log(`${String(f.size).padStart(7)}  ${f.name.slice(0, 150)}`));
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

main();
