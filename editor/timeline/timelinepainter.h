#pragma once

#include "audio/waveformcache.h"
#include "clip.h"
#include "itemmodels/durationformat.h"
#include "timeline/boxlanepainter.h"
#include "timeline/framerowpainter.h"
#include "timeline/guidepainter.h"
#include "timeline/shortframes.h"
#include "timeline/soundlanepainter.h"
#include "timeline/timelinelayout.h"

#include <QCoreApplication>
#include <QImage>
#include <QSet>
#include <QSize>
#include <QString>
#include <optional>

class QPainter;
class QRect;

namespace inbetween {

class Document;
class SortedEvents;
class TapMarks;
class TickMarks;
class TimeAxis;
class TimelineGestures;
class TimelineSelections;

// Paints TimelineView as its viewport shows it (split from the view): the rows by their painters
// (TimelineRuler, FrameRowPainter, BoxLanePainter, SoundLanePainter, KeyRowPainter), then over
// them the clip's beat grid and markers (GuidePainter), the clip's end, the play range, a tap
// timing take's marks, the rubber band, where picked-up frames would go, the playhead and the
// drag's label. Only the rows the exposed rectangle meets are painted. It keeps what painting
// needs between paints: the frames too short to show at the fps (found again after
// framesChanged()) and the last paint's figures.
//
// It reads the document, the selections, the gestures' state and the time axis, and knows of the
// view only Host; it changes none of them.
class TimelinePainter
{
    Q_DECLARE_TR_FUNCTIONS(TimelinePainter)

public:
    // What painting needs of the view that owns the painter.
    class Host
    {
    public:
        virtual ~Host() = default;
        virtual TimelineLayout rowLayout() const = 0;
        // The viewport's size (the playhead runs down its height, the drag's label stays in its
        // width), also when painting into an image.
        virtual QSize viewportSize() const = 0;
        virtual double playheadTime() const = 0;
        // The play range as drawn: the one being dragged, else the clip's.
        virtual std::optional<PlayRange> shownPlayRange() const = 0;
        virtual const SortedEvents &sortedEvents() const = 0;
        virtual DurationFormat durationFormat() const = 0;
        // Frame `row`'s thumbnail (as the frame table shows it).
        virtual QImage thumbnail(int row) const = 0;
        // The pictures (as the project names them) whose files are missing or unreadable: the
        // blocks of the frames that show them (FramePicture) are marked red.
        virtual QSet<QString> imageProblems() const = 0;
        // Playback > Game Tick's marks, painted over the frame row.
        virtual TickMarks *tickMarks() const = 0;
        // Frames > Tap Timing's marks, painted over every row while a take is on.
        virtual TapMarks *tapMarks() const = 0;
        // The current clip's sound as far as it is decoded (asking may start decoding it).
        virtual WaveformCache::Entry soundWaveform() const = 0;
    };

    // All five outlive this.
    TimelinePainter(const Host &host, const Document *document, const TimelineSelections &selections,
                    const TimelineGestures &gestures, const TimeAxis &axis)
        : m_host(host), m_document(document), m_selections(selections), m_gestures(gestures), m_axis(axis)
    {
    }

    void paint(QPainter &painter, const QRect &exposed);
    // The frames or the fps changed.
    void framesChanged() { m_shortFramesDirty = true; }

    FrameRowPainter::Stats lastFrameRowStats() const { return m_lastStats; }
    SoundLanePainter::Stats lastSoundLaneStats() const { return m_lastSoundStats; }
    BoxLanePainter::Stats lastBoxLaneStats() const { return m_lastBoxStats; }
    GuidePainter::Stats lastGuideStats() const { return m_lastGuideStats; }

private:
    void paintSoundLane(QPainter &painter, const QRect &row, int left, int right);
    void paintFrameMove(QPainter &painter);
    void paintPlayhead(QPainter &painter, const QRect &exposed);
    void paintDragLabel(QPainter &painter);

    const Host &m_host;
    const Document *m_document;
    const TimelineSelections &m_selections;
    const TimelineGestures &m_gestures;
    const TimeAxis &m_axis;
    ShortFrames m_shortFrames;
    bool m_shortFramesDirty = true;
    FrameRowPainter::Stats m_lastStats;
    SoundLanePainter::Stats m_lastSoundStats;
    BoxLanePainter::Stats m_lastBoxStats;
    GuidePainter::Stats m_lastGuideStats;
};

} // namespace inbetween
