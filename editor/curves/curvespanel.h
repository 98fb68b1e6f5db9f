#pragma once

#include "curves/motionchannel.h"

#include <QWidget>

class QToolButton;

namespace inbetween {

class CurveView;
class Document;
class SpacingChartView;
class TimelineView;

// The Curves panel the window puts under the timeline: a bar of channel toggles (tx .. sz), the
// easing presets and the framing buttons, and the curve view, as wide as the timeline. The curve
// view shares the timeline's time axis: the timeline's zoom, scroll and playhead drive it, and
// its framing and Ctrl+wheel drive the timeline, so a time is at the same x in both and both
// show the same times (a key is under its frame; Fit Timeline and Frame All fit both). The
// spacing chart of the selected segment is made and fed here, but the window docks it beside the
// panel (spacingChart()): beside the curve view it would make it narrower than the timeline.
class CurvesPanel : public QWidget
{
    Q_OBJECT

public:
    CurvesPanel(Document *document, TimelineView *timeline, QWidget *parent = nullptr);

    CurveView *curveView() const { return m_curves; }
    SpacingChartView *spacingChart() const { return m_spacing; }
    QToolButton *channelButton(MotionChannel channel) const { return m_channelButtons.value(int(channel)); }
    QToolButton *easingButton() const { return m_easingButton; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *createBar();
    // The keys whose segments the presets menu sets: the selected segment, else the segments
    // the selected points start.
    QList<int> easingTargets() const;
    void syncTimeAxis();
    void syncChannelButtons();

    Document *m_document;
    TimelineView *m_timeline;
    CurveView *m_curves;
    SpacingChartView *m_spacing;
    QList<QToolButton *> m_channelButtons;
    QToolButton *m_easingButton = nullptr;
};

} // namespace inbetween
