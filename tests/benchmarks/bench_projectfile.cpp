// Loading and saving a project of 100,000 frames and 100,000 keyframes (target: under 0.5 s
// each), in memory and through a file, and what an autosave costs the GUI thread, which hands
// the write to a thread of its own (target: at most 8 ms). Prints Qt Test's results, then tables
// in milliseconds.
// Then reading a file of 100,000 frames and keyframes and one of 1,000,000 keyframes by
// `inbetween-cli validate`, by simdjson's own walk (bench_simdjsonwalk), by CPython's json.load
// and by QJsonDocument, side by side (readercomparison.h; targets: validate within 1.5x the
// simdjson walk and at most 0.2x json.load's time, within 2x the file + 64 MiB of memory).

#include "benchmarks/autosavetiming.h"
#include "benchmarks/benchtable.h"
#include "benchmarks/childprocess.h"
#include "benchmarks/readercomparison.h"
#include "common/testpaths.h"
#include "document/autosavestore.h"
#include "file/projectreader.h"
#include "file/projectwriter.h"
#include "json/jsontext.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSaveFile>
#include <QStandardPaths>
#include <QDir>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>
#include <algorithm>
#include <cstring>
#include <vector>

using namespace inbetween;

namespace {

constexpr int kFrames = 100000;
constexpr int kKeys = 100000;
constexpr int kEvents = 1000;

// Numbers as an animator's file holds them: hundredths of a ms, angles and sizes with decimals,
// every easing, and no images (a reader that checks images would need 100,000 files).
Project bigProject(int frameCount = kFrames, int keyCount = kKeys, int eventCount = kEvents)
{
    QRandomGenerator rng(100000);
    Project p;
    p.name = QStringLiteral("Benchmark: %1 frames and %2 keys").arg(frameCount).arg(keyCount);
    QList<Frame> frames;
    frames.reserve(frameCount);
    for (int i = 0; i < frameCount; ++i)
        frames.append({20 + rng.bounded(16000) / 100.0, QString(), std::nullopt});
    p.clips[0].frames.setFrames(frames);
    QList<Keyframe> keys;
    keys.reserve(keyCount);
    const double step = frameCount > 0 ? p.clips[0].length() / keyCount : 90.0;
    for (int i = 0; i < keyCount; ++i) {
        Keyframe k;
        k.time = std::floor(i * step * 100) / 100;
        k.translation = {rng.bounded(100000) / 100.0, rng.bounded(100000) / 100.0, 0};
        k.rotation = {0, rng.bounded(3600) / 10.0, rng.bounded(72000) / 100.0};
        k.scale = {1 + rng.bounded(100) / 100.0, 1 + rng.bounded(100) / 100.0, 1};
        const int e = i % 6;
        k.easing = e == 5 ? Easing::bezier(0.25, 0.1, 0.25, 1) : Easing(Easing::Type(e));
        keys.append(k);
    }
    p.clips[0].motion.setKeys(keys);
    for (int i = 0; i < eventCount; ++i)
        p.clips[0].events.append({p.clips[0].length() * i / eventCount, QStringLiteral("event-%1").arg(i)});
    return p;
}

// Debian's python3 (resources/debian-packages.txt) before another one on the PATH.
QString findPython()
{
    if (QFileInfo(QStringLiteral("/usr/bin/python3")).isExecutable())
        return QStringLiteral("/usr/bin/python3");
    return QStandardPaths::findExecutable(QStringLiteral("python3"));
}

// The two files, written by ProjectWriter, read side by side by the four readers.
// The side by side reading of the 100,000-frame file, and of the 1,000,000-keyframe one unless
// `million` is false (CI's run: its five readers take several minutes there).
// With `keepIn` set, the files are only written there (to profile a reader by hand).
void compareReaders(const QString &self, bool million, const QString &keepIn = QString())
{
    QTemporaryDir dir(keepIn.isEmpty() ? QDir::tempPath() + QStringLiteral("/bench_projectfile-XXXXXX") : keepIn + QStringLiteral("/XXXXXX"));
    dir.setAutoRemove(keepIn.isEmpty());
    const bench::ReaderPrograms programs{testpaths::cli(), self, findPython(),
                                         testpaths::built("tests/benchmarks/bench_simdjsonwalk"), testpaths::built("tests/benchmarks/bench_simdjsonwalk_native")};
    QTextStream out(stdout);
    const struct
    {
        const char *name;
        int frames, keys, events, runs;
        const char *title;
    } files[] = {{"100k.json", kFrames, kKeys, kEvents, 5, "100,000 frames, 100,000 keyframes and 1,000 events"},
                 {"1m.json", 0, 1000000, 0, 3, "1,000,000 keyframes"}};
    for (const auto &f : files) {
        if (!million && f.keys == 1000000)
            continue;
        const QString path = dir.filePath(QLatin1String(f.name));
        QString error;
        if (!ProjectWriter::save(bigProject(f.frames, f.keys, f.events), path, &error)) {
            out << "cannot write " << path << ": " << error << "\n";
            continue;
        }
        if (!keepIn.isEmpty()) {
            out << path << "\n";
            continue;
        }
        bench::compareReaders(programs, path, QLatin1String(f.title), f.runs, out);
        out.flush();
    }
}

} // namespace

