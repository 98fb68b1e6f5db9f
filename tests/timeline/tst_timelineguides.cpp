// The clip's guides on the real TimelineView (DESIGN.md, "Timing to voice and beat"): the beat grid
// drawn as beats and bars only where they are far enough apart, markers as flags on the ruler;
// drags of edges, keys, events, the playhead and markers landing exactly on a beat or marker near
// them (Shift: not); a marker dragged by its flag (one undo step, Escape cancels), renamed by a
// double-click on it, removed with Delete once clicked.

#include "timeline/guidepainter.h"
#include "timeline/timelinefixture.h"

#include <QLineEdit>
#include <QUndoStack>

using namespace inbetween;
using namespace inbetween::test;
using Row = TimelineLayout::Row;
using Kind = TimelineHit::Kind;

namespace {
// Frames of 300, 400 and 500 ms, keys at 250 and 1300, an event at 100; 120 BPM from 0 (beats at
// 0, 500, 1000, ...); markers "hit" at 333 and "out" at 1150.
Project guided()
{
    Project p = flipbook({300, 400, 500}, {250, 1300}, {100});
    p.clips[0].beat = BeatGrid{120, 0};
    p.clips[0].markers = {{333, QStringLiteral("hit")}, {1150, QStringLiteral("out")}};
    return p;
}
} // namespace

class TestTimelineGuides : public QObject
{
    Q_OBJECT

private slots:
    void beatsAndBars_data();
    void beatsAndBars();
    void markerFlags();
    void dragsLandOnGuides_data();
    void dragsLandOnGuides();
    void markerDrag();
    void escapeCancelsAMarkerDrag();
    void doubleClickRenames();
    void deleteRemovesTheMarkerClicked();
};

void TestTimelineGuides::beatsAndBars_data()
{
    QTest::addColumn<double>("bpm");
    QTest::addColumn<double>("offset");
    QTest::addColumn<double>("msPerPixel");
    QTest::addColumn<int>("beats"); // lines drawn, bars among them
    QTest::addColumn<int>("bars");
    // The viewport shows about -12 to 880 ms at 1 ms/px: beats every 250 ms from 100 (and from
    // -150 before the offset, off screen) are 100, 350, 600, 850, the bar on 100.
    QTest::newRow("240 BPM at 1 ms/px") << 240.0 << 100.0 << 1.0 << 4 << 1;
    // Beats before the offset count back from it: -400 (a bar), -150, 100, 350, 600, 850 at
    // 0.5 ms/px show 100 and 350 in -6 to 440 ms.
    QTest::newRow("240 BPM at 0.5 ms/px") << 240.0 << 100.0 << 0.5 << 2 << 1;
    // 60 BPM from -250: beats at 750 (bar? -250 + 4 x 1000 = 3750 is one) ... at 4 ms/px, every
    // 250 px: -250 is off screen; 750, 1750, 2750 show in -48 to 3520 ms; the bar is 3750: none.
    QTest::newRow("60 BPM from -250 at 4 ms/px") << 60.0 << -250.0 << 4.0 << 3 << 0;
    // 5 px between beats at 50 ms/px: only the bars, 20 px apart, every 1000 ms from 100 to
    // 44100 in the -650 to 44300 ms shown.
    QTest::newRow("too close: bars only") << 240.0 << 100.0 << 50.0 << 45 << 45;
    // 600 BPM at 50 ms/px: bars 5 px apart too: nothing.
    QTest::newRow("too close: nothing") << 2400.0 << 0.0 << 50.0 << 0 << 0;
}

void TestTimelineGuides::beatsAndBars()
{
    QFETCH(double, bpm);
    QFETCH(double, offset);
    QFETCH(double, msPerPixel);
    QFETCH(int, beats);
    QFETCH(int, bars);
    Project p = flipbook({40000, 10000});
    p.clips[0].beat = BeatGrid{bpm, offset};
    TimelineFixture f(p, msPerPixel, 900);
    const auto [from, to] = f.view->axis().visibleTimes(f.viewport()->width());
    // The viewport is 898 px wide: -12 to 886 px of time.
    QCOMPARE(f.viewport()->width(), 898);
    QCOMPARE(from, -12 * msPerPixel);
    f.viewport()->grab();
    QCOMPARE(f.view->lastGuideStats().beats, beats);
    QCOMPARE(f.view->lastGuideStats().bars, bars);
    QCOMPARE(f.view->lastGuideStats().markers, 0);
}

