// `inbetween-cli watch FILE` (editor/cli/README.md, "watch"): the real program, started as a user
// starts it beside a game, on a temporary copy of data/watch/hero.json (a godot target into
// ../game and a csv target into out/) with its pictures. One watch process goes through the steps
// a user takes (followsTheProject): pictures saved in bursts, a hold changed, the project broken
// and fixed with a new picture, then Ctrl+C. The time from a burst's last write to the "wrote"
// lines is measured, not slept for: the test waits on the process's output and reads the clock
// when it comes.
#include "common/testpaths.h"
#include "common/testutil.h"

#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QProcess>
#include <QSaveFile>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>
#include <csignal>
#include <functional>

namespace {

// The watch's promise (WatchCommand::kSettleMs and the README): the exports within 500 ms of the
// last change of a burst. Here they came 206 to 244 ms after it (the 200 ms of quiet, then the
// read and export), plain and under AddressSanitizer, at a load average of 2 to 3.5 on the 2
// shared cores, and 292 to 320 ms under AddressSanitizer at a load average of 7; the margin is
// for a machine busier still.
constexpr qint64 kPromisedMs = 500;
constexpr qint64 kLoadMarginMs = 500;
// How long a step may take at all before the test gives up on it (a start under ASan is slow).
constexpr int kStepTimeoutMs = 30000;

const QByteArray kWrote = "wrote godot ../game/hero.tres\nwrote csv out/hero.csv\n";

// Written in place (truncated, then written), as a script or `cp` writes.
bool writeInPlace(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

// Written to a temporary file renamed over the old one, as the editor, Krita and Aseprite save.
bool saveRenamedOver(const QString &path, const QByteArray &bytes)
{
    QSaveFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size() && f.commit();
}

} // namespace

class TestCliWatch : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_project; // the folder of hero.json
    QProcess m_watch;
    QByteArray m_out, m_err; // all the watch printed so far

    bool setUp(const QString &name)
    {
        m_project = QDir(m_dir.path()).filePath(name + QStringLiteral("/project"));
        return QDir().mkpath(m_project)
               && QFile::copy(QFINDTESTDATA("data/watch/hero.json"), m_project + QStringLiteral("/hero.json"))
               && QFile::copy(QFINDTESTDATA("../data/frames/tiny-0.png"), m_project + QStringLiteral("/tiny-0.png"))
               && QFile::copy(QFINDTESTDATA("../data/frames/tiny-1.png"), m_project + QStringLiteral("/tiny-1.png"));
    }
    QString path(const QString &relative) const { return QDir(m_project).filePath(relative); }

    // `inbetween-cli watch hero.json` in the project's folder, as a user runs it there.
    void start(const QStringList &more = {})
    {
        m_out.clear();
        m_err.clear();
        m_watch.setWorkingDirectory(m_project);
        const QStringList args{QStringLiteral("watch"), QStringLiteral("hero.json")};
        m_watch.start(testpaths::cli(), args + more);
    }

    // Runs the event loop until `done` holds, looked at whenever the watch prints or ends; false
    // when kStepTimeoutMs pass first.
    bool waitFor(const std::function<bool()> &done)
    {
        if (done())
            return true;
        QEventLoop loop;
        QTimer::singleShot(kStepTimeoutMs, &loop, &QEventLoop::quit);
        const auto check = [&] {
            if (done())
                loop.quit();
        };
        const auto a = connect(&m_watch, &QProcess::readyReadStandardOutput, &loop, check);
        const auto b = connect(&m_watch, &QProcess::readyReadStandardError, &loop, check);
        const auto c = connect(&m_watch, &QProcess::finished, &loop, check);
        loop.exec();
        disconnect(a);
        disconnect(b);
        disconnect(c);
        return done();
    }
    // Waits for the `n`th set of "wrote" lines; returns the ms from `since` to when it came, or -1.
    qint64 waitForExports(int n, const QElapsedTimer &since)
    {
        if (!waitFor([&] { return m_out.count(kWrote) >= n; }))
            return -1;
        return since.elapsed();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // Connected first: what the watch prints is in m_out and m_err before waitFor looks.
        connect(&m_watch, &QProcess::readyReadStandardOutput, this,
                [this] { m_out += m_watch.readAllStandardOutput(); });
        connect(&m_watch, &QProcess::readyReadStandardError, this, [this] { m_err += m_watch.readAllStandardError(); });
    }

