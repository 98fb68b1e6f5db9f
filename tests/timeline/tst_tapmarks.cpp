// The timeline's tap timing marks (TapMarks): while a take is on, a line at each mark down the
// rows (a mark past the take's last frame dimmed), the tapped part of the frames row tinted, a
// dashed line at the start; each tap repaints the viewport (the take's signals); nothing once the
// take has ended. Read in the pixels of the viewport as painted.

#include "playback/taptake.h"
#include "timeline/tapmarks.h"
#include "timeline/timelinefixture.h"

#include <QSignalSpy>

using namespace inbetween;
using namespace inbetween::test;
using Row = TimelineLayout::Row;

class TestTapMarks : public QObject
{
    Q_OBJECT

private slots:
    void marksAsTheyCome_data();
    void marksAsTheyCome();
    void nothingWithoutATake();
};

namespace {
// How far `c` is from the marks' colour (0: the colour itself).
int distance(const QColor &c, const QColor &m)
{
    return std::abs(c.red() - m.red()) + std::abs(c.green() - m.green()) + std::abs(c.blue() - m.blue());
}

QImage painted(const TimelineFixture &f)
{
    return f.viewport()->grab().toImage();
}
} // namespace

void TestTapMarks::marksAsTheyCome_data()
{
    QTest::addColumn<QList<int>>("rows");
    QTest::addColumn<double>("origin");
    QTest::addColumn<QList<double>>("taps"); // ms from the take's start
    QTest::newRow("from frame 0") << QList<int>{0, 1, 2} << 0.0 << QList<double>{90, 260, 430};
    QTest::newRow("from frame 1") << QList<int>{1, 2} << 100.0 << QList<double>{120, 300};
    QTest::newRow("one extra tap") << QList<int>{0, 1} << 0.0 << QList<double>{150, 320, 480};
}

void TestTapMarks::marksAsTheyCome()
{
    QFETCH(QList<int>, rows);
    QFETCH(double, origin);
    QFETCH(QList<double>, taps);
    // 100, 150 and 250 ms at 1 ms a pixel.
    TimelineFixture f(flipbook({100, 150, 250}, {}, {}), 1.0, 900);
    f.view->setPlayheadTime(495.0); // out of the way of the marks (it plays on during a take)
    TapTake take;
    f.view->tapMarks()->setTake(&take);
    const double start = 7000.0; // a playback time: only the differences count
    take.start(rows, start, origin);
    const int events = f.rowY(Row::Events);
    const QColor mark = TapMarks::color();
    QImage image = painted(f);
    QCOMPARE(f.view->tapMarks()->lastPaintedMarks(), 0);
    // The dashed line at the start: some of its pixels in the rows below the ruler.
    int startPixels = 0;
    for (int y = f.rowY(Row::Frames); y < f.viewport()->height(); ++y)
        startPixels += distance(image.pixelColor(f.xFor(origin), y), mark) < 40 ? 1 : 0;
    QVERIFY2(startPixels > 10, qPrintable(QString::number(startPixels)));

    for (int k = 0; k < taps.size(); ++k) {
        QSignalSpy marked(&take, &TapTake::marked);
        QVERIFY(take.tap(start + taps[k]));
        QCOMPARE(marked.count(), 1);
        image = painted(f);
        QCOMPARE(f.view->tapMarks()->lastPaintedMarks(), k + 1);
        const QColor c = image.pixelColor(f.xFor(origin + taps[k]), events);
        if (k < rows.size())
            QVERIFY2(distance(c, mark) < 40, qPrintable(c.name()));
        else // an extra tap, ignored: dimmed
            QVERIFY2(distance(c, mark) >= 40 && c.blue() > c.green(), qPrintable(c.name()));
    }
    // Between the start and the last mark the frames row is tinted; before the start it is not.
    const int frames = f.view->rowLayout().rect(Row::Frames).bottom() - 4;
    const double inside = origin + taps.front() / 2;
    const QColor tinted = image.pixelColor(f.xFor(inside), frames);
    take.end();
    image = painted(f);
    QCOMPARE(f.view->tapMarks()->lastPaintedMarks(), 0);
    const QColor plain = image.pixelColor(f.xFor(inside), frames);
    QVERIFY2(tinted != plain && tinted.blue() > plain.blue(), qPrintable(tinted.name() + QLatin1Char(' ') + plain.name()));
    QVERIFY(distance(image.pixelColor(f.xFor(origin + taps.front()), events), mark) >= 40);
}

void TestTapMarks::nothingWithoutATake()
{
    TimelineFixture f(flipbook({100, 150, 250}, {}, {}), 1.0, 900);
    painted(f);
    QCOMPARE(f.view->tapMarks()->lastPaintedMarks(), 0);
    QVERIFY(!f.view->tapMarks()->isShowing());
    {
        TapTake take;
        f.view->tapMarks()->setTake(&take);
        take.start({0}, 0.0, 0.0);
        QVERIFY(take.tap(50.0));
        QVERIFY(f.view->tapMarks()->isShowing());
    }
    // The take gone: nothing shown, nothing dangling.
    QVERIFY(!f.view->tapMarks()->isShowing());
    painted(f);
    QCOMPARE(f.view->tapMarks()->lastPaintedMarks(), 0);
}

QTEST_MAIN(TestTapMarks)
#include "tst_tapmarks.moc"
