// Aseprite sprite-sheet export: hash frames "0".."N-1" on a PNG atlas beside the JSON, whole-ms
// durations whose starts stay within 0.5 ms of the exact ones, and a tag whose direction and
// durations play the loop mode by Aseprite's rules: ping-pong exact by default (a forward tag over
// the clip out and back), Aseprite's own pingpong tag (the end frames once per turn) on request.
// Played here by those rules at every ms and compared with Clip::sample.

#include "export/exportfixtures.h"
#include "common/testutil.h"

#include <QDir>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <cmath>

using namespace inbetween;
using namespace exporttest;


namespace {

// Ten frames of a third of 100 ms each: every duration needs rounding.
Fixture thirds()
{
    Fixture f;
    QList<Frame> frames;
    for (int i = 0; i < 10; ++i)
        frames.append(Frame{100.0 / 3.0, QString(), std::nullopt});
    f.project.name = QStringLiteral("Thirds");
    f.project.clips[0].frames.setFrames(frames);
    f.folder = QDir::currentPath();
    return f;
}

// Aseprite's playback of the tag: the frame shown at t ms.
int asepriteFrameAt(const QList<int> &durations, const QString &direction, bool once, double t)
{
    QList<int> order;
    for (int i = 0; i < durations.size(); ++i)
        order.append(i);
    if (direction == QLatin1String("pingpong")) {
        for (int i = int(durations.size()) - 2; i >= 1; --i)
            order.append(i); // back without repeating the end frames
    }
    double period = 0;
    for (int i : order)
        period += durations[i];
    if (once && t >= period)
        return order.back();
    double u = std::fmod(t, period);
    for (int i : order) {
        if (u < durations[i])
            return i;
        u -= durations[i];
    }
    return order.back();
}

} // namespace

