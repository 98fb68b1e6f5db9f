#include "preview/framedataitem.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QtQml/qqml.h>

namespace inbetween {

const QColor FrameDataItem::pivotColour(255, 255, 255);

FrameDataItem::FrameDataItem(QQuickItem *parent) : QQuickPaintedItem(parent)
{
    setAntialiasing(false);
}

void FrameDataItem::setMarks(const QList<Mark> &marks)
{
    // Asked at every render while playing: a frame whose marks stay put is not painted again.
    if (marks == m_marks)
        return;
    m_marks = marks;
    update();
}

namespace {
void drawLabel(QPainter *p, const QPointF &at, const QString &text, const QColor &colour)
{
    if (text.isEmpty())
        return;
    // On a tab of the mark's colour, in black or white, whichever reads on it.
    const QFontMetricsF metrics(p->font());
    const QRectF box(at.x(), at.y() - metrics.height() - 1, metrics.horizontalAdvance(text) + 5, metrics.height() + 1);
    p->fillRect(box, colour);
    p->setPen(colour.lightnessF() > 0.55 ? QColor(16, 16, 16) : QColor(255, 255, 255));
    p->drawText(box.adjusted(2, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, text);
}

// A view point on whole pixels: a line through it covers the pixel the point is in.
QPointF pixel(const QPointF &p)
{
    return QPointF(std::floor(p.x()), std::floor(p.y()));
}
} // namespace

void FrameDataItem::paint(QPainter *p)
{
    QFont font = p->font();
    font.setPixelSize(11);
    p->setFont(font);
    p->setRenderHint(QPainter::Antialiasing, false);
    // The outlines first, the labels over them, the pivot on top.
    struct Label
    {
        QPointF at;
        QString text;
        QColor colour;
    };
    QList<Label> labels;
    for (const Mark &m : m_marks) {
        if (m.outline.isEmpty() || m.kind == Mark::Kind::Pivot)
            continue;
        const QPen pen(m.colour, 0); // cosmetic: one pixel at any zoom
        p->setPen(pen);
        p->setBrush(Qt::NoBrush);
        if (m.kind == Mark::Kind::Box) {
            // The outline on the box's own pixels: the edge pixels inside its left and top sides
            // and inside its right and bottom ones (a box of N x M screen pixels is drawn on them).
            QPolygonF inside;
            const QPointF c = m.outline.boundingRect().center();
            for (const QPointF &v : m.outline)
                inside << pixel(QPointF(v.x() > c.x() ? v.x() - 0.5 : v.x() + 0.5, v.y() > c.y() ? v.y() - 0.5 : v.y() + 0.5));
            p->drawPolygon(inside);
            if (m.selected) {
                p->setBrush(m.colour);
                for (const QPointF &v : inside)
                    p->drawRect(QRectF(v - QPointF(2, 2), QSizeF(4, 4)));
            }
            labels.append({inside.boundingRect().topLeft(), m.label, m.colour});
        } else {
            const QPointF c = pixel(m.outline.first());
            p->drawEllipse(c, 3, 3);
            p->drawLine(c - QPointF(7, 0), c - QPointF(2, 0));
            p->drawLine(c + QPointF(2, 0), c + QPointF(7, 0));
            p->drawLine(c - QPointF(0, 7), c - QPointF(0, 2));
            p->drawLine(c + QPointF(0, 2), c + QPointF(0, 7));
            labels.append({c + QPointF(6, -4), m.label, m.colour});
        }
    }
    for (const Label &l : labels)
        drawLabel(p, l.at, l.text, l.colour);
    for (const Mark &m : m_marks) {
        if (m.outline.isEmpty() || m.kind != Mark::Kind::Pivot)
            continue;
        const QPointF c = pixel(m.outline.first());
        for (const QPen &pen : {QPen(QColor(0, 0, 0, 200), 3), QPen(m.colour, 0)}) {
            p->setPen(pen);
            p->drawLine(c - QPointF(6, 0), c + QPointF(6, 0));
            p->drawLine(c - QPointF(0, 6), c + QPointF(0, 6));
        }
    }
}

void FrameDataItem::registerType()
{
    static const bool done = [] {
        qmlRegisterType<FrameDataItem>("Inbetween.Native", 1, 0, "FrameDataItem");
        return true;
    }();
    Q_UNUSED(done);
}

} // namespace inbetween
