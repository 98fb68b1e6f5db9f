#pragma once

#include "fields/durationspinbox.h"
#include "tables/rowsdelegate.h"

#include <functional>

namespace inbetween {

// Edits a frame duration, or a clip time (a key's or an event's, from 0), with a spin box
// (DurationSpinBox) in the unit `format` gives: "ms" or "f" (frames of the fps grid); a duration
// is never 0 or less; the other unit may be typed out ("6f"). As in Qt's
// spinboxdelegate example, the typed text is interpreted before the value is read, so Enter right
// after typing commits what was typed. A text that is refused ("abc", "0") is never dropped
// silently: Enter leaves the editor open on it and says why (a tooltip at the editor and the
// window's status bar); leaving the editor on it changes nothing and says why in the status bar.
class DurationDelegate : public RowsDelegate
{
    Q_OBJECT

public:
    using FormatSource = std::function<DurationFormat()>;
    DurationDelegate(QAbstractItemView *view, FormatSource format,
                     DurationSpinBox::Measure measure = DurationSpinBox::Measure::Duration);

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    static constexpr double minimumMs = 0.001;

protected:
    QVariant editorValue(QWidget *editor, const QModelIndex &index) const override;
    bool eventFilter(QObject *object, QEvent *event) override;

private:
    FormatSource m_format;
    DurationSpinBox::Measure m_measure;
};

} // namespace inbetween
