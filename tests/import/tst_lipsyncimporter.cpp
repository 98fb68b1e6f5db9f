// LipSyncImporter through importFile, as `inbetween-cli import` and File > Import call it: every
// lip-sync format told by its content (a broken one by its suffix, so the reader names where it
// breaks), the recording the file names found (as named, or beside the file when it names another
// machine's path) and attached at offset 0 relative to the project's folder, or a warning; the
// chart given taken as the project's, the shapes it lacks taken from pictures named after them
// beside the file, the rest a warning; a refused file no project.

#include "common/soundfiles.h"
#include "import/lipsyncfixtures.h"
#include "import/importsource.h"

#include <QTemporaryDir>
#include <algorithm>
#include <QtTest>

using namespace inbetween;
using namespace lipsynctest;

namespace {

// A one-cue Rhubarb JSON naming `sound`.
QByteArray jsonNaming(const QString &sound)
{
    QByteArray escaped = sound.toUtf8();
    escaped.replace("\\", "\\\\");
    return R"({"metadata": {"soundFile": ")" + escaped
           + R"(", "duration": 0.2}, "mouthCues": [{"start": 0.0, "end": 0.2, "value": "A"}]})";
}

// "a b c" as {"a", "b", "c"}: the rows' lists of paths and shapes.
QStringList words(const char *text)
{
    return QString::fromLatin1(text).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

} // namespace

