#include "timelineview.h"

#include "document.h"
#include "eventtablemodel.h"
#include "frametablemodel.h"
#include "keyframetablemodel.h"
#include "keyrowpainter.h"
#include "playrangeclip.h"
#include "timelineruler.h"
#include "timelinetooltip.h"
#include "waveformcache.h"

#include <QDir>
#include <QFileInfo>

#include <QAction>
#include <QHelpEvent>
#include <QPainter>
#include <QPaintEvent>
#include <QScrollBar>
#include <QShowEvent>
#include <QTimer>
#include <QToolTip>
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
      m_selections{TimelineSelection(frameSelection), TimelineSelection(keyframeSelection),
                   TimelineSelection(eventSelection)},
      m_drag(document),
      m_soundDrag(document),
      m_waveforms(new WaveformCache(this)),
      m_autoScroll(new QTimer(this))
{
    m_autoScroll->setInterval(30);
    connect(m_autoScroll, &QTimer::timeout, this, &TimelineView::autoScrollStep);
    setFocusPolicy(Qt::StrongFocus);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    viewport()->setMouseTracking(true);
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);

    connectModel(frames, ListKind::Frames);
    connectModel(keyframes, ListKind::Keyframes);
    connectModel(events, ListKind::Events);
    connect(frames, &QAbstractItemModel::modelReset, this, [this] {
        m_fitPending = true;
        fitToWindow();
    });
    // Frames added or removed under a frame move (Delete or an undo from the keyboard, say): the
    // rows picked up are no longer those frames, so the move ends without a step.
    connect(frames, &QAbstractItemModel::rowsInserted, this, &TimelineView::cancelFrameMove);
    connect(frames, &QAbstractItemModel::rowsRemoved, this, &TimelineView::cancelFrameMove);
    connect(frames, &QAbstractItemModel::modelReset, this, &TimelineView::cancelFrameMove);
    // A sound decoded (or failed): its lane shows it.
    connect(m_waveforms, &WaveformCache::changed, this, [this](const QString &path) {
        if (path == soundPath())
            viewport()->update(rowLayout().rect(TimelineLayout::Row::Sound));
    });
    connect(document, &Document::currentClipChanged, this, [this] { viewport()->update(); });
    connect(document, &Document::settingsChanged, this, [this] {
        m_shortFramesDirty = true; // the fps may have changed
        updateStatus();
        viewport()->update();
    });
    for (TimelineSelection &s : m_selections) {
        const ListKind kind = ListKind(&s - m_selections.data());
        connect(s.model(), &QItemSelectionModel::selectionChanged, this, [this, kind] {
            // Delete acts on the list whose selection was made last, here or in its table.
            if (selectionOf(kind).model()->hasSelection())
                m_activeKind = kind;
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
    m_zoomInAction = makeAction(tr("Zoom Timeline In"), QKeySequence::ZoomIn);
    m_zoomOutAction = makeAction(tr("Zoom Timeline Out"), QKeySequence::ZoomOut);
    m_snapAction = makeAction(tr("Snap to Frames"), QKeySequence());
    m_snapAction->setCheckable(true);
    m_snapAction->setToolTip(tr("Snap drags to the project's fps grid instead of whole milliseconds"));
    connect(m_fitAction, &QAction::triggered, this, &TimelineView::fitToWindow);
    connect(m_zoomInAction, &QAction::triggered, this, &TimelineView::zoomIn);
    connect(m_zoomOutAction, &QAction::triggered, this, &TimelineView::zoomOut);
    updateScrollBars();
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
        m_shortFramesDirty = true;
    updateScrollBars();
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

TimelineHit TimelineView::hitAt(QPoint viewportPos) const
{
    const TimelineLayout layout = rowLayout();
    return TimelineHitTester(m_document->clip(), m_axis, layout, sortedEvents(), m_playhead).hit(viewportPos);
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
    return SnapPolicy(snapToFrames(), m_document->project().fps);
}

QSize TimelineView::sizeHint() const
{
    return QSize(800, minimumSizeHint().height());
}

QSize TimelineView::minimumSizeHint() const
{
    const int h = TimelineLayout::totalHeight + horizontalScrollBar()->sizeHint().height() + 2 * frameWidth();
    return QSize(200, h);
}

// --- Zoom and scroll -----------------------------------------------------------------------

void TimelineView::updateScrollBars()
{
    const double length = m_document->clip().length();
    const int width = std::max(1, viewport()->width());
    // Not so far in that the content overflows the scroll bar's int; out to twice the fit.
    m_axis.setZoomLimits(std::max(0.01, length / 1e9), std::max(2.0 * TimeAxis::fitScale(length, width), 10.0));
    QScrollBar *bar = horizontalScrollBar();
    const double content = m_axis.contentWidth(length, width);
    bar->setRange(0, std::max(0, int(std::ceil(content - width))));
    bar->setPageStep(width);
    bar->setSingleStep(std::max(1, width / 20));
    m_axis.setScroll(bar->value());
    emit axisChanged();
}

void TimelineView::applyScroll(double contentPixels)
{
    QScrollBar *bar = horizontalScrollBar();
    updateScrollBars();
    bar->setValue(int(std::round(contentPixels)));
    m_axis.setScroll(bar->value());
    viewport()->update();
    emit axisChanged();
}

void TimelineView::scrollContentsBy(int, int)
{
    m_axis.setScroll(horizontalScrollBar()->value());
    viewport()->update();
    emit axisChanged();
}

void TimelineView::setMsPerPixel(double msPerPixel)
{
    m_fitPending = false;
    // Scrolled to the start, it stays there; else the time at the left edge stays there.
    const bool atStart = m_axis.scroll() <= 0;
    const double left = m_axis.timeForX(0);
    m_axis.setMsPerPixel(msPerPixel);
    applyScroll(atStart ? 0.0 : std::max(0.0, TimeAxis::margin + left / m_axis.msPerPixel()));
}

void TimelineView::zoomBy(double factor, double viewportX)
{
    m_fitPending = false;
    updateScrollBars();
    applyScroll(m_axis.zoomAround(factor, viewportX));
}

void TimelineView::fitToWindow()
{
    // Fitted, the view stays fitted through resizes until the user zooms.
    m_fitPending = true;
    updateScrollBars();
    m_axis.setMsPerPixel(TimeAxis::fitScale(m_document->clip().length(), viewport()->width()));
    applyScroll(0.0);
}

void TimelineView::showTimeRange(double from, double to)
{
    if (!(to > from) || !std::isfinite(from) || !std::isfinite(to))
        return;
    m_fitPending = false;
    updateScrollBars();
    m_axis.setMsPerPixel((to - from) / std::max(1, viewport()->width() - 2 * TimeAxis::margin));
    applyScroll(std::max(0.0, from / m_axis.msPerPixel()));
}

void TimelineView::zoomAroundTime(double factor, double ms)
{
    zoomBy(factor, m_axis.xForTime(ms));
}

void TimelineView::zoomIn()
{
    const double x = m_axis.xForTime(m_playhead);
    zoomBy(1.0 / 1.5, x >= 0 && x < viewport()->width() ? x : viewport()->width() / 2.0);
}

void TimelineView::zoomOut()
{
    const double x = m_axis.xForTime(m_playhead);
    zoomBy(1.5, x >= 0 && x < viewport()->width() ? x : viewport()->width() / 2.0);
}

void TimelineView::ensureVisible(double ms)
{
    const double x = m_axis.xForTime(ms);
    const int width = viewport()->width();
    if (x >= TimeAxis::margin && x <= width - TimeAxis::margin)
        return;
    // Page on: the playhead comes back in a tenth of the width from the left.
    applyScroll(m_axis.scroll() + x - width * 0.1);
}

void TimelineView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    if (m_fitPending && viewport()->width() >= 50)
        fitToWindow();
    updateScrollBars();
}

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
    if (m_gesture == Gesture::None)
        ensureVisible(t);
    const int h = viewport()->height();
    viewport()->update(QRect(int(oldX) - 8, 0, 17, h));
    viewport()->update(QRect(int(m_axis.xForTime(t)) - 8, 0, 17, h));
}

// --- Status ------------------------------------------------------------------------------

void TimelineView::updateStatus()
{
    const Clip &project = m_document->clip();
    const TimelineStatus s = TimelineStatus::compute(project.frames, project.length(), selectionOf(ListKind::Frames),
                                                     m_hoverTime);
    if (s == m_status)
        return;
    m_status = s;
    emit statusChanged(s);
    emit statusMessage(statusText());
}

QString TimelineView::statusText() const
{
    return m_status.text(m_frameModel->durationFormat());
}

void TimelineView::showEvent(QShowEvent *event)
{
    QAbstractScrollArea::showEvent(event);
    emit statusMessage(statusText()); // for a status bar connected after construction
}

QString TimelineView::toolTipAt(QPoint pos) const
{
    return TimelineToolTip::text(m_document->clip(), hitAt(pos), m_frameModel->durationFormat());
}

bool TimelineView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, viewport());
        return true;
    }
    if (event->type() == QEvent::Leave) {
        m_hoverTime = -1.0;
        if (m_hoverEdge >= 0) {
            m_hoverEdge = -1;
            viewport()->update();
        }
        updateStatus();
    }
    return QAbstractScrollArea::viewportEvent(event);
}

