#pragma once

#include "import/importoptions.h"
#include "import/importresult.h"

#include <QString>

namespace inbetween {

// An animated GIF or WebP read through Qt's image readers: one frame per image, holding its delay
// (QImageReader::nextImageDelay()); a delay of 0 holds 100 ms, as browsers play it, with a
// warning. The images become PNG files in options.framesFolder (written by the caller through
// ImportResult::writeNewImages once the import has succeeded), in one clip named after the source.
// The file's loop count sets the loop mode: forever -> loop, played once -> once.
class AnimationImporter
{
public:
    // True when the file's content (not its name) is a GIF or WebP with more than one image.
    static bool isAnimation(const QString &path);

    static ImportResult importFile(const QString &path, const ImportOptions &options);

    // The file name of frame `index` of `count`: frame-000.png, frame-001.png, ...
    static QString frameFileName(int index, int count);
};

} // namespace inbetween
