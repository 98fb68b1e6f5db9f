#pragma once

#include "timing/tickreport.h"

#include <QObject>
#include <optional>
#include <vector>

class QPainter;
class QRect;
class QWidget;

namespace inbetween {

class Document;
class TimeAxis;

// The timeline's game tick view (Playback > Game Tick): with a rate on, every frame whose hold
// the rate shows for a different time than its duration (an error of 0.1 ms or more on screen,
// TickText) gets a small teal corner at the bottom right of its block, and its tooltip says
// what the game shows ("At 60 Hz: shows 16.7 or 33.3 ms (hold 20 ms)"). The current clip's
// TickReport is worked out again, when next asked for, after any change of its timing or a
// switch of clip; painting finds the marked frames in view by binary search and draws at most
// one mark a pixel column, so the work follows the pixels, not the frames.
class TickMarks : public QObject
{
    Q_OBJECT

public:
    TickMarks(Document *document, QWidget *viewport);

    // 0: off.
    void setRate(double hz);
    double rate() const { return m_hz; }
    bool isOn() const { return m_hz > 0.0; }

    // Of the current clip; only while on.
    const TickReport &report() const;
    bool isMarked(int frame) const;
    // The frames marked, in order.
    const std::vector<int> &marked() const;
    // The tooltip line of a frame while on ("At 60 Hz: ..."); empty while off.
    QString toolTip(int frame) const;

    // Over the frames row `row` (the exposed columns left..right).
    void paint(QPainter &painter, const QRect &row, const TimeAxis &axis, int left, int right) const;

    static QColor color();

private:
    void invalidate();
    void rebuild() const;

    Document *m_document;
    QWidget *m_viewport;
    double m_hz = 0.0;
    mutable std::optional<TickReport> m_report;
    mutable std::vector<int> m_marked;
};

} // namespace inbetween
