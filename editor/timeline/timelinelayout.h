#pragma once

#include <QRect>

namespace inbetween {

// The timeline's rows from top to bottom, in viewport coordinates: the ruler, the frames, a lane
// per declared box (none without declarations), the clip's sound (its waveform lane), the
// keyframes, the events. (Sound and Boxes are last in the enum so that Frames, Keyframes and
// Events keep the order of ListKind.)
class TimelineLayout
{
public:
    enum class Row { None, Ruler, Frames, Keyframes, Events, Sound, Boxes };

    static constexpr int rulerHeight = 24;
    static constexpr int framesHeight = 66;
    static constexpr int boxLaneHeight = 18;
    static constexpr int soundHeight = 44;
    static constexpr int keyframesHeight = 30;
    static constexpr int eventsHeight = 30;
    // The rows' height without box lanes.
    static constexpr int totalHeight = rulerHeight + framesHeight + soundHeight + keyframesHeight + eventsHeight;

    // `boxLanes`: the project's declared boxes, a lane each.
    explicit TimelineLayout(int width = 0, int boxLanes = 0) : m_width(width), m_boxLanes(boxLanes > 0 ? boxLanes : 0) {}

    int boxLanes() const { return m_boxLanes; }
    // The rows' height with the box lanes.
    int height() const { return totalHeight + m_boxLanes * boxLaneHeight; }

    QRect rect(Row row) const
    {
        const int boxes = m_boxLanes * boxLaneHeight;
        const int sound = rulerHeight + framesHeight + boxes;
        switch (row) {
        case Row::Ruler: return QRect(0, 0, m_width, rulerHeight);
        case Row::Frames: return QRect(0, rulerHeight, m_width, framesHeight);
        case Row::Boxes: return QRect(0, rulerHeight + framesHeight, m_width, boxes);
        case Row::Sound: return QRect(0, sound, m_width, soundHeight);
        case Row::Keyframes: return QRect(0, sound + soundHeight, m_width, keyframesHeight);
        case Row::Events: return QRect(0, sound + soundHeight + keyframesHeight, m_width, eventsHeight);
        case Row::None: break;
        }
        return {};
    }

    // Lane `index` (the declared boxes' order) within Row::Boxes; empty past the last.
    QRect boxLane(int index) const
    {
        if (index < 0 || index >= m_boxLanes)
            return {};
        return QRect(0, rulerHeight + framesHeight + index * boxLaneHeight, m_width, boxLaneHeight);
    }
    Row rowAt(int y) const
    {
        for (Row r : {Row::Ruler, Row::Frames, Row::Boxes, Row::Sound, Row::Keyframes, Row::Events}) {
            const QRect rc = rect(r);
            if (rc.height() > 0 && y >= rc.top() && y <= rc.bottom())
                return r;
        }
        return Row::None;
    }

private:
    int m_width;
    int m_boxLanes;
};

} // namespace inbetween
