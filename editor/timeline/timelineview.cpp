// TimelineView: the models, the selections, the playhead, the status and the events, passed on
// to its parts (the widget was split by what each part does): the mouse in
// timelinegestures.cpp, the keys in timelinekeys.cpp, zoom and scroll in timelinezoom.cpp and
// the painting in timelinepainter.cpp; the view's own event handlers are in timelineviewinput.cpp.
#include "timeline/timelineview.h"

#include "audio/waveformcache.h"
#include "document/document.h"
#include "itemmodels/eventtablemodel.h"
#include "itemmodels/frametablemodel.h"
#include "itemmodels/keyframetablemodel.h"

#include <QDir>

#include <QAction>
#include <QPainter>
#include <QPaintEvent>
#include <QScrollBar>
#include <QShowEvent>
#include <algorithm>
#include <cmath>

namespace inbetween {

TimelineView::TimelineView(Document *document, FrameTableModel *frames, KeyframeTableModel *keyframes,
                           EventTableModel *events, QItemSelectionModel *frameSelection,
                           QItemSelectionModel *keyframeSelection, QItemSelectionModel *eventSelection,
                           QWidget *parent)
    : QAbstractScrollArea(parent),
      m_document(document),
      m_frameModel(frames),
      m_keyframeModel(keyframes),
      m_eventModel(events),
      m_selections(frameSelection, keyframeSelection, eventSelection),
      m_waveforms(new WaveformCache(this)),
      m_zoom(&m_axis, horizontalScrollBar(), viewport(), [document] { return document->clip().length(); }),
      m_gestures(*this, document, m_selections, m_axis),
      m_keys(*this, document, m_selections),
      m_painter(*this, document, m_selections, m_gestures, m_axis),
      m_tickMarks(new TickMarks(document, viewport())), m_tapMarks(new TapMarks(viewport())),
      m_renamer(new MarkerRenamer(document, viewport()))
{
    connect(&m_zoom, &TimelineZoom::axisChanged, this, &TimelineView::axisChanged);
    setFocusPolicy(Qt::StrongFocus);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    viewport()->setMouseTracking(true);
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);

    connectModel(frames, ListKind::Frames);
    connectModel(keyframes, ListKind::Keyframes);
    connectModel(events, ListKind::Events);
    connect(frames, &QAbstractItemModel::modelReset, this, &TimelineView::fitToWindow);
    // Frames added or removed under a frame move (Delete or an undo from the keyboard, say): the
    // rows picked up are no longer those frames, so the move ends without a step.
    const auto cancelFrameMove = [this] { m_gestures.cancelFrameMove(); };
    connect(frames, &QAbstractItemModel::rowsInserted, this, cancelFrameMove);
    connect(frames, &QAbstractItemModel::rowsRemoved, this, cancelFrameMove);
    connect(frames, &QAbstractItemModel::modelReset, this, cancelFrameMove);
    // A sound decoded (or failed): its lane shows it.
    connect(m_waveforms, &WaveformCache::changed, this, [this](const QString &path) {
        if (path == soundPath())
            viewport()->update(rowLayout().rect(TimelineLayout::Row::Sound));
    });
    connect(document, &Document::currentClipChanged, this, [this] {
        checkMarkerSelection(true);
        viewport()->update();
    });
    connect(m_renamer, &MarkerRenamer::finished, this, [this] {
        setFocus(Qt::OtherFocusReason);
        viewport()->update();
    });
    // A lane per declared box: the rows below move, the view's height follows.
    connect(document, &Document::declarationsChanged, this, [this] {
        updateGeometry();
        viewport()->update();
    });
    connect(document, &Document::settingsChanged, this, [this] {
        checkMarkerSelection(false); // a marker removed (or undone)
        m_painter.framesChanged(); // the fps may have changed
        updateStatus();
        viewport()->update();
    });
    for (const ListKind kind : {ListKind::Frames, ListKind::Keyframes, ListKind::Events}) {
        connect(selectionOf(kind).model(), &QItemSelectionModel::selectionChanged, this, [this, kind] {
            // Delete acts on the list whose selection was made last, here or in its table.
            if (selectionOf(kind).model()->hasSelection())
                m_selections.setActive(kind);
            updateStatus();
            viewport()->update();
        });
    }

    const auto makeAction = [this](const QString &text, const QKeySequence &key) {
        auto *action = new QAction(text, this);
        action->setShortcut(key);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(action);
        return action;
    };
    m_fitAction = makeAction(tr("Fit Timeline to Window"), QKeySequence(Qt::CTRL | Qt::Key_0));
    m_fitAction->setIconText(tr("Fit")); // the transport bar's buttons: short enough to stay on it at 1400 px
    m_zoomInAction = makeAction(tr("Zoom Timeline In"), QKeySequence::ZoomIn);
    m_zoomOutAction = makeAction(tr("Zoom Timeline Out"), QKeySequence::ZoomOut);
    m_snapAction = makeAction(tr("Snap to Frames"), QKeySequence());
    m_snapAction->setIconText(tr("Snap"));
    m_snapAction->setCheckable(true);
    m_snapAction->setToolTip(tr("Snap drags to the project's fps grid instead of whole milliseconds"));
    connect(m_fitAction, &QAction::triggered, this, &TimelineView::fitToWindow);
    connect(m_zoomInAction, &QAction::triggered, this, &TimelineView::zoomIn);
    connect(m_zoomOutAction, &QAction::triggered, this, &TimelineView::zoomOut);
    m_zoom.updateScrollBars();
    updateStatus();
}

