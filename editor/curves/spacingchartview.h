#pragma once

#include "curves/spacingchart.h"

#include <QWidget>
#include <functional>

namespace inbetween {

class Document;

// The spacing chart of one segment (DESIGN.md, "The editor", Curves): the line from one key to
// the next with a tick at every frame of the fps grid between them, where the easing has the
// motion at that frame, numbered, and the count of inbetweens. Under it, faint, the ticks of
// even spacing (linear) to compare with. It follows the document live: a handle dragged in the
// curve view moves the ticks as it goes.
class SpacingChartView : public QWidget
{
    Q_OBJECT

public:
    explicit SpacingChartView(Document *document, QWidget *parent = nullptr);

    // The key that starts the segment shown, or -1 for none.
    int segment() const { return m_segment; }
    void setSegment(int key);

    // The chart as painted (from the document now) and where its ticks are drawn: x of each
    // inbetween, and of the two keys.
    SpacingChart chart() const;
    QList<double> tickXs() const;
    std::pair<double, double> keyXs() const;
    QString caption() const;

    // Which ticks are numbered (indices into xs, tick i shows i + 1), with labels `widthOf(n)`
    // pixels wide that keep 4 pixels apart: every tick, else every second one when all of those
    // fit, so the numbers read as a regular count (a greedy pass dropped one here and there: "9,
    // 11, 13" at 14 inbetweens, issue 39); where neither does (ticks bunched by an easing), as
    // many as fit from the left, which shows the spread-out middle.
    static QList<int> labelledTicks(const QList<double> &xs, const std::function<double(int)> &widthOf);

    // The height that shows everything drawn: the caption (two lines), the numbers, the line with
    // its keys' names, and the even spacing with its label.
    int contentHeight() const;

    QSize sizeHint() const override { return {300, contentHeight()}; }
    QSize minimumSizeHint() const override { return {160, contentHeight()}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    // x of eased progress p (0 at the first key, 1 at the second) and the progress range shown.
    double xFor(double p, const SpacingChart &chart) const;
    std::pair<double, double> progressRange(const SpacingChart &chart) const;
    // y of the line of inbetweens and of the even spacing under it.
    int lineY() const;
    int evenY() const { return lineY() + 44; }

    Document *m_document;
    int m_segment = -1;
};

} // namespace inbetween
