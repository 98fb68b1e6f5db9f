// An export never writes over a file the project reads (exportProject): not only the pictures of
// the clips it exports, but every clip's pictures and sounds and the mouth chart's pictures. An
// Aseprite sheet of the walk kept as art/run.json writes art/run.png, the run's own sheet: the
// export is refused, naming the first place that reads the file, and nothing is written (a kept
// export target run on every save would otherwise replace the artwork each time).
#include "export/projectexport.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

using namespace inbetween;

class TestExportOverwrites : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        const QDir root(m_dir->path());
        QVERIFY(root.mkpath(QStringLiteral("art")) && root.mkpath(QStringLiteral("sounds")));
        for (const char *name : {"art/walk.png", "art/run.png", "art/mouth.png"}) {
            QImage picture(16, 16, QImage::Format_ARGB32);
            picture.fill(Qt::red);
            QVERIFY(picture.save(root.filePath(QString::fromLatin1(name))));
        }
        QVERIFY(QFile::copy(QFINDTESTDATA("../../resources/examples/talk/talk.wav"), root.filePath(QStringLiteral("sounds/step.wav"))));
    }

    void refusesToWriteOverWhatItReads_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("out");      // relative to the project's folder
        QTest::addColumn<QString>("problem");  // the end of the error; empty: written
        QTest::addColumn<QString>("kept");     // a file the project reads, to be left as it was
        QTest::newRow("another clip's sheet") << "aseprite" << "art/run.json" << "would overwrite clips[1].frames[0].image"
                                              << "art/run.png";
        QTest::newRow("the clip's own sheet") << "aseprite" << "art/walk.json" << "would overwrite clips[0].frames[0].image"
                                              << "art/walk.png";
        QTest::newRow("a sound") << "csv" << "sounds/step.wav" << "would overwrite clips[0].audio.file" << "sounds/step.wav";
        QTest::newRow("a mouth chart's picture") << "aseprite" << "art/mouth.json" << "would overwrite mouths.A.image"
                                                 << "art/mouth.png";
        QTest::newRow("a folder of its own") << "aseprite" << "out/walk.json" << "" << "art/walk.png";
    }
    void refusesToWriteOverWhatItReads()
    {
        QFETCH(QString, format);
        QFETCH(QString, out);
        QFETCH(QString, problem);
        QFETCH(QString, kept);
        Project p;
        p.clips[0].name = QStringLiteral("walk");
        p.clips[0].frames.setFrames({Frame{100, QStringLiteral("art/walk.png")}});
        p.clips[0].audio = ClipAudio{QStringLiteral("sounds/step.wav"), 0.0};
        Clip run(QStringLiteral("run"));
        run.frames.setFrames({Frame{100, QStringLiteral("art/run.png")}});
        p.clips.push_back(run);
        p.mouths.insert(QStringLiteral("A"), MouthPicture{QStringLiteral("art/mouth.png"), std::nullopt});
        ExportOptions options;
        options.format = format;
        options.clip = QStringLiteral("walk");
        const QString keptPath = m_dir->filePath(kept);
        const QByteArray before = bytesOf(keptPath);
        QVERIFY(!before.isEmpty());

        QString error;
        QStringList written;
        const bool ok = exportProject(p, m_dir->path(), m_dir->filePath(out), options, &error, nullptr, &written);
        QCOMPARE(ok, problem.isEmpty());
        if (ok) {
            QVERIFY(!written.isEmpty());
        } else {
            QVERIFY2(error.startsWith(QStringLiteral("writing ")) && error.endsWith(problem), qPrintable(error));
            QVERIFY(out == kept || !QFileInfo::exists(m_dir->filePath(out)));
        }
        QCOMPARE(bytesOf(keptPath), before);
    }

private:
    static QByteArray bytesOf(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    std::unique_ptr<QTemporaryDir> m_dir;
};

QTEST_GUILESS_MAIN(TestExportOverwrites)
#include "tst_exportoverwrites.moc"
