// CollectFiles: the pictures and sounds a project uses from outside its folder are copied into it,
// each file once, under its own name unless that is taken ("sheet 2.png"), and the paths name the
// copies; files inside stay; a missing file is listed, not copied; copying never replaces a file
// and is all or nothing.
#include "common/testutil.h"
#include "document/collectfiles.h"
#include "document/document.h"
#include "file/projectwriter.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

using namespace inbetween;
using testutil::strings;

namespace {

bool writeImage(const QString &path, const QColor &colour)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QImage image(8, 8, QImage::Format_ARGB32);
    image.fill(colour);
    return image.save(path);
}

bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// A WAV file of 8 silent 8-bit mono samples at 8 kHz, with its 44-byte header.
QByteArray wav()
{
    QByteArray b;
    const auto u32 = [&b](quint32 v) { for (int i = 0; i < 4; ++i) b.append(char((v >> (8 * i)) & 0xff)); };
    const auto u16 = [&b](quint16 v) { b.append(char(v & 0xff)).append(char(v >> 8)); };
    b.append("RIFF");
    u32(36 + 8);
    b.append("WAVEfmt ");
    u32(16);
    u16(1);    // PCM
    u16(1);    // mono
    u32(8000); // samples a second
    u32(8000); // bytes a second
    u16(1);    // block align
    u16(8);    // bits a sample
    b.append("data");
    u32(8);
    b.append(QByteArray(8, char(0x80)));
    return b;
}

} // namespace

