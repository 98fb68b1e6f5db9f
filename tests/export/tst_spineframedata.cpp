// The spine export's frame data played by the real runtime (issue 41): spine-core (npm
// @esotericsoftware/spine-core 4.2, spineplay.mjs) reads the skeleton JSON and .atlas that
// `inbetween-cli export --format spine` wrote for the frame-data example (resources/examples/
// punch.json) and the fighter (data/fighter.json: varied and fractional pivots, a fractional box,
// motion with rotation and scale, a ping-pong idle with a frame without image, a box "push box"
// and a point "muzzle"). At 200 random times per clip, away from every key by more than float
// rounding, an AnimationState set to the clip and updated by the time poses the skeleton, and:
// - boxes: each box slot's attachment is null exactly when `inbetween-cli sample` lists the box
//   off, and SkeletonBounds's polygon of it is sample's rect carried by sample's pose
//   (translation + R * (x * sx, -y * sy), picture pixels, y up) within 1e-3 px;
// - points: each point slot's PointAttachment.computeWorldPosition is sample's point carried the
//   same way, and the slot is empty when the point is off;
// - pivot: the picture slot's RegionAttachment.computeWorldVertices are the corners of the
//   region's kept pixels (the atlas region's offsets inside the whole picture) placed so that
//   sample's pivot is on the bone; frames with a pivot off the picture's centre are among them.
// The fighter's motion is eased (rotation too), which the export writes within --tolerance
// degrees (default 0.01: 0.009 px at 50 px from the bone): it is exported at 0.0005 degrees so
// that the motion's own error stays well below the 1e-3 px asked of the frame data.

#include "export/exportfixtures.h"
#include "common/testpaths.h"
#include "common/testutil.h"
#include "export/framedatasample.h"
#include "export/spineexporter.h"

#include <QJsonArray>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace inbetween;
using namespace exporttest;

namespace {

constexpr int kTimes = 200;
constexpr double kPixels = 1e-3;

struct Played
{
    Fixture fixture;
    QJsonObject result; // spineplay.mjs's output
    QMap<QString, QList<double>> times; // seconds
    QMap<QString, QList<FrameDataSample>> samples;
};

double periodMs(const Clip &clip)
{
    return clip.loop == LoopMode::PingPong ? 2.0 * clip.length() : clip.length();
}

// Every key time (s, as the runtime holds them) of an exported animation.
QList<double> keyTimes(const QJsonObject &animation)
{
    QList<double> out;
    for (const char *group : {"slots", "bones"}) {
        for (const QJsonValue &owner : animation[QLatin1String(group)].toObject())
            for (const QJsonValue &timeline : owner.toObject())
                for (const QJsonValue &k : timeline.toArray())
                    out.append(double(float(k[QLatin1String("time")].toDouble())));
    }
    return out;
}

bool nearKey(double t, const QList<double> &keys, double period, bool looping)
{
    const double guard = 1e-5;
    const double c = looping && period > 0.0 ? std::fmod(t, period) : t;
    return std::any_of(keys.begin(), keys.end(), [&](double k) {
        return std::abs(c - k) < guard || (looping && std::abs(c + period - k) < guard);
    });
}

QList<Point3> points3(const QJsonArray &xy)
{
    QList<Point3> out;
    for (qsizetype i = 0; i + 1 < xy.size(); i += 2)
        out.append({xy[i].toDouble(), xy[i + 1].toDouble(), 0.0});
    return out;
}

} // namespace

class SpineFrameDataTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void names();
    void boxes_data() { rows(); }
    void boxes();
    void points_data() { rows(); }
    void points();
    void pivot_data() { rows(); }
    void pivot();

private:
    void rows();
    QString play(const QString &name, const QString &projectPath, const QStringList &options);

    QTemporaryDir m_dir;
    QMap<QString, Played> m_played;
};

