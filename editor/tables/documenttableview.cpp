#include "tables/documenttableview.h"

#include "tables/thumbnaildelegate.h"

#include <QCursor>
#include <QDrag>
#include <QHeaderView>
#include <QMimeData>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <algorithm>

namespace inbetween {

DocumentTableView::DocumentTableView(QWidget *parent)
    : QTableView(parent)
{
    setSelectionBehavior(SelectRows);
    setSelectionMode(ExtendedSelection);
    setEditTriggers(DoubleClicked | EditKeyPressed | AnyKeyPressed);
    setAlternatingRowColors(true);
    setWordWrap(false);
    verticalHeader()->setVisible(false); // the models have their own index column where it helps
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    horizontalHeader()->setHighlightSections(false);
    horizontalHeader()->setStretchLastSection(true);
    setIconSize(QSize(fontMetrics().height() + 4, fontMetrics().height() + 4));
    setItemDelegate(new ThumbnailDelegate(this)); // thumbnails at the icon size, whole in a row
}

void DocumentTableView::setColumnWidthsInChars(const QList<int> &chars)
{
    const int unit = fontMetrics().horizontalAdvance(QLatin1Char('0'));
    for (int c = 0; c < chars.size(); ++c)
        setColumnWidth(c, chars[c] * unit + 16);
}

void DocumentTableView::keepColumnFitted(int column)
{
    const auto fit = [this, column] {
        if (!model() || isColumnHidden(column))
            return;
        // The first rows' texts (a few hundred: the rows a user sees first; a project of
        // 100,000 frames is not measured whole), beside the icon, with the cell's padding.
        const int rows = std::min(model()->rowCount(), 256);
        int widest = 0;
        for (int r = 0; r < rows; ++r) {
            const QString text = model()->index(r, column).data(Qt::DisplayRole).toString();
            widest = std::max(widest, fontMetrics().horizontalAdvance(text));
        }
        // (Room for a thumbnail whether the row has one or not: its picture is not read here.)
        const int most = 60 * fontMetrics().horizontalAdvance(QLatin1Char('0')); // a very long name stays elided
        const int width = std::min(widest + iconSize().width() + 6 + 16, most);
        if (width > columnWidth(column))
            setColumnWidth(column, width);
    };
    connect(model(), &QAbstractItemModel::modelReset, this, fit);
    connect(model(), &QAbstractItemModel::layoutChanged, this, fit);
    connect(model(), &QAbstractItemModel::rowsInserted, this, fit);
    connect(model(), &QAbstractItemModel::dataChanged, this, [fit, column](const QModelIndex &from, const QModelIndex &to) {
        if (from.column() <= column && column <= to.column())
            fit();
    });
    fit();
}

void DocumentTableView::setPlayheadRow(int row)
{
    if (row == m_playheadRow)
        return;
    m_playheadRow = row;
    if (model() && row >= 0 && row < model()->rowCount()) {
        const QModelIndex index = model()->index(row, 0);
        if (!viewport()->rect().contains(visualRect(index)))
            scrollTo(index, EnsureVisible);
    }
    viewport()->update();
}

void DocumentTableView::enableRowDragging()
{
    m_rowDragging = true;
    setDragEnabled(true);
    setAcceptDrops(true);
    setDropIndicatorShown(false); // paintDropLine draws where the rows would land
    setDragDropMode(DragDrop);    // the model judges every drop of rows; others pass on
    setDefaultDropAction(Qt::MoveAction);
}

void DocumentTableView::mousePressEvent(QMouseEvent *event)
{
    if (m_rowDragging) {
        const QModelIndex index = indexAt(event->position().toPoint());
        setDragEnabled(index.isValid() && selectionModel() && selectionModel()->isSelected(index));
    }
    QTableView::mousePressEvent(event);
}

void DocumentTableView::startDrag(Qt::DropActions supportedActions)
{
    // QAbstractItemView::startDrag clears or removes the dragged rows after a move; here the drop
    // itself moved them (one undo command), so the drag only carries them.
    if (!model() || !selectionModel() || !(supportedActions & Qt::MoveAction))
        return;
    const QModelIndexList rows = selectionModel()->selectedRows();
    QMimeData *data = rows.isEmpty() ? nullptr : model()->mimeData(rows);
    if (!data)
        return;
    auto *drag = new QDrag(this);
    drag->setMimeData(data);
    const QModelIndex first = rows.front();
    const QRect rect = visualRect(first).united(visualRect(first.siblingAtColumn(model()->columnCount() - 1)));
    const QRect shown = rect.intersected(viewport()->rect());
    // Faded, so that the line where the rows would land shows through it.
    const QPixmap grabbed = viewport()->grab(shown);
    QPixmap faded(grabbed.size());
    faded.setDevicePixelRatio(grabbed.devicePixelRatio());
    faded.fill(Qt::transparent);
    QPainter painter(&faded);
    painter.setOpacity(0.6);
    painter.drawPixmap(0, 0, grabbed);
    painter.end();
    drag->setPixmap(faded);
    drag->setHotSpot(viewport()->mapFromGlobal(QCursor::pos()) - shown.topLeft()); // held where grabbed
    drag->exec(Qt::MoveAction, Qt::MoveAction);
}

bool DocumentTableView::isFileDrag(const QMimeData *data) const
{
    if (!m_fileDrops || !data || !data->hasUrls())
        return false;
    for (const QUrl &url : data->urls()) {
        if (url.isLocalFile())
            return true;
    }
    return false;
}

void DocumentTableView::acceptFileDrag(QDropEvent *event)
{
    // Files are copied in, as long as the source offers that; else its own action stands.
    if (event->possibleActions() & Qt::CopyAction)
        event->setDropAction(Qt::CopyAction);
    event->accept();
}

void DocumentTableView::dragEnterEvent(QDragEnterEvent *event)
{
    if (isFileDrag(event->mimeData())) {
        setState(DraggingState); // lets the view scroll near its edges
        acceptFileDrag(event);
        return;
    }
    QTableView::dragEnterEvent(event);
}

void DocumentTableView::dragMoveEvent(QDragMoveEvent *event)
{
    QTableView::dragMoveEvent(event); // scrolls near the edges
    // Judged here rather than by Qt, which refuses any hover over a dragged row although rows
    // picked apart may well gather there.
    const int row = insertionRowAt(event->position().toPoint());
    const bool files = isFileDrag(event->mimeData());
    const bool fits = row >= 0 && model()
                      && (files || model()->canDropMimeData(event->mimeData(), Qt::MoveAction, row, 0, {}));
    if (fits) {
        if (files) {
            acceptFileDrag(event);
        } else {
            event->setDropAction(Qt::MoveAction);
            event->accept();
        }
    } else {
        event->ignore();
    }
    setDropRow(fits ? row : -1);
}

void DocumentTableView::dragLeaveEvent(QDragLeaveEvent *event)
{
    setDropRow(-1);
    QTableView::dragLeaveEvent(event);
}

void DocumentTableView::dropEvent(QDropEvent *event)
{
    setDropRow(-1);
    stopAutoScroll();
    setState(NoState);
    const int row = insertionRowAt(event->position().toPoint());
    if (row >= 0 && isFileDrag(event->mimeData())) {
        acceptFileDrag(event);
        emit filesDropped(event->mimeData()->urls(), row);
        return;
    }
    if (row >= 0 && model() && model()->dropMimeData(event->mimeData(), Qt::MoveAction, row, 0, {})) {
        event->setDropAction(Qt::MoveAction);
        event->accept();
    } else {
        event->ignore(); // not ours, or nothing to move
    }
}

void DocumentTableView::setDropRow(int row)
{
    if (row != m_dropRow) {
        m_dropRow = row;
        viewport()->update();
    }
}

void DocumentTableView::paintDropLine(QPainter &painter) const
{
    const int rows = model()->rowCount();
    if (m_dropRow < 0 || rows == 0)
        return;
    const int y = m_dropRow < rows ? rowViewportPosition(m_dropRow) : rowViewportPosition(rows - 1) + rowHeight(rows - 1);
    painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
    painter.drawLine(0, std::max(y, 1), viewport()->width(), std::max(y, 1));
}

int DocumentTableView::insertionRowAt(const QPoint &viewportPos) const
{
    if (!model() || !viewport()->rect().contains(viewportPos))
        return -1;
    const QModelIndex index = indexAt(viewportPos);
    if (!index.isValid())
        return model()->rowCount();
    return viewportPos.y() < visualRect(index).center().y() ? index.row() : index.row() + 1;
}

QList<int> DocumentTableView::selectedRowNumbers() const
{
    QList<int> rows;
    if (!selectionModel())
        return rows;
    for (const QModelIndex &i : selectionModel()->selectedRows())
        rows.append(i.row());
    std::sort(rows.begin(), rows.end());
    return rows;
}

void DocumentTableView::selectRows(int first, int last)
{
    if (!model() || first > last || first < 0)
        return;
    const QItemSelection range(model()->index(first, 0), model()->index(last, model()->columnCount() - 1));
    selectionModel()->select(range, QItemSelectionModel::ClearAndSelect);
    selectionModel()->setCurrentIndex(model()->index(first, currentIndex().isValid() ? currentIndex().column() : 0),
                                      QItemSelectionModel::NoUpdate);
}

void DocumentTableView::paintEvent(QPaintEvent *event)
{
    QTableView::paintEvent(event);
    if (!model())
        return;
    QPainter painter(viewport());
    if (model()->rowCount() == 0 && !m_emptyText.isEmpty()) {
        painter.setPen(palette().color(QPalette::Disabled, QPalette::Text));
        painter.drawText(viewport()->rect().adjusted(12, 12, -12, -12), Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
                         m_emptyText);
        return;
    }
    if (m_playheadRow >= 0 && m_playheadRow < model()->rowCount()) {
        const QRect row(0, rowViewportPosition(m_playheadRow), viewport()->width(), rowHeight(m_playheadRow));
        if (row.intersects(event->rect())) {
            QColor accent = palette().color(QPalette::Highlight);
            accent.setAlpha(35);
            painter.fillRect(row, accent);
            accent.setAlpha(255);
            painter.setPen(QPen(accent, 2));
            painter.drawRect(row.adjusted(1, 1, -1, -1));
        }
    }
    paintDropLine(painter);
}

} // namespace inbetween
