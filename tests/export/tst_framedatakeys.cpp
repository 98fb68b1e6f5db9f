// FrameDataKeys: the keys every engine export writes for the frame data of a sequence of frames,
// one per declared box and point in declared order, at step 0 and wherever the value changes
// (another rect, on, off), and the notes of a format that has no place for boxes or points.

#include "export/framedatakeys.h"
#include "export/projectexport.h"

#include <QColor>
#include <QtTest>

using namespace inbetween;

namespace {

// A frame's data written short: "fist" on at rect r, or off when r is empty.
FrameData withBox(const QString &name, const QRectF &rect)
{
    FrameData d;
    if (!rect.isEmpty())
        d.boxes.insert(name, rect);
    return d;
}

QList<SharedFrameData> stepsOf(const QList<FrameData> &data)
{
    QList<SharedFrameData> steps;
    for (const FrameData &d : data)
        steps.append(SharedFrameData(d));
    return steps;
}

} // namespace

Q_DECLARE_METATYPE(QList<FrameData>)
Q_DECLARE_METATYPE(QList<BoxKey>)

class TestFrameDataKeys : public QObject
{
    Q_OBJECT

private slots:
    void boxKeys_data()
    {
        QTest::addColumn<QList<FrameData>>("steps");
        QTest::addColumn<QList<BoxKey>>("keys");
        const QRectF a(-6, -28, 12, 28), b(6, -22, 10, 6);
        const QString fist = QStringLiteral("fist");
        QTest::newRow("no steps") << QList<FrameData>{} << QList<BoxKey>{};
        QTest::newRow("off throughout: one key, off") << QList<FrameData>{{}, {}, {}} << QList<BoxKey>{{0, std::nullopt}};
        QTest::newRow("on throughout, one rect: one key")
            << QList<FrameData>{withBox(fist, a), withBox(fist, a), withBox(fist, a)} << QList<BoxKey>{{0, a}};
        QTest::newRow("on, another rect, same again")
            << QList<FrameData>{withBox(fist, a), withBox(fist, b), withBox(fist, b)} << QList<BoxKey>{{0, a}, {1, b}};
        QTest::newRow("off, on, off")
            << QList<FrameData>{{}, withBox(fist, a), withBox(fist, a), {}} << QList<BoxKey>{{0, std::nullopt}, {1, a}, {3, std::nullopt}};
        QTest::newRow("another box does not key this one")
            << QList<FrameData>{withBox(fist, a), withBox(QStringLiteral("body"), a)} << QList<BoxKey>{{0, a}, {1, std::nullopt}};
        QTest::newRow("on again with the rect it had") << QList<FrameData>{withBox(fist, a), {}, withBox(fist, a)}
                                                       << QList<BoxKey>{{0, a}, {1, std::nullopt}, {2, a}};
    }
    void boxKeys()
    {
        QFETCH(QList<FrameData>, steps);
        QFETCH(QList<BoxKey>, keys);
        Project p;
        p.boxes = {{QStringLiteral("body"), BoxKind::Hurt}, {QStringLiteral("fist"), BoxKind::Hit}};
        const FrameDataKeys k = FrameDataKeys::of(p, stepsOf(steps));
        QCOMPARE(k.boxes.size(), 2);
        QCOMPARE(k.boxes[1].box, p.boxes[1]);
        QCOMPARE(k.boxes[1].keys, keys);
        QCOMPARE(k.boxes[1].everOn(), std::any_of(keys.cbegin(), keys.cend(), [](const BoxKey &key) { return bool(key.rect); }));
    }

    // Declared order, not the name order the frames' maps keep; points keyed as boxes are.
    void declaredOrderAndPoints()
    {
        Project p;
        p.boxes = {{QStringLiteral("zeta"), BoxKind::Other}, {QStringLiteral("alpha"), BoxKind::Hit}};
        p.points = {{QStringLiteral("muzzle")}, {QStringLiteral("hand")}};
        FrameData one, two;
        one.points.insert(QStringLiteral("hand"), QPointF(1, 2));
        two.points.insert(QStringLiteral("hand"), QPointF(1, 2.5));
        two.points.insert(QStringLiteral("muzzle"), QPointF(0, 0));
        two.boxes.insert(QStringLiteral("alpha"), QRectF(0, 0, 1, 1));
        two.boxes.insert(QStringLiteral("zeta"), QRectF(0, 0, 2, 1));
        const FrameDataKeys k = FrameDataKeys::of(p, stepsOf({one, two, one}));
        QCOMPARE(k.boxes[0].box.name, QStringLiteral("zeta"));
        QCOMPARE(k.boxes[1].box.name, QStringLiteral("alpha"));
        QCOMPARE(k.boxes[0].distinctRects(), QList<QRectF>{QRectF(0, 0, 2, 1)});
        QCOMPARE(k.points[0].point.name, QStringLiteral("muzzle"));
        QCOMPARE(k.points[0].keys, (QList<PointKey>{{0, std::nullopt}, {1, QPointF(0, 0)}, {2, std::nullopt}}));
        QCOMPARE(k.points[1].keys, (QList<PointKey>{{0, QPointF(1, 2)}, {1, QPointF(1, 2.5)}, {2, QPointF(1, 2)}}));
        QVERIFY(k.points[1].everOn());
    }

    // The one palette every view and export colours frame data with, written down: the light
    // table, the timeline, Aseprite's slice colours and Spine's bounding boxes all read it.
    void palette_data()
    {
        QTest::addColumn<int>("kind"); // -1: a point
        QTest::addColumn<QString>("colour");
        QTest::newRow("hit: red") << int(BoxKind::Hit) << QStringLiteral("#ffff3030");
        QTest::newRow("hurt: blue") << int(BoxKind::Hurt) << QStringLiteral("#ff3080ff");
        QTest::newRow("other: yellow") << int(BoxKind::Other) << QStringLiteral("#ffffd600");
        QTest::newRow("point: green") << -1 << QStringLiteral("#ff40e860");
    }
    void palette()
    {
        QFETCH(int, kind);
        QFETCH(QString, colour);
        const QRgb rgb = kind < 0 ? kPointColour : boxKindColour(BoxKind(kind));
        QCOMPARE(QColor::fromRgba(rgb).name(QColor::HexArgb), colour);
    }

    void centreFromPivot_data()
    {
        QTest::addColumn<QSizeF>("size");
        QTest::addColumn<QPointF>("pivot"); // (-1, -1): none given
        QTest::addColumn<QPointF>("centre");
        QTest::newRow("no pivot: the centre, no move") << QSizeF(64, 32) << QPointF(-1, -1) << QPointF(0, 0);
        QTest::newRow("feet at the bottom middle") << QSizeF(64, 64) << QPointF(32, 58) << QPointF(0, -26);
        QTest::newRow("top left corner") << QSizeF(10, 20) << QPointF(0, 0) << QPointF(5, 10);
        QTest::newRow("outside the picture") << QSizeF(10, 10) << QPointF(14.5, -3) << QPointF(-9.5, 8);
    }
    void centreFromPivot()
    {
        QFETCH(QSizeF, size);
        QFETCH(QPointF, pivot);
        QFETCH(QPointF, centre);
        FrameData d;
        if (pivot != QPointF(-1, -1))
            d.pivot = pivot;
        QCOMPARE(d.centreFromPivot(size), centre);
    }
};

QTEST_GUILESS_MAIN(TestFrameDataKeys)
#include "tst_framedatakeys.moc"