QString SpineFrameDataTest::play(const QString &name, const QString &projectPath, const QStringList &options)
{
    Played out;
    if (!loadFixture(projectPath, &out.fixture))
        return QStringLiteral("cannot read ") + projectPath;
    const QString json = m_dir.filePath(name + QStringLiteral(".json"));
    const QStringList args{QStringLiteral("export"), out.fixture.path, QStringLiteral("--format"), QStringLiteral("spine"),
                           QStringLiteral("-o"), json};
    const ProgramRun exported = runProgram(testpaths::cli(), args + options);
    if (exported.exitCode != 0)
        return QStringLiteral("export: ") + exported.err;
    const QJsonObject skeleton = QJsonDocument::fromJson(testutil::contentsOf(json)).object();
    QRandomGenerator random(41);
    QJsonObject request;
    for (const Clip &clip : out.fixture.project.clips) {
        const QList<double> keys = keyTimes(skeleton[QLatin1String("animations")][clip.name].toObject());
        const bool looping = clip.loop != LoopMode::Once;
        const double period = periodMs(clip) / 1000.0;
        QJsonArray times;
        QList<double> ms;
        while (times.size() < kTimes) {
            const double t = random.bounded(looping ? 2.0 * period : 1.3 * period);
            if (nearKey(t, keys, period, looping))
                continue;
            times.append(t);
            out.times[clip.name].append(t);
            ms.append(t * 1000.0);
        }
        QString why;
        out.samples[clip.name] = frameDataSamples(testpaths::cli(), out.fixture.path, clip.name, ms, &why);
        if (!why.isEmpty())
            return QStringLiteral("sample: ") + why;
        request.insert(clip.name, QJsonObject{{QStringLiteral("loop"), looping}, {QStringLiteral("frameDataTimes"), times}});
    }
    QString error;
    out.result = askNodeReader(QStringLiteral(NODE_EXECUTABLE),
                               {testpaths::source("tests/export/spineplay.mjs"), testpaths::nodeModules(), json,
                                m_dir.filePath(name + QStringLiteral(".atlas"))},
                               request, m_dir.filePath(name + QStringLiteral("-request.json")), QStringLiteral("spine-core"), &error);
    if (!error.isEmpty())
        return error;
    m_played.insert(name, out);
    return {};
}

void SpineFrameDataTest::initTestCase()
{
    QVERIFY(m_dir.isValid());
    if (!QFileInfo::exists(testpaths::nodeModules() + QStringLiteral("/@esotericsoftware/spine-core")))
        QFAIL("spine-core is not installed: run the export_npm_ci test (npm ci) first");
    QVERIFY2(play(QStringLiteral("punch"), QFINDTESTDATA("../../resources/examples/punch.json"), {}).isEmpty(), "punch");
    const QString why = play(QStringLiteral("fighter"), QFINDTESTDATA("data/fighter.json"),
                             {QStringLiteral("--tolerance"), QStringLiteral("0.0005")});
    QVERIFY2(why.isEmpty(), qPrintable(why));
}

void SpineFrameDataTest::names()
{
    Fixture f;
    QVERIFY(loadFixture(QFINDTESTDATA("data/fighter.json"), &f));
    Project &project = f.project;
    project.boxes.append(BoxDeclaration{QStringLiteral("square"), BoxKind::Hit}); // never on
    project.points.append(PointDeclaration{QStringLiteral("body")});
    // The idle's first frame shows the punch's first picture with another pivot.
    Clip &idle = project.clips[1];
    idle.frames.setImage(0, QStringLiteral("punch.png"), QRect(128, 0, 64, 64));
    FrameData data = idle.frames.frame(0).data.get();
    data.pivot = QPointF(20, 40);
    idle.frames.setData(0, data);
    const std::vector<int> clips{0, 1};
    SpriteAtlas atlas(project, clips);
    QString error;
    QVERIFY2(atlas.draw(f.folder, AtlasOptions{}, &error), qPrintable(error));
    const QJsonObject j = QJsonDocument::fromJson(SpineExporter::toJson(project, clips, atlas, ExportOptions{})).object();
    QStringList slotNames;
    for (const QJsonValue &slot : j[QLatin1String("slots")].toArray()) {
        slotNames.append(slot[QLatin1String("name")].toString());
        QCOMPARE(slot[QLatin1String("bone")].toString(), QStringLiteral("square"));
        QCOMPARE(slot.toObject().contains(QLatin1String("attachment")), slotNames.size() == 1); // setup: the picture only
    }
    QCOMPARE(slotNames, (QStringList{QStringLiteral("square"), QStringLiteral("body"), QStringLiteral("fist"),
                                     QStringLiteral("push box"), QStringLiteral("square_"), QStringLiteral("hand"),
                                     QStringLiteral("muzzle"), QStringLiteral("body_")}));
    const QJsonObject skin = j[QLatin1String("skins")][0][QLatin1String("attachments")].toObject();
    const QJsonObject first = skin[QLatin1String("square")][QLatin1String("cell0")].toObject();
    QCOMPARE(first, (QJsonObject{{QStringLiteral("x"), 0}, {QStringLiteral("y"), 26}, {QStringLiteral("width"), 64},
                                 {QStringLiteral("height"), 64}}));
    const QJsonObject second = skin[QLatin1String("square")][QLatin1String("cell0-2")].toObject();
    QCOMPARE(second, (QJsonObject{{QStringLiteral("path"), QStringLiteral("cell0")}, {QStringLiteral("x"), 12},
                                  {QStringLiteral("y"), 8}, {QStringLiteral("width"), 64}, {QStringLiteral("height"), 64}}));
    QCOMPARE(j[QLatin1String("animations")][QLatin1String("idle")][QLatin1String("slots")][QLatin1String("square")]
              [QLatin1String("attachment")][0][QLatin1String("name")].toString(),
             QStringLiteral("cell0-2"));
    QCOMPARE(skin[QLatin1String("fist")].toObject().keys(), (QStringList{QStringLiteral("fist"), QStringLiteral("fist-2")}));
    QCOMPARE(skin[QLatin1String("fist")][QLatin1String("fist-2")].toObject(),
             (QJsonObject{{QStringLiteral("type"), QStringLiteral("boundingbox")}, {QStringLiteral("vertexCount"), 4},
                          {QStringLiteral("vertices"), QJsonArray{21.5, 26.75, 31.5, 26.75, 31.5, 36.25, 21.5, 36.25}},
                          {QStringLiteral("color"), QStringLiteral("ff3030ff")}}));
    QCOMPARE(skin[QLatin1String("body")][QLatin1String("body")][QLatin1String("color")].toString(), QStringLiteral("3080ffff"));
    QCOMPARE(skin[QLatin1String("push box")][QLatin1String("push box")][QLatin1String("color")].toString(), QStringLiteral("ffd600ff"));
    QCOMPARE(skin[QLatin1String("muzzle")][QLatin1String("muzzle")].toObject(),
             (QJsonObject{{QStringLiteral("type"), QStringLiteral("point")}, {QStringLiteral("x"), 30}, {QStringLiteral("y"), 30},
                          {QStringLiteral("rotation"), 0}}));
    // Never on: no attachments, a null key at 0 in every clip.
    QVERIFY(!skin.contains(QLatin1String("square_")) && !skin.contains(QLatin1String("body_")));
    for (const char *clip : {"punch", "idle"}) {
        const QJsonArray keys = j[QLatin1String("animations")][QLatin1String(clip)][QLatin1String("slots")][QLatin1String("square_")]
                                 [QLatin1String("attachment")].toArray();
        QCOMPARE(keys, (QJsonArray{QJsonObject{{QStringLiteral("time"), 0}, {QStringLiteral("name"), QJsonValue::Null}}}));
    }
}

