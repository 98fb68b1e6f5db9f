#pragma once

#include <QString>

namespace inbetween {

class Clip;

// "Copy as GIF" (the floating preview): the clip as an animated GIF (editor/review, scale 2,
// transparent) written to a file in the cache folder, and put on the clipboard as that file's URL
// (what file managers and chat programs paste on Linux), the GIF's bytes as image/gif and its
// first picture as an image. Returns the file's path, or an empty string with *error.
class GifClipboard
{
public:
    static QString copy(const Clip &clip, const QString &projectFolder, QString *error);
};

} // namespace inbetween