class BenchProjectFile : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void toJson();
    void save();
    void autosaveOnThisThread();
    void read();
    void readFile();

public:
    const Project &project() const { return m_project; }

private:
    Project m_project;
    QByteArray m_json;
    QTemporaryDir m_dir;
};

void BenchProjectFile::initTestCase()
{
    m_project = bigProject();
    m_json = ProjectWriter::toJson(m_project);
    QVERIFY(m_dir.isValid());
    qInfo("project file: %d frames, %d keyframes, %d events, %.1f MB", kFrames, kKeys, kEvents,
          m_json.size() / 1e6);
}

void BenchProjectFile::toJson()
{
    QByteArray json;
    QBENCHMARK {
        json = ProjectWriter::toJson(m_project);
    }
    QCOMPARE(json.size(), m_json.size());
}

// The whole write (Autosaver::autosaveNow, the path that still runs on the GUI thread: the
// recovery of an autosave at start).
void BenchProjectFile::autosaveOnThisThread()
{
    const AutosaveStore store(m_dir.filePath(QStringLiteral("store")));
    QString error;
    QBENCHMARK {
        QVERIFY2(store.write(QStringLiteral("bench"), m_project, QString(), &error), qPrintable(error));
    }
}

void BenchProjectFile::save()
{
    const QString path = m_dir.filePath(QStringLiteral("big.json"));
    QString error;
    QBENCHMARK {
        QVERIFY2(ProjectWriter::save(m_project, path, &error), qPrintable(error));
    }
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), m_json);
}

void BenchProjectFile::read()
{
    ProjectReader::Result result;
    QBENCHMARK {
        result = ProjectReader::read(m_json);
    }
    QVERIFY2(result.ok(), qPrintable(result.messages(QStringLiteral("big.json")).value(0)));
    QVERIFY(*result.project == m_project); // every number back to the bit
}

void BenchProjectFile::readFile()
{
    const QString path = m_dir.filePath(QStringLiteral("read.json"));
    QString error;
    QVERIFY(ProjectWriter::save(m_project, path, &error));
    ProjectReader::Result result;
    QBENCHMARK {
        result = ProjectReader::readFile(path);
    }
    QVERIFY(result.ok());
    QCOMPARE(result.project->clips[0].frames.count(), kFrames);
}

