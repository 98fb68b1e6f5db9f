// The Boxes tool's gestures without widgets (editor/boxes/boxesgesture.h): what a press takes
// hold of, snapping to whole picture pixels (from the picture's corner, the pivot on a half
// pixel), Shift free, an inverted drag flipping the corners, a zero-size draw making no box, and
// a pivot move keeping the boxes and points where they are on the picture.
#include "boxes/boxesgesture.h"

#include <QTest>

using namespace inbetween;
using Part = BoxesGesture::Part;

namespace {
// Picture pixels from the pivot to view pixels: 4 view pixels a picture pixel, the pivot at (100, 100).
QPointF toView(const QPointF &p)
{
    return QPointF(100, 100) + 4 * p;
}

FrameData sample()
{
    FrameData d;
    d.boxes.insert(QStringLiteral("body"), QRectF(-8, -40, 16, 40));
    d.boxes.insert(QStringLiteral("fist"), QRectF(10, -30, 6, 4));
    d.points.insert(QStringLiteral("hand"), QPointF(12, -20));
    return d;
}
} // namespace

class TestBoxesGesture : public QObject
{
    Q_OBJECT

private slots:
    void whatAPressTakes();
    void drawSnapsAndFlips();
    void moveAndResize();
    void pivotKeepsTheRestOnThePicture();
    void pointMoves();
};

void TestBoxesGesture::whatAPressTakes()
{
    const FrameData d = sample();
    const auto hit = [&](const QPointF &picture, const QString &selected = QString()) {
        return BoxesGesture::hit(d, toView, toView(picture), selected, QStringLiteral("fist"));
    };
    QCOMPARE(hit(QPointF(0.5, 0.5)).part, Part::Pivot);
    QCOMPARE(hit(QPointF(12.5, -20)).part, Part::Point);
    QCOMPARE(hit(QPointF(12.5, -20)).name, QStringLiteral("hand"));
    QCOMPARE(hit(QPointF(-8, -40)).part, Part::TopLeft);
    QCOMPARE(hit(QPointF(8, -10)).part, Part::Right);
    QCOMPARE(hit(QPointF(0, -39.9)).part, Part::Top);
    QCOMPARE(hit(QPointF(0, -20)).part, Part::Inside);
    QCOMPARE(hit(QPointF(0, -20)).name, QStringLiteral("body"));
    // The small fist: its inside is still a place to move it by.
    QCOMPARE(hit(QPointF(13, -28)).part, Part::Inside);
    QCOMPARE(hit(QPointF(13, -28)).name, QStringLiteral("fist"));
    QCOMPARE(hit(QPointF(30, -30)).part, Part::NewBox);
    QCOMPARE(BoxesGesture::hit(d, toView, toView(QPointF(30, -30)), QString(), QString()).part, Part::None);
    // A frame without an image of its own: no pivot to take; a point on it is taken instead.
    FrameData atOrigin = d;
    atOrigin.points[QStringLiteral("hand")] = QPointF(0, 0);
    QCOMPARE(BoxesGesture::hit(atOrigin, toView, toView(QPointF(0.5, 0.5)), QString(), QString(), false).part, Part::Point);
    QCOMPARE(BoxesGesture::hit(atOrigin, toView, toView(QPointF(0.5, 0.5)), QString(), QString()).part, Part::Pivot);
    QCOMPARE(BoxesGesture::hit(d, toView, toView(QPointF(0.5, 0.5)), QString(), QStringLiteral("fist"), false).part,
             Part::Bottom); // the body's bottom edge, which runs through the pivot
    QCOMPARE(BoxesGesture::cursor(Part::TopLeft, false), Qt::SizeFDiagCursor);
    QCOMPARE(BoxesGesture::cursor(Part::TopLeft, true), Qt::SizeBDiagCursor);
}

