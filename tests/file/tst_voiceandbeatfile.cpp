// The project file's keys for timing to voice and beat (version 4; DESIGN.md "Timing to voice
// and beat", "Export targets"): a clip's markers and beat grid, a frame's mouth, the project's
// mouth chart and Export on Save, read and written by their declarations (projectkeys.h), each
// rule refused with its JSON path; in a version 3 file they are warned about and ignored.

#include "common/testutil.h"
#include "file/projectreader.h"
#include "file/projectwriter.h"
#include "file/readerdiagnostics.h"

#include <QFile>
#include <QTest>

using namespace inbetween;
using namespace inbetween::filetest;

namespace {

// A project of the given file version whose root holds `root` and whose one clip holds `clip`.
QByteArray project(const QByteArray &root, const QByteArray &clip = {}, int version = 4)
{
    return R"({"format": "inbetween", "version": )" + QByteArray::number(version) + (root.isEmpty() ? "" : ", " + root)
           + R"(, "clips": [{"name": "talk", "frames": [{"duration": 100}])" + (clip.isEmpty() ? "" : ", " + clip) + "}]}";
}

} // namespace

class TestVoiceAndBeatFile : public QObject
{
    Q_OBJECT

private slots:
    void readsEveryKey()
    {
        const auto r = ProjectReader::read(testutil::contentsOf(QFINDTESTDATA("data/voice-and-beat.json")));
        QVERIFY2(r.ok(), qPrintable(r.messages(QStringLiteral("voice-and-beat.json")).join(QLatin1Char('\n'))));
        QVERIFY(r.diagnostics.isEmpty());
        const Project &p = *r.project;
        QVERIFY(p.exportOnSave);
        QCOMPARE(p.mouths.keys(), (QStringList{QStringLiteral("A"), QStringLiteral("MBP"), QStringLiteral("X")}));
        QCOMPARE(p.mouths.value(QStringLiteral("A")), (MouthPicture{QStringLiteral("mouths.png"), QRect(0, 0, 32, 32)}));
        QCOMPARE(p.mouths.value(QStringLiteral("MBP")), (MouthPicture{QStringLiteral("mbp.png"), std::nullopt}));
        const Clip &c = p.clips[0];
        QCOMPARE(c.frames.frame(0).mouth(), QStringLiteral("X"));
        QCOMPARE(c.frames.frame(2).mouth(), QStringLiteral("MBP"));
        QCOMPARE(c.frames.frame(2).image, QStringLiteral("face.png"));
        QVERIFY(c.frames.frame(3).mouth().isEmpty());
        // Markers keep their file order (the order they were added), not their times'.
        QCOMPARE(c.markers, (QList<ClipMarker>{{0, QStringLiteral("line 1")}, {250.25, QString()}, {120, QStringLiteral("crash")}}));
        QCOMPARE(c.beat, std::optional<BeatGrid>(BeatGrid{92.5, -40}));
    }

    void writtenAsRead()
    {
        const QByteArray bytes = testutil::contentsOf(QFINDTESTDATA("data/voice-and-beat.json"));
        const auto r = ProjectReader::read(bytes);
        QVERIFY(r.ok());
        QCOMPARE(ProjectWriter::toJson(*r.project), bytes);
        // Without any of them, none is written (a project without guides is the file it was).
        Project plain = *r.project;
        plain.exportOnSave = false;
        plain.mouths.clear();
        plain.clips[0].markers.clear();
        plain.clips[0].beat.reset();
        for (const char *key : {"exportOnSave", "mouths", "markers", "beat"})
            QVERIFY2(!ProjectWriter::toJson(plain).contains(key), key);
    }

    void beatGridTimes()
    {
        const BeatGrid grid{120, -40};
        QCOMPARE(grid.beatMs(), 500.0);
        QCOMPARE(grid.beatTime(0), -40.0);
        QCOMPARE(grid.beatTime(3), 1460.0);
        QCOMPARE(grid.nearestBeat(700), 1LL);
        QCOMPARE(grid.nearestBeat(720), 2LL);
    }

