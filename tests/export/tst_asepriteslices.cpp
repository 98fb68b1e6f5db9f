// The `aseprite` export's frame data held to `inbetween-cli sample` (DESIGN.md, "Frame data for
// games"): at 200 random times per clip (the middles of ms, where Aseprite's whole-ms durations
// show the preview's frame) the exported frame Aseprite shows is found by its tag rules from the
// written durations, then for every slice the key in force at that frame (the last key at or
// before it, as Aseprite's Slice::getByFrame); its bounds minus the frame's pivot (its `pivot`
// times its sourceSize) must be sample's rect (off: sample does not list it, bounds 0 x 0), each
// edge exactly where the pivot plus the rect is a whole pixel, else within half a pixel (the
// rounding the notes name); a point is the bounds plus the slice's pivot. The slices' `data`
// (the kind, "point") and order are the declarations'. The notes name what is rounded.

#include "export/asepriteslices.h"
#include "common/testpaths.h"
#include "common/testutil.h"
#include "export/exportfixtures.h"
#include "export/projectexport.h"
#include "export/readers.h"

#include <QJsonArray>
#include <QRandomGenerator>
#include <QtTest>

#include <cmath>

using namespace inbetween;
using namespace exporttest;

namespace {

// The frame (index into the sheet) Aseprite shows at t ms of a forward tag: `from` + the step
// whose whole-ms hold holds t; with repeat "1" the last frame stays after the end.
int shownFrame(const QJsonObject &frames, const QJsonObject &tag, double t)
{
    const int from = tag[QLatin1String("from")].toInt(), to = tag[QLatin1String("to")].toInt();
    QList<int> durations;
    double period = 0;
    for (int i = from; i <= to; ++i) {
        durations.append(frames[QString::number(i)][QLatin1String("duration")].toInt());
        period += durations.back();
    }
    if (tag[QLatin1String("repeat")].toString() == QLatin1String("1") && t >= period)
        return to;
    double u = std::fmod(t, period);
    for (int k = 0; k < durations.size(); ++k) {
        if (u < durations[k])
            return from + k;
        u -= durations[k];
    }
    return to;
}

// The key of a slice in force at `frame`.
QJsonObject keyAt(const QJsonObject &slice, int frame)
{
    QJsonObject in;
    for (const QJsonValue &k : slice[QLatin1String("keys")].toArray()) {
        if (k[QLatin1String("frame")].toInt() <= frame)
            in = k.toObject();
    }
    return in;
}

// Whether the written whole pixel `got` is the exact `want` (pivot plus rect), rounded.
bool samePixel(double got, double want)
{
    return want == std::floor(want) ? got == want : std::abs(got - want) <= 0.5;
}

} // namespace

