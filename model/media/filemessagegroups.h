#pragma once

#include <QStringList>

namespace inbetween {

// The validator's messages for a person to read (issue 27, finding 12): one missing sheet is a
// line for every frame cut from it ("hero.json: clips[0].frames[3].image: hero/hero.png: file not
// found", 26 times), which says one thing. Lines about the same file and the same problem are
// grouped into one, in the place of the first, naming how many frames (or clips' sounds) and in
// which clips: "hero.json: hero/hero.png: file not found (26 frames in walk, jump)"; a region
// outside its picture reads "hero.json: hero/hero.png (128 x 96 pixels): the regions of 10 frames
// are outside it (in walk, jump)". A problem of one frame only, and every other line, stays as it
// is. `clipNames` names clips[i] (a clip past its end is "clip i"); a version 1 file's
// "frames[3]" has no clip.
//
// For the editor's message boxes only: the validator and `inbetween-cli` keep one line a JSON path
// (DESIGN.md), which programs read.
QStringList groupFileMessages(const QStringList &messages, const QStringList &clipNames = {});

} // namespace inbetween
