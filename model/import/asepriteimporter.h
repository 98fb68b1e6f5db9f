#pragma once

#include "import/importoptions.h"
#include "import/importresult.h"

#include <QByteArray>
#include <QString>

namespace inbetween {

// Aseprite's sprite-sheet JSON (`aseprite --sheet hero.png --data hero.json`, hash or array form):
// each frame's rect in the sheet (`meta.image`) becomes a frame showing that region, holding its
// `duration`; each `frameTags` entry becomes a clip named by the tag (DESIGN.md, "The command
// line"): forward -> loop, forward with repeat "1" -> once, pingpong -> pingpong (the end frames'
// holds halved: see AsepriteTags), reverse and pingpong_reverse -> the same with the frames in
// reverse order. Without tags, one clip of every
// frame. A tag's `data` written by Inbetween's own export ({"events": [...]}) gives the clip its
// events back. `meta.slices` and each frame's `pivot` give the frames their boxes, points and
// pivots (AsepriteSliceReader), so that Inbetween's own export comes back whole.
//
// Refused, with where: rotated frames (a region cannot turn), rects outside the sheet, tags
// outside the frames, an unreadable sheet. Trimmed frames keep their rect, with a warning that
// the trim offset is not carried, unless the sheet has frame data: then the pivot carries it.
class AsepriteImporter
{
public:
    // True when `json` looks like a sprite-sheet JSON: an object with "frames" and "meta".
    static bool looksLikeSheetJson(const QByteArray &json);

    // `json` is the file's text; `path` names the file, whose folder `meta.image` is relative to.
    static ImportResult read(const QByteArray &json, const QString &path, const ImportOptions &options);
    static ImportResult importFile(const QString &path, const ImportOptions &options);
};

} // namespace inbetween
