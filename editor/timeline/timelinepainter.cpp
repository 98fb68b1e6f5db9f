// TimelineView's painting, split from timelineview.cpp: the rows' painters and what lies over them.
#include "timeline/timelinepainter.h"

#include "document/document.h"
#include "media/framepicture.h"
#include "timeline/guidepainter.h"
#include "timeline/keyrowpainter.h"
#include "timeline/playrangebar.h"
#include "timeline/sortedevents.h"
#include "timeline/tapmarks.h"
#include "timeline/tickmarks.h"
#include "timeline/timeaxis.h"
#include "timeline/timelinegestures.h"
#include "timeline/timelineruler.h"
#include "timeline/timelineselections.h"

#include <QFileInfo>
#include <QPainter>
#include <algorithm>
#include <cmath>

namespace inbetween {

void TimelinePainter::paint(QPainter &painter, const QRect &exposed)
{
    const Clip &project = m_document->clip();
    const double fps = m_document->project().fps;
    const TimeAxis &axis = m_axis;
    const TimelineLayout layout = m_host.rowLayout();
    const int left = exposed.left();
    const int right = exposed.right();
    painter.fillRect(exposed, QColor(34, 36, 40));
    using Row = TimelineLayout::Row;
    if (exposed.intersects(layout.rect(Row::Ruler)))
        TimelineRuler::paint(painter, layout.rect(Row::Ruler), axis, fps, project.length());
    if (exposed.intersects(layout.rect(Row::Frames))) {
        FrameRowPainter::Input in;
        in.frames = &project.frames;
        in.axis = &axis;
        in.row = layout.rect(Row::Frames);
        in.exposedLeft = left;
        in.exposedRight = right;
        in.fps = fps;
        in.format = m_host.durationFormat();
        in.selection = m_selections.of(ListKind::Frames).runs();
        if (m_shortFramesDirty) {
            m_shortFrames.rebuild(project.frames, fps);
            m_shortFramesDirty = false;
        }
        in.shortFrames = &m_shortFrames;
        const DragController &drag = m_gestures.drag();
        in.hoverEdge = drag.kind() == DragController::Kind::FrameEdge ? drag.index() : m_gestures.hoverEdge();
        const QSet<QString> imageProblems = m_host.imageProblems();
        const MouthChart &chart = m_document->project().mouths;
        if (!imageProblems.isEmpty()) {
            in.pictureProblem = [&imageProblems, &chart](const Frame &frame) {
                const QString image = FramePicture::of(frame, chart).image;
                return !image.isEmpty() && imageProblems.contains(image);
            };
        }
        in.thumbnail = [this](int row) { return m_host.thumbnail(row); };
        m_lastStats = FrameRowPainter::paint(painter, in);
        m_host.tickMarks()->paint(painter, in.row, axis, left, right); // Playback > Game Tick
    }
    if (exposed.intersects(layout.rect(Row::Boxes))) {
        BoxLanePainter::Input in;
        in.clip = &project;
        in.boxes = &m_document->project().boxes;
        in.axis = &axis;
        in.layout = &layout;
        in.exposedLeft = left;
        in.exposedRight = right;
        m_lastBoxStats = BoxLanePainter::paint(painter, in);
    }
    if (exposed.intersects(layout.rect(Row::Sound)))
        paintSoundLane(painter, layout.rect(Row::Sound), left, right);
    if (exposed.intersects(layout.rect(Row::Keyframes))) {
        const TimelineSelection &keys = m_selections.of(ListKind::Keyframes);
        KeyRowPainter::paintKeyframes(painter, layout.rect(Row::Keyframes), left, right, project.motion, axis,
                                      [&keys](int k) { return keys.isSelected(k); }, fps);
    }
    if (exposed.intersects(layout.rect(Row::Events))) {
        const TimelineSelection &events = m_selections.of(ListKind::Events);
        KeyRowPainter::paintEvents(painter, layout.rect(Row::Events), left, right, m_host.sortedEvents(), project.events,
                                   axis, [&events](int r) { return events.isSelected(r); }, project.length());
    }
    // The beat grid and the markers, over the rows (GuidePainter).
    GuidePainter::Input guides;
    guides.clip = &project;
    guides.axis = &axis;
    guides.layout = &layout;
    guides.exposedLeft = left;
    guides.exposedRight = right;
    guides.height = m_host.viewportSize().height();
    guides.selectedMarker = m_selections.marker();
    m_lastGuideStats = GuidePainter::paint(painter, guides);
    // Where the clip ends, across the key and event rows.
    const double endX = std::round(axis.xForTime(project.length())) + 0.5;
    painter.setPen(QPen(QColor(90, 120, 170), 1, Qt::DashLine));
    painter.drawLine(QLineF(endX, layout.rect(Row::Keyframes).top(), endX, layout.rect(Row::Events).bottom()));

    PlayRangeBar::paint(painter, layout, axis, m_host.shownPlayRange(), m_host.viewportSize().height());
    m_host.tapMarks()->paint(painter, layout, axis, left, right, m_host.viewportSize().height());

    const QRect rubberBand = m_gestures.rubberBand();
    if (!rubberBand.isNull()) {
        painter.setPen(QColor(255, 170, 40));
        painter.setBrush(QColor(255, 170, 40, 40));
        painter.drawRect(rubberBand.adjusted(0, 0, -1, -1));
        painter.setBrush(Qt::NoBrush);
    }
    paintFrameMove(painter);
    paintPlayhead(painter, exposed);
    paintDragLabel(painter);
}

void TimelinePainter::paintSoundLane(QPainter &painter, const QRect &row, int left, int right)
{
    const Clip &clip = m_document->clip();
    SoundLanePainter::Input in;
    in.row = row;
    in.exposedLeft = left;
    in.exposedRight = right;
    in.axis = &m_axis;
    in.hasSound = clip.audio.has_value();
    in.clipLength = clip.length();
    in.events = &m_host.sortedEvents();
    in.dragging = m_gestures.soundDrag().isActive();
    if (clip.audio) {
        in.fileName = QFileInfo(clip.audio->file).fileName();
        in.offset = clip.audio->offset;
        const WaveformCache::Entry e = m_host.soundWaveform();
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

void TimelinePainter::paintFrameMove(QPainter &painter)
{
    const FrameMoveDrag &move = m_gestures.frameMove();
    if (!move.isActive() || move.target() < 0)
        return;
    // Where the picked-up frames would go: a bar across the frame row at that boundary.
    const QRect row = m_host.rowLayout().rect(TimelineLayout::Row::Frames);
    const double x = std::round(m_axis.xForTime(move.targetTime(m_document->clip().frames)));
    painter.fillRect(QRectF(x - 1.5, row.top() - 3, 3, row.height() + 6), QColor(255, 170, 40));
}

void TimelinePainter::paintPlayhead(QPainter &painter, const QRect &exposed)
{
    const double x = std::round(m_axis.xForTime(m_host.playheadTime())) + 0.5;
    if (x < exposed.left() - 8 || x > exposed.right() + 8)
        return;
    const QColor color(235, 64, 52);
    painter.setPen(QPen(color, 1));
    painter.drawLine(QLineF(x, 0, x, m_host.viewportSize().height()));
    const QPointF handle[3] = {QPointF(x - 6, 0), QPointF(x + 6, 0), QPointF(x, 9)};
    painter.setPen(Qt::NoPen);
    painter.setBrush(color);
    painter.drawPolygon(handle, 3);
    painter.setBrush(Qt::NoBrush);
}

void TimelinePainter::paintDragLabel(QPainter &painter)
{
    const TimelineGestures &gestures = m_gestures;
    const QString label = gestures.label();
    if (label.isEmpty())
        return;
    const QFontMetrics fm = painter.fontMetrics();
    const QSize size(fm.horizontalAdvance(label) + 10, fm.height() + 4);
    const double x = m_axis.xForTime(gestures.soundDrag().isActive()    ? gestures.soundDrag().offset()
                                     : gestures.drag().isActive()         ? gestures.drag().anchorTime()
                                     : gestures.playRange().isActive()    ? gestures.playRange().value()
                                     : gestures.markerDrag().isActive()   ? gestures.markerDrag().time()
                                                                          : m_host.playheadTime());
    const int left = std::clamp(int(x) + 6, 0, std::max(0, m_host.viewportSize().width() - size.width()));
    const QRect box(QPoint(left, TimelineLayout::rulerHeight + 2), size);
    painter.setPen(QColor(20, 20, 24));
    painter.setBrush(QColor(255, 230, 150));
    painter.drawRoundedRect(box, 3, 3);
    painter.setBrush(Qt::NoBrush);
    painter.drawText(box, Qt::AlignCenter, label);
}

} // namespace inbetween
