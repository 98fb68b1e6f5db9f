#pragma once

// The regions of a Spine .atlas text as tst_spineexport reads them back (spine-core's own reading,
// TextureAtlas, is played in tst_spineplay).

#include <QByteArray>
#include <QMap>
#include <QRect>
#include <QString>
#include <QStringList>

namespace exporttest {

// A region of the .atlas: its pixels on the page, and where they lie in the whole picture (its
// offsets: left, bottom, whole width and height; none: the whole picture).
struct AtlasRegion
{
    QRect bounds;
    QRect kept;
    QSize whole;
};

inline QMap<QString, AtlasRegion> atlasRegions(const QByteArray &atlas)
{
    QMap<QString, AtlasRegion> out;
    QString region;
    for (const QByteArray &raw : atlas.split('\n')) {
        const QString line = QString::fromUtf8(raw);
        if (!line.startsWith(QLatin1Char(' ')) && !line.isEmpty() && !line.endsWith(QLatin1String(".png")))
            region = line;
        const QStringList n = line.section(QLatin1Char(':'), 1).split(QLatin1Char(','));
        if (line.trimmed().startsWith(QLatin1String("bounds:"))) {
            const QRect bounds(n[0].toInt(), n[1].toInt(), n[2].toInt(), n[3].toInt());
            out.insert(region, AtlasRegion{bounds, QRect(QPoint(0, 0), bounds.size()), bounds.size()});
        } else if (line.trimmed().startsWith(QLatin1String("offsets:"))) {
            AtlasRegion &r = out[region];
            r.whole = QSize(n[2].toInt(), n[3].toInt());
            r.kept = QRect(n[0].toInt(), r.whole.height() - n[1].toInt() - r.bounds.height(), r.bounds.width(), r.bounds.height());
        }
    }
    return out;
}

} // namespace exporttest
