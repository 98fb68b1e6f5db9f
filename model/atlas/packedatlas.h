#pragma once

#include "atlas/atlasoptions.h"

#include <QImage>
#include <QList>
#include <QPoint>
#include <QRect>
#include <QSize>
#include <QString>
#include <QStringList>
#include <optional>

namespace inbetween {

// Pictures packed onto atlas pages (DESIGN.md, "The atlas"): each picture trimmed to its pixels
// with alpha > 0 (a wholly transparent one to its top-left pixel), identical trimmed pictures
// stored once, packed by RectPacker with the options' padding, extrusion, page limit and
// power-of-two sides, each page drawn with every stored picture's edge pixels repeated
// `extrude` times around it and the rest transparent.
//
// A placement says where a picture's kept pixels are on which page and where they were in the
// picture (`trimmed`), which is all a format needs to show the trimmed pixels where the whole
// picture had them.
class PackedAtlas
{
public:
    struct Placement
    {
        int page = -1;
        QRect rect;     // the kept pixels on the page
        QRect trimmed;  // the same pixels in the picture (its position is the trim's offset)
        QSize source;   // the whole picture's size
        int stored = -1; // which stored picture (identical trimmed pictures share one)
    };

    // Packs pictures (any format; drawn as ARGB32). names[i] names picture i in the error for a
    // picture larger than a page; none (and *error set) then.
    static std::optional<PackedAtlas> pack(const QList<QImage> &pictures, const QStringList &names,
                                           const AtlasOptions &options, QString *error);

    int pictureCount() const { return int(m_placements.size()); }
    const Placement &placement(int picture) const { return m_placements.at(picture); }
    int storedCount() const { return m_storedCount; }
    const QList<QImage> &pages() const { return m_pages; }

    // The rect of `size` kept from a picture: its pixels with alpha > 0, or its top-left pixel
    // when none has any (so every picture keeps a pixel a format can point at).
    static QRect opaqueBounds(const QImage &argb32);

private:
    QList<Placement> m_placements;
    QList<QImage> m_pages;
    int m_storedCount = 0;
};

} // namespace inbetween
