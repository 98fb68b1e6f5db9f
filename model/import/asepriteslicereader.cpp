#include "import/asepriteslicereader.h"

#include "import/jsonvaluetext.h"
#include "json/jsontext.h"

#include <QJsonArray>
#include <QSet>
#include <algorithm>
#include <cmath>
#include <optional>

namespace inbetween {

namespace {

// A share of a side back in pixels. The exporter writes p / side as the shortest double, and
// (p / side) * side is not always p (15 / 22 * 22 is 14.999999999999998): a result within 1e-9 of
// a 1/1024th of a pixel is that, so a whole or halved pivot comes back exactly.
double pixelsOfShare(double share, double side)
{
    const double v = share * side;
    const double snapped = std::round(v * 1024.0) / 1024.0;
    return std::abs(v - snapped) < 1e-9 ? snapped : v;
}

// One key of a slice as read: from `frame` on, `bounds` (0 wide or high: off), and the slice's
// own pivot (from the bounds' top left) where it has one.
struct SliceKeyRead
{
    int frame = 0;
    QRect bounds;
    std::optional<QPoint> pivot;
};

bool wholeIn(const QJsonValue &v, double limit, int *out)
{
    const double d = v.toDouble();
    if (!v.isDouble() || !std::isfinite(d) || d != std::floor(d) || std::abs(d) > limit)
        return false;
    *out = int(d);
    return true;
}

std::optional<QPointF> numberPair(const QJsonValue &v, const char *a, const char *b)
{
    const QJsonValue x = v[QLatin1String(a)], y = v[QLatin1String(b)];
    if (!v.isObject() || !x.isDouble() || !y.isDouble() || !std::isfinite(x.toDouble()) || !std::isfinite(y.toDouble()))
        return std::nullopt;
    return QPointF(x.toDouble(), y.toDouble());
}

// A key, or none (with a warning) when it is not {"frame", "bounds": {"x", "y", "w", "h"}} in
// whole numbers, w and h at least 0.
std::optional<SliceKeyRead> readKey(const QJsonValue &v, const QString &where, const ProjectLimits &limits,
                                    ImportResult *result)
{
    SliceKeyRead k;
    const QJsonValue b = v[QLatin1String("bounds")];
    int n[4] = {};
    bool ok = v.isObject() && wholeIn(v[QLatin1String("frame")], double(limits.maxFrames), &k.frame) && k.frame >= 0
              && b.isObject();
    const char *names[4] = {"x", "y", "w", "h"};
    for (int i = 0; ok && i < 4; ++i)
        ok = wholeIn(b[QLatin1String(names[i])], limits.maxImageSide, &n[i]) && (i < 2 || n[i] >= 0);
    if (!ok) {
        result->warning(where, QStringLiteral("must be {\"frame\", \"bounds\": {\"x\", \"y\", \"w\", \"h\"}} in whole "
                                              "numbers: this key is left out")
                                   + got(v));
        return std::nullopt;
    }
    k.bounds = QRect(n[0], n[1], n[2], n[3]);
    int px = 0, py = 0;
    const QJsonValue p = v[QLatin1String("pivot")];
    if (p.isObject() && wholeIn(p[QLatin1String("x")], limits.maxImageSide, &px)
        && wholeIn(p[QLatin1String("y")], limits.maxImageSide, &py))
        k.pivot = QPoint(px, py);
    return k;
}

bool withinLimit(const QRectF &r, double limit)
{
    return std::abs(r.x()) <= limit && std::abs(r.y()) <= limit && r.width() <= limit && r.height() <= limit;
}

} // namespace

bool AsepriteSliceReader::placesFrame(const QJsonObject &frame, const QJsonValue &slices)
{
    return frame.contains(QLatin1String("pivot")) || !slices.toArray().isEmpty();
}

void AsepriteSliceReader::apply(const QJsonValue &slices, const QList<QJsonObject> &frameObjects, QList<Frame> *frames,
                                Project *project, const ProjectLimits &limits, ImportResult *result)
{
    if (!slices.isUndefined() && !slices.isArray())
        result->warning(QStringLiteral("meta.slices"),
                        QStringLiteral("must be an array of slices: no boxes or points are read") + got(slices));

    // Each frame's pivot in its whole picture (sourceSize), and where its kept pixels start there.
    QList<QPointF> pivots;
    for (qsizetype i = 0; i < frames->size(); ++i) {
        const QJsonObject &o = frameObjects[i];
        Frame &frame = (*frames)[i];
        const QSizeF kept = frame.region ? QSizeF(frame.region->size()) : QSizeF();
        const std::optional<QPointF> source = numberPair(o.value(QLatin1String("sourceSize")), "w", "h");
        const QSizeF whole = source && source->x() > 0 && source->y() > 0 ? QSizeF(source->x(), source->y()) : kept;
        const QPointF offset = numberPair(o.value(QLatin1String("spriteSourceSize")), "x", "y").value_or(QPointF());
        QPointF pivot(whole.width() / 2.0, whole.height() / 2.0);
        const QString where = QStringLiteral("frames[%1].pivot").arg(i);
        if (o.contains(QLatin1String("pivot"))) {
            const std::optional<QPointF> share = numberPair(o.value(QLatin1String("pivot")), "x", "y");
            const QPointF given = share ? QPointF(pixelsOfShare(share->x(), whole.width()), pixelsOfShare(share->y(), whole.height()))
                                        : QPointF();
            if (share && std::abs(given.x()) <= limits.maxImageSide && std::abs(given.y()) <= limits.maxImageSide)
                pivot = given;
            else
                result->warning(where, QStringLiteral("must be {\"x\", \"y\"}, a share of the frame's sourceSize: the "
                                                      "picture's centre is used")
                                           + got(o.value(QLatin1String("pivot"))));
        }
        pivots.append(pivot);
        const QPointF inKept = pivot - offset;
        if (!placesFrame(o, slices) || inKept == QPointF(kept.width() / 2.0, kept.height() / 2.0))
            continue;
        if (std::abs(inKept.x()) <= limits.maxImageSide && std::abs(inKept.y()) <= limits.maxImageSide)
            frame.data.edit().pivot = inKept;
        else { // the boxes then stand from the centre used
            pivots.back() = QPointF(kept.width() / 2.0, kept.height() / 2.0) + offset;
            result->warning(where, QStringLiteral("lies more than %1 pixels from the frame's kept pixels: the "
                                                  "picture's centre is used")
                                       .arg(limits.maxImageSide));
        }
    }

    QSet<QString> boxNames, pointNames;
    const QJsonArray list = slices.toArray();
    for (qsizetype s = 0; s < list.size(); ++s) {
        const QJsonValue slice = list[s];
        const QString name = slice[QLatin1String("name")].toString();
        const QString where = QStringLiteral("meta.slices[%1]").arg(s);
        const QString data = slice[QLatin1String("data")].toString();
        const std::optional<BoxKind> kind = boxKindFromName(data);
        const bool point = data == QLatin1String("point");
        QSet<QString> &names = point ? pointNames : boxNames;
        const qint64 most = point ? limits.maxDeclaredPoints : limits.maxDeclaredBoxes;
        if (!slice.isObject() || name.trimmed().isEmpty() || name.size() > limits.maxFrameDataNameLength || names.contains(name)
            || names.size() >= most) {
            result->warning(where, QStringLiteral("a slice needs a \"name\" of 1 to %1 characters, unique among the "
                                                  "%2 (at most %3): left out")
                                       .arg(limits.maxFrameDataNameLength)
                                       .arg(point ? QStringLiteral("points") : QStringLiteral("boxes"))
                                       .arg(most)
                                       + got(slice[QLatin1String("name")]));
            continue;
        }
        names.insert(name);
        if (point)
            project->points.append(PointDeclaration{name});
        else
            project->boxes.append(BoxDeclaration{name, kind.value_or(BoxKind::Other)});

        QList<SliceKeyRead> keys;
        const QJsonArray keyList = slice[QLatin1String("keys")].toArray();
        bool nineSliceOrPivot = false;
        for (qsizetype k = 0; k < keyList.size(); ++k) {
            if (const auto key = readKey(keyList[k], QStringLiteral("%1.keys[%2]").arg(where).arg(k), limits, result)) {
                keys.append(*key);
                nineSliceOrPivot = nineSliceOrPivot || key->pivot || keyList[k][QLatin1String("center")].isObject();
            }
        }
        std::stable_sort(keys.begin(), keys.end(), [](const SliceKeyRead &a, const SliceKeyRead &b) { return a.frame < b.frame; });
        if (nineSliceOrPivot && !point && !kind)
            result->warning(where, QStringLiteral("slice \"%1\": its 9-slice center and pivot are not carried; it is "
                                                  "a box of kind other")
                                       .arg(name));
        if (keys.isEmpty())
            continue;
        bool tooFar = false;
        qsizetype in = 0; // the key in force: the last at or before the frame, else the first
        for (qsizetype i = 0; i < frames->size(); ++i) {
            while (in + 1 < keys.size() && keys[in + 1].frame <= i)
                ++in;
            const SliceKeyRead &key = keys[in];
            if (key.bounds.isEmpty())
                continue; // off from its frame on
            if (point) {
                const QPointF at = QPointF(key.bounds.topLeft() + key.pivot.value_or(QPoint())) - pivots[i];
                if (withinLimit(QRectF(at, QSizeF(0, 0)), limits.maxImageSide))
                    (*frames)[i].data.edit().points.insert(name, at);
                else
                    tooFar = true;
            } else {
                const QRectF rect = QRectF(key.bounds).translated(-pivots[i]);
                if (withinLimit(rect, limits.maxImageSide))
                    (*frames)[i].data.edit().boxes.insert(name, rect);
                else
                    tooFar = true;
            }
        }
        if (tooFar)
            result->warning(where, QStringLiteral("slice \"%1\": more than %2 pixels from a frame's pivot in some "
                                                  "frames: left out there")
                                       .arg(name)
                                       .arg(limits.maxImageSide));
    }
}

} // namespace inbetween
