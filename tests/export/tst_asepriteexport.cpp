// Aseprite sprite-sheet export: hash frames "0".."n-1" on a PNG atlas beside the JSON, whole-ms
// durations whose starts stay within 1 ms of the exact ones, and a tag whose direction and
// durations play the loop mode by Aseprite's rules (its ping-pong shows the end frames once per
// turn). Played here by those rules and compared with Project::sample.

#include "exportfixtures.h"

#include <QDir>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <cmath>

using namespace inbetween;
using namespace exporttest;

Q_DECLARE_METATYPE(inbetween::LoopMode)

namespace {

// Ten frames of a third of 100 ms each: every duration needs rounding.
Fixture thirds()
{
    Fixture f;
    QList<Frame> frames;
    for (int i = 0; i < 10; ++i)
        frames.append(Frame{100.0 / 3.0, QString()});
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
        for (const char *name : {"flipbook", "pingpong", "thirds"}) {
            QTest::addRow("%s-loop", name) << QString::fromLatin1(name) << LoopMode::Loop;
            QTest::addRow("%s-once", name) << QString::fromLatin1(name) << LoopMode::Once;
            QTest::addRow("%s-pingpong", name) << QString::fromLatin1(name) << LoopMode::PingPong;
        }
    }
    void playsTheLoopMode()
    {
        QFETCH(QString, fixture);
        QFETCH(inbetween::LoopMode, loop);
        Fixture f;
        if (fixture == QLatin1String("thirds"))
            f = thirds();
        else
            QVERIFY(loadFixture(fixture, &f));
        f.project.clips[0].loop = loop;
        const Project &p = f.project;
        const QString out = m_dir.filePath(QStringLiteral("%1-%2.json").arg(fixture, loopModeName(loop)));
        QString error;
        const QByteArray bytes = exportBytes(f, QStringLiteral("aseprite"), out, &error);
        QVERIFY2(!bytes.isEmpty(), qPrintable(error));
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

        // Hash form, "0".."n-1", each rectangle inside the atlas.
        const QJsonObject frames = doc[QLatin1String("frames")].toObject();
        const int n = p.clips[0].frames.count();
        QCOMPARE(frames.size(), n);
        QList<int> durations;
        for (int i = 0; i < n; ++i) {
            const QJsonObject frame = frames[QString::number(i)].toObject();
            QVERIFY2(!frame.isEmpty(), qPrintable(QStringLiteral("no frame \"%1\"").arg(i)));
            const QJsonObject r = frame[QLatin1String("frame")].toObject();
            QVERIFY(QRect(0, 0, atlas.width(), atlas.height())
                        .contains(QRect(r[QLatin1String("x")].toInt(), r[QLatin1String("y")].toInt(),
                                        r[QLatin1String("w")].toInt(), r[QLatin1String("h")].toInt())));
            const QJsonValue duration = frame[QLatin1String("duration")];
            QVERIFY(duration.isDouble() && duration.toDouble() == std::floor(duration.toDouble()));
            QVERIFY(duration.toInt() >= 1);
            durations.append(duration.toInt());
        }

        // One tag over every frame, in the loop mode's direction.
        const QJsonArray tags = meta[QLatin1String("frameTags")].toArray();
        QCOMPARE(tags.size(), 1);
        const QJsonObject tag = tags[0].toObject();
        QCOMPARE(tag[QLatin1String("from")].toInt(), 0);
        QCOMPARE(tag[QLatin1String("to")].toInt(), n - 1);
        const QString direction = tag[QLatin1String("direction")].toString();
        QCOMPARE(direction, loop == LoopMode::PingPong ? QStringLiteral("pingpong") : QStringLiteral("forward"));
        const bool once = tag[QLatin1String("repeat")].toString() == QLatin1String("1");
        QCOMPARE(once, loop == LoopMode::Once);

        // The durations: the preview's frames (end frames doubled for ping-pong), each frame
        // starting within 1 ms of its exact start; they add up to the length (or the period).
        QList<double> exact;
        for (const Frame &frame : p.clips[0].frames.frames())
            exact.append(frame.duration);
        if (loop == LoopMode::PingPong && n >= 2) {
            exact.front() *= 2;
            exact.back() *= 2;
        }
        double exactStart = 0, start = 0, sum = 0;
        for (int i = 0; i < n; ++i) {
            QVERIFY2(std::abs(start - exactStart) < 1.0, qPrintable(QStringLiteral("frame %1 starts at %2, not %3")
                                                                        .arg(i)
                                                                        .arg(start)
                                                                        .arg(exactStart)));
            start += durations[i];
            exactStart += exact[i];
            sum += durations[i];
        }
        const double expectedSum = loop == LoopMode::PingPong && n >= 2 ? p.clips[0].length() + exact.front() / 2 + exact.back() / 2
                                                                        : p.clips[0].length();
        QVERIFY2(std::abs(sum - expectedSum) < 1.0, qPrintable(QString::number(sum)));

        // Played by Aseprite's rules, the frames are the preview's (ping-pong: one frame-0
        // duration later, as Aseprite starts at the beginning of the doubled hold), more than
        // 1 ms away from a change.
        const double lag = loop == LoopMode::PingPong && n >= 2 ? p.clips[0].frames.frame(0).duration : 0.0;
        const double span = 6 * p.clips[0].length();
        for (int i = 0; i < 600; ++i) {
            const double t = lag + 2 * p.clips[0].length() + span * i / 600.0; // past the first pass
            const double c = t - lag;
            bool nearChange = false;
            for (double dc : {-1.0, 1.0})
                nearChange = nearChange || p.clips[0].sample(c + dc).frame != p.clips[0].sample(c).frame;
            if (nearChange)
                continue;
            QCOMPARE(asepriteFrameAt(durations, direction, once, t), p.clips[0].sample(c).frame);
        }

        // The events, in the tag's user data.
        const QJsonObject data = QJsonDocument::fromJson(tag[QLatin1String("data")].toString().toUtf8()).object();
        const QJsonArray events = data[QLatin1String("events")].toArray();
        QCOMPARE(events.size(), p.clips[0].events.size());
        for (int i = 0; i < events.size(); ++i) {
            QCOMPARE(events[i][QLatin1String("time")].toDouble(), p.clips[0].events[i].time);
            QCOMPARE(events[i][QLatin1String("name")].toString(), p.clips[0].events[i].name);
        }

        // Same project, same bytes (JSON and PNG).
        QTemporaryDir other;
        const QString again = other.filePath(QFileInfo(out).fileName());
        QCOMPARE(exportBytes(f, QStringLiteral("aseprite"), again, &error), bytes);
        QCOMPARE(readAll(other.filePath(image)), readAll(m_dir.filePath(image)));
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
