#pragma once

#include "import/sheetgrid.h"

#include <QImage>
#include <QWidget>
#include <vector>

namespace inbetween {

// A sprite sheet with a grid drawn over it, as the sheet dialog cuts it: the image fitted to the
// widget (pixels kept sharp) on a checkerboard that shows its transparent parts, every cell's
// outline, the cells left out (fully transparent) greyed and crossed, and the frame numbers
// where the cells are large enough to hold them. The mouth chart's dialog picks a cell with it: a
// click on a cell says which (cellClicked), and the chosen cell is outlined.
class SheetPreview : public QWidget
{
    Q_OBJECT

public:
    explicit SheetPreview(QWidget *parent = nullptr);

    void setImage(const QImage &image);
    // The cut to draw; `leftOut` marks the cells left out (empty: none).
    void setCut(const SheetLayout &layout, const std::vector<bool> &leftOut);

    const SheetLayout &cutLayout() const { return m_layout; }
    // The cell drawn as chosen (a thick outline); -1: none.
    void setChosenCell(qint64 index);
    qint64 chosenCell() const { return m_chosen; }
    // The cell under `pos` (widget pixels), or -1.
    qint64 cellAt(const QPointF &pos) const;
    // Where the image is drawn, in widget pixels.
    QRectF imageRect() const;
    QSize sizeHint() const override { return {480, 360}; }
    QSize minimumSizeHint() const override { return {160, 120}; }

signals:
    void cellClicked(qint64 index);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    QImage m_image;
    SheetLayout m_layout;
    std::vector<bool> m_leftOut;
    qint64 m_chosen = -1;
};

} // namespace inbetween
