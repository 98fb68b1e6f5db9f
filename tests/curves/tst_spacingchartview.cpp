// The spacing chart widget: for the segment it shows, a tick at every fps frame between the keys,
// placed as the easing spaces the motion (each tick's place between the two keys' marks is
// Easing::apply of its frame's progress), the count of inbetweens in its caption, the line
// reaching overshooting ticks, and a redraw of the same when the easing changes (live).

#include "curves/spacingchartview.h"
#include "document/document.h"
#include "document/rowcommands.h"

#include <QTest>
#include <cmath>

using namespace inbetween;

Q_DECLARE_METATYPE(Easing)

namespace {
// Keys at 100 and 350 ms (tx 0 -> 10) and 500 ms, at 60 fps.
Project twoSegments(const Easing &easing)
{
    Project p;
    p.fps = 60;
    QList<Keyframe> keys(3);
    keys[0].time = 100;
    keys[0].easing = easing;
    keys[1].time = 350;
    keys[1].translation.x = 10;
    keys[2].time = 500;
    p.clips[0].motion.setKeys(keys);
    return p;
}

// Where each tick stands between the two keys' marks, 0 at the first and 1 at the second.
QList<double> placesOf(const SpacingChartView &view)
{
    const auto [left, right] = view.keyXs();
    QList<double> places;
    for (double x : view.tickXs())
        places.append((x - left) / (right - left));
    return places;
}
} // namespace

class TestSpacingChartView : public QObject
{
    Q_OBJECT

private slots:
    void ticksAreWhereTheEasingPutsTheMotion_data();
    void ticksAreWhereTheEasingPutsTheMotion();
    void followsTheEasingLive();
    void noSegmentNoTicks();
    void labelsReadAsARegularCount_data();
    void labelsReadAsARegularCount();
};

void TestSpacingChartView::ticksAreWhereTheEasingPutsTheMotion_data()
{
    QTest::addColumn<Easing>("easing");
    QTest::newRow("linear") << Easing();
    QTest::newRow("ease in") << Easing(Easing::Type::EaseIn);
    QTest::newRow("ease in and out") << Easing(Easing::Type::EaseInOut);
    QTest::newRow("overshoot") << Easing::bezier(0.34, 1.56, 0.64, 1.0);
    QTest::newRow("anticipate") << Easing::bezier(0.36, 0.0, 0.66, -0.56);
}

void TestSpacingChartView::ticksAreWhereTheEasingPutsTheMotion()
{
    QFETCH(Easing, easing);
    Document doc;
    doc.reset(twoSegments(easing), QString());
    SpacingChartView view(&doc);
    view.resize(400, 200);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setSegment(0);
    // 100 -> 350 ms at 60 fps: frames 7 .. 20 (116.7 .. 333.3 ms), 14 inbetweens.
    const QList<double> places = placesOf(view);
    QCOMPARE(places.size(), 14);
    for (int i = 0; i < 14; ++i) {
        const double t = (7 + i) * 1000.0 / 60;
        QVERIFY2(std::abs(places[i] - easing.apply((t - 100) / 250)) < 1e-9, qPrintable(QString::number(i)));
    }
    QVERIFY(view.caption().contains(QLatin1String("14 inbetween")));
    // The whole line is inside the widget, overshooting ticks too.
    for (double x : view.tickXs())
        QVERIFY(x > 0 && x < view.width());
    QVERIFY(!view.grab().isNull());
}

void TestSpacingChartView::followsTheEasingLive()
{
    Document doc;
    doc.reset(twoSegments(Easing()), QString());
    SpacingChartView view(&doc);
    view.resize(400, 200);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setSegment(0);
    const QList<double> even = placesOf(view);
    Keyframe k = doc.clip().motion.key(0);
    k.easing = Easing(Easing::Type::EaseOut);
    doc.undoStack()->push(new SetKeyframesCommand(&doc, {0}, {k}, QStringLiteral("ease out")));
    const QList<double> eased = placesOf(view);
    QCOMPARE(eased.size(), even.size());
    QVERIFY(eased.front() > even.front() + 0.1); // bunched towards the end
    doc.undoStack()->undo();
    QCOMPARE(placesOf(view), even);
    // Another fps: another grid (30 fps: 7 inbetweens between 100 and 350).
    Project p = doc.project();
    p.fps = 30;
    doc.reset(p, QString());
    QCOMPARE(view.tickXs().size(), 7);
}

void TestSpacingChartView::noSegmentNoTicks()
{
    Document doc;
    doc.reset(twoSegments(Easing()), QString());
    SpacingChartView view(&doc);
    view.resize(300, 150);
    QVERIFY(view.tickXs().isEmpty());
    QVERIFY(view.caption().startsWith(QLatin1String("Select a segment")));
    view.setSegment(2); // the last key starts no segment
    QVERIFY(view.tickXs().isEmpty());
    view.setSegment(1); // 350 -> 500 at 60 fps: 8 inbetweens
    QCOMPARE(view.tickXs().size(), 8);
}

// 14 inbetweens, evenly spaced, labels 7 px wide for one digit and 14 for two: where every
// number fits, every one shows; where the two-digit ones do not, every second number shows, not
// "1..9, 11, 13" as the greedy pass gave (issue 39); ticks bunched at both ends take what fits.
void TestSpacingChartView::labelsReadAsARegularCount_data()
{
    QTest::addColumn<QList<double>>("xs");
    QTest::addColumn<QList<int>>("labelled"); // the numbers shown
    QList<double> wide, tight;
    for (int i = 0; i < 14; ++i) {
        wide << 20.0 * (i + 1);
        tight << 16.0 * (i + 1);
    }
    QTest::newRow("room for all") << wide << QList<int>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14};
    QTest::newRow("room for every second") << tight << QList<int>{2, 4, 6, 8, 10, 12, 14};
    QTest::newRow("bunched at the ends") << QList<double>{10, 12, 14, 16, 60, 120, 180, 184, 186, 188}
                                         << QList<int>{1, 5, 6, 7};
}

void TestSpacingChartView::labelsReadAsARegularCount()
{
    QFETCH(QList<double>, xs);
    QFETCH(QList<int>, labelled);
    const auto widthOf = [](int n) { return n < 10 ? 7.0 : 14.0; };
    QList<int> shown;
    for (int i : SpacingChartView::labelledTicks(xs, widthOf))
        shown << i + 1;
    QCOMPARE(shown, labelled);
}

QTEST_MAIN(TestSpacingChartView)
#include "tst_spacingchartview.moc"
