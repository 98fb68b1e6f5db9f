#pragma once

#include <QTableView>

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

    // Lets the user drag rows to another place in this table (the model moves them on the drop).
    void enableRowDragging();

protected:
    void paintEvent(QPaintEvent *event) override;
    void startDrag(Qt::DropActions supportedActions) override;

private:
    int m_playheadRow = -1;
    QString m_emptyText;
};

} // namespace inbetween
