#include "tables/boxtickstable.h"

#include "document/document.h"
#include "itemmodels/ticktext.h"
#include "timeline/boxlanepainter.h"
#include "timing/boxticks.h"
#include "timing/gametick.h"

#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QTableWidget>
#include <QVBoxLayout>

namespace inbetween {

namespace {
const QString none = QStringLiteral("\u2014"); // "—": the box is never on

QIcon kindIcon(BoxKind kind)
{
    QPixmap pixmap(12, 12);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.fillRect(QRect(1, 1, 10, 10), QColor::fromRgba(boxKindColour(kind)));
    return QIcon(pixmap);
}

QTableWidgetItem *item(const QString &text, Qt::Alignment alignment = Qt::AlignRight | Qt::AlignVCenter)
{
    auto *it = new QTableWidgetItem(text);
    it->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    it->setTextAlignment(alignment);
    return it;
}
} // namespace

BoxTicksTable::BoxTicksTable(Document *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_title(new QLabel(this)), m_table(new QTableWidget(0, ColumnCount, this))
{
    setObjectName(QStringLiteral("boxTicks"));
    m_title->setObjectName(QStringLiteral("boxTicksTitle"));
    m_title->setWordWrap(true);
    m_title->setToolTip(tr("Ticks counted from 1 at the clip's start, over one period: a 5-tick startup is on at the "
                           "5th tick. The rate is Playback > Game Tick's, or 60 Hz while that is off."));
    m_table->setObjectName(QStringLiteral("boxTicksTable"));
    m_table->setHorizontalHeaderLabels({tr("Box"), tr("Startup"), tr("Active"), tr("Recovery"), tr("Total")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setFocusPolicy(Qt::NoFocus);
    m_table->horizontalHeader()->setSectionResizeMode(BoxColumn, QHeaderView::Stretch);
    for (int c = StartupColumn; c < ColumnCount; ++c)
        m_table->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    m_table->horizontalHeaderItem(StartupColumn)->setToolTip(tr("The tick the box is first on"));
    m_table->horizontalHeaderItem(ActiveColumn)->setToolTip(tr("Ticks on in its first window"));
    m_table->horizontalHeaderItem(RecoveryColumn)->setToolTip(tr("Ticks after its last window, to the period's end"));
    m_table->horizontalHeaderItem(TotalColumn)->setToolTip(tr("Ticks in one period of the clip"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_table, 1);

    connect(document, &Document::timingChanged, this, &BoxTicksTable::invalidate);
    connect(document, &Document::declarationsChanged, this, &BoxTicksTable::invalidate);
    connect(document, &Document::settingsChanged, this, &BoxTicksTable::invalidate); // the clip's name
    refresh();
}

void BoxTicksTable::setRate(double hz)
{
    hz = GameTick::isValidRate(hz) ? hz : 0.0;
    if (hz == m_hz)
        return;
    m_hz = hz;
    invalidate();
}

QString BoxTicksTable::title() const
{
    return m_title->text();
}

QString BoxTicksTable::cell(int row, Column column) const
{
    const QTableWidgetItem *it = m_table->item(row, column);
    return it ? it->text() : QString();
}

void BoxTicksTable::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_dirty)
        refresh();
}

void BoxTicksTable::invalidate()
{
    m_dirty = true;
    if (isVisible())
        refresh();
}

void BoxTicksTable::refresh()
{
    m_dirty = false;
    const Project &project = m_document->project();
    const Clip &clip = m_document->clip();
    const double hz = shownRate();
    const QString rate = TickText::rate(hz);
    m_title->setText(m_hz > 0.0 ? tr("<b>%1</b> at %2 (Playback > Game Tick)").arg(clip.name.toHtmlEscaped(), rate)
                                : tr("<b>%1</b> at %2 (Game Tick off)").arg(clip.name.toHtmlEscaped(), rate));
    QStringList names;
    for (const BoxDeclaration &box : project.boxes)
        names << box.name;
    const QList<BoxTicks> ticks = BoxTicks::of(clip.frames, clip.loop, hz, names);
    m_table->setRowCount(int(project.boxes.size()));
    for (int row = 0; row < project.boxes.size(); ++row) {
        const BoxDeclaration &box = project.boxes[row];
        const BoxTicks t = row < ticks.size() ? ticks[row] : BoxTicks{box.name, {}, 0};
        QTableWidgetItem *name = item(box.name, Qt::AlignLeft | Qt::AlignVCenter);
        name->setIcon(kindIcon(box.kind));
        name->setToolTip(tr("%1 box %2").arg(boxKindName(box.kind), box.name));
        m_table->setItem(row, BoxColumn, name);
        const auto number = [&t](std::int64_t n) { return t.isOn() ? QString::number(n) : none; };
        m_table->setItem(row, StartupColumn, item(number(t.startup())));
        m_table->setItem(row, ActiveColumn, item(number(t.active())));
        m_table->setItem(row, RecoveryColumn, item(number(t.recovery())));
        m_table->setItem(row, TotalColumn, item(clip.frames.isEmpty() ? none : QString::number(t.totalTicks)));
        QStringList windows;
        for (const BoxTicks::Window &w : t.windows)
            windows << (w.first == w.last ? QString::number(w.first) : QStringLiteral("%1-%2").arg(w.first).arg(w.last));
        const QString tip = t.isOn() ? tr("On at ticks %1 of %2").arg(windows.join(QStringLiteral(", "))).arg(t.totalTicks)
                                     : tr("Never on at %1 in this clip").arg(rate);
        for (int c = StartupColumn; c < ColumnCount; ++c)
            m_table->item(row, c)->setToolTip(tip);
    }
}

} // namespace inbetween
