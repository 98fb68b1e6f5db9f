#include "preview/linegeometry.h"

#include <QByteArray>
#include <QtQml/qqml.h>

namespace inbetween {

LineGeometry::LineGeometry(QQuick3DObject *parent) : QQuick3DGeometry(parent)
{
    rebuild(PrimitiveType::Lines);
}

void LineGeometry::setSegments(const QList<QVector3D> &points)
{
    m_points = points;
    if (m_points.size() % 2)
        m_points.removeLast();
    rebuild(PrimitiveType::Lines);
}

void LineGeometry::setStrip(const QList<QVector3D> &points)
{
    m_points = points;
    rebuild(PrimitiveType::LineStrip);
}

void LineGeometry::rebuild(PrimitiveType type)
{
    clear();
    setPrimitiveType(type);
    setStride(3 * sizeof(float));
    addAttribute(Attribute::PositionSemantic, 0, Attribute::F32Type);
    QByteArray data;
    data.resize(qsizetype(m_points.size()) * 3 * qsizetype(sizeof(float)));
    auto *f = reinterpret_cast<float *>(data.data());
    QVector3D lo, hi;
    for (qsizetype i = 0; i < m_points.size(); ++i) {
        const QVector3D &p = m_points[i];
        f[3 * i] = p.x();
        f[3 * i + 1] = p.y();
        f[3 * i + 2] = p.z();
        if (i == 0) {
            lo = hi = p;
        } else {
            lo = QVector3D(qMin(lo.x(), p.x()), qMin(lo.y(), p.y()), qMin(lo.z(), p.z()));
            hi = QVector3D(qMax(hi.x(), p.x()), qMax(hi.y(), p.y()), qMax(hi.z(), p.z()));
        }
    }
    setVertexData(data);
    setBounds(lo, hi);
    update();
}

void LineGeometry::registerType()
{
    static const bool done = [] {
        qmlRegisterType<LineGeometry>("Inbetween.Native", 1, 0, "LineGeometry");
        return true;
    }();
    Q_UNUSED(done);
}

} // namespace inbetween
