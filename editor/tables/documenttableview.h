#pragma once

#include <QTableView>
#include <QUrl>

namespace inbetween {

// A table of one of the document's lists: whole rows selected, several at a time, and the row
// under the playhead outlined (without touching the selection, which the timeline shares).
// Sized for 100,000 rows: fixed row heights, no resizing to contents.
class DocumentTableView : public QTableView
{
    Q_OBJECT

public:
    explicit DocumentTableView(QWidget *parent = nullptr);

    int playheadRow() const { return m_playheadRow; }
    // -1: none. Scrolls the row into view when it is not.
    void setPlayheadRow(int row);
    QList<int> selectedRowNumbers() const;
    // The row a drop at `viewportPos` goes before: a row's upper half is before it, its lower
    // half after it, below the last row the end (rowCount); -1 when outside the viewport.
    int insertionRowAt(const QPoint &viewportPos) const;
    void selectRows(int first, int last);

    // Shown in the empty table: what to do to fill it.
    void setEmptyText(const QString &text) { m_emptyText = text; viewport()->update(); }

    // Widths per column in character widths; the last column stretches.
    void setColumnWidthsInChars(const QList<int> &chars);
    // Widens `column` (never narrows it) to show its first rows' texts whole, now and when the
    // model changes: an image and its sheet region, say ("hero.png [128, 128, 64, 64]").
    void keepColumnFitted(int column);

    // Lets the user drag rows to another place in this table (the model moves them on the drop).
    // A press on a selected row drags the selection; a press elsewhere and a move still select
    // rows by swiping over them.
    void enableRowDragging();
    // Also takes drops of local files, shown with the same line and handed on by filesDropped.
    void enableFileDrops() { m_fileDrops = true; }
    // Where the dragged rows or files would land (the line drawn between rows); -1 while none
    // is dragged over the table.
    int dropRow() const { return m_dropRow; }

signals:
    // Local files dropped to go in before `row` (rowCount() for the end).
    void filesDropped(const QList<QUrl> &urls, int row);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void startDrag(Qt::DropActions supportedActions) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dragLeaveEvent(QDragLeaveEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void setDropRow(int row);
    bool isFileDrag(const QMimeData *data) const;
    static void acceptFileDrag(QDropEvent *event);
    void paintDropLine(QPainter &painter) const;

    int m_playheadRow = -1;
    QString m_emptyText;
    bool m_rowDragging = false;
    bool m_fileDrops = false;
    int m_dropRow = -1;
};

} // namespace inbetween
