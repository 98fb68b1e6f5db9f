// PreviewFraming: one scene unit is one picture pixel, so Pixel Zoom N draws a unit as N view
// pixels whatever the picture; Fit fills the view with the motion's bounds; a pan moves the
// scene with the pointer (flipped too) and frame() takes it back, or centres the sprite where a
// fixed zoom cannot show the whole motion (issue 39: the jump at 4x left the view).
#include "preview/previewframing.h"

#include <QTest>
#include <cmath>

using namespace inbetween;

class TestPreviewFraming : public QObject
{
    Q_OBJECT

private slots:
    void scale_data()
    {
        QTest::addColumn<int>("pixelScale");
        QTest::addColumn<double>("zoom");
        QTest::addColumn<double>("expected");
        // Bounds 200 x 100 in a 400 x 400 view: fit by the width, 2 pixels a unit.
        QTest::newRow("fit") << 0 << 1.0 << 2.0;
        QTest::newRow("fit, zoomed in") << 0 << 1.5 << 3.0;
        QTest::newRow("1x: a picture pixel is a view pixel") << 1 << 1.0 << 1.0;
        QTest::newRow("4x, the zoom aside") << 4 << 3.0 << 4.0;
    }
    void scale()
    {
        QFETCH(int, pixelScale);
        QFETCH(double, zoom);
        QFETCH(double, expected);
        PreviewFraming f = framing(QRectF(-100, -50, 200, 100));
        f.setPixelScale(pixelScale);
        f.setZoom(zoom);
        QCOMPARE(f.pixelsPerUnit(), expected);
        QCOMPARE(f.sceneToView(0, 0), QPointF(200, 200)); // the bounds' centre in the view's
        QCOMPARE(f.sceneToView(10, 10), QPointF(200 + 10 * expected, 200 - 10 * expected)); // y up
    }

    void panFollowsThePointer_data()
    {
        QTest::addColumn<bool>("flipped");
        QTest::addColumn<int>("pixelScale");
        QTest::newRow("fit") << false << 0;
        QTest::newRow("4x") << false << 4;
        QTest::newRow("4x, flipped") << true << 4;
    }
    void panFollowsThePointer()
    {
        QFETCH(bool, flipped);
        QFETCH(int, pixelScale);
        PreviewFraming f = framing(QRectF(-100, -50, 200, 100));
        f.setFlipped(flipped);
        f.setPixelScale(pixelScale);
        const QPointF before = f.sceneToView(30, -20);
        f.panBy(QPointF(25, -40));
        QCOMPARE(f.sceneToView(30, -20), before + QPointF(25, -40));
        const QPointF scene = f.viewToScene(QPointF(123, 321));
        QCOMPARE(f.sceneToView(scene.x(), scene.y()), QPointF(123, 321));
        f.frame(QPointF(0, 0));
        QCOMPARE(f.pan(), QPointF());
        QCOMPARE(f.sceneToView(0, 0), QPointF(200, 200));
    }

    // A jump 600 units high at 4x is 2400 view pixels: the whole cannot show, so F puts the
    // sprite (here at its top, y 500) in the middle; where the motion fits, F centres the motion.
    void frameCentresTheSpriteWhenTheMotionCannotFit_data()
    {
        QTest::addColumn<int>("pixelScale");
        QTest::addColumn<QPointF>("centre");
        QTest::newRow("fit: the motion") << 0 << QPointF(0, 250);
        QTest::newRow("1x: the motion fits") << 1 << QPointF(0, 250);
        QTest::newRow("4x: the sprite") << 4 << QPointF(10, 500);
    }
    void frameCentresTheSpriteWhenTheMotionCannotFit()
    {
        QFETCH(int, pixelScale);
        QFETCH(QPointF, centre);
        PreviewFraming f = framing(QRectF(-50, -50, 100, 600)); // y -50..550
        f.setViewSize(QSizeF(800, 700));
        f.setPixelScale(pixelScale);
        f.panBy(QPointF(300, 300));
        f.frame(QPointF(10, 500));
        QCOMPARE(f.centre(), centre);
    }

    // At a Pixel Zoom whole units fall on whole view pixels, wherever the bounds and the pan
    // put the centre and whatever the view's size: a picture pixel is never split in two.
    void wholeUnitsOnWholePixels_data()
    {
        QTest::addColumn<int>("pixelScale");
        QTest::addColumn<QSizeF>("view");
        QTest::addColumn<QPointF>("pan");
        QTest::newRow("1x, odd view") << 1 << QSizeF(401, 333) << QPointF(0.3, 0);
        QTest::newRow("3x, dragged") << 3 << QSizeF(400, 400) << QPointF(7.1, -2.2);
        QTest::newRow("4x, odd view") << 4 << QSizeF(517, 389) << QPointF(-3.3, 9.7);
    }
    void wholeUnitsOnWholePixels()
    {
        QFETCH(int, pixelScale);
        QFETCH(QSizeF, view);
        QFETCH(QPointF, pan);
        PreviewFraming f = framing(QRectF(-13.37, -7.77, 71.1, 35.5));
        f.setViewSize(view);
        f.setPixelScale(pixelScale);
        f.panBy(pan);
        for (const QPointF &p : {QPointF(0, 0), QPointF(-32, 32), QPointF(17, -5)}) {
            const QPointF v = f.sceneToView(p.x(), p.y());
            QVERIFY2(std::abs(v.x() - std::round(v.x())) < 1e-9 && std::abs(v.y() - std::round(v.y())) < 1e-9,
                     qPrintable(QStringLiteral("(%1, %2) at view (%3, %4)").arg(p.x()).arg(p.y()).arg(v.x(), 0, 'f', 4).arg(v.y(), 0, 'f', 4)));
        }
    }

private:
    static PreviewFraming framing(const QRectF &bounds)
    {
        PreviewFraming f;
        f.setBounds(bounds);
        f.setViewSize(QSizeF(400, 400));
        return f;
    }
};

QTEST_MAIN(TestPreviewFraming)
#include "tst_previewframing.moc"
