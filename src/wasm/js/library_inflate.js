// Inflate (RFC 1950 zlib around RFC 1951 deflate) in plain JavaScript, for
// the few hosts that run WebAssembly SIMD but have no DecompressionStream
// (Firefox 89 to 112): library_wasm.js inflates the binary with it there.
// Written after zlib's puff.c: canonical Huffman codes decoded a bit at a
// time, which is slower than a table decoder but small; the binary inflates
// once per page or Worker. Damaged input throws an Error; every loop is
// bounded by the input, so nothing hangs.

// Length and distance codes: base values and extra bits (RFC 1951, 3.2.5).
var LENGTH_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163,
  195, 227, 258];
var LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
var DIST_BASE = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
  4097, 6145, 8193, 12289, 16385, 24577];
var DIST_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];
// The order in which a dynamic block lists its code-length code lengths.
var CLEN_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

function damaged(what) { return new Error('the WebAssembly binary in sudoku.js is damaged (' + what + ')'); }

// A canonical Huffman code from code lengths: counts[len] codes of each
// length, symbols in code order.
function huffman(lengths) {
  var counts = new Uint16Array(16);
  var offsets = new Uint16Array(16);
  var symbols = new Uint16Array(lengths.length);
  var i;
  for (i = 0; i < lengths.length; ++i) counts[lengths[i]] += 1;
  counts[0] = 0;
  for (i = 1; i < 15; ++i) offsets[i + 1] = offsets[i] + counts[i];
  for (i = 0; i < lengths.length; ++i) if (lengths[i]) symbols[offsets[lengths[i]]++] = i;
  return { counts: counts, symbols: symbols };
}

/** The bytes that the zlib stream `input` (a Uint8Array) holds. */
export function inflate(input) {
  var at = 2;        // the next byte to read (after the zlib header)
  var bitBuffer = 0;
  var bitCount = 0;
  var out = new Uint8Array(input.length * 4);
  var length = 0;

  if (input.length < 6 || (input[0] & 15) !== 8 || ((input[0] << 8) | input[1]) % 31 !== 0 || (input[1] & 32)) {
    throw damaged('no zlib header');
  }

  function bits(n) {
    while (bitCount < n) {
      if (at >= input.length) throw damaged('it ends early');
      bitBuffer |= input[at++] << bitCount;
      bitCount += 8;
    }
    var value = bitBuffer & ((1 << n) - 1);
    bitBuffer >>>= n;
    bitCount -= n;
    return value;
  }

  function decode(code) {
    var first = 0;
    var index = 0;
    var value = 0;
    for (var len = 1; len < 16; ++len) {
      value |= bits(1);
      var count = code.counts[len];
      if (value - first < count) return code.symbols[index + value - first];
      index += count;
      first = (first + count) << 1;
      value <<= 1;
    }
    throw damaged('a code that no table has');
  }

  function room(n) {
    if (length + n <= out.length) return;
    var bigger = new Uint8Array(Math.max(out.length * 2, length + n));
    bigger.set(out.subarray(0, length));
    out = bigger;
  }

  function stored() {
    bitBuffer = 0;
    bitCount = 0;
    if (at + 4 > input.length) throw damaged('it ends early');
    var n = input[at] | (input[at + 1] << 8);
    if ((n ^ (input[at + 2] | (input[at + 3] << 8))) !== 0xffff) throw damaged('a stored block\'s length');
    at += 4;
    if (at + n > input.length) throw damaged('it ends early');
    room(n);
    out.set(input.subarray(at, at + n), length);
    length += n;
    at += n;
  }

  function codes(lit, dist) {
    for (;;) {
      var symbol = decode(lit);
      if (symbol < 256) {
        room(1);
        out[length++] = symbol;
      } else if (symbol === 256) {
        return;
      } else {
        symbol -= 257;
        if (symbol >= 29) throw damaged('a length code');
        var n = LENGTH_BASE[symbol] + bits(LENGTH_EXTRA[symbol]);
        var d = decode(dist);
        if (d >= 30) throw damaged('a distance code');
        var back = DIST_BASE[d] + bits(DIST_EXTRA[d]);
        if (back > length) throw damaged('a distance before the start');
        room(n);
        for (var k = 0; k < n; ++k, ++length) out[length] = out[length - back];
      }
    }
  }

  function fixed() {
    var lengths = new Uint8Array(288 + 30);
    lengths.fill(8, 0, 144);
    lengths.fill(9, 144, 256);
    lengths.fill(7, 256, 280);
    lengths.fill(8, 280, 288);
    lengths.fill(5, 288);
    codes(huffman(lengths.subarray(0, 288)), huffman(lengths.subarray(288)));
  }

  function dynamic() {
    var nlen = bits(5) + 257;
    var ndist = bits(5) + 1;
    var ncode = bits(4) + 4;
    if (nlen > 286 || ndist > 30) throw damaged('a block\'s code counts');
    var lengths = new Uint8Array(nlen + ndist);
    var clen = new Uint8Array(19);
    for (var i = 0; i < ncode; ++i) clen[CLEN_ORDER[i]] = bits(3);
    var lencode = huffman(clen);
    for (var filled = 0; filled < nlen + ndist;) {
      var symbol = decode(lencode);
      if (symbol < 16) {
        lengths[filled++] = symbol;
        continue;
      }
      var repeat = 0;
      var value = 0;
      if (symbol === 16) {
        if (!filled) throw damaged('a repeat with nothing before it');
        value = lengths[filled - 1];
        repeat = 3 + bits(2);
      } else if (symbol === 17) {
        repeat = 3 + bits(3);
      } else {
        repeat = 11 + bits(7);
      }
      if (filled + repeat > nlen + ndist) throw damaged('too many code lengths');
      lengths.fill(value, filled, filled + repeat);
      filled += repeat;
    }
    if (!lengths[256]) throw damaged('no end-of-block code');
    codes(huffman(lengths.subarray(0, nlen)), huffman(lengths.subarray(nlen)));
  }

  for (var last = 0; !last;) {
    last = bits(1);
    var type = bits(2);
    if (type === 0) stored();
    else if (type === 1) fixed();
    else if (type === 2) dynamic();
    else throw damaged('a block of type 3');
  }
  // The zlib trailer: the Adler-32 checksum of the output, big-endian, on a byte boundary.
  if (at + 4 > input.length) throw damaged('it ends early');
  var a = 1;
  var b = 0;
  for (var i = 0; i < length; ++i) {
    a = (a + out[i]) % 65521;
    b = (b + a) % 65521;
  }
  var expected = ((input[at] << 24) | (input[at + 1] << 16) | (input[at + 2] << 8) | input[at + 3]) >>> 0;
  if (((b << 16) | a) >>> 0 !== expected) throw damaged('its checksum');
  return out.slice(0, length);
}