    void cleanup()
    {
        if (m_watch.state() != QProcess::NotRunning) {
            m_watch.kill();
            m_watch.waitForFinished();
        }
    }

    void followsTheProject()
    {
        QVERIFY(setUp(QStringLiteral("follows")));
        const QByteArray picture0 = testutil::contentsOf(path(QStringLiteral("tiny-0.png")));
        const QByteArray picture1 = testutil::contentsOf(path(QStringLiteral("tiny-1.png")));
        const QByteArray project = testutil::contentsOf(path(QStringLiteral("hero.json")));
        QVERIFY(!picture0.isEmpty() && picture0 != picture1 && !project.isEmpty());
        QElapsedTimer clock;
        clock.start();
        start();
        QVERIFY2(waitForExports(1, clock) >= 0, m_err.constData());
        QCOMPARE(m_err, QByteArray("hero.json: watching the project file and 2 images\n"));
        const QString atlas = path(QStringLiteral("../game/hero-atlas.png"));
        const QString tres = path(QStringLiteral("../game/hero.tres"));
        const QString csv = path(QStringLiteral("out/hero.csv"));
        QByteArray atlasBefore = testutil::contentsOf(atlas);
        QVERIFY(testutil::contentsOf(tres).contains("length = 0.25\n"));

        // (a) A picture saved three times 50 ms apart, in place, then renamed over: one export
        // each burst, within the promise of its last write.
        for (const bool renamedOver : {false, true}) {
            const QByteArray last = renamedOver ? picture0 : picture1;
            QElapsedTimer gap;
            qint64 longestGap = 0;
            for (const QByteArray &bytes : {last, renamedOver ? picture1 : picture0, last}) {
                if (gap.isValid()) {
                    QTest::qWait(50);
                    longestGap = std::max(longestGap, gap.elapsed());
                }
                QVERIFY(renamedOver ? saveRenamedOver(path(QStringLiteral("tiny-0.png")), bytes)
                                    : writeInPlace(path(QStringLiteral("tiny-0.png")), bytes));
                gap.start();
            }
            const int n = renamedOver ? 3 : 2;
            QCOMPARE(m_out, kWrote.repeated(n - 1)); // nothing exported in the middle of the burst
            const qint64 ms = waitForExports(n, gap);
            qInfo("burst %s: the exports came %lld ms after its last write (writes up to %lld ms apart)",
                  renamedOver ? "renamed over" : "in place", ms, longestGap);
            QVERIFY2(ms >= 0, m_err.constData());
            QVERIFY2(longestGap < 200, "the test was held up between the burst's writes: not one burst");
            QVERIFY2(ms <= kPromisedMs + kLoadMarginMs, qPrintable(QStringLiteral("%1 ms").arg(ms)));
            QCOMPARE(m_out, kWrote.repeated(n)); // once for the burst
            const QByteArray atlasNow = testutil::contentsOf(atlas);
            QVERIFY(atlasNow != atlasBefore); // tiny-0 drawn as tiny-1, then as itself again
            atlasBefore = atlasNow;
        }

        // (b) A hold changed in the project file (renamed over, as the editor saves): longer
        // animation in the library, a row more in the CSV.
        const QByteArray csvBefore = testutil::contentsOf(csv);
        QByteArray longer = project;
        longer.replace(R"("duration": 100)", R"("duration": 200)");
        QElapsedTimer saved;
        QVERIFY(saveRenamedOver(path(QStringLiteral("hero.json")), longer));
        saved.start();
        const qint64 ms = waitForExports(4, saved);
        qInfo("a hold changed: the exports came %lld ms after the save", ms);
        QVERIFY2(ms >= 0 && ms <= kPromisedMs + kLoadMarginMs, m_err.constData());
        QVERIFY(testutil::contentsOf(tres).contains("length = 0.35\n"));
        QCOMPARE(testutil::contentsOf(csv).count('\n'), csvBefore.count('\n') + 1); // 0, 100, 200, 300 and 350 ms

        // (c) The project broken: said as validate says it, the exports left as they were.
        const QStringList exports{atlas, tres, path(QStringLiteral("../game/hero.tscn")), csv};
        QList<QByteArray> before;
        for (const QString &file : exports)
            before << testutil::contentsOf(file);
        const QByteArray broken = "{\"format\": \"inbetween\",\n  \"version\": 4,\n  oops\n}\n";
        QVERIFY(saveRenamedOver(path(QStringLiteral("hero.json")), broken));
        const QByteArray refused = "hero.json: line 3, column 3: expected a key in double quotes (got 'o')\n"
                                   "hero.json: not exported; its exports stay as they were until it reads again\n";
        QVERIFY2(waitFor([&] { return m_err.endsWith(refused); }), m_err.constData());
        QCOMPARE(m_out, kWrote.repeated(4));
        for (qsizetype i = 0; i < exports.size(); ++i)
            QVERIFY2(testutil::contentsOf(exports[i]) == before[i], qPrintable(exports[i]));

        // Fixed, with a third picture: exported again, and the new picture watched from then on.
        QVERIFY(QFile::copy(path(QStringLiteral("tiny-1.png")), path(QStringLiteral("tiny-2.png"))));
        QByteArray threeFrames = longer;
        threeFrames.replace(R"("image": "tiny-1.png" })",
                            R"("image": "tiny-1.png" }, { "duration": 50, "image": "tiny-2.png" })");
        QVERIFY(saveRenamedOver(path(QStringLiteral("hero.json")), threeFrames));
        QVERIFY2(waitForExports(5, saved) >= 0, m_err.constData());
        QVERIFY(m_err.endsWith(refused + "hero.json: watching the project file and 3 images\n"));
        QVERIFY(testutil::contentsOf(tres).contains("length = 0.4\n"));
        QVERIFY(writeInPlace(path(QStringLiteral("tiny-2.png")), picture0));
        QVERIFY2(waitForExports(6, saved) >= 0, m_err.constData());

        // (d) Ctrl+C: stopped cleanly, every export whole and no temporary file left.
        QVERIFY(::kill(pid_t(m_watch.processId()), SIGINT) == 0);
        QVERIFY(waitFor([&] { return m_watch.state() == QProcess::NotRunning; }));
        QCOMPARE(m_watch.exitStatus(), QProcess::NormalExit);
        QCOMPARE(m_watch.exitCode(), 0);
        QCOMPARE(m_out, kWrote.repeated(6)); // no export twice for one change
        const auto filesIn = [this](const char *folder) {
            return QDir(path(QLatin1String(folder))).entryList(QDir::Files | QDir::Hidden).join(QLatin1Char(' '));
        };
        QCOMPARE(filesIn("../game"), QStringLiteral("hero-atlas.png hero.tres hero.tscn"));
        QCOMPARE(filesIn("out"), QStringLiteral("hero.csv"));
    }

