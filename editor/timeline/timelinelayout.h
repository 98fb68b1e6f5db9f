#pragma once

#include <QRect>

namespace inbetween {

// The timeline's rows from top to bottom, in viewport coordinates: the ruler, the frames, the
// clip's sound (its waveform lane), the keyframes, the events. (Sound is last in the enum so that
// Frames, Keyframes and Events keep the order of ListKind.)
class TimelineLayout
{
public:
    enum class Row { None, Ruler, Frames, Keyframes, Events, Sound };

    static constexpr int rulerHeight = 24;
    static constexpr int framesHeight = 66;
    static constexpr int soundHeight = 44;
    static constexpr int keyframesHeight = 30;
    static constexpr int eventsHeight = 30;
    static constexpr int totalHeight = rulerHeight + framesHeight + soundHeight + keyframesHeight + eventsHeight;

    explicit TimelineLayout(int width = 0) : m_width(width) {}

    QRect rect(Row row) const
    {
        switch (row) {
        case Row::Ruler: return QRect(0, 0, m_width, rulerHeight);
        case Row::Frames: return QRect(0, rulerHeight, m_width, framesHeight);
        case Row::Sound: return QRect(0, rulerHeight + framesHeight, m_width, soundHeight);
        case Row::Keyframes: return QRect(0, rulerHeight + framesHeight + soundHeight, m_width, keyframesHeight);
        case Row::Events:
            return QRect(0, rulerHeight + framesHeight + soundHeight + keyframesHeight, m_width, eventsHeight);
        case Row::None: break;
        }
        return {};
    }

    Row rowAt(int y) const
    {
        for (Row r : {Row::Ruler, Row::Frames, Row::Sound, Row::Keyframes, Row::Events}) {
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
