#!/bin/sh
# Makes the bundled lip-sync example beside itself: talk.wav, a short spoken line ("Hello! How are
# you?") said by espeak-ng and made a 16 kHz mono WAV by sox, and mouths.png, the mouth chart's
# pictures drawn by ImageMagick: 9 cells of 64 x 64 pixels in one row, Rhubarb Lip Sync's shapes
# A to H and X in that order (A closed for M B P; B teeth together for K S T EE; C open for EH AE;
# D wide open for AA; E rounded for AO ER; F puckered for UW OW W; G teeth on the lip for F V;
# H the tongue up for L; X at rest), and the same nine cut into mouths/A.png ... mouths/X.png, the
# one-file-a-shape layout an import without a chart finds by name. talk.json, the cues, is not made here: it was written by
# hand from talk.wav's waveform (see the README beside it), as Rhubarb Lip Sync would write it.
# Needs espeak-ng, sox and ImageMagick's convert; the same bytes for the same versions of them.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The voice: espeak-ng's American English at 140 words a minute, 0.15 s of silence before it and
# the trailing silence cut to 0.1 s; no dither, so the samples are the same every run.
espeak-ng -v en-us -s 140 -w "$tmp/raw.wav" "Hello! How are you?"
sox -D "$tmp/raw.wav" -r 16000 -c 1 -b 16 "$here/talk.wav" \
    reverse silence 1 0.02 0.5% reverse pad 0.15 0.1

# One mouth at the cell of column $1, drawn by the ImageMagick options that follow ($2...).
# Every cell holds the same face; its mouth is centred at (32, 44).
face() {
    x=$(($1 * 64))
    echo "-fill #f2c9a0 -stroke #8a5a3b -strokewidth 1.5 -draw \"ellipse $((x + 32)),34 26,28 0,360\""
    echo "-fill #3b2a20 -stroke none -draw \"ellipse $((x + 22)),26 3,4 0,360\" -draw \"ellipse $((x + 42)),26 3,4 0,360\""
}
at() { echo "$(($1 * 64 + $2)),$3"; }
lips='#a33b3b'; dark='#3a1212'; teeth='#fbf6ee'; tongue='#e0707a'
{
    echo "-size 576x64 xc:none"
    # A: lips pressed together.
    face 0; echo "-stroke $lips -strokewidth 4 -fill none -draw \"line $(at 0 20 44) $(at 0 44 44)\""
    # B: slightly open, the teeth together.
    face 1; echo "-fill $dark -stroke $lips -strokewidth 2 -draw \"ellipse $(at 1 32 44) 12,5 0,360\""
    echo "-fill $teeth -stroke none -draw \"rectangle $(at 1 23 41) $(at 1 41 47)\""
    # C: open.
    face 2; echo "-fill $dark -stroke $lips -strokewidth 2 -draw \"ellipse $(at 2 32 45) 11,8 0,360\""
    echo "-fill $teeth -stroke none -draw \"rectangle $(at 2 25 38) $(at 2 39 41)\""
    # D: wide open, the tongue low.
    face 3; echo "-fill $dark -stroke $lips -strokewidth 2 -draw \"ellipse $(at 3 32 46) 13,12 0,360\""
    echo "-fill $teeth -stroke none -draw \"rectangle $(at 3 23 35) $(at 3 41 38)\""
    echo "-fill $tongue -stroke none -draw \"ellipse $(at 3 32 54) 8,3 0,360\""
    # E: slightly rounded.
    face 4; echo "-fill $dark -stroke $lips -strokewidth 2 -draw \"ellipse $(at 4 32 45) 8,8 0,360\""
    # F: puckered.
    face 5; echo "-fill $dark -stroke $lips -strokewidth 4 -draw \"ellipse $(at 5 32 45) 4,4 0,360\""
    # G: the upper teeth on the lower lip.
    face 6; echo "-fill $dark -stroke $lips -strokewidth 2 -draw \"ellipse $(at 6 32 44) 11,6 0,360\""
    echo "-fill $teeth -stroke none -draw \"rectangle $(at 6 24 39) $(at 6 40 46)\""
    echo "-stroke $lips -strokewidth 3 -fill none -draw \"line $(at 6 22 48) $(at 6 42 48)\""
    # H: open, the tongue up behind the teeth.
    face 7; echo "-fill $dark -stroke $lips -strokewidth 2 -draw \"ellipse $(at 7 32 45) 10,8 0,360\""
    echo "-fill $tongue -stroke none -draw \"ellipse $(at 7 32 40) 6,3 0,360\""
    # X: at rest, a little smile.
    face 8; echo "-stroke $lips -strokewidth 3 -fill none -draw \"arc $(at 8 22 38) $(at 8 42 48) 20,160\""
    echo "-define png:exclude-chunks=date,time -strip PNG32:$here/mouths.png"
} | xargs convert

# The cells again as a file a shape, named by it (MouthPictureFiles).
mkdir -p "$here/mouths"
i=0
for shape in A B C D E F G H X; do
    convert "$here/mouths.png" -crop "64x64+$((i * 64))+0" +repage \
        -define png:exclude-chunks=date,time -strip "PNG32:$here/mouths/$shape.png"
    i=$((i + 1))
done