void TimelineView::connectModel(QAbstractItemModel *model, ListKind kind)
{
    const auto changed = [this, kind] { onModelChanged(kind); };
    connect(model, &QAbstractItemModel::dataChanged, this, changed);
    connect(model, &QAbstractItemModel::rowsInserted, this, changed);
    connect(model, &QAbstractItemModel::rowsRemoved, this, changed);
    connect(model, &QAbstractItemModel::rowsMoved, this, changed);
    connect(model, &QAbstractItemModel::modelReset, this, changed);
    connect(model, &QAbstractItemModel::layoutChanged, this, changed);
}

void TimelineView::onModelChanged(ListKind kind)
{
    if (kind == ListKind::Events)
        m_sortedEventsDirty = true;
    if (kind == ListKind::Frames)
        m_painter.framesChanged();
    m_zoom.updateScrollBars();
    updateStatus();
    viewport()->update();
}

const SortedEvents &TimelineView::sortedEvents() const
{
    if (m_sortedEventsDirty) {
        m_sortedEvents.rebuild(m_document->clip().events);
        m_sortedEventsDirty = false;
    }
    return m_sortedEvents;
}

TimelineLayout TimelineView::rowLayout() const
{
    return TimelineLayout(viewport()->width(), int(m_document->project().boxes.size()));
}

TimelineHit TimelineView::hitAt(QPoint viewportPos) const
{
    const TimelineLayout layout = rowLayout();
    return TimelineHitTester(m_document->clip(), m_axis, layout, sortedEvents(), m_playhead, m_selections.marker())
        .hit(viewportPos);
}

bool TimelineView::snapToFrames() const
{
    return m_snapAction->isChecked();
}

void TimelineView::setSnapToFrames(bool on)
{
    m_snapAction->setChecked(on);
}

SnapPolicy TimelineView::snapPolicy() const
{
    SnapPolicy policy(snapToFrames(), m_document->project().fps);
    // The clip's beats and markers, as far as they are drawn at this zoom.
    policy.setGuides(GuidePainter::snapGuides(m_document->clip(), m_axis.msPerPixel()));
    return policy;
}

QSize TimelineView::sizeHint() const
{
    return QSize(800, minimumSizeHint().height());
}

QSize TimelineView::minimumSizeHint() const
{
    const int h = rowLayout().height() + horizontalScrollBar()->sizeHint().height() + 2 * frameWidth();
    return QSize(200, h);
}

// --- Zoom and scroll (TimelineZoom) --------------------------------------------------------

void TimelineView::scrollContentsBy(int, int)
{
    m_zoom.scrolled();
}

void TimelineView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    m_zoom.resized();
}

bool TimelineView::scrollBy(int pixels)
{
    QScrollBar *bar = horizontalScrollBar();
    const int before = bar->value();
    bar->setValue(before + pixels);
    return bar->value() != before;
}

// --- The playhead ------------------------------------------------------------------------

void TimelineView::setPlayheadTime(double ms)
{
    if (!std::isfinite(ms))
        return;
    const Clip &project = m_document->clip();
    const double length = project.length();
    const double t = ms >= 0.0 && ms <= length ? ms : project.clipTime(ms);
    if (t == m_playhead)
        return;
    const double oldX = m_axis.xForTime(m_playhead);
    m_playhead = t;
    emit playheadChanged(t);
    if (!m_gestures.isActive())
        m_zoom.ensureVisible(t);
    const int h = viewport()->height();
    viewport()->update(QRect(int(oldX) - 8, 0, 17, h));
    viewport()->update(QRect(int(m_axis.xForTime(t)) - 8, 0, 17, h));
}

void TimelineView::scrubPlayhead(double ms)
{
    const double t = std::clamp(ms, 0.0, std::max(0.0, m_document->clip().length()));
    setPlayheadTime(t);
    emit playheadScrubbed(t);
}

// --- Status ------------------------------------------------------------------------------

void TimelineView::updateStatus()
{
    const Clip &project = m_document->clip();
    const TimelineStatus s = TimelineStatus::compute(project.frames, project.length(), selectionOf(ListKind::Frames),
                                                     m_gestures.hoverTime());
    if (s == m_status)
        return;
    m_status = s;
    emit statusChanged(s);
    emit statusMessage(statusText());
}

QString TimelineView::statusText() const
{
    return m_status.text(durationFormat());
}

DurationFormat TimelineView::durationFormat() const
{
    return m_frameModel->durationFormat();
}

void TimelineView::showEvent(QShowEvent *event)
{
    QAbstractScrollArea::showEvent(event);
    emit statusMessage(statusText()); // for a status bar connected after construction
}

// --- Painting (TimelinePainter) ----------------------------------------------------------

void TimelineView::paintEvent(QPaintEvent *event)
{
    QPainter painter(viewport());
    m_painter.paint(painter, event->rect());
}

void TimelineView::paintTimeline(QPainter &painter, const QRect &exposed)
{
    m_painter.paint(painter, exposed);
}

QImage TimelineView::thumbnail(int row) const
{
    return m_frameModel->data(m_frameModel->index(row, FrameTableModel::ImageColumn), Qt::DecorationRole).value<QImage>();
}

WaveformCache::Entry TimelineView::soundWaveform() const
{
    return m_waveforms->entry(soundPath());
}

QString TimelineView::soundPath() const
{
    const std::optional<ClipAudio> &audio = m_document->clip().audio;
    return audio ? QDir::cleanPath(QDir(m_document->folder()).absoluteFilePath(audio->file)) : QString();
}

std::optional<PlayRange> TimelineView::shownPlayRange() const
{
    return m_gestures.shownPlayRange();
}

void TimelineView::setImageProblems(const QSet<QString> &images)
{
    if (images == m_imageProblems)
        return;
    m_imageProblems = images;
    viewport()->update();
}

} // namespace inbetween
