#pragma once

#include "document/undoseries.h"

#include "timeline/snappolicy.h"

#include <Qt>
#include <vector>

namespace inbetween {

class Document;

// A drag of the sound lane: the clip's sound moves with the mouse, changing its offset. The
// point grabbed snaps to the frame boundaries (0 and the clip's end among them), to the
// playhead and to the clip's beats and markers (the snap policy's guides) when within snapPixels
// of one (so a transient dragged onto a frame's start lands on
// it exactly); elsewhere the offset snaps as every drag does (whole ms, or the fps grid; Shift:
// not at all). Each move pushes a SetClipsCommand on the current clip, the first not mergeable
// and every later one merged into it, so the whole drag is one undo step; Escape (cancel) puts
// the offset back and leaves no step.
class SoundLaneDrag
{
public:
    static constexpr double snapPixels = 6.0;

    explicit SoundLaneDrag(Document *document) : m_document(document) {}

    bool isActive() const { return m_active; }
    // False when the clip has no sound.
    bool begin(double pressTime);
    // The mouse is at `time`; the axis's ms a pixel, to snap by pixels.
    void moveTo(double time, Qt::KeyboardModifiers modifiers, const SnapPolicy &snap, double playhead,
                double msPerPixel);
    void end() { m_active = false; }
    void cancel();
    double offset() const { return m_offset; }
    // Where the grabbed point snapped to (NaN when it did not snap to a frame, the playhead or a
    // guide).
    double snappedTo() const { return m_snappedTo; }

private:
    void push(double offset);
    bool ourCommandOnTop() const;

    Document *m_document;
    bool m_active = false;
    double m_pressTime = 0.0;
    double m_startOffset = 0.0;
    double m_offset = 0.0;
    double m_snappedTo = 0.0;
    int m_clip = -1;
    UndoSeries m_series; // the drag's step on the undo stack
};

} // namespace inbetween
