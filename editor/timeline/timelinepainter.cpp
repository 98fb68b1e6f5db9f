// TimelineView's painting, split from timelineview.cpp: the rows' painters and what lies over them.
#include "timelinepainter.h"

#include "document.h"
#include "frametablemodel.h"
#include "keyrowpainter.h"
#include "playrangebar.h"
#include "timelineruler.h"
#include "timelineview.h"
#include "waveformcache.h"

#include <QFileInfo>
#include <QPainter>
#include <algorithm>
#include <cmath>

namespace inbetween {

void TimelinePainter::paint(QPainter &painter, const QRect &exposed)
{
    const TimelineView &view = *m_view;
    const Clip &project = view.m_document->clip();
    const double fps = view.m_document->project().fps;
    const TimeAxis &axis = view.axis();
    const TimelineLayout layout = view.rowLayout();
    const int left = exposed.left();
    const int right = exposed.right();
    painter.fillRect(exposed, QColor(34, 36, 40));
    using Row = TimelineLayout::Row;
    if (exposed.intersects(layout.rect(Row::Ruler)))
        TimelineRuler::paint(painter, layout.rect(Row::Ruler), axis, fps, project.length());
    if (exposed.intersects(layout.rect(Row::Frames))) {
        const FrameTableModel *model = view.m_frameModel;
        FrameRowPainter::Input in;
        in.frames = &project.frames;
        in.axis = &axis;
        in.row = layout.rect(Row::Frames);
        in.exposedLeft = left;
        in.exposedRight = right;
        in.fps = fps;
        in.format = model->durationFormat();
        in.selection = view.selectionOf(ListKind::Frames).runs();
        if (m_shortFramesDirty) {
            m_shortFrames.rebuild(project.frames, fps);
            m_shortFramesDirty = false;
        }
        in.shortFrames = &m_shortFrames;
        const DragController &drag = view.m_gestures.drag();
        in.hoverEdge = drag.kind() == DragController::Kind::FrameEdge ? drag.index() : view.m_gestures.hoverEdge();
        if (!view.m_imageProblems.isEmpty())
            in.imageProblem = [&view](const QString &image) { return view.m_imageProblems.contains(image); };
        in.thumbnail = [model](int row) {
            return model->data(model->index(row, FrameTableModel::ImageColumn), Qt::DecorationRole).value<QImage>();
        };
        m_lastStats = FrameRowPainter::paint(painter, in);
        view.m_tickMarks->paint(painter, in.row, axis, left, right); // Playback > Game Tick
    }
    if (exposed.intersects(layout.rect(Row::Sound)))
        paintSoundLane(painter, layout.rect(Row::Sound), left, right);
    if (exposed.intersects(layout.rect(Row::Keyframes))) {
        const TimelineSelection &keys = view.selectionOf(ListKind::Keyframes);
        KeyRowPainter::paintKeyframes(painter, layout.rect(Row::Keyframes), left, right, project.motion, axis,
                                      [&keys](int k) { return keys.isSelected(k); }, fps);
    }
    if (exposed.intersects(layout.rect(Row::Events))) {
        const TimelineSelection &events = view.selectionOf(ListKind::Events);
        KeyRowPainter::paintEvents(painter, layout.rect(Row::Events), left, right, view.sortedEvents(), project.events,
                                   axis, [&events](int r) { return events.isSelected(r); }, project.length());
    }
    // Where the clip ends, across the key and event rows.
    const double endX = std::round(axis.xForTime(project.length())) + 0.5;
    painter.setPen(QPen(QColor(90, 120, 170), 1, Qt::DashLine));
    painter.drawLine(QLineF(endX, layout.rect(Row::Keyframes).top(), endX, layout.rect(Row::Events).bottom()));

    PlayRangeBar::paint(painter, layout, axis, view.shownPlayRange(), view.viewport()->height());

    const QRect rubberBand = view.m_gestures.rubberBand();
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
    const TimelineView &view = *m_view;
    const Clip &clip = view.m_document->clip();
    SoundLanePainter::Input in;
    in.row = row;
    in.exposedLeft = left;
    in.exposedRight = right;
    in.axis = &view.axis();
    in.hasSound = clip.audio.has_value();
    in.clipLength = clip.length();
    in.events = &view.sortedEvents();
    in.dragging = view.m_gestures.soundDrag().isActive();
    if (clip.audio) {
        in.fileName = QFileInfo(clip.audio->file).fileName();
        in.offset = clip.audio->offset;
        const WaveformCache::Entry e = view.waveforms()->entry(view.soundPath());
        in.peaks = e.peaks;
        if (e.state == WaveformCache::Entry::State::Loading) {
            in.problem = TimelineView::tr("decoding...");
        } else if (e.state == WaveformCache::Entry::State::Failed) {
            in.problem = e.error;
            in.problemIsError = true;
        }
    }
    m_lastSoundStats = SoundLanePainter::paint(painter, in);
}

void TimelinePainter::paintFrameMove(QPainter &painter)
{
    const FrameMoveDrag &move = m_view->m_gestures.frameMove();
    if (!move.isActive() || move.target() < 0)
        return;
    // Where the picked-up frames would go: a bar across the frame row at that boundary.
    const QRect row = m_view->rowLayout().rect(TimelineLayout::Row::Frames);
    const double x = std::round(m_view->axis().xForTime(move.targetTime(m_view->m_document->clip().frames)));
    painter.fillRect(QRectF(x - 1.5, row.top() - 3, 3, row.height() + 6), QColor(255, 170, 40));
}

void TimelinePainter::paintPlayhead(QPainter &painter, const QRect &exposed)
{
    const double x = std::round(m_view->axis().xForTime(m_view->playheadTime())) + 0.5;
    if (x < exposed.left() - 8 || x > exposed.right() + 8)
        return;
    const QColor color(235, 64, 52);
    painter.setPen(QPen(color, 1));
    painter.drawLine(QLineF(x, 0, x, m_view->viewport()->height()));
    const QPointF handle[3] = {QPointF(x - 6, 0), QPointF(x + 6, 0), QPointF(x, 9)};
    painter.setPen(Qt::NoPen);
    painter.setBrush(color);
    painter.drawPolygon(handle, 3);
    painter.setBrush(Qt::NoBrush);
}

void TimelinePainter::paintDragLabel(QPainter &painter)
{
    const TimelineGestures &gestures = m_view->m_gestures;
    const QString label = gestures.label();
    if (label.isEmpty())
        return;
    const QFontMetrics fm = painter.fontMetrics();
    const QSize size(fm.horizontalAdvance(label) + 10, fm.height() + 4);
    const double x = m_view->axis().xForTime(gestures.soundDrag().isActive() ? gestures.soundDrag().offset()
                                             : gestures.drag().isActive()    ? gestures.drag().anchorTime()
                                             : gestures.playRange().isActive() ? gestures.playRange().value()
                                                                               : m_view->playheadTime());
    const int left = std::clamp(int(x) + 6, 0, std::max(0, m_view->viewport()->width() - size.width()));
    const QRect box(QPoint(left, TimelineLayout::rulerHeight + 2), size);
    painter.setPen(QColor(20, 20, 24));
    painter.setBrush(QColor(255, 230, 150));
    painter.drawRoundedRect(box, 3, 3);
    painter.setBrush(Qt::NoBrush);
    painter.drawText(box, Qt::AlignCenter, label);
}

} // namespace inbetween
