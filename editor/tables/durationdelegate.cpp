#include "tables/durationdelegate.h"

#include "projectlimits.h"

#include <QKeyEvent>
#include <QMainWindow>
#include <QStatusBar>
#include <QToolTip>

namespace inbetween {

DurationDelegate::DurationDelegate(QAbstractItemView *view, FormatSource format, DurationSpinBox::Measure measure)
    : RowsDelegate(view), m_format(std::move(format)), m_measure(measure)
{
}

QWidget *DurationDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &) const
{
    auto *spin = new DurationSpinBox(m_format(), parent, m_measure);
    const bool time = m_measure == DurationSpinBox::Measure::Time;
    spin->setObjectName(time ? QStringLiteral("timeEditor") : QStringLiteral("durationEditor"));
    spin->setFrame(false);
    spin->setAutoFillBackground(true); // the cell's own "240 ms" showed between the field and its arrows
    // A duration above 0 in either unit (the smallest step of three decimals): a frame never
    // lasts 0 ms. A clip time from 0.
    spin->setMinimum(time ? 0.0 : minimumMs);
    return spin;
}

void DurationDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    auto *spin = static_cast<DurationSpinBox *>(editor);
    spin->setValueInMs(index.data(Qt::EditRole).toDouble());
    spin->selectAll();
}

namespace {
void tellWhy(DurationSpinBox *spin, const QString &why, bool atTheEditor)
{
    if (auto *window = qobject_cast<QMainWindow *>(spin->window()))
        window->statusBar()->showMessage(why, 8000);
    if (atTheEditor)
        QToolTip::showText(spin->mapToGlobal(QPoint(0, spin->height())), why, spin);
}
} // namespace

QVariant DurationDelegate::editorValue(QWidget *editor, const QModelIndex &) const
{
    auto *spin = static_cast<DurationSpinBox *>(editor);
    const QString why = spin->problem();
    if (!why.isEmpty()) {
        tellWhy(spin, why, false);
        return {}; // nothing is committed
    }
    spin->interpretText();
    return spin->valueInMs();
}

bool DurationDelegate::eventFilter(QObject *object, QEvent *event)
{
    if (event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        auto *spin = qobject_cast<DurationSpinBox *>(object);
        if (spin && (key == Qt::Key_Return || key == Qt::Key_Enter)) {
            const QString why = spin->problem();
            if (!why.isEmpty()) {
                tellWhy(spin, why, true);
                return true; // the editor stays open on what was typed
            }
        }
    }
    return RowsDelegate::eventFilter(object, event);
}

void DurationDelegate::updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option, const QModelIndex &) const
{
    editor->setGeometry(option.rect);
}

} // namespace inbetween
