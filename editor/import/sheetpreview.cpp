#include "import/sheetpreview.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>

namespace inbetween {

SheetPreview::SheetPreview(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("sheetPreview"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void SheetPreview::setImage(const QImage &image)
{
    m_image = image;
    update();
}

void SheetPreview::setCut(const SheetLayout &layout, const std::vector<bool> &leftOut)
{
    m_layout = layout;
    m_leftOut = leftOut;
    update();
}

void SheetPreview::setChosenCell(qint64 index)
{
    m_chosen = index;
    update();
}

qint64 SheetPreview::cellAt(const QPointF &pos) const
{
    const QRectF target = imageRect();
    if (target.isEmpty() || m_layout.count() == 0)
        return -1;
    const double scale = target.width() / m_image.width();
    const QPointF pixel = (pos - target.topLeft()) / scale;
    for (qint64 i = 0; i < m_layout.count(); ++i) {
        if (QRectF(m_layout.cellRect(i)).contains(pixel))
            return i;
    }
    return -1;
}

void SheetPreview::mousePressEvent(QMouseEvent *event)
{
    const qint64 cell = event->button() == Qt::LeftButton ? cellAt(event->position()) : -1;
    if (cell >= 0)
        emit cellClicked(cell);
    QWidget::mousePressEvent(event);
}

QRectF SheetPreview::imageRect() const
{
    if (m_image.isNull())
        return {};
    const QRectF area = QRectF(rect()).adjusted(4, 4, -4, -4);
    const double scale = std::min(area.width() / m_image.width(), area.height() / m_image.height());
    const QSizeF size(m_image.width() * scale, m_image.height() * scale);
    return QRectF(area.center() - QPointF(size.width() / 2, size.height() / 2), size);
}

void SheetPreview::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), palette().color(QPalette::Base));
    const QRectF target = imageRect();
    if (target.isEmpty())
        return;
    // The checkerboard under the image: transparent cells look empty, not black.
    QPixmap checker(16, 16);
    checker.fill(QColor(0xcc, 0xcc, 0xcc));
    {
        QPainter c(&checker);
        c.fillRect(0, 0, 8, 8, QColor(0xf4, 0xf4, 0xf4));
        c.fillRect(8, 8, 8, 8, QColor(0xf4, 0xf4, 0xf4));
    }
    p.fillRect(target, QBrush(checker));
    p.drawImage(target, m_image); // no smoothing: pixel art stays sharp
    if (m_layout.count() == 0)
        return;

    const double scale = target.width() / m_image.width();
    auto map = [&](const QRect &r) {
        return QRectF(target.left() + r.x() * scale, target.top() + r.y() * scale, r.width() * scale, r.height() * scale);
    };
    // The cells left out, greyed and crossed.
    p.setRenderHint(QPainter::Antialiasing, false);
    QPainterPath crosses;
    for (qint64 i = 0; i < m_layout.count() && size_t(i) < m_leftOut.size(); ++i) {
        if (!m_leftOut[size_t(i)])
            continue;
        const QRectF r = map(m_layout.cellRect(i));
        p.fillRect(r, QColor(60, 60, 60, 110));
        crosses.moveTo(r.topLeft());
        crosses.lineTo(r.bottomRight());
        crosses.moveTo(r.topRight());
        crosses.lineTo(r.bottomLeft());
    }
    p.setPen(QPen(QColor(200, 40, 40, 200), 1));
    p.drawPath(crosses);

    // The outlines: each column's left and right edges and each row's top and bottom edges, so
    // a grid of 16,384 cells is 512 lines, not 16,384 rectangles.
    const QRectF grid = map(QRect(m_layout.cellRect(0).topLeft(), m_layout.cellRect(m_layout.count() - 1).bottomRight()));
    QPen pen(QColor(0, 170, 255), 1);
    pen.setCosmetic(true);
    p.setPen(pen);
    for (int c = 0; c < m_layout.columns; ++c) {
        const QRectF cell = map(m_layout.cellRect(c));
        p.drawLine(QPointF(cell.left(), grid.top()), QPointF(cell.left(), grid.bottom()));
        p.drawLine(QPointF(cell.right(), grid.top()), QPointF(cell.right(), grid.bottom()));
    }
    for (int r = 0; r < m_layout.rows; ++r) {
        const QRectF cell = map(m_layout.cellRect(qint64(r) * m_layout.columns));
        p.drawLine(QPointF(grid.left(), cell.top()), QPointF(grid.right(), cell.top()));
        p.drawLine(QPointF(grid.left(), cell.bottom()), QPointF(grid.right(), cell.bottom()));
    }

    if (m_chosen >= 0 && m_chosen < m_layout.count()) {
        QPen chosen(QColor(255, 170, 0), 3);
        chosen.setCosmetic(true);
        p.setPen(chosen);
        p.setBrush(Qt::NoBrush);
        p.drawRect(map(m_layout.cellRect(m_chosen)).adjusted(1, 1, -1, -1));
    }

    // Frame numbers, where a cell is large enough on screen to hold one.
    const QFontMetrics metrics(font());
    if (m_layout.cell.width() * scale < metrics.horizontalAdvance(QStringLiteral("000")) + 4
        || m_layout.cell.height() * scale < metrics.height() + 2 || m_layout.count() > 4096)
        return;
    int frame = 0;
    for (qint64 i = 0; i < m_layout.count(); ++i) {
        if (size_t(i) < m_leftOut.size() && m_leftOut[size_t(i)])
            continue;
        const QRectF r = map(m_layout.cellRect(i)).adjusted(2, 1, -2, -1);
        const QString text = QString::number(frame++);
        const QRectF box(r.topLeft(), QSizeF(metrics.horizontalAdvance(text) + 4, metrics.height()));
        p.fillRect(box, QColor(0, 0, 0, 150));
        p.setPen(Qt::white);
        p.drawText(box, Qt::AlignCenter, text);
    }
}

} // namespace inbetween
