// Reads sudoku.d.ts with the TypeScript compiler's own checker, so tests can
// hold what the module returns against what the declarations say, type by
// type: every member present and no other, each value of its declared type
// (string, number, a literal union, null, an array of..., a Uint8Array, an
// object checked the same way), unions and type aliases included.
//
//   const d = readDeclarations('build/site/sudoku.d.ts');
//   d.problems(d.returnType('SudokuApi', 'solve'), api.solve(text), 'solve()');  // [] or sentences
//   d.literals('AlgorithmId');                                                   // ['naive', ...]
//
// readInterfaces + mismatches are the older, names-only check (own keys
// against declared members), kept for tests that compare member names.
'use strict';
const path = require('node:path');
const ts = require('typescript');  // tests/node_modules

const TYPED_ARRAYS = new Set(['Int8Array', 'Uint8Array', 'Uint8ClampedArray', 'Int16Array', 'Uint16Array',
  'Int32Array', 'Uint32Array', 'Float32Array', 'Float64Array', 'BigInt64Array', 'BigUint64Array']);
// Arrays longer than this are checked at their first elements and their last.
const ELEMENTS_CHECKED = 200;

const OPTIONS = {
  strict: true, noEmit: true, target: ts.ScriptTarget.ES2020, lib: ['lib.es2020.d.ts'], types: [],
  module: ts.ModuleKind.Node16, moduleResolution: ts.ModuleResolutionKind.Node16,
};

/** A short rendering of a runtime value for messages. */
function show(value) {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? value.slice(0, 40) + '...' : value);
  if (value === null || typeof value !== 'object') return typeof value === 'function' ? 'a function' : String(value);
  if (Array.isArray(value)) return `an array of ${value.length}`;
  const tag = Object.prototype.toString.call(value).slice(8, -1);
  return tag === 'Object' ? `an object {${Object.keys(value).join(', ')}}` : `a ${tag}`;
}

/**
 * The declarations of `file` (its text, or `text` in its place: tests
 * change a declaration to see the check fail). Throws if they do not
 * type-check.
 */
// The standard library's parsed files, shared by every program of a process (parsing them is most of the time).
const libraryFiles = new Map();

function readDeclarations(file, text) {
  const host = ts.createCompilerHost(OPTIONS);
  const target = path.resolve(file);
  const { getSourceFile, readFile } = host;
  host.readFile = (f) => (text !== undefined && path.resolve(f) === target ? text : readFile.call(host, f));
  host.getSourceFile = (f, language, ...rest) => {
    if (path.resolve(f) === target) {
      return text !== undefined ? ts.createSourceFile(f, text, language, true) : getSourceFile.call(host, f, language, ...rest);
    }
    if (!libraryFiles.has(f)) libraryFiles.set(f, getSourceFile.call(host, f, language, ...rest));
    return libraryFiles.get(f);
  };
  const program = ts.createProgram([target], OPTIONS, host);
  const diagnostics = ts.getPreEmitDiagnostics(program);
  if (diagnostics.length) {
    throw new Error(`${file} does not type-check:\n` + ts.formatDiagnostics(diagnostics, {
      getCanonicalFileName: (f) => f, getCurrentDirectory: () => process.cwd(), getNewLine: () => '\n' }));
  }
  const checker = program.getTypeChecker();
  const exported = new Map(checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(target)))
    .map((s) => [s.name, s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s]));
  return new Declarations(checker, exported, file);
}

class Declarations {
  constructor(checker, exported, file) {
    this.checker = checker;
    this.exported = exported;
    this.file = file;
  }

  /** The exported type, interface or class (its instance type) called `name`. */
  type(name) {
    const symbol = this.exported.get(name);
    if (!symbol) throw new Error(`${this.file} exports no type ${name}`);
    return this.checker.getDeclaredTypeOfSymbol(symbol);
  }

  /** The type of member `member` of type `owner` (a name or a type). */
  memberType(owner, member) {
    const type = typeof owner === 'string' ? this.type(owner) : owner;
    const property = this.checker.getPropertyOfType(type, member);
    if (!property) throw new Error(`${this.checker.typeToString(type)} declares no member ${member}`);
    return this.checker.getTypeOfSymbol(property);
  }

  /** What method `member` of `owner` returns (its first signature). */
  returnType(owner, member) {
    const signatures = this.memberType(owner, member).getCallSignatures();
    if (!signatures.length) throw new Error(`${member} is not a method`);
    return signatures[0].getReturnType();
  }

  /** What method `member` of `owner` resolves to: its return type, a Promise unwrapped. */
  awaitedReturnType(owner, member) {
    return this.checker.getAwaitedType(this.returnType(owner, member));
  }

  /** The type of the first parameter of a function type (a callback's argument). */
  parameterType(functionType) {
    const type = this.checker.getNonNullableType(functionType);
    const signature = type.getCallSignatures()[0];
    return this.checker.getTypeOfSymbol(signature.getParameters()[0]);
  }

  /** The members of a union of literals (`type AlgorithmId = 'naive' | ...`), as values, sorted. */
  literals(name) {
    const type = this.type(name);
    const members = type.isUnion() ? type.types : [type];
    return members.map((t) => {
      if (!t.isLiteral()) throw new Error(`${name} has a member that is no literal: ${this.checker.typeToString(t)}`);
      return t.value;
    }).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }

  /**
   * Where `value` differs from the declared `type` (a type or its name), as
   * sentences starting with `where`; [] when it conforms.
   */
  problems(type, value, where = 'value') {
    if (typeof type === 'string') {
      where = where === 'value' ? type : where;
      type = this.type(type);
    }
    const c = this.checker;
    const f = type.flags;
    const F = ts.TypeFlags;
    const expected = () => [`${where} is ${show(value)}; declared ${c.typeToString(type)}`];
    if (f & (F.Any | F.Unknown)) return [];
    if (f & F.Never) return [`${where} is ${show(value)}; declared never`];
    if (type.isUnion()) return this.unionProblems(type, value, where);
    if (type.isIntersection()) {
      // A primitive narrowed by a brand (string & {}) meets each part; objects merge into one.
      if (type.types.some((t) => !(t.flags & F.Object))) return type.types.flatMap((t) => this.problems(t, value, where));
      return this.objectProblems(type, value, where);
    }
    if (type.isStringLiteral() || type.isNumberLiteral()) return value === type.value ? [] : expected();
    if (f & F.BooleanLiteral) return value === (type.intrinsicName === 'true') ? [] : expected();
    if (f & F.String) return typeof value === 'string' ? [] : expected();
    if (f & F.Number) return typeof value === 'number' ? [] : expected();
    if (f & F.Boolean) return typeof value === 'boolean' ? [] : expected();
    if (f & F.Null) return value === null ? [] : expected();
    if (f & (F.Undefined | F.Void)) return value === undefined ? [] : expected();
    if (f & F.Object) return this.objectProblems(type, value, where);
    return [`${where}: the check knows no type like ${c.typeToString(type)}`];
  }

  // A value of a union fits one of its members; else the closest member's problems are reported.
  unionProblems(type, value, where) {
    const found = type.types.map((t) => this.problems(t, value, where));
    if (found.some((p) => p.length === 0)) return [];
    // Records (objects and intersections of them) are told apart by their members: report the closest one's.
    const isRecord = (t) => (t.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) && !this.checker.isArrayType(t);
    if (!type.types.some(isRecord) || value === null || typeof value !== 'object') {
      return [`${where} is ${show(value)}; declared ${this.checker.typeToString(type)}`];
    }
    const closest = found.filter((p, i) => isRecord(type.types[i])).reduce((a, b) => (b.length < a.length ? b : a));
    return [`${where} fits no member of ${this.checker.typeToString(type)}; the closest:`, ...closest.map((p) => '  ' + p)];
  }

  // Objects: arrays, typed arrays, functions, and records with exactly the declared members.
  objectProblems(type, value, where) {
    const c = this.checker;
    const name = type.getSymbol() && type.getSymbol().getName();
    const expected = () => [`${where} is ${show(value)}; declared ${c.typeToString(type)}`];
    if (TYPED_ARRAYS.has(name)) return Object.prototype.toString.call(value) === `[object ${name}]` ? [] : expected();
    if (c.isArrayType(type) || c.isTupleType(type)) {
      if (!Array.isArray(value)) return expected();
      const elementTypes = c.getTypeArguments(type);
      if (c.isTupleType(type) && value.length !== elementTypes.length) return expected();
      const indices = value.length <= ELEMENTS_CHECKED ? value.keys() : [...Array(ELEMENTS_CHECKED).keys(), value.length - 1];
      const out = [];
      for (const i of indices) out.push(...this.problems(elementTypes[c.isTupleType(type) ? i : 0], value[i], `${where}[${i}]`));
      return out;
    }
    if (name === 'Promise') return value && typeof value.then === 'function' ? [] : expected();
    const properties = c.getPropertiesOfType(type);
    if (type.getCallSignatures().length || type.getConstructSignatures().length) {
      return typeof value === 'function' ? [] : expected();
    }
    if (value === null || value === undefined) return expected();
    if (!properties.length && !c.getIndexInfosOfType(type).length) return [];  // {}: anything but null and undefined
    if (typeof value !== 'object') return expected();
    const out = [];
    const declared = new Set();
    for (const property of properties) {
      const key = property.getName();
      declared.add(key);
      if (!(key in value)) {
        if (!(property.flags & ts.SymbolFlags.Optional)) out.push(`${where}.${key} is declared but missing`);
        continue;
      }
      out.push(...this.problems(c.getTypeOfSymbol(property), value[key], `${where}.${key}`));
    }
    for (const key of Object.keys(value)) {
      if (!declared.has(key)) out.push(`${where}.${key} is returned but not declared (${show(value[key])})`);
    }
    return out;
  }

  /** Member names only: `value`'s own keys against the declared members of `name` (closest union member). */
  nameProblems(name, value) {
    const type = this.type(name);
    const candidates = type.isUnion() ? type.types : [type];
    const keys = new Set(Object.keys(value));  // getters defined in an object literal count
    const found = candidates.map((t) => {
      const out = [];
      const declared = new Set();
      for (const property of this.checker.getPropertiesOfType(t)) {
        declared.add(property.getName());
        if (!keys.has(property.getName()) && !(property.flags & ts.SymbolFlags.Optional)) {
          out.push(`${name}.${property.getName()} is declared but missing`);
        }
      }
      for (const k of keys) if (!declared.has(k)) out.push(`${name}.${k} is returned but not declared`);
      return out;
    });
    return found.reduce((a, b) => (b.length < a.length ? b : a));
  }
}

/** The older entry point: the declarations of `file`, for mismatches(). */
function readInterfaces(file) { return readDeclarations(file); }

/** Problems (as strings) where `value`'s own keys differ from the members of type `name`. */
function mismatches(declarations, name, value) { return declarations.nameProblems(name, value); }

module.exports = { readDeclarations, readInterfaces, mismatches, show };
