// PreviewWidget: the mouth chart the mouth frames' pictures come from (DESIGN.md, "Timing to
// voice and beat"). Every picture the preview shows (the current frame, the onion skin, the
// framing's sizes, the transparency that picks the background) goes through pictureOf().

#include "preview/previewwidget.h"

namespace inbetween {

void PreviewWidget::setMouthChart(const MouthChart &chart)
{
    if (chart == m_mouths)
        return;
    m_mouths = chart;
    // What the frames show changed as an edit of the clip changes it.
    m_onion.invalidate();
    if (m_clip)
        clipChanged();
    emit mouthChartChanged(chart);
}

} // namespace inbetween
