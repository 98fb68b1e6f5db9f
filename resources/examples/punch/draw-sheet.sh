#!/bin/sh
# Draws punch.png, the sprite sheet of the bundled boxer (resources/examples/punch.json), with
# ImageMagick, as hero/draw-sheet.sh draws the hero: 4 x 2 cells of 64 x 64 pixels. Row 0: idle
# (two breaths), the punch's guard and its wind-up; row 1: the punch's jab, full reach, pull back
# and guard again. A boxer facing right, feet on the ground at y = 58 either side of x = 32: the
# frames' pivot, [32, 58], from which punch.json measures the boxes and the hand. Run it from
# anywhere; it writes punch.png beside itself, the same bytes for the same ImageMagick.
set -eu
cd "$(dirname "$0")"

# The drawing of one pose, in the cell at column $1, row $2:
#   $3 drop   (hips, shoulders and head down by this many pixels)
#   $4 lean   (shoulders and head forward by this many pixels)
#   $5 $6     the rear glove (x y; its elbow is drawn half way, 3 pixels lower)
#   $7 $8     the lead glove (likewise)
boxer() {
    cx=$(($1 * 64)) cy=$(($2 * 64)) drop=$3 lean=$4
    xy() { printf '%d,%d' $(($1 + cx)) $(($2 + cy)); }
    shoulder="$((31 + lean)) $((29 + drop))"
    arm() { # colour, glove x y
        set -- "$1" "$2" "$3" $shoulder
        printf -- '-stroke %s -strokewidth 4 -fill none -draw "stroke-linecap round stroke-linejoin round polyline %s %s %s"\n' \
            "$1" "$(xy "$4" "$5")" "$(xy $((($2 + $4) / 2)) $((($3 + $5) / 2 + 3)))" "$(xy "$2" "$3")"
    }
    glove() { # colour, x y, radius
        printf -- '-stroke none -fill %s -draw "circle %s %s"\n' "$1" "$(xy "$2" "$3")" "$(xy $(($2 + $4)) "$3")"
    }
    printf -- '-stroke none -fill #00000030 -draw "ellipse %s 15,3 0,360"\n' "$(xy 32 59)"
    printf -- '-stroke #3d2b56 -strokewidth 5 -fill none -draw "stroke-linecap round stroke-linejoin round polyline %s %s %s"\n' \
        "$(xy 30 $((40 + drop)))" "$(xy 25 $((50 + drop / 2)))" "$(xy 23 58)"
    arm '#9c3040' "$5" "$6"
    glove '#7a1f2b' "$5" "$6" 3
    printf -- '-stroke #f2f2f2 -strokewidth 10 -draw "stroke-linecap round line %s %s"\n' \
        "$(xy 30 $((38 + drop)))" "$(xy $((31 + lean)) $((30 + drop)))"
    printf -- '-stroke #4b3a6b -strokewidth 5 -fill none -draw "stroke-linecap round stroke-linejoin round polyline %s %s %s"\n' \
        "$(xy 30 $((40 + drop)))" "$(xy 37 $((50 + drop / 2)))" "$(xy 41 58)"
    arm '#e0a458' "$7" "$8"
    glove '#d7263d' "$7" "$8" 4
    hx=$((32 + lean)) hy=$((18 + drop))
    printf -- '-stroke #2b1d14 -strokewidth 1.5 -fill #e8b98a -draw "circle %s %s"\n' "$(xy $hx $hy)" "$(xy $((hx + 7)) $hy)"
    printf -- '-stroke #1b998b -strokewidth 3 -draw "line %s %s"\n' "$(xy $((hx - 7)) $((hy - 3)))" "$(xy $((hx + 6)) $((hy - 3)))"
    glove '#2b1d14' $((hx + 4)) $((hy - 1)) 1
}

{
    echo "-size 256x128 xc:#f3eee6"
    for cell in 0 1 2 3 4 5 6 7; do # a mat under each pose
        x=$((cell % 4 * 64)) y=$((cell / 4 * 64))
        echo "-stroke none -fill #ddd3c4 -draw \"rectangle $x $((y + 59)) $((x + 63)) $((y + 63))\""
    done
    #     col row drop lean  rear glove  lead glove
    boxer 0   0   0    0     38 27       44 25   # idle: breathing out
    boxer 1   0   1    0     38 28       44 26   # idle: breathing in
    boxer 2   0   0    0     38 27       44 25   # punch: guard
    boxer 3   0   1    -2    35 28       40 27   # punch: wind-up, the weight back
    boxer 0   1   0    2     38 27       51 26   # punch: the jab on its way
    boxer 1   1   0    4     39 27       58 27   # punch: full reach
    boxer 2   1   0    2     38 27       48 26   # punch: pulled back
    boxer 3   1   0    0     38 27       44 25   # punch: guard again
    echo "-depth 8 -alpha off -define png:exclude-chunks=date,time -strip punch.png"
} | xargs sh -c 'convert "$@"' convert
