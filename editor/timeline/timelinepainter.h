#pragma once

#include "framerowpainter.h"
#include "shortframes.h"
#include "soundlanepainter.h"

class QPainter;
class QRect;

namespace inbetween {

class TimelineView;

// Paints TimelineView as its viewport shows it (split from the view): the rows by their painters
// (TimelineRuler, FrameRowPainter, SoundLanePainter, KeyRowPainter), then over them the clip's
// end, the play range, the rubber band, where picked-up frames would go, the playhead and the
// drag's label. Only the rows the exposed rectangle meets are painted. It keeps what painting
// needs between paints: the frames too short to show at the fps (found again after
// framesChanged()) and the last paint's figures.
class TimelinePainter
{
public:
    explicit TimelinePainter(TimelineView *view) : m_view(view) {}

    void paint(QPainter &painter, const QRect &exposed);
    // The frames or the fps changed.
    void framesChanged() { m_shortFramesDirty = true; }

    FrameRowPainter::Stats lastFrameRowStats() const { return m_lastStats; }
    SoundLanePainter::Stats lastSoundLaneStats() const { return m_lastSoundStats; }

private:
    void paintSoundLane(QPainter &painter, const QRect &row, int left, int right);
    void paintFrameMove(QPainter &painter);
    void paintPlayhead(QPainter &painter, const QRect &exposed);
    void paintDragLabel(QPainter &painter);

    TimelineView *m_view;
    ShortFrames m_shortFrames;
    bool m_shortFramesDirty = true;
    FrameRowPainter::Stats m_lastStats;
    SoundLanePainter::Stats m_lastSoundStats;
};

} // namespace inbetween
