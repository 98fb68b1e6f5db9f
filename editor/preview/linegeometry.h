#pragma once

#include <QList>
#include <QQuick3DGeometry>
#include <QVector3D>

namespace inbetween {

// Lines for the preview's grid, trail and outlines: a list of points drawn as separate segments
// (each pair of points) or as one strip. Set from C++; QML only places it in a Model.
class LineGeometry : public QQuick3DGeometry
{
    Q_OBJECT
public:
    explicit LineGeometry(QQuick3DObject *parent = nullptr);

    // Pairs of points, one segment each.
    void setSegments(const QList<QVector3D> &points);
    // One connected line through the points (close it by repeating the first point).
    void setStrip(const QList<QVector3D> &points);
    const QList<QVector3D> &points() const { return m_points; }

    // Registers the type for QML as Inbetween.Native 1.0 LineGeometry (once per process).
    static void registerType();

private:
    void rebuild(PrimitiveType type);

    QList<QVector3D> m_points;
};

} // namespace inbetween