void SpineFrameDataTest::rows()
{
    QTest::addColumn<QString>("project");
    QTest::addColumn<int>("clip");
    for (auto it = m_played.begin(); it != m_played.end(); ++it) {
        const std::vector<Clip> &clips = it->fixture.project.clips;
        for (size_t c = 0; c < clips.size(); ++c)
            QTest::newRow(qPrintable(it.key() + QLatin1Char('/') + clips[c].name)) << it.key() << int(c);
    }
}

void SpineFrameDataTest::boxes()
{
    QFETCH(QString, project);
    QFETCH(int, clip);
    const Played &played = m_played[project];
    const Clip &c = played.fixture.project.clips[size_t(clip)];
    const QJsonArray got = played.result[QLatin1String("animations")][c.name][QLatin1String("frameData")].toArray();
    const QList<FrameDataSample> &want = played.samples[c.name];
    QCOMPARE(got.size(), want.size());
    int on = 0, off = 0;
    double worst = 0.0;
    for (qsizetype i = 0; i < got.size(); ++i) {
        const QJsonObject g = got[i].toObject();
        const QString at = QStringLiteral("%1 at %2 ms").arg(c.name).arg(played.times[c.name][i] * 1000.0, 0, 'g', 12);
        for (const BoxDeclaration &box : played.fixture.project.boxes) {
            const QJsonValue attachment = g[QLatin1String("slots")][box.name];
            QVERIFY2(g[QLatin1String("slots")].toObject().contains(box.name), qPrintable(at + QStringLiteral(": no slot ") + box.name));
            const QJsonArray polygon = g[QLatin1String("polygons")][box.name].toArray();
            if (!want[i].boxes.contains(box.name)) {
                QVERIFY2(attachment.isNull() && polygon.isEmpty(), qPrintable(at + QStringLiteral(": box %1 is off").arg(box.name)));
                ++off;
                continue;
            }
            QVERIFY2(attachment.isString(), qPrintable(at + QStringLiteral(": box %1 is on, its slot empty").arg(box.name)));
            const double apart = cornersApart(carriedCorners(want[i].pose, want[i].boxes[box.name]), points3(polygon), true);
            worst = std::max(worst, apart);
            QVERIFY2(apart <= kPixels, qPrintable(at + QStringLiteral(": box %1's polygon %2 px off (%3)")
                                                          .arg(box.name)
                                                          .arg(apart)
                                                          .arg(QString::fromUtf8(QJsonDocument(polygon).toJson(QJsonDocument::Compact)))));
            ++on;
        }
    }
    QVERIFY(on > 0);
    qInfo("%s: %d boxes on, %d off; largest distance %.3g px", qPrintable(c.name), on, off, worst);
}