    // Started while a picture it names is not there yet (still being rendered, a checkout not
    // done): not exported, but the picture is watched, and its coming exports (before: nothing
    // reacted until the project file itself changed).
    void waitsForAPictureNotThereYet()
    {
        QVERIFY(setUp(QStringLiteral("waits")));
        const QString picture = path(QStringLiteral("tiny-1.png"));
        QVERIFY(QFile::rename(picture, picture + QStringLiteral(".later")));
        QElapsedTimer clock;
        clock.start();
        start();
        QVERIFY2(waitFor([&] { return m_err.contains("not exported"); }), m_err.constData());
        QVERIFY2(m_err.contains("hero.json: watching the project file and 2 images\n"), m_err.constData());
        QCOMPARE(m_out, QByteArray());
        QVERIFY(QFile::rename(picture + QStringLiteral(".later"), picture));
        QVERIFY2(waitForExports(1, clock) >= 0, m_err.constData());
    }

    // Each of these signals stops it cleanly, also before anything changed.
    void stopsOnSignal_data()
    {
        QTest::addColumn<int>("signalNumber");
        QTest::newRow("SIGINT (Ctrl+C)") << SIGINT;
        QTest::newRow("SIGTERM") << SIGTERM;
        // The terminal closed or the ssh connection dropped; the reader of its output gone
        // (before: killed at once, maybe mid-export, its temporary files left in the game).
        QTest::newRow("SIGHUP") << SIGHUP;
        QTest::newRow("SIGPIPE") << SIGPIPE;
    }