void TestTimelineGuides::markerFlags()
{
    TimelineFixture f(guided(), 1.0, 1400);
    const QImage image = f.viewport()->grab().toImage();
    QCOMPARE(f.view->lastGuideStats().markers, 2);
    const QRect ruler = f.view->rowLayout().rect(Row::Ruler);
    // Each flag right of its pole, in the marker's colour, and grabbed by it.
    for (const ClipMarker &m : f.doc.clip().markers) {
        const QRectF flag = GuidePainter::flagRect(f.xFor(m.time), m.name, ruler);
        QVERIFY(flag.width() > 20);
        QCOMPARE(flag.left(), double(f.xFor(m.time)));
        QCOMPARE(image.pixelColor(flag.toAlignedRect().right() - 1, flag.toAlignedRect().top() + 1), GuidePainter::markerColor);
        QCOMPARE(f.view->hitAt(flag.center().toPoint()).kind, Kind::Marker);
    }
    QCOMPARE(f.view->hitAt(f.at(333, Row::Ruler)).index, 0);
    QCOMPARE(f.view->hitAt(f.at(1150, Row::Ruler)).index, 1);
    // Away from the flags the ruler scrubs as ever; the lines below take no press.
    QCOMPARE(f.view->hitAt(f.at(800, Row::Ruler)).kind, Kind::Ruler);
    QCOMPARE(f.view->hitAt(f.at(333, Row::Keyframes)).kind, Kind::None);
    // The one selected is drawn in the selection's colour.
    f.view->selectMarker(1);
    const QImage selected = f.viewport()->grab().toImage();
    const QRect flag = GuidePainter::flagRect(f.xFor(1150), QStringLiteral("out"), ruler).toAlignedRect();
    QCOMPARE(selected.pixelColor(flag.right() - 1, flag.top() + 1), GuidePainter::selectedColor);
}

void TestTimelineGuides::dragsLandOnGuides_data()
{
    QTest::addColumn<QString>("what"); // "edge I", "key I", "event I", "playhead"
    QTest::addColumn<double>("from");  // ms where the press is
    QTest::addColumn<double>("to");    // ms where the release is
    QTest::addColumn<bool>("shift");
    QTest::addColumn<double>("lands"); // the edge's, key's, event's or playhead's time after
    // At 1 ms/px the snap distance is 6 ms.
    QTest::newRow("an edge onto a beat") << "edge 0" << 300.0 << 497.0 << false << 500.0;
    QTest::newRow("an edge onto a marker") << "edge 1" << 700.0 << 1146.0 << false << 1150.0;
    QTest::newRow("an edge past the distance: whole ms") << "edge 0" << 300.0 << 492.0 << false << 492.0;
    QTest::newRow("an edge, Shift: no guide") << "edge 0" << 300.0 << 497.0 << true << 497.0;
    QTest::newRow("a key onto a beat") << "key 0" << 250.0 << 1004.0 << false << 1000.0;
    QTest::newRow("a key onto a marker") << "key 0" << 250.0 << 337.0 << false << 333.0;
    QTest::newRow("a key, Shift: no guide") << "key 0" << 250.0 << 1004.0 << true << 1004.0;
    QTest::newRow("an event onto a beat") << "event 0" << 100.0 << 503.0 << false << 500.0;
    QTest::newRow("an event onto a marker") << "event 0" << 100.0 << 1155.0 << false << 1150.0;
    QTest::newRow("the playhead onto a beat") << "playhead" << 800.0 << 995.0 << false << 1000.0;
}

void TestTimelineGuides::dragsLandOnGuides()
{
    QFETCH(QString, what);
    QFETCH(double, from);
    QFETCH(double, to);
    QFETCH(bool, shift);
    QFETCH(double, lands);
    TimelineFixture f(guided(), 1.0, 1400);
    const QStringList w = what.split(QLatin1Char(' '));
    const Row row = w[0] == QLatin1String("edge")      ? Row::Frames
                    : w[0] == QLatin1String("key")     ? Row::Keyframes
                    : w[0] == QLatin1String("event")   ? Row::Events
                                                       : Row::Ruler;
    const QPoint start = f.at(from, row);
    const Kind kind = w[0] == QLatin1String("edge")    ? Kind::FrameEdge
                      : w[0] == QLatin1String("key")   ? Kind::Keyframe
                      : w[0] == QLatin1String("event") ? Kind::Event
                                                       : Kind::Ruler;
    QCOMPARE(f.view->hitAt(start).kind, kind);
    f.drag(start, f.at(to, row), shift ? Qt::ShiftModifier : Qt::NoModifier);
    const Clip &clip = f.doc.clip();
    const int i = w.value(1).toInt();
    const double got = w[0] == QLatin1String("edge")    ? clip.frames.end(i)
                       : w[0] == QLatin1String("key")   ? clip.motion.key(i).time
                       : w[0] == QLatin1String("event") ? clip.events[i].time
                                                        : f.view->playheadTime();
    QCOMPARE(got, lands);
    if (row != Row::Ruler)
        QCOMPARE(f.doc.undoStack()->count(), 1);
}

