#pragma once

#include <QRect>

namespace inbetween {

// The timeline's rows from top to bottom, in viewport coordinates.
class TimelineLayout
{
public:
    enum class Row { None, Ruler, Frames, Keyframes, Events };

    static constexpr int rulerHeight = 24;
    static constexpr int framesHeight = 66;
    static constexpr int keyframesHeight = 30;
    static constexpr int eventsHeight = 30;
    static constexpr int totalHeight = rulerHeight + framesHeight + keyframesHeight + eventsHeight;

    explicit TimelineLayout(int width = 0) : m_width(width) {}

    QRect rect(Row row) const
    {
        switch (row) {
        case Row::Ruler: return QRect(0, 0, m_width, rulerHeight);
        case Row::Frames: return QRect(0, rulerHeight, m_width, framesHeight);
        case Row::Keyframes: return QRect(0, rulerHeight + framesHeight, m_width, keyframesHeight);
        case Row::Events: return QRect(0, rulerHeight + framesHeight + keyframesHeight, m_width, eventsHeight);
        case Row::None: break;
        }
        return {};
    }

    Row rowAt(int y) const
    {
        for (Row r : {Row::Ruler, Row::Frames, Row::Keyframes, Row::Events}) {
            const QRect rc = rect(r);
            if (y >= rc.top() && y <= rc.bottom())
                return r;
        }
        return Row::None;
    }

private:
    int m_width;
};

} // namespace inbetween
