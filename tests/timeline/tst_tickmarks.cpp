// The timeline's game tick marks (TickMarks): with a rate on, a teal corner on every block whose
// hold the rate shows for another time, a teal strip under bands that hide such frames, the
// tooltip line "At 60 Hz: shows 16.7 or 33.3 ms (hold 20 ms)"; nothing while off; marks follow
// edits and the loop mode.

#include "document/clipedits.h"
#include "itemmodels/ticktext.h"
#include "timeline/timelinefixture.h"

#include <QHelpEvent>
#include <QToolTip>

using namespace inbetween;
using namespace inbetween::test;
using Row = TimelineLayout::Row;

class TestTickMarks : public QObject
{
    Q_OBJECT

private slots:
    void blocksMarked_data();
    void blocksMarked();
    void toolTip();
    void bandsMarkedPixelByPixel();
    void followsEdits();
};

namespace {
bool isMark(const QColor &c)
{
    const QColor m = TickMarks::color();
    return std::abs(c.red() - m.red()) < 8 && std::abs(c.green() - m.green()) < 8 && std::abs(c.blue() - m.blue()) < 8;
}

// The pixel inside the corner of frame i's block.
QColor cornerOf(const TimelineFixture &f, const QImage &image, int i)
{
    const int x1 = f.xFor(f.doc.clip().frames.end(i));
    const int bottom = f.view->rowLayout().rect(Row::Frames).bottom() - 2;
    return image.pixelColor(x1 - 3, bottom - 1);
}
} // namespace

void TestTickMarks::blocksMarked_data()
{
    QTest::addColumn<QList<double>>("durations");
    QTest::addColumn<double>("hz");
    QTest::addColumn<QList<int>>("marked");
    // 100, 150, 250 ms: whole ticks at 60 Hz; at 30 Hz 150 and 250 are 4.5 and 7.5 ticks.
    QTest::newRow("off") << QList<double>{100, 150, 250} << 0.0 << QList<int>{};
    QTest::newRow("60 Hz, all whole") << QList<double>{100, 150, 250} << 60.0 << QList<int>{};
    QTest::newRow("30 Hz") << QList<double>{100, 150, 250} << 30.0 << QList<int>{1, 2};
    // 14.4, 20.8 and 36 ticks of 6.9 ms: the last is whole.
    QTest::newRow("144 Hz") << QList<double>{100, 150, 250} << 144.0 << QList<int>{0, 1};
    // 50 ms is 3 ticks wherever it starts.
    QTest::newRow("20 ms at 60 Hz") << QList<double>{20, 20, 20, 50} << 60.0 << QList<int>{0, 1, 2};
}

void TestTickMarks::blocksMarked()
{
    QFETCH(QList<double>, durations);
    QFETCH(double, hz);
    QFETCH(QList<int>, marked);
    TimelineFixture f(flipbook(durations), 1.0);
    f.view->tickMarks()->setRate(hz);
    QCOMPARE(f.view->tickMarks()->isOn(), hz > 0.0);
    QCOMPARE(QList<int>(f.view->tickMarks()->marked().begin(), f.view->tickMarks()->marked().end()),
             hz > 0.0 ? marked : QList<int>{});
    const QImage image = f.viewport()->grab().toImage();
    for (int i = 0; i < durations.size(); ++i)
        QVERIFY2(isMark(cornerOf(f, image, i)) == marked.contains(i), qPrintable(QStringLiteral("frame %1").arg(i)));
}

void TestTickMarks::toolTip()
{
    TimelineFixture f(flipbook({20, 90}), 0.5);
    auto tipAt = [&](double ms) {
        QHelpEvent help(QEvent::ToolTip, f.at(ms, Row::Frames), f.viewport()->mapToGlobal(f.at(ms, Row::Frames)));
        QCoreApplication::sendEvent(f.viewport(), &help);
        return QToolTip::text();
    };
    QVERIFY(!tipAt(10).contains(QStringLiteral("Hz")));
    f.view->tickMarks()->setRate(60.0);
    QCOMPARE(tipAt(10).split(QLatin1Char('\n')).last(), QStringLiteral("At 60 Hz: shows 16.7 or 33.3 ms (hold 20 ms)"));
    QVERIFY(tipAt(10).startsWith(QStringLiteral("Frame 0: 20 ms")));
    // 90 ms after 20: 5 or 6 ticks (83.3 or 100 ms).
    QCOMPARE(tipAt(70).split(QLatin1Char('\n')).last(), QStringLiteral("At 60 Hz: shows 83.3 or 100 ms (hold 90 ms)"));
}

// 2,000 frames of 7 ms at 0.5 px a ms: bands of narrow frames. At 60 Hz every one of them is
// off; the strip under the bands runs the width of the frames, and the painter drew at most one
// mark a pixel column.
void TestTickMarks::bandsMarkedPixelByPixel()
{
    TimelineFixture f(flipbook(QList<double>(2000, 7.0)), 2.0, 600);
    f.view->tickMarks()->setRate(60.0);
    QCOMPARE(int(f.view->tickMarks()->marked().size()), 2000);
    const QImage image = f.viewport()->grab().toImage();
    const int y = f.view->rowLayout().rect(Row::Frames).bottom() - 3;
    int marks = 0;
    for (int x = f.xFor(0); x < f.xFor(500); ++x)
        marks += isMark(image.pixelColor(x, y)) ? 1 : 0;
    QVERIFY2(marks >= f.xFor(500) - f.xFor(0) - 2, qPrintable(QString::number(marks)));
    // Nothing past the clip's end (14 s, beyond the view: the last column is the frames').
    f.view->tickMarks()->setRate(0.0);
    QVERIFY(!isMark(f.viewport()->grab().toImage().pixelColor(f.xFor(100), y)));
}

void TestTickMarks::followsEdits()
{
    TimelineFixture f(flipbook({100, 150, 250}), 1.0);
    TickMarks *marks = f.view->tickMarks();
    marks->setRate(60.0);
    QVERIFY(marks->marked().empty());
    // Pingpong: ticks on both ends of the turns' passes give the end frames a tick more one way
    // (266.7 ms out for 250) and one less the other (83.3 ms back for 100).
    ClipEdits::setLoopMode(&f.doc, 0, LoopMode::PingPong);
    QCOMPARE(QList<int>(marks->marked().begin(), marks->marked().end()), (QList<int>{0, 2}));
    f.doc.undoStack()->undo();
    QVERIFY(f.frames.setData(f.frames.index(1, FrameTableModel::DurationColumn), 140.0));
    QCOMPARE(QList<int>(marks->marked().begin(), marks->marked().end()), (QList<int>{1})); // 8.4 ticks
    QVERIFY(isMark(cornerOf(f, f.viewport()->grab().toImage(), 1)));
    f.doc.undoStack()->undo();
    QVERIFY(marks->marked().empty());
    QVERIFY(!isMark(cornerOf(f, f.viewport()->grab().toImage(), 1)));
}

QTEST_MAIN(TestTickMarks)
#include "tst_tickmarks.moc"
