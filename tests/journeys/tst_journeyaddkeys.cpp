// Journey (c), adding keys at the playhead (issue 27, finding 5): an animator opens the character,
// picks the jump in the Clips panel, clicks the ruler inside a segment, presses Ctrl+K and saves
// with Ctrl+S. `inbetween-cli sample` of the saved file at 200 times across the clip gives the
// pose the file before gave, within 1e-9 of the extent, for each kind of segment: linear,
// easeInOut (cut away from its middle), easeOut (the 320 ms), a dragged Bezier with
// overshoot, step. `inbetween-cli validate` accepts the saved file.
//
// The jump's keys get those easings (and poses that move in each segment) in the copy the test
// opens; everything after is done in the window as a user does it.
#include "common/testpaths.h"
#include "journeys/journeywindow.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

using namespace inbetween;
using namespace journeys;

namespace {
// The jump (750 ms, once) with a segment of each kind: key times and their easings.
const QList<std::pair<double, QJsonValue>> kJumpKeys = {
    {0, QStringLiteral("linear")},
    {150, QStringLiteral("easeInOut")},
    {250, QStringLiteral("easeOut")},
    {400, QJsonObject{{QStringLiteral("bezier"), QJsonArray{0.3333333333333333, 1, 0.6344086021505374, 1.2644117647058826}}}},
    {550, QStringLiteral("step")},
    {700, QStringLiteral("linear")},
};

QJsonArray vec(double x, double y, double z)
{
    return QJsonArray{x, y, z};
}

// Rewrites the copied hero's jump with kJumpKeys: every key somewhere else, turned and scaled.
void giveTheJumpEveryEasing(const QString &path)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QJsonObject project = QJsonDocument::fromJson(file.readAll()).object();
    file.close();
    QJsonArray clips = project.value(QStringLiteral("clips")).toArray();
    for (qsizetype c = 0; c < clips.size(); ++c) {
        QJsonObject clip = clips[c].toObject();
        if (clip.value(QStringLiteral("name")).toString() != QLatin1String("jump"))
            continue;
        QJsonArray keys;
        int i = 0;
        for (const auto &[time, easing] : kJumpKeys) {
            keys.append(QJsonObject{{QStringLiteral("time"), time},
                                    {QStringLiteral("translation"), vec(6.0 * i, i % 2 ? 24.0 : -4.0 * i, 0)},
                                    {QStringLiteral("rotation"), vec(0, 0, 45.0 * i)},
                                    {QStringLiteral("scale"), vec(1 + 0.25 * (i % 3), 1, 1)},
                                    {QStringLiteral("easing"), easing}});
            ++i;
        }
        clip.insert(QStringLiteral("keyframes"), keys);
        clips[c] = clip;
    }
    project.insert(QStringLiteral("clips"), clips);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(QJsonDocument(project).toJson());
}

QStringList run(const QStringList &arguments)
{
    QProcess cli;
    cli.start(testpaths::cli(), arguments);
    if (!cli.waitForFinished(60000) || cli.exitCode() != 0) {
        QTest::qFail(qPrintable(QStringLiteral("inbetween-cli %1: %2").arg(arguments.join(QLatin1Char(' ')),
                                                                              QString::fromUtf8(cli.readAllStandardError()))),
                     __FILE__, __LINE__);
        return {};
    }
    return QString::fromUtf8(cli.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

// The jump's pose at 200 playback times over its 750 ms (and a little past), nine numbers each.
QList<QList<double>> sampled(const QString &project)
{
    QStringList arguments{QStringLiteral("sample"), project, QStringLiteral("--clip"), QStringLiteral("jump")};
    for (int i = 0; i < 200; ++i)
        arguments << QStringLiteral("--at") << QString::number(760.0 * i / 199.0, 'g', 17);
    QList<QList<double>> poses;
    for (const QString &line : run(arguments)) {
        const QJsonObject o = QJsonDocument::fromJson(line.toUtf8()).object();
        QList<double> pose;
        for (const char *part : {"translation", "rotation", "scale"}) {
            for (const QJsonValue &v : o.value(QLatin1String(part)).toArray())
                pose.append(v.toDouble());
        }
        poses.append(pose);
    }
    return poses;
}
} // namespace

class TestJourneyAddKeys : public QObject, protected JourneyWindow
{
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::isolateSettings(m_settings.path()); }
    void init();
    void cleanup() { closeWindow(); }

    void ctrlKKeepsTheMotion_data();
    void ctrlKKeepsTheMotion();

private:
    QString m_before; // the project as opened, kept aside
};

