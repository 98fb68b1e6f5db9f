// The glTF export's frame data played by three.js (issue 41): GLTFLoader reads what
// `inbetween-cli export --format gltf|glb` wrote for the frame-data example (resources/examples/
// punch.json, .gltf at 64 pixels per unit) and the fighter (data/fighter.json: varied and
// fractional pivots, a fractional box, eased motion with rotation and scale, a ping-pong idle
// with a frame without image; .glb at the default 100), and an AnimationMixer poses the scene
// at 200 random times per clip, away from the frame starts (threeplay.mjs). Against
// `inbetween-cli sample` at the same times, with its pose carrying a point p (picture pixels from
// the pivot, y down) to translation + R * (p.x * sx, -p.y * sy, 0), over pixels per unit:
// - boxes: each box node (extras "inbetween": "box", its name and kind) has scale 0 exactly when
//   sample lists the box off, and otherwise its world transform takes the unit square's corners
//   to the rect's, within 1e-4 units;
// - points: each point node's scale is 0 when off and 1 when on, its world position the point;
// - pivot: the shown Picture node's quad covers the whole picture (exported --no-trim, so the
//   quad is the whole picture) with sample's pivot on the motion's origin, within 1e-4 units;
// - the Khronos glTF-Validator reports 0 errors and 0 warnings for both files;
// - nodes: the punch's Square has the Picture, then the boxes and points in declared order as
//   children, each named by its box or point, without a mesh, its extras naming it.
// The fighter's eased rotation is exported at --tolerance 0.0005 degrees, so that the motion's
// own documented error (0.01 degrees by default: 1e-4 units at 0.6 units out) stays below 1e-5.

#include "export/exportfixtures.h"
#include "common/testpaths.h"
#include "common/testutil.h"
#include "export/framedatasample.h"

#include <QJsonArray>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace inbetween;
using namespace exporttest;

namespace {

constexpr int kTimes = 200;
constexpr double kUnits = 1e-4;

struct Played
{
    Fixture fixture;
    QString file;
    double pixelsPerUnit = 100.0;
    QJsonObject result; // threeplay.mjs's output
    QMap<QString, QList<double>> ms;
    QMap<QString, QList<FrameDataSample>> samples;
};

double periodMs(const Clip &clip)
{
    return clip.loop == LoopMode::PingPong ? 2.0 * clip.length() : clip.length();
}

// Whether clip time t (ms) is within a hundredth of a ms of a frame start the file keys.
bool nearFrameStart(const Clip &clip, double t)
{
    const double period = periodMs(clip);
    const double c = clip.loop != LoopMode::Once && period > 0.0 ? std::fmod(t, period) : t;
    QList<double> starts{period};
    for (int i = 0; i < clip.frames.count(); ++i)
        starts << clip.frames.start(i) << 2.0 * clip.length() - clip.frames.end(i);
    return std::any_of(starts.begin(), starts.end(), [&](double s) { return std::abs(c - s) < 1e-2; });
}

Point3 transformed(const QJsonArray &m, double x, double y)
{
    // Column-major, as three.js's Matrix4.elements.
    return {m[0].toDouble() * x + m[4].toDouble() * y + m[12].toDouble(),
            m[1].toDouble() * x + m[5].toDouble() * y + m[13].toDouble(),
            m[2].toDouble() * x + m[6].toDouble() * y + m[14].toDouble()};
}

QList<Point3> unitSquare(const QJsonArray &m)
{
    return {transformed(m, -0.5, -0.5), transformed(m, 0.5, -0.5), transformed(m, 0.5, 0.5), transformed(m, -0.5, 0.5)};
}

QList<Point3> overPixelsPerUnit(QList<Point3> points, double ppu)
{
    for (Point3 &p : points)
        for (double &v : p)
            v /= ppu;
    return points;
}

bool scaleIs(const QJsonValue &scale, double value)
{
    const QJsonArray s = scale.toArray();
    return s.size() == 3 && s[0].toDouble() == value && s[1].toDouble() == value && s[2].toDouble() == value;
}

QJsonObject markOf(const QJsonObject &pose, const QString &kind, const QString &name)
{
    for (const QJsonValue &m : pose[QLatin1String("marks")].toArray()) {
        if (m[QLatin1String("inbetween")].toString() == kind && m[QLatin1String("name")].toString() == name)
            return m.toObject();
    }
    return {};
}

} // namespace

class GltfFrameDataTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void validator();
    void nodes();
    void boxes_data() { rows(); }
    void boxes();
    void points_data() { rows(); }
    void points();
    void pivot_data() { rows(); }
    void pivot();

private:
    void rows();
    QString play(const QString &name, const QString &projectPath, const QString &format, const QStringList &options);
    // The poses three.js gave for row (project, clip), with sample's at the same times.
    bool fetch(const Played **played, const Clip **row, QJsonArray *poses);

    QTemporaryDir m_dir;
    QMap<QString, Played> m_played;
};

QString GltfFrameDataTest::play(const QString &name, const QString &projectPath, const QString &format, const QStringList &options)
{
    Played out;
    if (!loadFixture(projectPath, &out.fixture))
        return QStringLiteral("cannot read ") + projectPath;
    out.file = m_dir.filePath(name + QLatin1Char('.') + format);
    const qsizetype ppu = options.indexOf(QStringLiteral("--pixels-per-unit"));
    if (ppu >= 0)
        out.pixelsPerUnit = options[ppu + 1].toDouble();
    const QStringList args{QStringLiteral("export"), out.fixture.path, QStringLiteral("--format"), format,
                           QStringLiteral("-o"), out.file, QStringLiteral("--no-trim")};
    const ProgramRun exported = runProgram(testpaths::cli(), args + options);
    if (exported.exitCode != 0)
        return QStringLiteral("export: ") + exported.err;
    QRandomGenerator random(41);
    QJsonObject request;
    for (const Clip &clip : out.fixture.project.clips) {
        const bool looping = clip.loop != LoopMode::Once;
        const double period = periodMs(clip);
        QJsonArray seconds;
        while (seconds.size() < kTimes) {
            const double t = random.bounded(looping ? 2.0 * period : 1.3 * period);
            if (nearFrameStart(clip, t))
                continue;
            out.ms[clip.name].append(t);
            // The file holds one period, played once: a loop's time wraps into it.
            seconds.append((looping ? std::fmod(t, period) : t) / 1000.0);
        }
        QString why;
        out.samples[clip.name] = frameDataSamples(testpaths::cli(), out.fixture.path, clip.name, out.ms[clip.name], &why);
        if (!why.isEmpty())
            return QStringLiteral("sample: ") + why;
        request.insert(clip.name, seconds);
    }
    QString error;
    out.result = askNodeReader(QStringLiteral(NODE_EXECUTABLE),
                               {testpaths::source("tests/export/threeplay.mjs"), testpaths::nodeModules(), out.file}, request,
                               m_dir.filePath(name + QStringLiteral("-times.json")), QStringLiteral("three.js"), &error);
    if (!error.isEmpty())
        return error;
    m_played.insert(name, out);
    return {};
}

void GltfFrameDataTest::initTestCase()
{
    QVERIFY(m_dir.isValid());
    if (!QFileInfo::exists(testpaths::nodeModules() + QStringLiteral("/three")))
        QFAIL("three.js is not installed: run the export_npm_ci test (npm ci) first");
    QString why = play(QStringLiteral("punch"), QFINDTESTDATA("../../resources/examples/punch.json"), QStringLiteral("gltf"),
                       {QStringLiteral("--pixels-per-unit"), QStringLiteral("64")});
    QVERIFY2(why.isEmpty(), qPrintable(why));
    why = play(QStringLiteral("fighter"), QFINDTESTDATA("data/fighter.json"), QStringLiteral("glb"),
               {QStringLiteral("--tolerance"), QStringLiteral("0.0005")});
    QVERIFY2(why.isEmpty(), qPrintable(why));
}

void GltfFrameDataTest::validator()
{
    const ProgramRun run = runProgram(QStringLiteral(NODE_EXECUTABLE), {testpaths::source("tests/export/validate.js"), testpaths::nodeModules(),
                                                                        m_played[QStringLiteral("punch")].file,
                                                                        m_played[QStringLiteral("fighter")].file});
    const QString report = QString::fromUtf8(run.out) + run.err;
    QVERIFY2(run.exitCode == 0 && report.count(QLatin1String("errors=0 warnings=0")) == 2, qPrintable(report));
}