// --- Painting ----------------------------------------------------------------------------

void TimelineView::paintEvent(QPaintEvent *event)
{
    QPainter painter(viewport());
    paintTimeline(painter, event->rect());
}

void TimelineView::paintTimeline(QPainter &painter, const QRect &exposed)
{
    const Clip &project = m_document->clip();
    const double fps = m_document->project().fps;
    const TimelineLayout layout = rowLayout();
    const int left = exposed.left();
    const int right = exposed.right();
    painter.fillRect(exposed, QColor(34, 36, 40));
    using Row = TimelineLayout::Row;
    if (exposed.intersects(layout.rect(Row::Ruler)))
        TimelineRuler::paint(painter, layout.rect(Row::Ruler), m_axis, fps, project.length());
    if (exposed.intersects(layout.rect(Row::Frames))) {
        FrameRowPainter::Input in;
        in.frames = &project.frames;
        in.axis = &m_axis;
        in.row = layout.rect(Row::Frames);
        in.exposedLeft = left;
        in.exposedRight = right;
        in.fps = fps;
        in.format = m_frameModel->durationFormat();
        in.selection = selectionOf(ListKind::Frames).runs();
        if (m_shortFramesDirty) {
            m_shortFrames.rebuild(project.frames, fps);
            m_shortFramesDirty = false;
        }
        in.shortFrames = &m_shortFrames;
        in.hoverEdge = m_drag.kind() == DragController::Kind::FrameEdge ? m_drag.index() : m_hoverEdge;
        if (!m_imageProblems.isEmpty())
            in.imageProblem = [this](const QString &image) { return m_imageProblems.contains(image); };
        in.thumbnail = [this](int row) {
            return m_frameModel->data(m_frameModel->index(row, FrameTableModel::ImageColumn), Qt::DecorationRole)
                .value<QImage>();
        };
        m_lastStats = FrameRowPainter::paint(painter, in);
    }
    if (exposed.intersects(layout.rect(Row::Sound)))
        paintSoundLane(painter, layout.rect(Row::Sound), left, right);
    if (exposed.intersects(layout.rect(Row::Keyframes))) {
        const TimelineSelection &keys = selectionOf(ListKind::Keyframes);
        KeyRowPainter::paintKeyframes(painter, layout.rect(Row::Keyframes), left, right, project.motion, m_axis,
                                      [&keys](int k) { return keys.isSelected(k); }, fps);
    }
    if (exposed.intersects(layout.rect(Row::Events))) {
        const TimelineSelection &events = selectionOf(ListKind::Events);
        KeyRowPainter::paintEvents(painter, layout.rect(Row::Events), left, right, sortedEvents(), project.events,
                                   m_axis, [&events](int r) { return events.isSelected(r); }, project.length());
    }
    // Where the clip ends, across the key and event rows.
    const double endX = std::round(m_axis.xForTime(project.length())) + 0.5;
    painter.setPen(QPen(QColor(90, 120, 170), 1, Qt::DashLine));
    painter.drawLine(QLineF(endX, layout.rect(Row::Keyframes).top(), endX, layout.rect(Row::Events).bottom()));

    PlayRangeBar::paint(painter, layout, m_axis, shownPlayRange(), viewport()->height());

    if (!m_rubberBand.isNull()) {
        painter.setPen(QColor(255, 170, 40));
        painter.setBrush(QColor(255, 170, 40, 40));
        painter.drawRect(m_rubberBand.adjusted(0, 0, -1, -1));
        painter.setBrush(Qt::NoBrush);
    }
    paintFrameMove(painter);
    paintPlayhead(painter, exposed);
    paintDragLabel(painter);
}

