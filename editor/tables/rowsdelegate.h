#pragma once

#include <QStyledItemDelegate>

class QAbstractItemView;

namespace inbetween {

// A delegate whose edit applies to every selected row of the view when the edited cell is in
// the selection (one undo step, through DocumentTableModel::setDataForRows), else to its row.
// Subclasses give the editor; they read its value in editorValue().
class RowsDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    explicit RowsDelegate(QAbstractItemView *view);

    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;

    // The rows an edit of `index` sets.
    QList<int> rowsFor(const QModelIndex &index) const;
    // A column whose values must differ per row (a key's time) edits its own row only.
    void setSingleRowColumns(const QList<int> &columns) { m_singleRowColumns = columns; }
    // A text editor takes at most `n` characters (the file's limit for what it names).
    void setMaxTextLength(int n) { m_maxTextLength = n; }

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

protected:
    // The value to commit; an invalid QVariant commits nothing. The default reads the
    // editor's user property, as QStyledItemDelegate does.
    virtual QVariant editorValue(QWidget *editor, const QModelIndex &index) const;

private:
    QAbstractItemView *m_view;
    QList<int> m_singleRowColumns;
    int m_maxTextLength = 0; // 0: the editor's own
};

} // namespace inbetween