class TestAsepriteSlices : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void slicesAreSampleAtRandomTimes_data()
    {
        QTest::addColumn<QString>("project");
        QTest::newRow("punch (the frame-data example)") << QFINDTESTDATA("../../resources/examples/punch.json");
        QTest::newRow("fighter (fractions, ping-pong, a frame without image)") << QFINDTESTDATA("data/fighter.json");
    }
    void slicesAreSampleAtRandomTimes()
    {
        QFETCH(QString, project);
        Fixture f;
        QVERIFY(loadFixture(project, &f));
        const QString out = m_dir.filePath(QFileInfo(project).baseName() + QStringLiteral("/sheet.json"));
        const ProgramRun exported = runProgram(testpaths::cli(),
                                               {QStringLiteral("export"), project, QStringLiteral("--format"),
                                                QStringLiteral("aseprite"), QStringLiteral("-o"), out});
        QVERIFY2(exported.exitCode == 0, qPrintable(exported.err));
        const QJsonObject sheet = QJsonDocument::fromJson(testutil::contentsOf(out)).object();
        const QJsonObject frames = sheet[QLatin1String("frames")].toObject();
        const QJsonObject meta = sheet[QLatin1String("meta")].toObject();
        const QJsonArray slices = meta[QLatin1String("slices")].toArray();

        // One slice per declaration, boxes then points, `data` the kind.
        QCOMPARE(slices.size(), f.project.boxes.size() + f.project.points.size());
        for (qsizetype i = 0; i < slices.size(); ++i) {
            const bool box = i < f.project.boxes.size();
            const QString name = box ? f.project.boxes[i].name : f.project.points[i - f.project.boxes.size()].name;
            QCOMPARE(slices[i][QLatin1String("name")].toString(), name);
            QCOMPARE(slices[i][QLatin1String("data")].toString(),
                     box ? boxKindName(f.project.boxes[i].kind) : QStringLiteral("point"));
            QCOMPARE(slices[i][QLatin1String("keys")][0][QLatin1String("frame")].toInt(), 0);
        }

        QRandomGenerator random(41);
        int checked = 0;
        for (const QJsonValue &tag : meta[QLatin1String("frameTags")].toArray()) {
            const QString clipName = tag[QLatin1String("name")].toString();
            const Clip &clip = f.project.clips[size_t(f.project.clipIndex(clipName))];
            const double period = clip.loop == LoopMode::PingPong ? 2.0 * clip.length() : clip.length();
            QStringList args{QStringLiteral("sample"), project, QStringLiteral("--clip"), clipName};
            QList<double> times;
            for (int n = 0; n < 200; ++n) {
                times.append(std::floor(random.bounded(2.0 * period)) + 0.5);
                args << QStringLiteral("--at") << QString::number(times.back(), 'g', 17);
            }
            const ProgramRun sampled = runProgram(testpaths::cli(), args);
            QVERIFY2(sampled.exitCode == 0, qPrintable(sampled.err));
            const QList<QByteArray> lines = sampled.out.trimmed().split('\n');
            QCOMPARE(lines.size(), times.size());
            for (qsizetype n = 0; n < times.size(); ++n) {
                const QJsonObject s = QJsonDocument::fromJson(lines[n]).object();
                const int shown = shownFrame(frames, tag.toObject(), times[n]);
                const QJsonObject frame = frames[QString::number(shown)].toObject();
                const double pivot[2] = {frame[QLatin1String("pivot")][QLatin1String("x")].toDouble()
                                             * frame[QLatin1String("sourceSize")][QLatin1String("w")].toDouble(),
                                         frame[QLatin1String("pivot")][QLatin1String("y")].toDouble()
                                             * frame[QLatin1String("sourceSize")][QLatin1String("h")].toDouble()};
                const QString where = QStringLiteral("%1 at %2 ms (sheet frame %3): ").arg(clipName).arg(times[n]).arg(shown);
                if (s[QLatin1String("pivot")].isArray()) { // the shown frame is sample's: the same pivot
                    QVERIFY2(std::abs(pivot[0] - s[QLatin1String("pivot")][0].toDouble()) < 1e-9
                                 && std::abs(pivot[1] - s[QLatin1String("pivot")][1].toDouble()) < 1e-9,
                             qPrintable(where + QStringLiteral("pivot")));
                }
                for (qsizetype i = 0; i < slices.size(); ++i) {
                    const bool box = i < f.project.boxes.size();
                    const QString name = slices[i][QLatin1String("name")].toString();
                    const QJsonValue want = s[box ? QLatin1String("boxes") : QLatin1String("points")][name];
                    const QJsonObject key = keyAt(slices[i].toObject(), shown);
                    const QJsonObject b = key[QLatin1String("bounds")].toObject();
                    const double x = b[QLatin1String("x")].toDouble(), y = b[QLatin1String("y")].toDouble();
                    const double w = b[QLatin1String("w")].toDouble(), h = b[QLatin1String("h")].toDouble();
                    const QString what = where + name + QStringLiteral(": ") + QString::fromUtf8(QJsonDocument(key).toJson(QJsonDocument::Compact));
                    if (want.isUndefined()) {
                        QVERIFY2(w == 0 && h == 0, qPrintable(what + QStringLiteral(" is on, sample has it off")));
                        continue;
                    }
                    const QJsonArray r = want.toArray();
                    if (box) {
                        QVERIFY2(samePixel(x, pivot[0] + r[0].toDouble()) && samePixel(y, pivot[1] + r[1].toDouble())
                                     && samePixel(x + w, pivot[0] + r[0].toDouble() + r[2].toDouble())
                                     && samePixel(y + h, pivot[1] + r[1].toDouble() + r[3].toDouble()) && w >= 1 && h >= 1,
                                 qPrintable(what));
                    } else {
                        const QJsonObject p = key[QLatin1String("pivot")].toObject();
                        QVERIFY2(w == 1 && h == 1 && samePixel(x + p[QLatin1String("x")].toDouble(), pivot[0] + r[0].toDouble())
                                     && samePixel(y + p[QLatin1String("y")].toDouble(), pivot[1] + r[1].toDouble()),
                                 qPrintable(what));
                    }
                    ++checked;
                }
            }
        }
        QVERIFY(checked > 0);
    }

    // The notes name each clip's boxes and points that are not on whole pixels, with the frames.
    void notesNameWhatIsRounded_data()
    {
        QTest::addColumn<QString>("project");
        QTest::addColumn<QStringList>("notes");
        QTest::newRow("punch: whole pixels") << QFINDTESTDATA("../../resources/examples/punch.json") << QStringList();
        QTest::newRow("fighter") << QFINDTESTDATA("data/fighter.json")
                                 << QStringList{QStringLiteral(
                                        "clip \"punch\": Aseprite's slices are whole pixels: rounded to the nearest "
                                        "(halves up) are box \"body\" at frames[2]; box \"fist\" at frames[2], "
                                        "frames[3]; point \"hand\" at frames[2]; point \"muzzle\" at frames[2]")};
    }
    void notesNameWhatIsRounded()
    {
        QFETCH(QString, project);
        QFETCH(QStringList, notes);
        Fixture f;
        QVERIFY(loadFixture(project, &f));
        ExportOptions options;
        options.format = QStringLiteral("aseprite");
        QCOMPARE(exportNotes(f.project, options), notes);
    }

    // Edges round to the nearest pixel (halves up); a box keeps at least one pixel.
    void boundsRoundEachEdge_data()
    {
        QTest::addColumn<QRectF>("rect");
        QTest::addColumn<QPointF>("pivot");
        QTest::addColumn<QRect>("bounds");
        QTest::newRow("whole") << QRectF(-8, -48, 16, 48) << QPointF(32, 58) << QRect(24, 10, 16, 48);
        QTest::newRow("half pivot") << QRectF(-7, -48, 17, 48) << QPointF(28.5, 57) << QRect(22, 9, 17, 48);
        QTest::newRow("quarter") << QRectF(21.5, -36.25, 10, 9.5) << QPointF(33, 58) << QRect(55, 22, 10, 9);
        QTest::newRow("thin") << QRectF(0.1, 0, 0.2, 1) << QPointF(0, 0) << QRect(0, 0, 1, 1);
    }
    void boundsRoundEachEdge()
    {
        QFETCH(QRectF, rect);
        QFETCH(QPointF, pivot);
        QFETCH(QRect, bounds);
        QCOMPARE(AsepriteSlices::boxBounds(rect, pivot), bounds);
    }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestAsepriteSlices)
#include "tst_asepriteslices.moc"