QString TimelineView::soundPath() const
{
    const std::optional<ClipAudio> &audio = m_document->clip().audio;
    return audio ? QDir::cleanPath(QDir(m_document->folder()).absoluteFilePath(audio->file)) : QString();
}

void TimelineView::paintSoundLane(QPainter &painter, const QRect &row, int left, int right)
{
    const Clip &clip = m_document->clip();
    SoundLanePainter::Input in;
    in.row = row;
    in.exposedLeft = left;
    in.exposedRight = right;
    in.axis = &m_axis;
    in.hasSound = clip.audio.has_value();
    in.clipLength = clip.length();
    in.events = &sortedEvents();
    in.dragging = m_soundDrag.isActive();
    if (clip.audio) {
        in.fileName = QFileInfo(clip.audio->file).fileName();
        in.offset = clip.audio->offset;
        const WaveformCache::Entry e = m_waveforms->entry(soundPath());
        in.peaks = e.peaks;
        if (e.state == WaveformCache::Entry::State::Loading) {
            in.problem = tr("decoding...");
        } else if (e.state == WaveformCache::Entry::State::Failed) {
            in.problem = e.error;
            in.problemIsError = true;
        }
    }
    m_lastSoundStats = SoundLanePainter::paint(painter, in);
}

std::optional<PlayRange> TimelineView::shownPlayRange() const
{
    if (m_playRange.isActive())
        return m_playRange.range();
    return PlayRangeClip::effectiveRange(m_document->clip());
}

