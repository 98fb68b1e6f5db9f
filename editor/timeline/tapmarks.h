#pragma once

#include "playback/taptake.h"

#include <QColor>
#include <QObject>
#include <QPointer>

class QPainter;
class QWidget;

namespace inbetween {

class TimeAxis;
class TimelineLayout;

// The marks of a Frames > Tap Timing take on the timeline, as they come: while a take is on, a
// dashed line where it started (the first frame's start), a line across every row at each mark
// (TapTake::markClipTimes: where the frame it ends will end), numbered on the ruler, and a tint
// over the frames row from the start to the last mark. A mark past the take's last frame (an
// extra tap, ignored) is drawn dimmed. The take's signals repaint the viewport, so a mark shows
// at the first render after its tap.
class TapMarks : public QObject
{
    Q_OBJECT

public:
    explicit TapMarks(QWidget *viewport);

    // The take shown (not owned); nullptr: none.
    void setTake(const TapTake *take);
    const TapTake *take() const { return m_take; }
    bool isShowing() const;

    // Over the rows of `layout`, the exposed columns left..right, down to `height`.
    void paint(QPainter &painter, const TimelineLayout &layout, const TimeAxis &axis, int left, int right,
               int height) const;
    // The marks the last paint drew (the start not counted), for tests.
    int lastPaintedMarks() const { return m_lastPainted; }

    static QColor color();

private:
    QWidget *m_viewport;
    QPointer<const TapTake> m_take;
    mutable int m_lastPainted = 0;
};

} // namespace inbetween
