#pragma once

#include "tables/rowsdelegate.h"

namespace inbetween {

// Edits a key's easing with a combo box of the named easings; a bezier easing stays in the
// list as its own entry (it is typed in its cell's text form, "bezier(x1, y1, x2, y2)").
// Choosing an entry commits it at once.
class EasingDelegate : public RowsDelegate
{
    Q_OBJECT

public:
    explicit EasingDelegate(QAbstractItemView *view);

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    static QStringList namedEasings();

protected:
    QVariant editorValue(QWidget *editor, const QModelIndex &index) const override;
};

} // namespace inbetween
