#!/usr/bin/env python3
# Draws hero-sheet.png, the sprite sheet the hero.json test project is cut from: 4 x 2 cells of
# 12 x 12 pixels, row by row, each filled with its own colour (COLOURS below) inside transparent
# margins of its own (MARGINS below: the atlas trims them away, and every format must put the
# trimmed picture back where it was), with a black pixel in the top-left corner of the filled
# part, so a test knows every region's pixels and sees a cell cut off, shifted or flipped. Plain Python (zlib), so that anyone can draw it again: python3 make-hero-sheet.py
import struct
import zlib

CELL = 12
COLUMNS, ROWS = 4, 2
COLOURS = [  # RGBA of cell i (column i % 4, row i // 4)
    (230, 25, 75, 255), (60, 180, 75, 255), (255, 225, 25, 255), (0, 130, 200, 255),
    (245, 130, 48, 255), (145, 30, 180, 255), (70, 240, 240, 255), (240, 50, 230, 128),
]
MARGINS = [  # left, top, right, bottom of cell i: none, even, uneven, one side only...
    (0, 0, 0, 0), (1, 0, 2, 1), (2, 1, 0, 0), (0, 2, 1, 3),
    (3, 1, 1, 0), (1, 1, 1, 1), (0, 3, 2, 0), (2, 0, 0, 2),
]


def pixel(x, y):
    cell = (y // CELL) * COLUMNS + x // CELL
    left, top, right, bottom = MARGINS[cell]
    cx, cy = x % CELL, y % CELL
    if cx < left or cy < top or cx >= CELL - right or cy >= CELL - bottom:
        return (0, 0, 0, 0)
    if cx == left and cy == top:
        return (0, 0, 0, 255)
    return COLOURS[cell]


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


width, height = CELL * COLUMNS, CELL * ROWS
rows = b"".join(b"\0" + b"".join(bytes(pixel(x, y)) for x in range(width)) for y in range(height))
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
png += chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")
with open("hero-sheet.png", "wb") as f:
    f.write(png)