class TestAsepriteExport : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void playsTheLoopMode_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<inbetween::LoopMode>("loop");
        QTest::addColumn<bool>("native");
        for (const char *name : {"flipbook", "pingpong", "thirds"}) {
            QTest::addRow("%s-loop", name) << QString::fromLatin1(name) << LoopMode::Loop << false;
            QTest::addRow("%s-once", name) << QString::fromLatin1(name) << LoopMode::Once << false;
            QTest::addRow("%s-pingpong", name) << QString::fromLatin1(name) << LoopMode::PingPong << false;
            QTest::addRow("%s-pingpong-native", name) << QString::fromLatin1(name) << LoopMode::PingPong << true;
        }
    }
    void playsTheLoopMode()
    {
        QFETCH(QString, fixture);
        QFETCH(inbetween::LoopMode, loop);
        QFETCH(bool, native);
        Fixture f;
        if (fixture == QLatin1String("thirds"))
            f = thirds();
        else
            QVERIFY(loadFixture(fixture, &f));
        f.project.clips[0].loop = loop;
        const Clip &clip = f.project.clips[0];
        const QString out = m_dir.filePath(QStringLiteral("%1-%2%3.json").arg(fixture, loopModeName(loop), native ? QStringLiteral("-native") : QString()));
        ExportOptions options;
        options.format = QStringLiteral("aseprite");
        options.asepriteNativePingPong = native;
        QString error;
        QVERIFY2(exportProject(f.project, f.folder, out, options, &error), qPrintable(error));
        const QByteArray bytes = testutil::contentsOf(out);
        QJsonParseError parseError;
        const QJsonObject doc = QJsonDocument::fromJson(bytes, &parseError).object();
        QCOMPARE(parseError.error, QJsonParseError::NoError);

        // The atlas beside the JSON, named in meta.image, the size meta.size says.
        const QJsonObject meta = doc[QLatin1String("meta")].toObject();
        const QString image = meta[QLatin1String("image")].toString();
        QCOMPARE(image, QFileInfo(out).completeBaseName() + QStringLiteral(".png"));
        const QImage atlas(m_dir.filePath(image));
        QVERIFY(!atlas.isNull());
        QCOMPARE(atlas.width(), meta[QLatin1String("size")][QLatin1String("w")].toInt());
        QCOMPARE(atlas.height(), meta[QLatin1String("size")][QLatin1String("h")].toInt());

        // The frames the tag steps through: the clip's (ping-pong, exact: out and back,
        // 0..n-1, n-2..0, the last frame's hold doubled; native: once, the ends doubled).
        const int n = clip.frames.count();
        QList<int> order;
        QList<double> exact;
        for (int i = 0; i < n; ++i) {
            order.append(i);
            exact.append(clip.frames.frame(i).duration);
        }
        if (loop == LoopMode::PingPong && n >= 2) {
            exact.back() *= 2;
            if (native) {
                exact.front() *= 2;
            } else {
                for (int i = n - 2; i >= 0; --i) {
                    order.append(i);
                    exact.append(clip.frames.frame(i).duration);
                }
            }
        }

        // Hash form, "0".."N-1", each rectangle inside the atlas and showing its frame's picture.
        const QJsonObject frames = doc[QLatin1String("frames")].toObject();
        QCOMPARE(frames.size(), order.size());
        QList<int> durations;
        QList<QRect> rects;
        for (int i = 0; i < order.size(); ++i) {
            const QJsonObject frame = frames[QString::number(i)].toObject();
            QVERIFY2(!frame.isEmpty(), qPrintable(QStringLiteral("no frame \"%1\"").arg(i)));
            const QJsonObject r = frame[QLatin1String("frame")].toObject();
            rects.append(QRect(r[QLatin1String("x")].toInt(), r[QLatin1String("y")].toInt(), r[QLatin1String("w")].toInt(),
                               r[QLatin1String("h")].toInt()));
            QVERIFY(QRect(0, 0, atlas.width(), atlas.height()).contains(rects.last()));
            if (i >= n)
                QCOMPARE(rects.last(), rects[order[i]]); // the way back shows the same cells
            const QJsonValue duration = frame[QLatin1String("duration")];
            QVERIFY(duration.isDouble() && duration.toDouble() == std::floor(duration.toDouble()));
            QVERIFY(duration.toInt() >= 1);
            durations.append(duration.toInt());
        }

        // One tag over every frame; ping-pong is Aseprite's own only when asked for.
        const QJsonArray tags = meta[QLatin1String("frameTags")].toArray();
        QCOMPARE(tags.size(), 1);
        const QJsonObject tag = tags[0].toObject();
        QCOMPARE(tag[QLatin1String("name")].toString(), clip.name);
        QCOMPARE(tag[QLatin1String("from")].toInt(), 0);
        QCOMPARE(tag[QLatin1String("to")].toInt(), int(order.size()) - 1);
        const QString direction = tag[QLatin1String("direction")].toString();
        QCOMPARE(direction, native && loop == LoopMode::PingPong ? QStringLiteral("pingpong") : QStringLiteral("forward"));
        const bool once = tag[QLatin1String("repeat")].toString() == QLatin1String("1");
        QCOMPARE(once, loop == LoopMode::Once);

        // Every frame starts within 0.5 ms of its exact start; they add up to the period.
        double exactStart = 0, start = 0;
        for (int i = 0; i < order.size(); ++i) {
            QVERIFY2(std::abs(start - exactStart) <= 0.5, qPrintable(QStringLiteral("frame %1 starts at %2, not %3")
                                                                         .arg(i)
                                                                         .arg(start)
                                                                         .arg(exactStart)));
            start += durations[i];
            exactStart += exact[i];
        }
        QVERIFY2(std::abs(start - exactStart) <= 0.5, qPrintable(QString::number(start)));

        // Played by Aseprite's rules at the middle of every ms of two periods, the frames are the
        // preview's: exactly where the period is whole ms (every start is then within 0.5 ms, and
        // half a ms rounds down); else away from a change by the drift of the rounded period
        // (native ping-pong: one frame-0 hold later, as Aseprite starts at the beginning of the
        // doubled hold, and the doubled end holds round once).
        const double lag = native && loop == LoopMode::PingPong && n >= 2 ? clip.frames.frame(0).duration : 0.0;
        const double period = loop == LoopMode::PingPong ? 2 * clip.length() : clip.length();
        const bool whole = period == std::floor(period) && !native;
        for (double t = 0.5; t < 2 * period; t += 1.0) {
            const int shown = order[asepriteFrameAt(durations, direction, once, t + lag)];
            if (!whole) {
                const double slack = 1.0 + 2.0 * std::abs(start - exactStart);
                if (clip.sample(t - slack).frame != clip.sample(t).frame || clip.sample(t + slack).frame != clip.sample(t).frame)
                    continue;
            }
            if (shown != clip.sample(t).frame)
                QFAIL(qPrintable(QStringLiteral("at %1 ms Aseprite shows frame %2, the preview %3")
                                     .arg(t)
                                     .arg(shown)
                                     .arg(clip.sample(t).frame)));
        }

        // The events, in the tag's user data.
        const QJsonObject data = QJsonDocument::fromJson(tag[QLatin1String("data")].toString().toUtf8()).object();
        const QJsonArray events = data[QLatin1String("events")].toArray();
        QCOMPARE(events.size(), clip.events.size());
        for (int i = 0; i < events.size(); ++i) {
            QCOMPARE(events[i][QLatin1String("time")].toDouble(), clip.events[i].time);
            QCOMPARE(events[i][QLatin1String("name")].toString(), clip.events[i].name);
        }

        // Same project, same bytes (JSON and PNG).
        QTemporaryDir other;
        const QString again = other.filePath(QFileInfo(out).fileName());
        QVERIFY(exportProject(f.project, f.folder, again, options, &error));
        QCOMPARE(testutil::contentsOf(again), bytes);
        QCOMPARE(testutil::contentsOf(other.filePath(image)), testutil::contentsOf(m_dir.filePath(image)));
    }

    // Exact ping-pong, for clips of a whole-ms length: Aseprite shows the preview's frame in every
    // ms of four periods (at its middle), and with whole-ms holds at every whole ms of the way out
    // too; coming back the preview's time runs backwards, so a frame there lasts to the end of
    // its hold's last instant, where Aseprite's next frame has begun.
    void pingPongIsExactAtEveryMs_data()
    {
        QTest::addColumn<QList<double>>("holds");
        QTest::newRow("flipbook") << QList<double>{100, 150, 250};
        QTest::newRow("one frame") << QList<double>{40};
        QTest::newRow("two frames") << QList<double>{7, 3};
        QTest::newRow("hero idle") << QList<double>{200, 150, 301};
        QTest::newRow("half ms") << QList<double>{10.5, 20, 30.5};
    }
    void pingPongIsExactAtEveryMs()
    {
        QFETCH(QList<double>, holds);
        Fixture f;
        f.folder = m_dir.path();
        QList<Frame> frames;
        for (double h : holds)
            frames.append(Frame{h, QString(), std::nullopt});
        f.project.clips[0].frames.setFrames(frames);
        f.project.clips[0].loop = LoopMode::PingPong;
        const Clip &clip = f.project.clips[0];
        ExportOptions options;
        options.format = QStringLiteral("aseprite");
        QString error;
        const QString out = m_dir.filePath(QStringLiteral("every-ms-%1.json").arg(QString::fromLatin1(QTest::currentDataTag())));
        QVERIFY2(exportProject(f.project, f.folder, out, options, &error), qPrintable(error));
        const QJsonObject doc = QJsonDocument::fromJson(testutil::contentsOf(out)).object();
        const QJsonObject sheet = doc[QLatin1String("frames")].toObject();
        QList<int> durations;
        for (int i = 0; i < sheet.size(); ++i)
            durations.append(sheet[QString::number(i)][QLatin1String("duration")].toInt());
        QList<int> order;
        for (int i = 0; i < holds.size(); ++i)
            order.append(i);
        for (int i = int(holds.size()) - 2; i >= 0; --i)
            order.append(i);
        QCOMPARE(durations.size(), order.size());
        const double L = clip.length();
        for (double t = 0.5; t < 8 * L; t += 1.0)
            QCOMPARE(order[asepriteFrameAt(durations, QStringLiteral("forward"), false, t)], clip.sample(t).frame);
        const bool wholeHolds = std::all_of(holds.begin(), holds.end(), [](double h) { return h == std::floor(h); });
        for (double t = 0; wholeHolds && t < L; t += 1.0)
            QCOMPARE(order[asepriteFrameAt(durations, QStringLiteral("forward"), false, t)], clip.sample(t).frame);
    }

    void framesKeepTheirPixels()
    {
        Fixture f;
        QVERIFY(loadFixture(QStringLiteral("flipbook"), &f));
        const QString out = m_dir.filePath(QStringLiteral("pixels.json"));
        QString error;
        const QJsonObject doc = QJsonDocument::fromJson(exportBytes(f, QStringLiteral("aseprite"), out, &error)).object();
        const QImage atlas(m_dir.filePath(QStringLiteral("pixels.png")));
        for (int i = 0; i < f.project.clips[0].frames.count(); ++i) {
            const QImage source(QDir(f.folder).filePath(f.project.clips[0].frames.frame(i).image));
            const QJsonObject r = doc[QLatin1String("frames")][QString::number(i)][QLatin1String("frame")].toObject();
            const QRect cell(r[QLatin1String("x")].toInt(), r[QLatin1String("y")].toInt(), r[QLatin1String("w")].toInt(),
                             r[QLatin1String("h")].toInt());
            const QPoint at = cell.topLeft() + QPoint((cell.width() - source.width()) / 2, (cell.height() - source.height()) / 2);
            const QImage expected = source.convertToFormat(QImage::Format_ARGB32);
            const QImage got = atlas.copy(QRect(at, source.size())).convertToFormat(QImage::Format_ARGB32);
            for (int y = 0; y < source.height(); ++y) {
                for (int x = 0; x < source.width(); ++x)
                    QCOMPARE(got.pixel(x, y), expected.pixel(x, y));
            }
        }
    }

    void projectWithoutFramesIsRefused()
    {
        Fixture f;
        QVERIFY(loadFixture(QStringLiteral("square"), &f));
        const QString out = m_dir.filePath(QStringLiteral("square.json"));
        QString error;
        QVERIFY(exportBytes(f, QStringLiteral("aseprite"), out, &error).isEmpty());
        QVERIFY2(error.contains(QLatin1String("no frames")), qPrintable(error));
        QVERIFY(!QFileInfo::exists(out));
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("square.png"))));
    }

    void missingImageIsNamed()
    {
        Fixture f;
        QVERIFY(loadFixture(QStringLiteral("flipbook"), &f));
        f.project.clips[0].frames.setImage(1, QStringLiteral("frames/none.png"));
        QString error;
        QVERIFY(exportBytes(f, QStringLiteral("aseprite"), m_dir.filePath(QStringLiteral("missing.json")), &error).isEmpty());
        QVERIFY2(error.contains(QLatin1String("frames[1].image")) && error.contains(QLatin1String("frames/none.png")),
                 qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestAsepriteExport)
#include "tst_asepriteexport.moc"
