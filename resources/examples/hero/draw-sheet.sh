#!/bin/sh
# Draws hero.png, the sprite sheet of the bundled character (resources/examples/hero.json), with
# ImageMagick: 4 x 3 cells of 64 x 64 pixels. Row 0: idle (breathing in, four steps), row 1: walk
# (contact, passing, contact, passing), row 2: jump (crouch, take-off, in the air, landing).
# The figure faces right. Run it from anywhere; it writes hero.png beside itself, the same bytes
# for the same ImageMagick.
set -eu
here=$(cd "$(dirname "$0")" && pwd)

# One pose in the cell at column $1, row $2:
#   $3 bob (body and head down by this many pixels; negative: up)
#   $4..$7   back leg:  knee x y, foot x y      $8..$11  front leg: knee x y, foot x y
#   $12..$15 back arm:  elbow x y, hand x y     $16..$19 front arm: elbow x y, hand x y
#   $20 shadow width (0: none)
# Coordinates are in the cell, the ground at y = 58; the hip is at (32, 40 + bob).
pose() {
    ox=$(($1 * 64)); oy=$(($2 * 64)); b=$3
    hipy=$((40 + b)); necky=$((27 + b)); heady=$((17 + b)); shy=$((29 + b))
    p() { echo "$(($1 + ox)),$(($2 + oy))"; }
    limb() { # colour width x0 y0 x1 y1 x2 y2
        echo "-stroke $1 -strokewidth $2 -fill none -draw \"stroke-linecap round stroke-linejoin round polyline $(p $3 $4) $(p $5 $6) $(p $7 $8)\""
    }
    shadow=""
    if [ "${20}" -gt 0 ]; then
        shadow="-stroke none -fill #00000030 -draw \"ellipse $(p 32 59) ${20},3 0,360\""
    fi
    echo "$shadow"
    limb '#1e3a4c' 5 32 $hipy $4 $5 $6 $7                  # back leg
    limb '#b8553b' 4 32 $shy ${12} ${13} ${14} ${15}              # back arm
    echo "-stroke #1f6f66 -strokewidth 11 -fill none -draw \"stroke-linecap round line $(p 32 $((hipy - 2))) $(p 32 $((necky + 3)))\""
    echo "-stroke #d62839 -strokewidth 4 -draw \"stroke-linecap round line $(p 28 $necky) $(p 37 $necky)\""   # scarf
    limb '#2f5d73' 5 32 $hipy $8 $9 ${10} ${11}           # front leg
    limb '#e76f51' 4 32 $shy ${16} ${17} ${18} ${19}      # front arm
    echo "-stroke #3b2a20 -strokewidth 1.5 -fill #f4d6b0 -draw \"circle $(p 33 $heady) $(p 42 $heady)\""
    echo "-stroke none -fill #3b2a20 -draw \"circle $(p 37 $((heady - 1))) $(p 38 $((heady - 1)))\""  # eye
    echo "-stroke none -fill #d62839 -draw \"ellipse $(p 31 $((heady - 6))) 8,4 180,360\""           # cap
}

{
    echo "-size 256x192 xc:#e9f2f9"
    # Cell backgrounds: a floor under each pose.
    for row in 0 1 2; do
        for col in 0 1 2 3; do
            x=$((col * 64)); y=$((row * 64))
            echo "-stroke none -fill #cfdde8 -draw \"rectangle $x $((y + 59)) $((x + 63)) $((y + 63))\""
        done
    done
    # idle: breathing in; the arms rise a little with the chest.
    pose 0 0 0   30 49 29 58  35 49 36 58   29 35 29 43  35 35 36 43  12
    pose 1 0 1   30 49 29 58  35 49 36 58   29 36 28 44  35 36 37 44  12
    pose 2 0 2   30 50 29 58  35 50 36 58   28 37 27 44  36 37 38 44  12
    pose 3 0 3   30 50 29 58  35 50 36 58   28 37 26 44  36 37 39 44  12
    # walk: contact (front foot ahead), passing (back leg lifts), contact, passing.
    pose 0 1 1   27 49 21 57  38 48 43 58   36 35 41 39  28 35 24 40  14
    pose 1 1 -1  35 46 29 51  33 48 33 58   31 36 31 43  33 36 33 43  11
    pose 2 1 1   38 48 43 58  27 49 21 57   28 35 24 40  36 35 41 39  14
    pose 3 1 -1  33 48 33 58  35 46 29 51   33 36 33 43  31 36 31 43  11
    # jump: crouch, take-off (arms up), in the air (legs tucked), landing.
    pose 0 2 7   39 51 31 58  41 50 35 58   24 38 20 42  26 38 22 43  15
    pose 1 2 -5  33 45 33 58  35 45 36 57   26 19 22 11  40 19 45 11  10
    pose 2 2 -8  38 36 33 43  40 35 36 42   22 24 17 19  43 25 48 20   6
    pose 3 2 5   38 49 31 58  41 48 36 58   38 37 43 42  40 37 46 41  15
    echo "-depth 8 -alpha off -define png:exclude-chunks=date,time -strip"
    echo "\"$here/hero.png\""
} | xargs sh -c 'convert "$@"' convert