    void stopsOnSignal()
    {
        QFETCH(int, signalNumber);
        QVERIFY(setUp(QStringLiteral("signal-%1").arg(signalNumber)));
        start();
        QElapsedTimer clock;
        clock.start();
        QVERIFY2(waitForExports(1, clock) >= 0, m_err.constData());
        QVERIFY(::kill(pid_t(m_watch.processId()), signalNumber) == 0);
        QVERIFY(waitFor([&] { return m_watch.state() == QProcess::NotRunning; }));
        QCOMPARE(m_watch.exitStatus(), QProcess::NormalExit);
        QCOMPARE(m_watch.exitCode(), 0);
        QCOMPARE(m_out, kWrote);
    }

    // Started by nohup (SIGHUP ignored): a hang-up leaves it watching, as nohup is for (before the
    // handler took it over: stopped at the log-out).
    void ignoredHangUpStaysIgnored()
    {
        QVERIFY(setUp(QStringLiteral("nohup")));
        m_watch.setChildProcessModifier([] { ::signal(SIGHUP, SIG_IGN); });
        start();
        QElapsedTimer clock;
        clock.start();
        QVERIFY2(waitForExports(1, clock) >= 0, m_err.constData());
        QVERIFY(::kill(pid_t(m_watch.processId()), SIGHUP) == 0);
        QVERIFY(!m_watch.waitForFinished(500));
        QVERIFY(::kill(pid_t(m_watch.processId()), SIGINT) == 0);
        QVERIFY(waitFor([&] { return m_watch.state() == QProcess::NotRunning; }));
        QCOMPARE(m_watch.exitCode(), 0);
        m_watch.setChildProcessModifier({});
    }

    // What is not watched: exit at once, nothing written.
    void refuses_data()
    {
        QTest::addColumn<QStringList>("more"); // after `watch hero.json`
        QTest::addColumn<int>("code");
        QTest::addColumn<QByteArray>("err");
        QTest::newRow("a file that is not there")
            << QStringList{QStringLiteral("missing.json")} << 1
            << QByteArray("missing.json: cannot watch: no such file\n");
        QTest::newRow("--clip") << QStringList{QStringLiteral("--clip"), QStringLiteral("walk")} << 2
                                << QByteArray("inbetween-cli: --clip is an option of info, sample, events and export\n"
                                              "Try 'inbetween-cli --help'.\n");
        QTest::newRow("an export option")
            << QStringList{QStringLiteral("--fps"), QStringLiteral("12")} << 2
            << QByteArray("inbetween-cli: --format, -o, --fps, --node, --tolerance, --pixels-per-unit, --aseprite-pingpong, "
                          "--report, --list, --scale, --background and --loops are options of export only\n"
                          "Try 'inbetween-cli --help'.\n");
    }

    void refuses()
    {
        QFETCH(QStringList, more);
        QFETCH(int, code);
        QFETCH(QByteArray, err);
        static int row = 0;
        QVERIFY(setUp(QStringLiteral("refuses-%1").arg(++row)));
        start(more);
        QVERIFY(m_watch.waitForFinished(kStepTimeoutMs));
        m_err += m_watch.readAllStandardError();
        QCOMPARE(m_err, err);
        QCOMPARE(m_watch.exitCode(), code);
        QVERIFY(!QFileInfo::exists(path(QStringLiteral("out"))));
    }
};

QTEST_GUILESS_MAIN(TestCliWatch)
#include "tst_cliwatch.moc"
