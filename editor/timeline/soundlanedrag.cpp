#include "timeline/soundlanedrag.h"

#include "document/document.h"
#include "document/rowcommands.h"
#include "document/undoseries.h"
#include "projectlimits.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <limits>

namespace inbetween {

bool SoundLaneDrag::begin(double pressTime)
{
    const Clip &clip = m_document->clip();
    if (!clip.audio)
        return false;
    m_active = true;
    m_pressTime = pressTime;
    m_startOffset = m_offset = clip.audio->offset;
    m_snappedTo = std::numeric_limits<double>::quiet_NaN();
    m_clip = m_document->currentClip();
    m_series.begin(*m_document->undoStack());
    return true;
}

bool SoundLaneDrag::ourCommandOnTop() const
{
    return m_series.onTop(*m_document->undoStack());
}

void SoundLaneDrag::moveTo(double time, Qt::KeyboardModifiers modifiers, const SnapPolicy &snap, double playhead,
                           double msPerPixel)
{
    if (!m_active || m_document->currentClip() != m_clip || !m_document->clip().audio) {
        m_active = false; // the clip or its sound went away under the drag
        return;
    }
    double offset = m_startOffset + (time - m_pressTime);
    m_snappedTo = std::numeric_limits<double>::quiet_NaN();
    if (snap.mode(modifiers) != SnapPolicy::Mode::Off) {
        // The grabbed point onto the nearest frame boundary or the playhead, within snapPixels.
        double best = snapPixels * msPerPixel;
        const auto consider = [&](double target) {
            if (std::abs(target - time) <= best) {
                best = std::abs(target - time);
                m_snappedTo = target;
            }
        };
        const std::vector<double> &starts = m_document->clip().frames.starts();
        const auto it = std::lower_bound(starts.begin(), starts.end(), time);
        if (it != starts.end())
            consider(*it);
        if (it != starts.begin())
            consider(*(it - 1));
        if (starts.empty())
            consider(0.0);
        consider(playhead);
        // The clip's beats and markers (the policy's guides, as near as it lets them be).
        if (const std::optional<double> guide = snap.guideNear(time, modifiers))
            consider(*guide);
        offset = std::isnan(m_snappedTo) ? snap.snap(offset, modifiers) : m_startOffset + (m_snappedTo - m_pressTime);
    }
    const double limit = ProjectLimits().maxTime;
    offset = std::clamp(offset, -limit, limit);
    if (offset == m_offset)
        return;
    m_offset = offset;
    push(offset);
}

void SoundLaneDrag::push(double offset)
{
    Clip clip = m_document->clip();
    clip.audio->offset = offset;
    QUndoStack *stack = m_document->undoStack();
    m_series.beginAgainIfSaved(*stack); // saved under the drag: a second step from here
    const bool merge = ourCommandOnTop();
    const QString text = QCoreApplication::translate("SoundLaneDrag", "Move sound");
    stack->push(new SetClipsCommand(m_document, {m_clip}, {clip}, text, merge));
    m_series.pushed(*stack);
}

void SoundLaneDrag::cancel()
{
    if (m_active && m_offset != m_startOffset && ourCommandOnTop() && m_document->clip().audio) {
        // Back to the press's offset, merged into the drag's command: it adds up to nothing and
        // QUndoStack drops it.
        m_offset = m_startOffset;
        push(m_startOffset);
    }
    m_active = false;
}

} // namespace inbetween