    void refused_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QString>("error");
        QTest::newRow("marker without time") << project({}, R"("markers": [{"name": "a"}])")
                                             << "clips[0].markers[0].time: missing (every marker needs a time in ms)";
        QTest::newRow("marker before 0") << project({}, R"("markers": [{"time": -1}])")
                                         << "clips[0].markers[0].time: must be";
        QTest::newRow("marker name a number") << project({}, R"("markers": [{"time": 1, "name": 3}])")
                                              << "clips[0].markers[0].name: must be a string (got 3)";
        QTest::newRow("markers not a list") << project({}, R"("markers": {})") << "clips[0].markers: must be";
        QTest::newRow("beat not an object") << project({}, R"("beat": 120)")
                                            << "clips[0].beat: must be an object {\"bpm\": N, \"offset\": MS} (got 120)";
        QTest::newRow("beat without bpm") << project({}, R"("beat": {"offset": 3})")
                                          << "clips[0].beat.bpm: missing (the tempo in beats per minute)";
        QTest::newRow("beat bpm 0") << project({}, R"("beat": {"bpm": 0})") << "clips[0].beat.bpm: must be";
        QTest::newRow("frame mouth blank") << QByteArray(R"({"format": "inbetween", "version": 4, "clips": [{"frames": [{"duration": 1, "mouth": " "}]}]})")
                                           << "clips[0].frames[0].mouth: must be a non-empty string";
        QTest::newRow("mouths not an object") << project(R"("mouths": [])")
                                              << "mouths: must be an object of mouth shapes, each {\"image\": PATH} (got an array)";
        QTest::newRow("mouth without image") << project(R"("mouths": {"A": {"region": [0, 0, 1, 1]}})")
                                             << "mouths.A.image: missing";
        QTest::newRow("mouth picture not an object") << project(R"("mouths": {"A": "a.png"})")
                                                     << "mouths.A: must be an object {\"image\": PATH} (got \"a.png\")";
        QByteArray shapes;
        for (int i = 0; i <= ProjectLimits().maxMouthShapes; ++i)
            shapes += (i ? ", \"" : "\"") + QByteArray::number(i) + "\": {\"image\": \"a.png\"}";
        QTest::newRow("mouth shapes beyond the limit") << project(R"("mouths": {)" + shapes + "}")
                                                       << "mouths: 1001 mouth shapes, more than the limit of 1000";
        QTest::newRow("mouth shape blank") << project(R"("mouths": {" ": {"image": "a.png"}})")
                                           << "a mouth shape needs a non-empty name";
        QTest::newRow("mouth region bad") << project(R"("mouths": {"A": {"image": "a.png", "region": [0, 0, 0, 1]}})")
                                          << "mouths.A.region[2]: must be a whole number from 1";
        QTest::newRow("exportOnSave a string") << project(R"("exportOnSave": "yes")")
                                               << "exportOnSave: must be true or false (got \"yes\")";
    }
    void refused()
    {
        QFETCH(QByteArray, file);
        QFETCH(QString, error);
        const auto r = ProjectReader::read(file);
        QVERIFY(!r.ok());
        const QStringList errors = diagnosticsOf(r, true);
        QVERIFY2(errors.size() == 1 && errors.first().contains(error), qPrintable(errors.join(QLatin1Char('\n'))));
    }

    // A clip whose frames name shapes the chart has no picture for: one warning a clip (not a
    // frame), naming each shape once, sorted; the project still reads.
    void shapesWithoutPictureWarned_data()
    {
        QTest::addColumn<QByteArray>("chart");
        QTest::addColumn<QByteArrayList>("mouths"); // one a frame, "" for a frame without a mouth
        QTest::addColumn<QStringList>("warnings");
        const QByteArray ab = R"("mouths": {"A": {"image": "a.png"}, "B": {"image": "b.png"}})";
        QTest::newRow("every shape charted") << ab << QByteArrayList{"A", "B", "A"} << QStringList();
        QTest::newRow("no mouths") << QByteArray() << QByteArrayList{"", ""} << QStringList();
        QTest::newRow("one shape missing, twice") << ab << QByteArrayList{"A", "X", "B", "X"}
                                                  << QStringList{QStringLiteral("clips[0].frames: mouth shape X has no picture in the chart (\"mouths\"); it shows as a labelled placeholder")};
        QTest::newRow("no chart") << QByteArray() << QByteArrayList{"MBP", "A", "MBP"}
                                  << QStringList{QStringLiteral("clips[0].frames: mouth shapes A, MBP have no picture in the chart (\"mouths\"); they show as labelled placeholders")};
        QTest::newRow("own image wins") << QByteArray() << QByteArrayList{"own:X"} << QStringList();
    }
    void shapesWithoutPictureWarned()
    {
        QFETCH(QByteArray, chart);
        QFETCH(QByteArrayList, mouths);
        QFETCH(QStringList, warnings);
        QByteArrayList frames;
        // (Built with QByteArray::append, not raw strings ending in a quote: moc misreads those.)
        for (const QByteArray &m : mouths) {
            QByteArray f = "{\"duration\": 100";
            if (m.startsWith("own:"))
                f.append(", \"image\": \"own.png\"");
            const QByteArray shape = m.startsWith("own:") ? m.mid(4) : m;
            if (!shape.isEmpty())
                f.append(", \"mouth\": \"").append(shape).append('"');
            frames << f.append('}');
        }
        const QByteArray file = project(chart).replace(R"([{"duration": 100}])", "[" + frames.join(", ") + "]");
        const auto r = ProjectReader::read(file);
        QVERIFY2(r.ok(), qPrintable(diagnosticsOf(r, true).join(QLatin1Char('\n'))));
        QCOMPARE(diagnosticsOf(r, false), warnings);
    }

    // A version 3 file with them: each warned about by its path, ignored, the rest read.
    void earlierVersionIgnoresThem()
    {
        const QByteArray file = project(R"("exportOnSave": true, "mouths": {"A": {"image": "a.png"}})",
                                        R"("markers": [{"time": 1}], "beat": {"bpm": 100})", 3)
                                    .replace(R"({"duration": 100})", R"({"duration": 100, "mouth": "A"})");
        const auto r = ProjectReader::read(file);
        QVERIFY(r.ok());
        const QString later = QStringLiteral(": a key of file version 4, ignored in a version 3 file");
        QCOMPARE(diagnosticsOf(r, false), (QStringList{QStringLiteral("exportOnSave") + later, QStringLiteral("mouths") + later,
                                                       QStringLiteral("clips[0].markers") + later,
                                                       QStringLiteral("clips[0].beat") + later,
                                                       QStringLiteral("clips[0].frames[0].mouth") + later}));
        QCOMPARE(*r.project, ProjectReader::read(project({}, {}, 3)).project.value());
    }
};

QTEST_GUILESS_MAIN(TestVoiceAndBeatFile)
#include "tst_voiceandbeatfile.moc"