class TestLipSyncImporter : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QDir(m_dir->path()).mkpath(QStringLiteral("voice/sounds"));
        QDir(m_dir->path()).mkpath(QStringLiteral("elsewhere"));
        const QList<qint16> tone = soundfiles::sine(220, 8000, 500, 16000);
        for (const char *wav : {"voice/hi.wav", "voice/sounds/line.wav", "elsewhere/take 2.wav"})
            QVERIFY(soundfiles::writeWav16(path(wav), tone, 16000));
        for (const char *name : {"hi.json", "hi.tsv", "hi.xml", "hi.dat", "hi-30fps.dat", "hi.pgo"})
            QVERIFY(QFile::copy(fixturePath(QString::fromLatin1(name)), path("voice/") + QString::fromLatin1(name)));
    }

    void kindByContent_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("bytes"); // written as the file when not empty
        QTest::newRow("Rhubarb JSON") << QStringLiteral("voice/hi.json") << QByteArray();
        QTest::newRow("Rhubarb TSV") << QStringLiteral("voice/hi.tsv") << QByteArray();
        QTest::newRow("Rhubarb XML") << QStringLiteral("voice/hi.xml") << QByteArray();
        QTest::newRow("Moho .dat") << QStringLiteral("voice/hi.dat") << QByteArray();
        QTest::newRow("Papagayo .pgo") << QStringLiteral("voice/hi.pgo") << QByteArray();
        QTest::newRow("a TSV named .txt") << QStringLiteral("voice/cues.txt") << QByteArray("0.00\tX\n0.10\tA\n0.20\tA\n");
        QTest::newRow("a broken .dat, by its suffix") << QStringLiteral("voice/bad.dat") << QByteArray("MohoSwitch2\n1 X\n");
        QTest::newRow("a broken .pgo, by its suffix") << QStringLiteral("voice/bad.pgo") << QByteArray("lipsync version 9\n");
    }
    void kindByContent()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, bytes);
        if (!bytes.isEmpty())
            QVERIFY(soundfiles::writeFile(path(file), bytes));
        QString why;
        QCOMPARE(detectImportKind(path(file), &why), ImportKind::LipSync);
        QCOMPARE(why, QString());
    }

    // A voice of a .pgo of several comes in as a clip named after the file and the voice, so that
    // each character's clip of one file has a name of its own.
    void voiceNamesTheClip_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("voice");    // LipSyncOptions::voice
        QTest::addColumn<QString>("name"); // ImportOptions::name
        QTest::addColumn<QString>("clip");
        QTest::newRow("one voice") << QStringLiteral("voice/hi.pgo") << -1 << QString() << QStringLiteral("hi");
        QTest::newRow("the first of two") << QStringLiteral("voice/dialogue.pgo") << -1 << QString()
                                          << QStringLiteral("dialogue Alice");
        QTest::newRow("the second") << QStringLiteral("voice/dialogue.pgo") << 1 << QString() << QStringLiteral("dialogue Bob");
        QTest::newRow("a name given") << QStringLiteral("voice/dialogue.pgo") << 1 << QStringLiteral("Bob's line")
                                      << QStringLiteral("Bob's line");
    }
    void voiceNamesTheClip()
    {
        QFETCH(QString, file);
        QFETCH(int, voice);
        QFETCH(QString, name);
        QFETCH(QString, clip);
        QVERIFY(QFile::copy(fixturePath(QStringLiteral("two-voices.pgo")), path("voice/dialogue.pgo")));
        ImportOptions options;
        options.lipSync.voice = voice;
        options.name = name;
        const ImportResult result = importFile(path(file), ImportKind::LipSync, options);
        QVERIFY(result.ok());
        QCOMPARE(result.project->clips.size(), size_t(1));
        QCOMPARE(result.project->clips.front().name, clip);
    }

    void sound_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("bytes"); // written as the file when not empty
        QTest::addColumn<QString>("audio");    // relative to the project's folder (the temporary folder); "" none
        QTest::addColumn<QString>("warning");  // a part of the one warning about the sound; "" none

        QTest::newRow("another machine's path, the file beside") << QStringLiteral("voice/hi.json") << QByteArray()
                                                                  << QStringLiteral("voice/hi.wav") << QString();
        QTest::newRow("relative to the file (.pgo)") << QStringLiteral("voice/hi.pgo") << QByteArray()
                                                     << QStringLiteral("voice/hi.wav") << QString();
        QTest::newRow("relative, in a folder") << QStringLiteral("voice/line.json") << jsonNaming(QStringLiteral("sounds/line.wav"))
                                               << QStringLiteral("voice/sounds/line.wav") << QString();
        QTest::newRow("absolute") << QStringLiteral("voice/take.json") << QByteArray("absolute")
                                  << QStringLiteral("elsewhere/take 2.wav") << QString();
        QTest::newRow("not found") << QStringLiteral("voice/gone.json") << jsonNaming(QStringLiteral("gone.wav")) << QString()
                                   << QStringLiteral("the recording gone.wav is not found (looked for ");
        QTest::newRow("not a sound") << QStringLiteral("voice/text.json") << jsonNaming(QStringLiteral("text.wav")) << QString()
                                     << QStringLiteral("text.wav cannot be played (");
        QTest::newRow("none named (TSV)") << QStringLiteral("voice/hi.tsv") << QByteArray() << QString()
                                          << QStringLiteral("names no recording: give the clip its sound with Clips > Set Sound...");
    }
    void sound()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, bytes);
        QFETCH(QString, audio);
        QFETCH(QString, warning);
        if (bytes == "absolute")
            bytes = jsonNaming(path("elsewhere/take 2.wav"));
        if (!bytes.isEmpty())
            QVERIFY(soundfiles::writeFile(path(file), bytes));
        QVERIFY(soundfiles::writeFile(path("voice/text.wav"), "not a sound"));
        ImportOptions options;
        options.projectFolder = m_dir->path();
        ImportResult result = importFile(path(file), ImportKind::LipSync, options);
        QVERIFY2(result.ok(), qPrintable(result.messages(file).join(QLatin1Char('\n'))));
        const Clip &clip = result.project->clips.front();
        QCOMPARE(clip.name, QFileInfo(file).completeBaseName());
        QCOMPARE(clip.audio.has_value(), !audio.isEmpty());
        if (clip.audio) {
            QCOMPARE(clip.audio->file, audio);
            QCOMPARE(clip.audio->offset, 0.0);
        }
        QStringList soundWarnings;
        for (const QString &message : result.messages(file)) {
            if (message.contains(QLatin1String("recording")))
                soundWarnings.append(message);
        }
        QCOMPARE(soundWarnings.size(), warning.isEmpty() ? 0 : 1);
        if (!warning.isEmpty())
            QVERIFY2(soundWarnings.front().contains(warning), qPrintable(soundWarnings.front()));
    }

    void chart_data()
    {
        QTest::addColumn<QStringList>("charted");
        QTest::addColumn<QString>("warning"); // "" none
        QTest::newRow("no chart") << QStringList{}
                                  << QStringLiteral("hi.json: warning: the mouth chart has no picture for the shapes B, C, D, X: "
                                                    "they show as labelled placeholders until it does (Clips > Mouth Chart...)");
        QTest::newRow("one missing") << QStringList{QStringLiteral("B"), QStringLiteral("C"), QStringLiteral("X")}
                                     << QStringLiteral("hi.json: warning: the mouth chart has no picture for the shape D: it "
                                                       "shows as a labelled placeholder until it does (Clips > Mouth Chart...)");
        QTest::newRow("all there, and more") << QStringList{QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C"),
                                                            QStringLiteral("D"), QStringLiteral("X")}
                                             << QString();
    }
    void chart()
    {
        QFETCH(QStringList, charted);
        QFETCH(QString, warning);
        ImportOptions options;
        options.projectFolder = m_dir->path();
        int cell = 0;
        for (const QString &shape : charted)
            options.mouthChart.insert(shape, MouthPicture{QStringLiteral("mouths.png"), QRect(32 * cell++, 0, 32, 32)});
        const ImportResult result = importFile(path("voice/hi.json"), ImportKind::LipSync, options);
        QVERIFY(result.ok());
        QCOMPARE(result.project->mouths, options.mouthChart);
        QStringList chartWarnings;
        for (const QString &message : result.messages(QStringLiteral("hi.json"))) {
            if (message.contains(QLatin1String("mouth chart")))
                chartWarnings.append(message);
        }
        QCOMPARE(chartWarnings, warning.isEmpty() ? QStringList() : QStringList{warning});
    }

    // The shapes the chart lacks take the image files named after them (MouthPictureFiles): beside
    // the lip-sync file, then in mouths/ beside it; an exact name before one in another case; a
    // file that does not read as an image passed over. hi.json shows B, C, D and X.
    void picturesNamedByShape_data()
    {
        QTest::addColumn<QString>("source"); // in voice/
        QTest::addColumn<QStringList>("files"); // under the test's folder; "!" first: not an image
        QTest::addColumn<QStringList>("charted");
        QTest::addColumn<QStringList>("chart"); // SHAPE=IMAGE of the project's chart
        QTest::newRow("beside the file") << QStringLiteral("hi.json") << words("voice/B.png voice/C.png") << QStringList()
                                         << words("B=voice/B.png C=voice/C.png");
        QTest::newRow("in mouths/ beside it") << QStringLiteral("hi.json") << words("voice/mouths/D.png voice/mouths/X.jpg") << QStringList()
                                              << words("D=voice/mouths/D.png X=voice/mouths/X.jpg");
        QTest::newRow("beside before mouths/") << QStringLiteral("hi.json") << words("voice/mouths/B.png voice/B.png") << QStringList()
                                               << words("B=voice/B.png");
        // QDir sorts Rest.png before rest.png: a single pass ignoring case would take it.
        QTest::newRow("exact case first") << QStringLiteral("hi.pgo") << words("voice/Rest.png voice/rest.png") << QStringList()
                                          << words("rest=voice/rest.png");
        QTest::newRow("another case") << QStringLiteral("hi.json") << words("voice/mouths/b.png") << QStringList() << words("B=voice/mouths/b.png");
        QTest::newRow("another case, beside") << QStringLiteral("hi.pgo") << words("voice/E.PNG voice/mouths/ai.png") << QStringList()
                                              << words("AI=voice/mouths/ai.png E=voice/E.PNG");
        QTest::newRow("not an image passed over") << QStringLiteral("hi.json") << words("!voice/C.png voice/mouths/C.png") << QStringList()
                                                  << words("C=voice/mouths/C.png");
        QTest::newRow("the chart's own picture kept") << QStringLiteral("hi.json") << words("voice/B.png voice/D.png") << words("B")
                                                      << words("B=mouths.png D=voice/D.png");
        QTest::newRow("a shape the clip never shows") << QStringLiteral("hi.json") << words("voice/A.png") << QStringList() << QStringList();
        QTest::newRow("only those two folders") << QStringLiteral("hi.json") << words("elsewhere/B.png voice/sounds/C.png") << QStringList()
                                                << QStringList();
    }
    void picturesNamedByShape()
    {
        QFETCH(QString, source);
        QFETCH(QStringList, files);
        QFETCH(QStringList, charted);
        QFETCH(QStringList, chart);
        QVERIFY(QDir(m_dir->path()).mkpath(QStringLiteral("voice/mouths")));
        for (QString file : files) {
            const bool image = !file.startsWith(QLatin1Char('!'));
            file.remove(0, image ? 0 : 1);
            QImage picture(8, 8, QImage::Format_ARGB32);
            picture.fill(Qt::red);
            QVERIFY(image ? picture.save(path(file), "PNG") : soundfiles::writeFile(path(file), "not an image"));
        }
        ImportOptions options;
        options.projectFolder = m_dir->path();
        for (const QString &shape : charted)
            options.mouthChart.insert(shape, MouthPicture{QStringLiteral("mouths.png"), std::nullopt});
        if (files.contains(QLatin1String("voice/Rest.png")) && !QDir(path("voice")).entryList().contains(QLatin1String("Rest.png")))
            QSKIP("a file system that ignores case: Rest.png and rest.png are one file");
        const ImportResult result = importFile(path("voice/") + source, ImportKind::LipSync, options);
        QVERIFY(result.ok());
        QStringList got;
        for (auto it = result.project->mouths.cbegin(); it != result.project->mouths.cend(); ++it) {
            QVERIFY(!it->region);
            got << it.key() + QLatin1Char('=') + it->image;
        }
        QCOMPARE(got, chart);
        // A file of a shape's name that is no picture is named, not passed over in silence.
        int passedOver = 0;
        for (const QString &message : result.messages(source))
            passedOver += message.contains(QLatin1String("a mouth picture named by its shape is passed over: "));
        QCOMPARE(passedOver, int(std::count_if(files.cbegin(), files.cend(), [](const QString &f) { return f.startsWith(QLatin1Char('!')); })));
    }

    void projectFps_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<double>("datFps");
        QTest::addColumn<double>("fps");
        QTest::newRow("Rhubarb's seconds: the default grid") << QStringLiteral("voice/hi.json") << 24.0 << 60.0;
        QTest::newRow(".dat at 24") << QStringLiteral("voice/hi.dat") << 24.0 << 24.0;
        QTest::newRow(".dat at --fps 30") << QStringLiteral("voice/hi-30fps.dat") << 30.0 << 30.0;
        QTest::newRow(".pgo at its own 24") << QStringLiteral("voice/hi.pgo") << 30.0 << 24.0;
    }
    void projectFps()
    {
        QFETCH(QString, file);
        QFETCH(double, datFps);
        QFETCH(double, fps);
        ImportOptions options;
        options.lipSync.datFps = datFps;
        const ImportResult result = importFile(path(file), ImportKind::LipSync, options);
        QVERIFY(result.ok());
        QCOMPARE(result.project->fps, fps);
        QCOMPARE(result.project->name, QFileInfo(file).completeBaseName());
    }

    void refused_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("error");
        QTest::newRow("JSON: an unknown shape, by its path")
            << QStringLiteral("bad.json") << QByteArray(R"({"mouthCues": [{"start": 0, "end": 0.1, "value": "Q"}]})")
            << QStringLiteral("bad.json: mouthCues[0].value: must be one of A, B, C, D, E, F, G, H, X (got \"Q\")");
        QTest::newRow("TSV: out of order, by its line")
            << QStringLiteral("bad.tsv") << QByteArray("0.00\tX\n0.30\tA\n0.20\tB\n0.50\tX\n")
            << QStringLiteral("bad.tsv: line 3: ");
        QTest::newRow(".dat: not a Moho switch file")
            << QStringLiteral("bad.dat") << QByteArray("MohoSwitch2\n1 X\n2 X\n")
            << QStringLiteral("bad.dat: line 1: not a Moho switch file");
    }
    void refused()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, bytes);
        QFETCH(QString, error);
        QVERIFY(soundfiles::writeFile(path(file), bytes));
        QCOMPARE(detectImportKind(path(file)), ImportKind::LipSync);
        const ImportResult result = importFile(path(file), ImportKind::LipSync, ImportOptions());
        QVERIFY(!result.ok());
        QVERIFY(result.newImages.isEmpty());
        const QStringList messages = result.messages(file);
        QVERIFY2(!messages.isEmpty() && messages.front().startsWith(error), qPrintable(messages.join(QLatin1Char('\n'))));
    }

    // More cues than a clip's frames may be (the limit made small here): refused, as the other
    // importers' (before: imported, and the saved project could not be opened again).
    void moreCuesThanAClipHoldsAreRefused_data()
    {
        QTest::addColumn<QByteArray>("dat");
        QTest::addColumn<QString>("error"); // at a limit of 3 frames
        QTest::newRow("5 cues") << QByteArray("MohoSwitch1\n1 X\n2 D\n7 C\n8 B\n11 X\n12 X\n")
                                << QStringLiteral("late.dat: the clip would have 5 frames (a mouth cue each), more than the limit of 3");
        // 3 cues from frame 3: a rest before them makes the fourth frame.
        QTest::newRow("3 cues after a rest") << QByteArray("MohoSwitch1\n3 MBP\n5 FV\n7 E\n9 rest\n")
                                             << QStringLiteral("late.dat: the clip would have 4 frames (a mouth cue each, and a rest before the first), more than the limit of 3");
    }
    void moreCuesThanAClipHoldsAreRefused()
    {
        QFETCH(QByteArray, dat);
        QFETCH(QString, error);
        QVERIFY(soundfiles::writeFile(path("voice/late.dat"), dat));
        ImportOptions options;
        options.limits.maxFrames = 3;
        const ImportResult result = importFile(path("voice/late.dat"), ImportKind::LipSync, options);
        QVERIFY(!result.ok());
        QCOMPARE(result.messages(QStringLiteral("late.dat")), QStringList{error});
    }

private:
    QString path(const QString &relative) const { return m_dir->filePath(relative); }
    QString path(const char *relative) const { return path(QString::fromLatin1(relative)); }

    std::unique_ptr<QTemporaryDir> m_dir;
};

QTEST_MAIN(TestLipSyncImporter)
#include "tst_lipsyncimporter.moc"
