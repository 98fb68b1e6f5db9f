// The timeline's box lanes (DESIGN.md, "Frame data for games") on the boxer's punch
// (resources/examples/punch.json: body, a hurt box, on every frame; fist, a hit box, on the jab and
// the full reach, frames 2 and 3 at 120-220 ms): a lane per declared box under the frame row, its
// bar in the kind's colour from the x of the first frame that lists the box to the x where the
// last one ends, at any zoom and scroll; a declared box no frame lists draws no bar; lanes come
// and go with the declarations (an undo step each) and the rows below move with them; hit testing
// of the other rows is as it was.

#include "document/framedataedits.h"
#include "file/projectreader.h"
#include "timeline/boxlanepainter.h"
#include "timeline/timelinefixture.h"
#include "timeline/timelinehittester.h"

#include <QScrollBar>
#include <QUndoStack>

using namespace inbetween;
using namespace inbetween::test;
using Row = TimelineLayout::Row;
using Kind = TimelineHit::Kind;

namespace {

Project punch()
{
    const QString path = QFINDTESTDATA("../../resources/examples/punch.json");
    const ProjectReader::Result r = ProjectReader::readFile(path);
    if (!r.project)
        qFatal("punch.json did not read");
    return *r.project;
}

// Right of this x the lane's name (on its translucent ground, over any bar) is never drawn.
constexpr int pastLabel = 80;

// The x range [first, last] of the pixels in `color` along row y from x `from` on, or {-1, -1}.
QPair<int, int> colouredRun(const QImage &image, int y, const QColor &color, int from = pastLabel)
{
    int first = -1, last = -1;
    for (int x = from; x < image.width(); ++x) {
        if (image.pixelColor(x, y) == color) {
            if (first < 0)
                first = x;
            last = x;
        }
    }
    return {first, last};
}

} // namespace

class TestBoxLanes : public QObject
{
    Q_OBJECT

private slots:
    void barsStartAndEndAtTheFrames_data();
    void barsStartAndEndAtTheFrames();
    void aBoxWithoutDataDrawsNoBar();
    void lanesFollowTheDeclarations();
    void otherRowsHitAsBefore_data();
    void otherRowsHitAsBefore();
};

void TestBoxLanes::barsStartAndEndAtTheFrames_data()
{
    QTest::addColumn<QString>("box");
    QTest::addColumn<double>("msPerPixel");
    QTest::addColumn<int>("scroll"); // the scroll bar's value, px
    QTest::addColumn<double>("from"); // ms, where the frames that list it start
    QTest::addColumn<double>("to");   // ms, where they end
    QTest::newRow("fist at 1 ms/px") << QStringLiteral("fist") << 1.0 << 0 << 120.0 << 220.0;
    QTest::newRow("fist at 0.5 ms/px") << QStringLiteral("fist") << 0.5 << 0 << 120.0 << 220.0;
    QTest::newRow("fist at 0.25 ms/px, scrolled") << QStringLiteral("fist") << 0.25 << 300 << 120.0 << 220.0;
    QTest::newRow("body at 0.5 ms/px") << QStringLiteral("body") << 0.5 << 0 << 0.0 << 400.0;
}

void TestBoxLanes::barsStartAndEndAtTheFrames()
{
    QFETCH(QString, box);
    QFETCH(double, msPerPixel);
    QFETCH(int, scroll);
    QFETCH(double, from);
    QFETCH(double, to);
    const Project project = punch();
    TimelineFixture f(project, msPerPixel, 1000);
    f.view->horizontalScrollBar()->setValue(scroll);
    QCOMPARE(f.view->rowLayout().boxLanes(), 2);
    const int lane = project.boxIndex(box);
    QVERIFY(lane >= 0);
    const QImage image = f.viewport()->grab().toImage();

    // The bar's pixels, in the kind's colour, in the middle of its lane (right of its name).
    const QRect laneRect = f.view->rowLayout().boxLane(lane);
    QVERIFY(laneRect.top() > f.view->rowLayout().rect(Row::Frames).bottom());
    // The kinds' colours, written down: hit red, hurt blue.
    const QColor color = QColor::fromRgba(boxKindColour(project.boxes[lane].kind));
    const QPair<int, int> run = colouredRun(image, laneRect.center().y(), color);
    const int firstX = std::max(pastLabel, f.xFor(from));
    const int lastX = std::min(image.width() - 1, f.xFor(to) - 1);
    QCOMPARE(run.first, firstX);
    QCOMPARE(run.second, lastX);

    // And the rectangles the painter reports.
    const BoxLanePainter::Stats stats = f.view->lastBoxLaneStats();
    QCOMPARE(stats.bars.size(), 2);
    QCOMPARE(stats.bars[lane].size(), 1);
    QCOMPARE(stats.bars[lane][0].left(), f.xFor(from));
    QCOMPARE(stats.bars[lane][0].right(), f.xFor(to) - 1);
    QVERIFY(laneRect.contains(stats.bars[lane][0]));
}