void TimelineView::setImageProblems(const QSet<QString> &images)
{
    if (images == m_imageProblems)
        return;
    m_imageProblems = images;
    viewport()->update();
}

void TimelineView::paintFrameMove(QPainter &painter)
{
    if (!m_frameMove.isActive() || m_frameMove.target() < 0)
        return;
    // Where the picked-up frames would go: a bar across the frame row at that boundary.
    const QRect row = rowLayout().rect(TimelineLayout::Row::Frames);
    const double x = std::round(m_axis.xForTime(m_frameMove.targetTime(m_document->clip().frames)));
    painter.fillRect(QRectF(x - 1.5, row.top() - 3, 3, row.height() + 6), QColor(255, 170, 40));
}

void TimelineView::paintPlayhead(QPainter &painter, const QRect &exposed)
{
    const double x = std::round(m_axis.xForTime(m_playhead)) + 0.5;
    if (x < exposed.left() - 8 || x > exposed.right() + 8)
        return;
    const QColor color(235, 64, 52);
    painter.setPen(QPen(color, 1));
    painter.drawLine(QLineF(x, 0, x, viewport()->height()));
    const QPointF handle[3] = {QPointF(x - 6, 0), QPointF(x + 6, 0), QPointF(x, 9)};
    painter.setPen(Qt::NoPen);
    painter.setBrush(color);
    painter.drawPolygon(handle, 3);
    painter.setBrush(Qt::NoBrush);
}

void TimelineView::paintDragLabel(QPainter &painter)
{
    if (m_dragLabel.isEmpty())
        return;
    const QFontMetrics fm = painter.fontMetrics();
    const QSize size(fm.horizontalAdvance(m_dragLabel) + 10, fm.height() + 4);
    const double x = m_axis.xForTime(m_soundDrag.isActive() ? m_soundDrag.offset()
                                     : m_drag.isActive()      ? m_drag.anchorTime()
                                     : m_playRange.isActive() ? m_playRange.value()
                                                              : m_playhead);
    const int left = std::clamp(int(x) + 6, 0, std::max(0, viewport()->width() - size.width()));
    const QRect box(QPoint(left, TimelineLayout::rulerHeight + 2), size);
    painter.setPen(QColor(20, 20, 24));
    painter.setBrush(QColor(255, 230, 150));
    painter.drawRoundedRect(box, 3, 3);
    painter.setBrush(Qt::NoBrush);
    painter.drawText(box, Qt::AlignCenter, m_dragLabel);
}

} // namespace inbetween