void GltfFrameDataTest::nodes()
{
    const QJsonObject doc = QJsonDocument::fromJson(testutil::contentsOf(m_played[QStringLiteral("punch")].file)).object();
    const QJsonArray nodes = doc[QLatin1String("nodes")].toArray();
    QStringList children;
    for (const QJsonValue &child : nodes[0][QLatin1String("children")].toArray())
        children.append(nodes[child.toInt()][QLatin1String("name")].toString());
    QCOMPARE(children, (QStringList{QStringLiteral("Picture"), QStringLiteral("body"), QStringLiteral("fist"), QStringLiteral("hand")}));
    const QList<QJsonObject> extras{
        {{QStringLiteral("inbetween"), QStringLiteral("box")}, {QStringLiteral("name"), QStringLiteral("body")}, {QStringLiteral("kind"), QStringLiteral("hurt")}},
        {{QStringLiteral("inbetween"), QStringLiteral("box")}, {QStringLiteral("name"), QStringLiteral("fist")}, {QStringLiteral("kind"), QStringLiteral("hit")}},
        {{QStringLiteral("inbetween"), QStringLiteral("point")}, {QStringLiteral("name"), QStringLiteral("hand")}}};
    for (int i = 0; i < 3; ++i) {
        const QJsonObject node = nodes[nodes[0][QLatin1String("children")][i + 1].toInt()].toObject();
        QCOMPARE(node[QLatin1String("extras")].toObject(), extras[i]);
        QVERIFY(!node.contains(QLatin1String("mesh")));
    }
}

void GltfFrameDataTest::rows()
{
    QTest::addColumn<QString>("project");
    QTest::addColumn<int>("clip");
    for (auto it = m_played.begin(); it != m_played.end(); ++it) {
        const std::vector<Clip> &clips = it->fixture.project.clips;
        for (size_t c = 0; c < clips.size(); ++c)
            QTest::newRow(qPrintable(it.key() + QLatin1Char('/') + clips[c].name)) << it.key() << int(c);
    }
}

bool GltfFrameDataTest::fetch(const Played **played, const Clip **row, QJsonArray *poses)
{
    QFETCH(QString, project);
    QFETCH(int, clip);
    *played = &m_played[project];
    *row = &(*played)->fixture.project.clips[size_t(clip)];
    *poses = (*played)->result[QLatin1String("animations")][(*row)->name][QLatin1String("poses")].toArray();
    return poses->size() == (*played)->samples[(*row)->name].size() && !poses->isEmpty();
}

void GltfFrameDataTest::boxes()
{
    const Played *played;
    const Clip *c;
    QJsonArray poses;
    QVERIFY(fetch(&played, &c, &poses));
    int on = 0;
    // A const QMap's [] gives a copy: hold it, or a reference into it dangles.
    const QList<FrameDataSample> samples = played->samples.value(c->name);
    for (qsizetype i = 0; i < poses.size(); ++i) {
        const FrameDataSample &want = samples[i];
        const QString at = QStringLiteral("%1 at %2 ms").arg(c->name).arg(played->ms[c->name][i], 0, 'g', 12);
        for (const BoxDeclaration &box : played->fixture.project.boxes) {
            const QJsonObject mark = markOf(poses[i].toObject(), QStringLiteral("box"), box.name);
            QVERIFY2(!mark.isEmpty(), qPrintable(at + QStringLiteral(": no node for box ") + box.name));
            QCOMPARE(mark[QLatin1String("kind")].toString(), boxKindName(box.kind));
            if (!want.boxes.contains(box.name)) {
                QVERIFY2(scaleIs(mark[QLatin1String("scale")], 0.0), qPrintable(at + QStringLiteral(": box %1 is off").arg(box.name)));
                continue;
            }
            QVERIFY2(!scaleIs(mark[QLatin1String("scale")], 0.0), qPrintable(at + QStringLiteral(": box %1 is on").arg(box.name)));
            const double apart = cornersApart(overPixelsPerUnit(carriedCorners(want.pose, want.boxes[box.name]), played->pixelsPerUnit),
                                              unitSquare(mark[QLatin1String("matrixWorld")].toArray()), false);
            QVERIFY2(apart <= kUnits, qPrintable(at + QStringLiteral(": box %1 is %2 units off").arg(box.name).arg(apart)));
            ++on;
        }
    }
    QVERIFY(on > 0);
}

