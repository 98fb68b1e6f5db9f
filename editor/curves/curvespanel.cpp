#include "curves/curvespanel.h"

#include "curves/channelcolors.h"
#include "curves/curveview.h"
#include "curves/spacingchartview.h"
#include "document/document.h"
#include "timeline/timelineview.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QMenu>
#include <QToolButton>
#include <QVBoxLayout>

namespace inbetween {

CurvesPanel::CurvesPanel(Document *document, TimelineView *timeline, QWidget *parent)
    : QWidget(parent), m_document(document), m_timeline(timeline), m_curves(new CurveView(document, this)),
      m_spacing(new SpacingChartView(document, this))
{
    setObjectName(QStringLiteral("curvesPanel"));
    m_curves->setObjectName(QStringLiteral("curveView"));
    m_spacing->setObjectName(QStringLiteral("spacingChart"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(createBar());
    layout->addWidget(m_curves, 1);
    m_spacing->hide(); // until the window docks it

    connect(m_curves, &CurveView::selectedSegmentChanged, m_spacing, &SpacingChartView::setSegment);
    connect(m_curves, &CurveView::channelsChanged, this, &CurvesPanel::syncChannelButtons);
    syncChannelButtons();

    // One time axis: the timeline's zoom, scroll and playhead drive the curves...
    connect(timeline, &TimelineView::axisChanged, this, &CurvesPanel::syncTimeAxis);
    connect(timeline, &TimelineView::playheadChanged, m_curves, &CurveView::setPlayheadTime);
    // ... and framing or zooming in the curves drives the timeline.
    // (The two are as wide as each other: what the timeline shows, the curve view shows.)
    connect(m_curves, &CurveView::timeRangeRequested, timeline, &TimelineView::showTimeRange);
    connect(m_curves, &CurveView::timeZoomRequested, timeline, &TimelineView::zoomAroundTime);
    // The two widgets' places in the window decide where time 0 is in each.
    for (QWidget *w : {static_cast<QWidget *>(m_curves), timeline->viewport(), static_cast<QWidget *>(this)})
        w->installEventFilter(this);
    m_curves->setPlayheadTime(timeline->playheadTime());
    syncTimeAxis();
}

QWidget *CurvesPanel::createBar()
{
    auto *bar = new QWidget(this);
    bar->setObjectName(QStringLiteral("curvesBar"));
    auto *row = new QHBoxLayout(bar);
    row->setContentsMargins(4, 2, 4, 2);
    row->setSpacing(2);
    // No "Curves:" label, and the keys F and A in the tooltips: the bar stays narrow enough for
    // the side docks' tables beside it at 1400 pixels (windowlayout).
    for (MotionChannel c : MotionChannels::all()) {
        auto *b = new QToolButton(bar);
        const QString name = MotionChannels::name(c);
        b->setObjectName(QStringLiteral("channel_") + name);
        b->setText(name);
        b->setCheckable(true);
        b->setAutoRaise(true);
        b->setToolTip(tr("Show the %1 curve").arg(name));
        b->setStyleSheet(QStringLiteral("QToolButton:checked { color: %1; font-weight: bold; }").arg(channelColor(c).name()));
        connect(b, &QToolButton::toggled, this, [this, c](bool on) {
            QList<MotionChannel> channels = m_curves->channels();
            if (on && !channels.contains(c))
                channels.append(c);
            if (!on)
                channels.removeAll(c);
            m_curves->setChannels(channels);
        });
        m_channelButtons.append(b);
        row->addWidget(b);
        if (c == MotionChannel::TZ || c == MotionChannel::RZ)
            row->addSpacing(6);
    }
    row->addSpacing(10);
    m_easingButton = new QToolButton(bar);
    m_easingButton->setObjectName(QStringLiteral("easingPresets"));
    m_easingButton->setText(tr("Easing"));
    m_easingButton->setToolTip(tr("Set the easing of the selected segment (or of the selected keys' segments)"));
    m_easingButton->setPopupMode(QToolButton::InstantPopup);
    auto *presets = new QMenu(m_easingButton);
    // Built as it opens, for what is selected then.
    connect(presets, &QMenu::aboutToShow, this, [this, presets] {
        qDeleteAll(presets->findChildren<QMenu *>(QString(), Qt::FindDirectChildrenOnly));
        presets->clear();
        QMenu *menu = m_curves->easingMenu(easingTargets(), presets);
        presets->addActions(menu->actions());
        presets->setEnabled(menu->isEnabled());
    });
    m_easingButton->setMenu(presets);
    row->addWidget(m_easingButton);
    auto *frameSelection = new QToolButton(bar);
    frameSelection->setObjectName(QStringLiteral("frameSelection"));
    frameSelection->setText(tr("Frame Selection"));
    frameSelection->setToolTip(tr("Frame the selected keys (F)"));
    frameSelection->setAutoRaise(true);
    connect(frameSelection, &QToolButton::clicked, m_curves, &CurveView::frameSelection);
    auto *frameAll = new QToolButton(bar);
    frameAll->setObjectName(QStringLiteral("frameAll"));
    frameAll->setText(tr("Frame All"));
    frameAll->setToolTip(tr("Frame every shown curve (A)"));
    frameAll->setAutoRaise(true);
    connect(frameAll, &QToolButton::clicked, m_curves, &CurveView::frameAll);
    row->addWidget(frameSelection);
    row->addWidget(frameAll);
    row->addStretch(1);
    return bar;
}

QList<int> CurvesPanel::easingTargets() const
{
    if (m_curves->selectedSegment() >= 0)
        return {m_curves->selectedSegment()};
    QList<int> keys;
    for (const KeyPoint &p : m_curves->selection()) {
        if (!keys.contains(p.key))
            keys.append(p.key);
    }
    return keys;
}

void CurvesPanel::syncChannelButtons()
{
    const QList<MotionChannel> shown = m_curves->channels();
    for (MotionChannel c : MotionChannels::all()) {
        QToolButton *b = m_channelButtons.value(int(c));
        const QSignalBlocker block(b);
        b->setChecked(shown.contains(c));
    }
}

void CurvesPanel::syncTimeAxis()
{
    // Time 0 is where the timeline has it, seen from the curve view.
    const int dx = m_timeline->viewport()->mapToGlobal(QPoint(0, 0)).x() - m_curves->mapToGlobal(QPoint(0, 0)).x();
    m_curves->setTimeAxis(m_timeline->axis().xForTime(0.0) + dx, m_timeline->axis().msPerPixel());
}

bool CurvesPanel::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::Move:
    case QEvent::Resize:
    case QEvent::Show:
        syncTimeAxis();
        break;
    default: break;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace inbetween
