#pragma once

// `inbetween-cli sample` with its frame data (DESIGN.md, "Frame data for games"), and where the
// preview shows a box's corners and a point: the reference the engine tests of the frame data
// compare with (the real CLI's output, never the exporter's code).

#include "export/readers.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QPointF>
#include <QRectF>
#include <array>
#include <limits>
#include <optional>

namespace exporttest {

struct FrameDataSample
{
    std::optional<int> frame;
    PlayedPose pose;
    std::optional<QPointF> pivot; // none: the picture's centre
    QMap<QString, QRectF> boxes;  // on: listed
    QMap<QString, QPointF> points;
};

inline QList<FrameDataSample> frameDataSamples(const QString &cli, const QString &project, const QString &clip,
                                               const QList<double> &timesMs, QString *why)
{
    QStringList args{QStringLiteral("sample"), project, QStringLiteral("--clip"), clip};
    for (double t : timesMs)
        args << QStringLiteral("--at") << QString::number(t, 'g', 17);
    const ProgramRun run = runProgram(cli, args);
    QList<FrameDataSample> out;
    if (run.exitCode != 0) {
        *why = run.err;
        return out;
    }
    for (const QByteArray &line : run.out.split('\n')) {
        if (line.isEmpty())
            continue;
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        FrameDataSample s;
        if (!o[QLatin1String("frame")].isNull())
            s.frame = o[QLatin1String("frame")].toInt();
        s.pose = poseOf(o);
        const QJsonArray pivot = o[QLatin1String("pivot")].toArray();
        if (pivot.size() == 2)
            s.pivot = QPointF(pivot[0].toDouble(), pivot[1].toDouble());
        const QJsonObject boxes = o[QLatin1String("boxes")].toObject();
        for (auto it = boxes.begin(); it != boxes.end(); ++it) {
            const QJsonArray r = it->toArray();
            s.boxes.insert(it.key(), QRectF(r[0].toDouble(), r[1].toDouble(), r[2].toDouble(), r[3].toDouble()));
        }
        const QJsonObject points = o[QLatin1String("points")].toObject();
        for (auto it = points.begin(); it != points.end(); ++it)
            s.points.insert(it.key(), QPointF(it->toArray()[0].toDouble(), it->toArray()[1].toDouble()));
        out.append(s);
    }
    if (out.size() != timesMs.size())
        *why = QStringLiteral("sample printed %1 lines for %2 times").arg(out.size()).arg(timesMs.size());
    return out;
}

using Point3 = std::array<double, 3>;

// Where the preview shows p (picture pixels from the pivot, x right, y down) at this pose:
// translation + R * (p.x * sx, -p.y * sy, 0), in scene units (picture pixels), y up.
inline Point3 carried(const PlayedPose &pose, const QPointF &p)
{
    const double v[3] = {p.x() * pose.scale[0], -p.y() * pose.scale[1], 0.0};
    const double *q = pose.quaternion; // x, y, z, w
    // v' = v + 2w (q x v) + 2 q x (q x v)
    const double t[3] = {2 * (q[1] * v[2] - q[2] * v[1]), 2 * (q[2] * v[0] - q[0] * v[2]), 2 * (q[0] * v[1] - q[1] * v[0])};
    const double c[3] = {q[1] * t[2] - q[2] * t[1], q[2] * t[0] - q[0] * t[2], q[0] * t[1] - q[1] * t[0]};
    return {pose.translation[0] + v[0] + q[3] * t[0] + c[0], pose.translation[1] + v[1] + q[3] * t[1] + c[1],
            pose.translation[2] + v[2] + q[3] * t[2] + c[2]};
}

// A rect's four corners (picture pixels from the pivot, y down) carried by the pose.
inline QList<Point3> carriedCorners(const PlayedPose &pose, const QRectF &r)
{
    return {carried(pose, r.topLeft()), carried(pose, r.topRight()), carried(pose, r.bottomRight()),
            carried(pose, r.bottomLeft())};
}

// How far the farthest of `expected` lies from its nearest in `got` (x, y only when `planar`),
// and whether each of `got` is the nearest of one of `expected` (so four distinct corners match).
inline double cornersApart(const QList<Point3> &expected, const QList<Point3> &got, bool planar)
{
    double worst = 0.0;
    QList<int> used;
    for (const Point3 &e : expected) {
        double best = std::numeric_limits<double>::infinity();
        int nearest = -1;
        for (int i = 0; i < got.size(); ++i) {
            const double dz = planar ? 0.0 : got[i][2] - e[2];
            const double d = std::hypot(got[i][0] - e[0], got[i][1] - e[1], dz);
            if (d < best) {
                best = d;
                nearest = i;
            }
        }
        if (used.contains(nearest))
            return std::numeric_limits<double>::infinity();
        used.append(nearest);
        worst = std::max(worst, best);
    }
    return got.size() == expected.size() ? worst : std::numeric_limits<double>::infinity();
}

} // namespace exporttest