void GltfFrameDataTest::points()
{
    const Played *played;
    const Clip *c;
    QJsonArray poses;
    QVERIFY(fetch(&played, &c, &poses));
    int on = 0;
    // A const QMap's [] gives a copy: hold it, or a reference into it dangles.
    const QList<FrameDataSample> samples = played->samples.value(c->name);
    for (qsizetype i = 0; i < poses.size(); ++i) {
        const FrameDataSample &want = samples[i];
        const QString at = QStringLiteral("%1 at %2 ms").arg(c->name).arg(played->ms[c->name][i], 0, 'g', 12);
        for (const PointDeclaration &point : played->fixture.project.points) {
            const QJsonObject mark = markOf(poses[i].toObject(), QStringLiteral("point"), point.name);
            QVERIFY2(!mark.isEmpty(), qPrintable(at + QStringLiteral(": no node for point ") + point.name));
            const bool isOn = want.points.contains(point.name);
            QVERIFY2(scaleIs(mark[QLatin1String("scale")], isOn ? 1.0 : 0.0),
                     qPrintable(at + QStringLiteral(": point %1's scale while %2").arg(point.name, isOn ? QStringLiteral("on") : QStringLiteral("off"))));
            if (!isOn)
                continue;
            const QList<Point3> e = overPixelsPerUnit({carried(want.pose, want.points[point.name])}, played->pixelsPerUnit);
            const double apart = cornersApart(e, {transformed(mark[QLatin1String("matrixWorld")].toArray(), 0, 0)}, false);
            QVERIFY2(apart <= kUnits, qPrintable(at + QStringLiteral(": point %1 is %2 units off").arg(point.name).arg(apart)));
            ++on;
        }
    }
    QVERIFY(on > 0);
}

void GltfFrameDataTest::pivot()
{
    const Played *played;
    const Clip *c;
    QJsonArray poses;
    QVERIFY(fetch(&played, &c, &poses));
    int offCentre = 0;
    // A const QMap's [] gives a copy: hold it, or a reference into it dangles.
    const QList<FrameDataSample> samples = played->samples.value(c->name);
    for (qsizetype i = 0; i < poses.size(); ++i) {
        const FrameDataSample &want = samples[i];
        const QString at = QStringLiteral("%1 at %2 ms").arg(c->name).arg(played->ms[c->name][i], 0, 'g', 12);
        QVERIFY(want.frame.has_value());
        const Frame &frame = c->frames.frame(*want.frame);
        if (frame.image.isEmpty())
            continue; // the empty cell: nothing to see
        QList<QJsonObject> shown;
        for (const QJsonValue &p : poses[i][QLatin1String("pictures")].toArray()) {
            if (!scaleIs(p[QLatin1String("scale")], 0.0))
                shown.append(p.toObject());
        }
        QVERIFY2(shown.size() == 1, qPrintable(at + QStringLiteral(": %1 pictures shown").arg(shown.size())));
        const QSizeF size = frame.region ? QSizeF(frame.region->size())
                                         : QSizeF(QImage(QDir(played->fixture.folder).filePath(frame.image)).size());
        const QPointF centre(size.width() / 2.0, size.height() / 2.0);
        const QPointF pivot = want.pivot.value_or(centre);
        offCentre += pivot != centre ? 1 : 0;
        const QRectF whole(-pivot.x(), -pivot.y(), size.width(), size.height());
        const double apart = cornersApart(overPixelsPerUnit(carriedCorners(want.pose, whole), played->pixelsPerUnit),
                                          unitSquare(shown.front()[QLatin1String("matrixWorld")].toArray()), false);
        QVERIFY2(apart <= kUnits, qPrintable(at + QStringLiteral(": the picture is %1 units off its pivot").arg(apart)));
    }
    QVERIFY2(offCentre > 0, "no frame with a pivot off the picture's centre");
}

QTEST_GUILESS_MAIN(GltfFrameDataTest)
#include "tst_gltfframedata.moc"