void SpineFrameDataTest::points()
{
    QFETCH(QString, project);
    QFETCH(int, clip);
    const Played &played = m_played[project];
    const Clip &c = played.fixture.project.clips[size_t(clip)];
    const QJsonArray got = played.result[QLatin1String("animations")][c.name][QLatin1String("frameData")].toArray();
    const QList<FrameDataSample> &want = played.samples[c.name];
    QCOMPARE(got.size(), want.size());
    int on = 0;
    for (qsizetype i = 0; i < got.size(); ++i) {
        const QJsonObject g = got[i].toObject();
        const QString at = QStringLiteral("%1 at %2 ms").arg(c.name).arg(played.times[c.name][i] * 1000.0, 0, 'g', 12);
        for (const PointDeclaration &point : played.fixture.project.points) {
            const QJsonArray p = g[QLatin1String("points")][point.name].toArray();
            if (!want[i].points.contains(point.name)) {
                QVERIFY2(g[QLatin1String("slots")][point.name].isNull() && p.isEmpty(),
                         qPrintable(at + QStringLiteral(": point %1 is off").arg(point.name)));
                continue;
            }
            QCOMPARE(p.size(), 2);
            const Point3 e = carried(want[i].pose, want[i].points[point.name]);
            const double apart = std::hypot(p[0].toDouble() - e[0], p[1].toDouble() - e[1]);
            QVERIFY2(apart <= kPixels, qPrintable(at + QStringLiteral(": point %1 %2 px off").arg(point.name).arg(apart)));
            ++on;
        }
    }
    QVERIFY(on > 0);
}

void SpineFrameDataTest::pivot()
{
    QFETCH(QString, project);
    QFETCH(int, clip);
    const Played &played = m_played[project];
    const Clip &c = played.fixture.project.clips[size_t(clip)];
    const QJsonArray got = played.result[QLatin1String("animations")][c.name][QLatin1String("frameData")].toArray();
    const QJsonObject attachments = played.result[QLatin1String("attachments")].toObject();
    const QJsonObject regions = played.result[QLatin1String("atlas")][QLatin1String("regions")].toObject();
    const QList<FrameDataSample> &want = played.samples[c.name];
    int offCentre = 0;
    for (qsizetype i = 0; i < got.size(); ++i) {
        const QString at = QStringLiteral("%1 at %2 ms").arg(c.name).arg(played.times[c.name][i] * 1000.0, 0, 'g', 12);
        const QJsonValue region = got[i][QLatin1String("region")];
        QVERIFY(want[i].frame.has_value());
        if (c.frames.frame(*want[i].frame).image.isEmpty()) {
            QVERIFY2(region.isNull(), qPrintable(at + QStringLiteral(": a frame without image shows a picture")));
            continue;
        }
        QVERIFY2(region.isObject(), qPrintable(at + QStringLiteral(": no picture")));
        // The kept pixels inside the whole picture, as the atlas region's offsets say (from the
        // picture's bottom left), from the pivot sample gives (none: the centre), y down.
        const QString path = attachments[region[QLatin1String("name")].toString()][QLatin1String("region")].toString();
        const QJsonArray o = regions[path][QLatin1String("offsets")].toArray();
        const QJsonArray b = regions[path][QLatin1String("bounds")].toArray();
        QVERIFY2(o.size() == 4 && b.size() == 4, qPrintable(at + QStringLiteral(": no atlas region ") + path));
        const double w = b[2].toDouble(), h = b[3].toDouble(), wholeW = o[2].toDouble(), wholeH = o[3].toDouble();
        const QPointF centre(wholeW / 2.0, wholeH / 2.0);
        const QPointF pivot = want[i].pivot.value_or(centre);
        if (pivot != centre)
            ++offCentre;
        const QRectF kept(o[0].toDouble() - pivot.x(), wholeH - o[1].toDouble() - h - pivot.y(), w, h);
        const double apart = cornersApart(carriedCorners(want[i].pose, kept), points3(region[QLatin1String("vertices")].toArray()), true);
        QVERIFY2(apart <= kPixels, qPrintable(at + QStringLiteral(": the picture is %1 px off its pivot").arg(apart)));
    }
    QVERIFY2(offCentre > 0, "no frame with a pivot off the picture's centre");
}

QTEST_GUILESS_MAIN(SpineFrameDataTest)
#include "tst_spineframedata.moc"