void TestJourneyAddKeys::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    const QString path = testsupport::copyProject(QFINDTESTDATA("../../resources/examples/hero.json"),
                                                  {QStringLiteral("hero")}, *m_dir);
    giveTheJumpEveryEasing(path);
    if (QTest::currentTestFailed())
        return;
    m_before = m_dir->filePath(QStringLiteral("before.json"));
    QVERIFY(QFile::copy(path, m_before));
    openCopy(path);
    if (QTest::currentTestFailed())
        return;
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    DocumentTableView *clips = m_window->clipsPanel()->view();
    clickAt(clips->viewport(), clips->visualRect(clips->model()->index(2, 0)).center());
    QTRY_COMPARE(m_window->document()->clip().name, QStringLiteral("jump"));
    timelineView()->fitToWindowAction()->trigger(); // the transport bar's Fit
}

void TestJourneyAddKeys::ctrlKKeepsTheMotion_data()
{
    QTest::addColumn<double>("playhead");
    QTest::addColumn<int>("keysAdded");
    QTest::newRow("linear") << 100.0 << 1;
    QTest::newRow("easeInOut, before its middle") << 180.0 << 2; // a key at its middle (200) too
    QTest::newRow("easeOut at 320 ms") << 320.0 << 1;            // issue 27's kink
    QTest::newRow("dragged Bezier, overshoot") << 470.0 << 1;
    QTest::newRow("step") << 600.0 << 1;
}

void TestJourneyAddKeys::ctrlKKeepsTheMotion()
{
    QFETCH(double, playhead);
    QFETCH(int, keysAdded);
    auto *view = timelineView();
    const QRect ruler = view->rowLayout().rect(TimelineLayout::Row::Ruler);
    clickAt(view->viewport(), QPoint(int(std::lround(view->axis().xForTime(playhead))), ruler.center().y()));
    QTRY_VERIFY2(std::abs(m_window->clipTime() - playhead) < 3.0 * view->msPerPixel(),
                 qPrintable(QStringLiteral("the playhead is at %1 ms").arg(m_window->clipTime())));
    const double at = m_window->clipTime();
    const int keysBefore = m_window->document()->clip().motion.count();

    pressKey(Qt::Key_K, Qt::ControlModifier);
    const MotionTrack &motion = m_window->document()->clip().motion;
    QCOMPARE(motion.count(), keysBefore + keysAdded);
    QVERIFY(motion.key(motion.insertionIndex(at)).time == at); // the key is at the playhead
    QCOMPARE(m_window->document()->undoStack()->count(), 1);    // one step

    pressKey(Qt::Key_S, Qt::ControlModifier);
    QTRY_VERIFY(!m_window->document()->isModified());
    const QString after = m_window->document()->filePath();
    run({QStringLiteral("validate"), after});
    const QList<QList<double>> was = sampled(m_before), now = sampled(after);
    QCOMPARE(was.size(), 200);
    QCOMPARE(now.size(), 200);
    // The extent: the largest range of a component over the clip.
    double extent = 0.0;
    for (qsizetype c = 0; c < 9; ++c) {
        double lo = was.front()[c], hi = lo;
        for (const QList<double> &pose : was) {
            lo = std::min(lo, pose[c]);
            hi = std::max(hi, pose[c]);
        }
        extent = std::max(extent, hi - lo);
    }
    for (int i = 0; i < 200; ++i) {
        for (qsizetype c = 0; c < 9; ++c) {
            QVERIFY2(std::abs(now[i][c] - was[i][c]) <= 1e-9 * extent,
                     qPrintable(QStringLiteral("at %1 ms, component %2: %3 before, %4 after")
                                    .arg(760.0 * i / 199.0)
                                    .arg(c)
                                    .arg(was[i][c], 0, 'g', 17)
                                    .arg(now[i][c], 0, 'g', 17)));
        }
    }
}

QTEST_MAIN(TestJourneyAddKeys)
#include "tst_journeyaddkeys.moc"