void TestBoxesGesture::drawSnapsAndFlips()
{
    // The pivot on a half pixel (a 33-pixel-wide picture's centre): whole picture pixels are at
    // x + 0.5 from it.
    const BoxesGesture::Target draw{Part::NewBox, QStringLiteral("fist")};
    BoxesGesture g(FrameData(), QPointF(16.5, 20), draw, QPointF(3.2, -7.9));
    g.dragTo(QPointF(-4.1, -1.2), false); // up and left of the start: the corners flip
    QCOMPARE(g.shown().boxes.value(QStringLiteral("fist")), QRectF(QPointF(-4.5, -8), QPointF(3.5, -1)));
    QCOMPARE(g.result()->boxes.value(QStringLiteral("fist")), QRectF(QPointF(-4.5, -8), QPointF(3.5, -1)));
    QCOMPARE(g.text(), QStringLiteral("Draw box fist"));
    g.dragTo(QPointF(-4.1, -1.2), true); // Shift: where the mouse is
    QCOMPARE(g.shown().boxes.value(QStringLiteral("fist")), QRectF(QPointF(-4.1, -7.9), QPointF(3.2, -1.2)));
    // Back to (nearly) where it began: no width, no box, no step.
    g.dragTo(QPointF(3.3, -2), false);
    QVERIFY(!g.shown().boxes.contains(QStringLiteral("fist")));
    QVERIFY(!g.result());
    // Over a box of that name: the drag replaces its rect.
    BoxesGesture again(sample(), QPointF(16, 20), draw, QPointF(-20, -10));
    again.dragTo(QPointF(-15, -5), false);
    QCOMPARE(again.result()->boxes.value(QStringLiteral("fist")), QRectF(-20, -10, 5, 5));
}

void TestBoxesGesture::moveAndResize()
{
    BoxesGesture move(sample(), QPointF(16, 20), {Part::Inside, QStringLiteral("fist")}, QPointF(12, -28));
    move.dragTo(QPointF(14.4, -30.6), false);
    QCOMPARE(move.result()->boxes.value(QStringLiteral("fist")), QRectF(12, -33, 6, 4));
    QCOMPARE(move.text(), QStringLiteral("Move box fist"));
    move.dragTo(QPointF(12, -28), false); // back: nothing changes, no step
    QVERIFY(!move.result());

    // The left edge dragged past the right one: the box flips, the old right edge is its left.
    BoxesGesture resize(sample(), QPointF(16, 20), {Part::Left, QStringLiteral("fist")}, QPointF(10, -28));
    resize.dragTo(QPointF(19.2, -28), false);
    QCOMPARE(resize.result()->boxes.value(QStringLiteral("fist")), QRectF(QPointF(16, -30), QPointF(19, -26)));
    // Onto the right edge: a pixel wide, never zero.
    resize.dragTo(QPointF(16.1, -28), false);
    QCOMPARE(resize.result()->boxes.value(QStringLiteral("fist")).width(), 1.0);
    BoxesGesture corner(sample(), QPointF(16, 20), {Part::BottomRight, QStringLiteral("fist")}, QPointF(16, -26));
    corner.dragTo(QPointF(18, -23), false);
    QCOMPARE(corner.result()->boxes.value(QStringLiteral("fist")), QRectF(10, -30, 8, 7));
    QCOMPARE(corner.text(), QStringLiteral("Resize box fist"));
}

void TestBoxesGesture::pivotKeepsTheRestOnThePicture()
{
    FrameData d = sample(); // no pivot: the centre of a 32 x 40 picture, (16, 20)
    BoxesGesture g(d, QPointF(16, 20), {Part::Pivot, QString()}, QPointF(0, 0));
    g.dragTo(QPointF(0.4, 19.7), false); // to the feet: (16, 40)
    QCOMPARE(g.pivotMark(), QPointF(0, 20));
    QCOMPARE(g.shown(), d); // drawn from the old pivot while dragging
    const FrameData r = *g.result();
    QCOMPARE(r.pivot, std::optional<QPointF>(QPointF(16, 40)));
    QCOMPARE(r.boxes.value(QStringLiteral("body")), QRectF(-8, -60, 16, 40));
    QCOMPARE(r.points.value(QStringLiteral("hand")), QPointF(12, -40));
    QCOMPARE(g.text(), QStringLiteral("Move pivot"));
    g.dragTo(QPointF(0.2, -0.3), false); // back where it was: no step
    QVERIFY(!g.result());
}

void TestBoxesGesture::pointMoves()
{
    BoxesGesture g(sample(), QPointF(16, 20), {Part::Point, QStringLiteral("hand")}, QPointF(12, -20));
    g.dragTo(QPointF(15.3, -25.6), false);
    QCOMPARE(g.result()->points.value(QStringLiteral("hand")), QPointF(15, -26));
    g.dragTo(QPointF(15.3, -25.6), true);
    QCOMPARE(g.result()->points.value(QStringLiteral("hand")), QPointF(15.3, -25.6));
}

QTEST_GUILESS_MAIN(TestBoxesGesture)
#include "tst_boxesgesture.moc"
