#include "export/asepriteslices.h"

#include "export/framedatakeys.h"
#include "json/jsontext.h"

#include <cmath>

namespace inbetween {

namespace {

// Halves up, the same way at both edges of a box, so a box moved by a whole pixel keeps its size.
int roundedPixel(double v)
{
    return int(std::floor(v + 0.5));
}

bool whole(double v)
{
    return v == std::floor(v);
}

// A colour as Aseprite writes one: "#RRGGBBAA".
QByteArray colourText(QRgb c)
{
    return QByteArray("#") + QByteArray::number((c << 8) | qAlpha(c), 16).rightJustified(8, '0');
}

QByteArray boundsJson(const QRect &r)
{
    return "\"bounds\": {\"x\": " + QByteArray::number(r.x()) + ", \"y\": " + QByteArray::number(r.y())
           + ", \"w\": " + QByteArray::number(r.width()) + ", \"h\": " + QByteArray::number(r.height()) + " }";
}

QByteArray sliceHead(const QString &name, const QByteArray &colour, const QByteArray &data)
{
    return "   { \"name\": " + jsonString(name) + ", \"color\": \"" + colour + "\", \"data\": \"" + data + "\"";
}

// The steps' data with every box and point where its slice puts it in the picture (whole
// pixels, no pivot), so that FrameDataKeys keys a slice wherever what is written changes: a
// new pivot moves a box's slice even where its rect from the pivot stays.
QList<SharedFrameData> inPicture(const QList<AsepriteSlices::Step> &steps)
{
    QList<SharedFrameData> out;
    for (const AsepriteSlices::Step &s : steps) {
        const FrameData &d = s.data.get();
        const QPointF pivot = d.pivotIn(QSizeF(s.pictureSize));
        FrameData placed;
        for (auto it = d.boxes.cbegin(); it != d.boxes.cend(); ++it)
            placed.boxes.insert(it.key(), QRectF(AsepriteSlices::boxBounds(*it, pivot)));
        for (auto it = d.points.cbegin(); it != d.points.cend(); ++it)
            placed.points.insert(it.key(), QPointF(AsepriteSlices::pointPixel(*it, pivot)));
        out.append(SharedFrameData(placed));
    }
    return out;
}

} // namespace

QRect AsepriteSlices::boxBounds(const QRectF &r, const QPointF &pivot)
{
    const int left = roundedPixel(pivot.x() + r.x()), top = roundedPixel(pivot.y() + r.y());
    const int right = roundedPixel(pivot.x() + r.x() + r.width());
    const int bottom = roundedPixel(pivot.y() + r.y() + r.height());
    return QRect(left, top, std::max(1, right - left), std::max(1, bottom - top));
}

QPoint AsepriteSlices::pointPixel(const QPointF &p, const QPointF &pivot)
{
    return QPoint(roundedPixel(pivot.x() + p.x()), roundedPixel(pivot.y() + p.y()));
}

QByteArray AsepriteSlices::json(const Project &project, const QList<Step> &steps)
{
    const FrameDataKeys keys = FrameDataKeys::of(project, inPicture(steps));
    QList<QByteArray> slices;
    const QByteArray off = boundsJson(QRect(0, 0, 0, 0));
    for (const BoxKeys &box : keys.boxes) {
        QByteArray s = sliceHead(box.box.name, colourText(boxKindColour(box.box.kind)), boxKindName(box.box.kind).toUtf8());
        QList<QByteArray> written;
        for (const BoxKey &k : box.keys)
            written.append("{ \"frame\": " + QByteArray::number(k.step) + ", "
                           + (k.rect ? boundsJson(k.rect->toRect()) : off) + " }");
        if (!written.isEmpty()) // as Aseprite: a slice without keys has no "keys"
            s += ", \"keys\": [" + written.join(", ") + "]";
        slices.append(s + " }");
    }
    for (const PointKeys &point : keys.points) {
        QByteArray s = sliceHead(point.point.name, colourText(kPointColour), "point");
        QList<QByteArray> written;
        for (const PointKey &k : point.keys)
            written.append("{ \"frame\": " + QByteArray::number(k.step) + ", "
                           + (k.point ? boundsJson(QRect(k.point->toPoint(), QSize(1, 1)))
                                            + ", \"pivot\": {\"x\": 0, \"y\": 0 }"
                                      : off)
                           + " }");
        if (!written.isEmpty())
            s += ", \"keys\": [" + written.join(", ") + "]";
        slices.append(s + " }");
    }
    if (slices.isEmpty())
        return "[ ]";
    return "[\n" + slices.join(",\n") + "\n  ]";
}

QStringList AsepriteSlices::roundingNotes(const Project &project, const std::vector<int> &clips)
{
    QStringList out;
    for (int c : clips) {
        const Clip &clip = project.clips[size_t(c)];
        QMap<int, QStringList> boxFrames, pointFrames; // declared index -> "frames[i]"
        for (int i = 0; i < clip.frames.count(); ++i) {
            const Frame &frame = clip.frames.frame(i);
            const FrameData &d = frame.data.get();
            const QSizeF size = frame.region ? QSizeF(frame.region->size()) : QSizeF(0, 0);
            const QPointF pivot = d.pivotIn(size);
            const QString where = QStringLiteral("frames[%1]").arg(i);
            for (auto it = d.boxes.cbegin(); it != d.boxes.cend(); ++it) {
                const QRectF r = it->translated(pivot);
                if (!whole(r.left()) || !whole(r.top()) || !whole(r.right()) || !whole(r.bottom()))
                    boxFrames[project.boxIndex(it.key())].append(where);
            }
            for (auto it = d.points.cbegin(); it != d.points.cend(); ++it) {
                const QPointF p = *it + pivot;
                if (!whole(p.x()) || !whole(p.y()))
                    pointFrames[project.pointIndex(it.key())].append(where);
            }
        }
        QStringList what;
        for (auto it = boxFrames.cbegin(); it != boxFrames.cend(); ++it)
            what.append(QStringLiteral("box \"%1\" at %2").arg(project.boxes[it.key()].name, it->join(QStringLiteral(", "))));
        for (auto it = pointFrames.cbegin(); it != pointFrames.cend(); ++it)
            what.append(
                QStringLiteral("point \"%1\" at %2").arg(project.points[it.key()].name, it->join(QStringLiteral(", "))));
        if (!what.isEmpty())
            out.append(QStringLiteral("clip \"%1\": Aseprite's slices are whole pixels: rounded to the nearest (halves "
                                      "up) are %2")
                           .arg(clip.name, what.join(QStringLiteral("; "))));
    }
    return out;
}

} // namespace inbetween
