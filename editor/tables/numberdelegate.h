#pragma once

#include "tables/rowsdelegate.h"

#include <limits>

namespace inbetween {

// Edits a number in a line edit that accepts only a finite number in [bottom, top], in the
// C locale (the file's format: "12.5", never "12,5").
class NumberDelegate : public RowsDelegate
{
    Q_OBJECT

public:
    explicit NumberDelegate(QAbstractItemView *view, double bottom = std::numeric_limits<double>::lowest(),
                            double top = std::numeric_limits<double>::max());

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

protected:
    QVariant editorValue(QWidget *editor, const QModelIndex &index) const override;

private:
    double m_bottom;
    double m_top;
};

} // namespace inbetween