void TestTimelineGuides::markerDrag()
{
    TimelineFixture f(guided(), 1.0, 1400);
    const QPoint pole = f.at(333, Row::Ruler);
    QCOMPARE(f.view->hitAt(pole).kind, Kind::Marker);
    // Dragged past the other marker and a beat, dropped 3 ms from the beat at 1500.
    f.drag(pole, f.at(1503, Row::Ruler));
    QCOMPARE(f.doc.clip().markers[0], (ClipMarker{1500, QStringLiteral("hit")}));
    QCOMPARE(f.doc.clip().markers[1], (ClipMarker{1150, QStringLiteral("out")}));
    QCOMPARE(f.view->selectedMarker(), 0);
    QCOMPARE(f.doc.undoStack()->count(), 1);
    QCOMPARE(f.view->playheadTime(), 0.0); // a marker's drag is no scrub
    // Onto the other marker: it snaps to it (never to itself).
    f.drag(f.at(1500, Row::Ruler), f.at(1147, Row::Ruler));
    QCOMPARE(f.doc.clip().markers[0].time, 1150.0);
    // With Shift, where it is let go; not before 0.
    f.drag(f.at(1150, Row::Ruler), f.at(1203, Row::Ruler), Qt::ShiftModifier);
    QCOMPARE(f.doc.clip().markers[0].time, 1203.0);
    QCOMPARE(f.doc.undoStack()->count(), 3);
    f.doc.undoStack()->undo();
    f.doc.undoStack()->undo();
    f.doc.undoStack()->undo();
    QCOMPARE(f.doc.clip().markers, guided().clips[0].markers);
}

void TestTimelineGuides::escapeCancelsAMarkerDrag()
{
    TimelineFixture f(guided(), 1.0, 1400);
    const QPoint pole = f.at(1150, Row::Ruler);
    f.press(pole);
    f.moveHeld(pole + QPoint(80, 0));
    QCOMPARE(f.doc.clip().markers[1].time, 1230.0);
    QCOMPARE(f.view->dragLabel(), QStringLiteral("1230 ms, 73.8 f"));
    QTest::keyClick(f.view.get(), Qt::Key_Escape);
    QCOMPARE(f.doc.clip().markers[1].time, 1150.0);
    QCOMPARE(f.doc.undoStack()->count(), 0);
    f.release(pole + QPoint(80, 0));
    QCOMPARE(f.doc.clip().markers[1].time, 1150.0);
}

void TestTimelineGuides::doubleClickRenames()
{
    TimelineFixture f(guided(), 1.0, 1400);
    const QRect ruler = f.view->rowLayout().rect(Row::Ruler);
    const QPoint flag = GuidePainter::flagRect(f.xFor(1150), QStringLiteral("out"), ruler).center().toPoint();
    QTest::mouseDClick(f.viewport(), Qt::LeftButton, Qt::NoModifier, flag);
    QLineEdit *field = f.view->markerRenamer()->field();
    QVERIFY(field->isVisible());
    QCOMPARE(field->text(), QStringLiteral("out"));
    QCOMPARE(field->selectedText(), QStringLiteral("out"));
    QTest::keyClicks(field, QStringLiteral("chorus"));
    QTest::keyClick(field, Qt::Key_Return);
    QVERIFY(!field->isVisible());
    QCOMPARE(f.doc.clip().markers[1], (ClipMarker{1150, QStringLiteral("chorus")}));
    QCOMPARE(f.doc.undoStack()->count(), 1);
    QCOMPARE(f.doc.undoStack()->undoText(), QStringLiteral("Rename marker \"out\" to \"chorus\" in clip"));
    // Escape leaves the name as it was, and no step.
    QTest::mouseDClick(f.viewport(), Qt::LeftButton, Qt::NoModifier, flag);
    QVERIFY(field->isVisible());
    QTest::keyClicks(field, QStringLiteral("nope"));
    QTest::keyClick(field, Qt::Key_Escape);
    QVERIFY(!field->isVisible());
    QCOMPARE(f.doc.clip().markers[1].name, QStringLiteral("chorus"));
    QCOMPARE(f.doc.undoStack()->count(), 1);
}

void TestTimelineGuides::deleteRemovesTheMarkerClicked()
{
    TimelineFixture f(guided(), 1.0, 1400);
    f.frameSelection.select(f.frames.index(1, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    f.click(f.at(333, Row::Ruler));
    QCOMPARE(f.view->selectedMarker(), 0);
    QTest::keyClick(f.view.get(), Qt::Key_Delete);
    QCOMPARE(f.doc.clip().markers, (QList<ClipMarker>{{1150, QStringLiteral("out")}}));
    QCOMPARE(f.doc.clip().frames.count(), 3); // the frames selected stay
    QCOMPARE(f.view->selectedMarker(), -1);
    // A press elsewhere lets a marker go: Delete is the frames' again.
    f.click(f.at(1150, Row::Ruler));
    QCOMPARE(f.view->selectedMarker(), 0);
    f.click(f.at(600, Row::Ruler));
    QCOMPARE(f.view->selectedMarker(), -1);
    f.doc.undoStack()->undo();
    QCOMPARE(f.doc.clip().markers, guided().clips[0].markers);
}

QTEST_MAIN(TestTimelineGuides)
#include "tst_timelineguides.moc"