class TestCollectFiles : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_root = std::make_unique<QTemporaryDir>();
        QVERIFY(writeImage(path("project/hero/hero.png"), Qt::red));
        QVERIFY(writeImage(path("art/sheet.png"), Qt::green));
        QVERIFY(writeImage(path("other/sheet.png"), Qt::blue));
        QVERIFY(writeBytes(path("sounds/steps.wav"), wav()));
        Clip walk(QStringLiteral("walk"));
        walk.frames.setFrames({{100, QStringLiteral("hero/hero.png")},
                               {100, QStringLiteral("../art/sheet.png"), QRect(0, 0, 4, 4)},
                               {100, QStringLiteral("../art/sheet.png"), QRect(4, 0, 4, 4)},
                               {100, path("other/sheet.png")},
                               {100, QStringLiteral("gone.png")}});
        walk.audio = ClipAudio{QStringLiteral("../sounds/steps.wav"), -20.0};
        m_project.clips = {walk};
    }

    void intoItsOwnFolder()
    {
        const CollectFiles::Plan plan = CollectFiles::plan(m_project, path("project"), path("project"));
        QCOMPARE(plan.missing, QStringList{QStringLiteral("gone.png")});
        QCOMPARE(plan.copies.size(), 3); // the sheet once for its two frames
        const Clip &clip = plan.project.clips.front();
        QCOMPARE(clip.frames.frame(0).image, QStringLiteral("hero/hero.png")); // inside: as it was
        QCOMPARE(clip.frames.frame(1).image, QStringLiteral("sheet.png"));
        QCOMPARE(clip.frames.frame(2).image, QStringLiteral("sheet.png"));
        QCOMPARE(clip.frames.frame(2).region, std::optional<QRect>(QRect(4, 0, 4, 4)));
        QCOMPARE(clip.frames.frame(3).image, QStringLiteral("sheet 2.png")); // another file of that name
        QCOMPARE(clip.frames.frame(4).image, QStringLiteral("gone.png"));
        QCOMPARE(clip.audio->file, QStringLiteral("steps.wav"));
        QCOMPARE(clip.audio->offset, -20.0);

        QString error;
        QVERIFY2(CollectFiles::copyFiles(plan, &error), qPrintable(error));
        QCOMPARE(QImage(path("project/sheet.png")).pixelColor(1, 1), QColor(Qt::green));
        QCOMPARE(QImage(path("project/sheet 2.png")).pixelColor(1, 1), QColor(Qt::blue));
        QVERIFY(QFile::exists(path("project/steps.wav")));
        QVERIFY(QFile::exists(path("art/sheet.png"))); // copied, not moved
        // Collected again, nothing is left outside.
        QVERIFY(!CollectFiles::plan(plan.project, path("project"), path("project")).changesAnything());
    }

    // Save As into another folder with copies: what was inside the old folder is outside the new.
    void intoAnotherFolder()
    {
        const CollectFiles::Plan plan = CollectFiles::plan(m_project, path("project"), path("copy"));
        QCOMPARE(plan.copies.size(), 4);
        QCOMPARE(plan.project.clips.front().frames.frame(0).image, QStringLiteral("hero.png"));
        QCOMPARE(plan.copies.front().from, QDir::cleanPath(path("project/hero/hero.png")));
        QCOMPARE(plan.copies.front().to, QDir::cleanPath(path("copy/hero.png")));
    }

    // A file that appeared at a copy's name since the plan: nothing is copied, nothing replaced.
    void neverOverAFileAllOrNothing()
    {
        const CollectFiles::Plan plan = CollectFiles::plan(m_project, path("project"), path("project"));
        QVERIFY(writeBytes(path("project/steps.wav"), "mine"));
        QString error;
        QVERIFY(!CollectFiles::copyFiles(plan, &error));
        QVERIFY2(error.contains(QStringLiteral("steps.wav is there already")), qPrintable(error));
        QVERIFY(!QFile::exists(path("project/sheet.png")));
        QFile mine(path("project/steps.wav"));
        QVERIFY(mine.open(QIODevice::ReadOnly));
        QCOMPARE(mine.readAll(), QByteArray("mine"));
    }

    // In the editor: the copies, and the paths renamed in memory as one undo step, each naming
    // its copy from the document's folder (which a Save As into another folder keeps).
    void collectIntoADocument_data()
    {
        QTest::addColumn<QString>("into");
        QTest::addColumn<QStringList>("images"); // in memory afterwards, frames 0..3
        QTest::newRow("its own folder") << QStringLiteral("project")
                                        << strings({"hero/hero.png", "sheet.png", "sheet.png", "sheet 2.png"});
        QTest::newRow("a Save As folder") << QStringLiteral("copy")
                                          << strings({"../copy/hero.png", "../copy/sheet.png", "../copy/sheet.png",
                                                      "../copy/sheet 2.png"});
    }
    void collectIntoADocument()
    {
        QFETCH(QString, into);
        QFETCH(QStringList, images);
        Document doc;
        const QString file = path("project/walk.json");
        QString error;
        QVERIFY2(ProjectWriter::save(m_project, file, &error), qPrintable(error));
        QStringList messages;
        QVERIFY2(doc.load(file, &messages), qPrintable(messages.join(QLatin1Char(10))));
        const Project before = doc.project();
        QCOMPARE(CollectFiles::collectInto(&doc, m_root->filePath(into), &error), into == QLatin1String("project") ? 3 : 4);
        QCOMPARE(doc.undoStack()->count(), 1);
        QVERIFY2(doc.undoStack()->text(0).startsWith(QStringLiteral("Collect")), qPrintable(doc.undoStack()->text(0)));
        for (int i = 0; i < images.size(); ++i)
            QCOMPARE(doc.clip().frames.frame(i).image, images[i]);
        QCOMPARE(doc.clip().frames.frame(4).image, QStringLiteral("gone.png")); // missing: left as it was
        QVERIFY(QFile::exists(m_root->filePath(into + QStringLiteral("/steps.wav"))));
        doc.undoStack()->undo();
        QCOMPARE(doc.project(), before);
        // Nothing left to collect: nothing done.
        doc.undoStack()->redo();
        QCOMPARE(CollectFiles::collectInto(&doc, m_root->filePath(into), &error), 0);
        QCOMPARE(doc.undoStack()->count(), 1);
    }

private:
    QString path(const char *relative) const { return QDir::cleanPath(m_root->filePath(QString::fromLatin1(relative))); }

    std::unique_ptr<QTemporaryDir> m_root;
    Project m_project;
};

QTEST_MAIN(TestCollectFiles)
#include "tst_collectfiles.moc"
