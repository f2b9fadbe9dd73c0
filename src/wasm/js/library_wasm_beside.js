// The ES module's own binary: sudoku.wasm, the file beside sudoku.mjs, named
// as new URL('./sudoku.wasm', import.meta.url), the form webpack 5, Vite and
// Parcel recognize: each copies the file into the app's build and rewrites
// the URL. (esbuild and Rollup copy no such file: beside the bundle it must
// go by hand, or the page names it with the wasmURL option; see the
// package's README.) The classic script and the widget's single file carry
// the binary inlined instead (library_wasm.js).
import { moduleFromURL, bytesFromURL } from './library_wasm_url.js';

/** The compiled module of sudoku.wasm: Promise<WebAssembly.Module>, compiled once. */
export function wasmModule() { return moduleFromURL(new URL('./sudoku.wasm', import.meta.url)); }

/** The bytes of sudoku.wasm: Promise<Uint8Array>. */
export function wasmBytes() { return bytesFromURL(new URL('./sudoku.wasm', import.meta.url)); }
