#pragma once

#include <QImage>
#include <QList>
#include <QString>

namespace inbetween {

// The GIF's colours: one palette made for the whole clip by FFmpeg's palettegen (every colour
// of every picture counted, an entry kept for transparency) and each picture mapped onto it by
// paletteuse without dithering (a clip of up to 255 colours, as pixel art is, keeps them exact).
// Pixels under half opacity become the transparent entry.
class GifPalette
{
public:
    // `pictures`: the canvases, all one size, ARGB32 (premultiplied or not). Returns them as
    // Indexed8 images sharing one colour table (the transparent entry with alpha 0); empty with
    // *error set when FFmpeg's filters fail.
    static QList<QImage> quantise(const QList<QImage> &pictures, QString *error);
};

} // namespace inbetween
