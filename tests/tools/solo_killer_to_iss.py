#!/usr/bin/env python3
"""Converts Tatham's Solo killer game ids to ISS puzzle strings, one a line.

    sgt-solo --generate 5 '3x3kdi#7' | tests/tools/solo_killer_to_iss.py

Solo writes "RxCk:GIVENS,BLOCKS,SUMS" (its solo.c): GIVENS and SUMS run over
the cells in reading order, a number being one cell's value (numbers written
together are split by '_') and a letter a..z skipping 1..26 cells; BLOCKS
lists the dividing lines between cells, first the vertical ones (row by row,
the N - 1 between neighbouring columns), then the horizontal ones (column by
column, the N - 1 between neighbouring rows): '_' is a line, a..y are 1..25
edges without a line then one with, z is 26 without. Cells joined by no line
form a cage, whose sum stands in one of its cells.
"""
import sys


def cells_of(text, count):
    values, i = [], 0
    while i < len(text):
        ch = text[i]
        if ch.isdigit():
            j = i
            while j < len(text) and text[j].isdigit():
                j += 1
            values.append(int(text[i:j]))
            i = j
        elif ch == '_':
            i += 1
        else:
            values.extend([0] * (ord(ch) - ord('a') + 1))
            i += 1
    if len(values) != count:
        raise ValueError(f'{len(values)} cells, expected {count}')
    return values


def lines_of(text, count):
    lines = []
    for ch in text:
        if ch == '_':
            lines.append(True)
        elif ch == 'z':
            lines.extend([False] * 26)
        else:
            lines.extend([False] * (ord(ch) - ord('a') + 1) + [True])
    if len(lines) < count:
        raise ValueError(f'{len(lines)} edges, expected {count}')
    return lines[:count]


def convert(game_id):
    params, desc = game_id.strip().split(':', 1)
    rows, cols = (int(x) for x in params.rstrip('k').split('x'))
    n = rows * cols
    givens_text, blocks_text, sums_text = desc.split(',')
    givens = cells_of(givens_text, n * n)
    sums = cells_of(sums_text, n * n)
    edges = lines_of(blocks_text, 2 * n * (n - 1))
    parent = list(range(n * n))

    def root(c):
        while parent[c] != c:
            parent[c] = parent[parent[c]]
            c = parent[c]
        return c

    for r in range(n):  # vertical lines: between (r, c) and (r, c + 1)
        for c in range(n - 1):
            if not edges[r * (n - 1) + c]:
                parent[root(r * n + c)] = root(r * n + c + 1)
    base = n * (n - 1)
    for c in range(n):  # horizontal lines: between (r, c) and (r + 1, c)
        for r in range(n - 1):
            if not edges[base + c * (n - 1) + r]:
                parent[root(r * n + c)] = root((r + 1) * n + c)
    cages = {}
    for cell in range(n * n):
        cages.setdefault(root(cell), []).append(cell)
    digits = '0123456789abcdefg'
    name = lambda cell: f'R{digits[cell // n + 1]}C{digits[cell % n + 1]}'
    parts = [] if n == 9 else [f'.Shape~{n}x{n}']
    for cells in cages.values():
        numbered = [sums[c] for c in cells if sums[c]]
        if len(numbered) != 1:
            raise ValueError(f'a cage of {len(cells)} cells with {len(numbered)} sums')
        parts.append('.Cage~' + str(numbered[0]) + ''.join('~' + name(c) for c in cells))
    given = ''.join(f'~{name(c)}_{v}' for c, v in enumerate(givens) if v)
    if given:
        parts.append('.' + given)
    return ''.join(parts)


for line in sys.stdin:
    if line.strip():
        print(convert(line))