void TestBoxLanes::aBoxWithoutDataDrawsNoBar()
{
    Project project = punch();
    project.boxes.append({QStringLiteral("push"), BoxKind::Other});
    TimelineFixture f(project, 1.0, 1000);
    QCOMPARE(f.view->rowLayout().boxLanes(), 3);
    const QImage image = f.viewport()->grab().toImage();
    const QRect lane = f.view->rowLayout().boxLane(2);
    const QColor yellow = QColor::fromRgba(boxKindColour(BoxKind::Other)); // an "other" box's colour
    // No pixel of a bar; the name's mark at the lane's left is the only yellow.
    const QPair<int, int> run = colouredRun(image, lane.center().y(), yellow, 0);
    QVERIFY2(run.second < 8, qPrintable(QStringLiteral("a bar at x %1").arg(run.second)));
    QVERIFY(f.view->lastBoxLaneStats().bars[2].isEmpty());
    QCOMPARE(f.view->lastBoxLaneStats().bars[1].size(), 1); // fist still has its bar
}

void TestBoxLanes::lanesFollowTheDeclarations()
{
    TimelineFixture f(punch(), 1.0, 1000);
    const TimelineLayout before = f.view->rowLayout();
    const int height = f.view->minimumSizeHint().height();
    QVERIFY(FrameDataEdits::addBox(&f.doc, QStringLiteral("push")));
    QCOMPARE(f.view->rowLayout().boxLanes(), 3);
    QCOMPARE(f.view->rowLayout().rect(Row::Sound).top(), before.rect(Row::Sound).top() + TimelineLayout::boxLaneHeight);
    QCOMPARE(f.view->rowLayout().rect(Row::Events).top(), before.rect(Row::Events).top() + TimelineLayout::boxLaneHeight);
    QCOMPARE(f.view->minimumSizeHint().height(), height + TimelineLayout::boxLaneHeight);
    QVERIFY(FrameDataEdits::remove(&f.doc, FrameDataEdits::Names::Boxes, 1)); // fist
    QCOMPARE(f.view->rowLayout().boxLanes(), 2);
    f.viewport()->grab();
    QCOMPARE(f.view->lastBoxLaneStats().bars.size(), 2);
    QCOMPARE(f.view->lastBoxLaneStats().bars[1].size(), 0); // push, now second
    f.doc.undoStack()->undo();
    f.doc.undoStack()->undo();
    QCOMPARE(f.view->rowLayout().boxLanes(), 2);
    QCOMPARE(f.view->rowLayout().rect(Row::Sound), before.rect(Row::Sound));
    QCOMPARE(f.view->minimumSizeHint().height(), height);
    // Without declarations no lane at all: the rows are where they were before frame data.
    f.doc.reset(flipbook({100, 100}), QString());
    QCOMPARE(f.view->rowLayout().boxLanes(), 0);
    QCOMPARE(f.view->rowLayout().rect(Row::Sound).top(), TimelineLayout::rulerHeight + TimelineLayout::framesHeight);
    QCOMPARE(f.view->rowLayout().rowAt(TimelineLayout::rulerHeight + TimelineLayout::framesHeight), Row::Sound);
}

void TestBoxLanes::otherRowsHitAsBefore_data()
{
    QTest::addColumn<double>("ms");
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("index");
    QTest::newRow("frame 2's body") << 140.0 << int(Row::Frames) << int(Kind::FrameBody) << 2;
    QTest::newRow("the event whoosh") << 120.0 << int(Row::Events) << int(Kind::Event) << 0;
    QTest::newRow("the fist's lane") << 140.0 << int(Row::Boxes) << int(Kind::None) << -1;
    QTest::newRow("the ruler") << 140.0 << int(Row::Ruler) << int(Kind::Ruler) << -1;
}

void TestBoxLanes::otherRowsHitAsBefore()
{
    QFETCH(double, ms);
    QFETCH(int, row);
    QFETCH(int, kind);
    QFETCH(int, index);
    TimelineFixture f(punch(), 1.0, 1000);
    const QPoint at(f.xFor(ms), f.view->rowLayout().rect(Row(row)).center().y());
    const TimelineHit hit = f.view->hitAt(at);
    QCOMPARE(int(hit.row), row);
    QCOMPARE(int(hit.kind), kind);
    if (index >= 0)
        QCOMPARE(hit.index, index);
}

QTEST_MAIN(TestBoxLanes)
#include "tst_boxlanes.moc"