int main(int argc, char *argv[])
{
    const int child = bench::childMain(argc, argv);
    if (child >= 0)
        return child;
    bench::startSpawner();
    // --no-compare: the QBENCHMARKs only; --compare-only: the side-by-side reading only;
    // --no-million: no side-by-side reading of the 1,000,000-keyframe file; --write-files DIR:
    // only write the files the side-by-side reading reads into a new folder in DIR (for perf).
    std::vector<char *> args(argv, argv + argc);
    const auto option = [&args](const char *name) {
        const auto it = std::find_if(args.begin(), args.end(), [name](const char *a) { return std::strcmp(a, name) == 0; });
        if (it == args.end())
            return false;
        args.erase(it);
        return true;
    };
    const bool compare = !option("--no-compare");
    const bool benchmarks = !option("--compare-only");
    const bool million = !option("--no-million");
    QString keepIn;
    if (const auto it = std::find_if(args.begin(), args.end(), [](const char *a) { return std::strcmp(a, "--write-files") == 0; });
        it != args.end() && it + 1 != args.end()) {
        keepIn = QString::fromLocal8Bit(*(it + 1));
        args.erase(it, it + 2);
    }
    argc = int(args.size());
    argv = args.data();
    QCoreApplication app(argc, argv);
    if (!benchmarks || !keepIn.isEmpty()) {
        compareReaders(QCoreApplication::applicationFilePath(), million, keepIn);
        return 0;
    }
    BenchProjectFile tests;
    QList<bench::Result> results;
    const int rc = bench::run(&tests, argc, argv, &results);

    QTextStream out(stdout);
    const QString unit = bench::unitOf(results).replace(QLatin1String("ns"), QLatin1String("ms"));
    const auto ms = [&results](const char *function) {
        const bench::Result *r = bench::find(results, QLatin1String(function), QString());
        return r ? r->perOp() / 1e6 : -1.0;
    };
    out << "\nProject file of 100,000 frames and 100,000 keyframes (ms per operation, target < 500; " << unit << ")\n"
        << "| operation                              |     ms | target |\n"
        << "|----------------------------------------|-------:|--------|\n";
    const std::pair<const char *, const char *> rows[] = {
        {"toJson", "save: ProjectWriter::toJson (memory)"},
        {"save", "save: ProjectWriter::save (file)"},
        {"read", "load: ProjectReader::read (memory)"},
        {"readFile", "load: ProjectReader::readFile (file)"},
    };
    for (const auto &[function, label] : rows) {
        const double v = ms(function);
        out << "| " << QString::fromLatin1(label).leftJustified(38) << " |" << bench::cell(v, 7) << " | "
            << (v < 0 ? "-     " : v < 500 ? "met   " : "MISSED") << " |\n";
    }
    if (bench::find(results, QStringLiteral("save"), QString())) {
        const bench::AutosaveTiming a = bench::measureAutosave(tests.project(), 15);
        out << "\nAn autosave of this project on the GUI thread (ms wall time, median of " << a.rounds
            << " rounds; target: at most 8)\n"
            << "| the GUI thread's part                                          |     ms | target |\n"
            << "|----------------------------------------------------------------|-------:|--------|\n"
            << "| the whole write on it (AutosaveStore::write, QBENCHMARK above) |"
            << bench::cell(ms("autosaveOnThisThread"), 7) << " |        |\n"
            << "| copy the project, start the write (autosaveInBackground)       |" << bench::cell(a.guiWallMedian, 7)
            << " | " << (a.guiWallMedian <= 8 ? "met   " : "MISSED") << " |\n"
            << "|   slowest of the rounds                                        |" << bench::cell(a.guiWallMax, 7) << " |        |\n"
            << "|   its CPU time on the GUI thread                               |" << bench::cell(a.guiCpuMedian, 7) << " |        |\n"
            << "|   its CPU time in the slowest of the rounds by CPU time        |" << bench::cell(a.guiCpuMax, 7) << " |        |\n"
            << "| the write on the autosave thread, start to `autosaved`         |" << bench::cell(a.writeWallMedian, 7) << " |        |\n"
            << "| an edit (one frame retimed mid-clip) with no write under way   |" << bench::cell(a.editAloneMedian, 7) << " |        |\n"
            << "| the first edit while the write runs (copies the frame list)    |" << bench::cell(a.editDuringWriteMedian, 7) << " |        |\n"
            << "|   slowest of the rounds                                        |" << bench::cell(a.editDuringWriteMax, 7) << " |        |\n";
    }
    out.flush();
    if (compare)
        compareReaders(QCoreApplication::applicationFilePath(), million);
    return rc;
}

#include "bench_projectfile.moc"
