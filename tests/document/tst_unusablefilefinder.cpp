// The files a project names that are there but of no use (UnusableFileFinder): what the Missing
// Files list shows beside the files not found, so that Locate... can relink them. The rules are the
// reader's (a picture that decodes within the limits, regions inside their picture, a sound that
// is one); a file not found is not among them (ProjectFiles::missing lists it); a file mended on
// disk, or a region edited to fit, leaves the list.
#include "document/unusablefilefinder.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

using namespace inbetween;

namespace {

// Frames of clip "a" cut from art/sheet.png (two 8 x 8 cells) and art/single.png, clip "b" playing
// sound/a.wav, and the mouth chart's A cut from art/mouth.png (a 4 x 4 cell).
Project projectUsingEveryKind()
{
    Project p;
    p.clips[0].frames.setFrames({Frame{100, QStringLiteral("art/sheet.png"), QRect(0, 0, 8, 8)},
                                 Frame{100, QStringLiteral("art/sheet.png"), QRect(8, 0, 8, 8)},
                                 Frame{100, QStringLiteral("art/single.png")}});
    Clip b(QStringLiteral("b"));
    b.frames.setFrames({Frame{100, QStringLiteral("art/single.png")}});
    b.audio = ClipAudio{QStringLiteral("sound/a.wav"), 0.0};
    p.clips.push_back(b);
    p.mouths.insert(QStringLiteral("A"), MouthPicture{QStringLiteral("art/mouth.png"), QRect(0, 0, 4, 4)});
    return p;
}

bool savePicture(const QString &path, const QSize &size)
{
    QImage picture(size, QImage::Format_ARGB32);
    picture.fill(Qt::blue);
    return picture.save(path, "PNG");
}

bool saveText(const QString &path)
{
    QFile out(path);
    return out.open(QIODevice::WriteOnly | QIODevice::Truncate) && out.write("saved over by a text editor\n") > 0;
}

} // namespace

class TestUnusableFileFinder : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(QDir(m_dir->path()).mkpath(QStringLiteral("art")));
        QVERIFY(QDir(m_dir->path()).mkpath(QStringLiteral("sound")));
        QVERIFY(savePicture(file("art/sheet.png"), QSize(16, 8)));
        QVERIFY(savePicture(file("art/single.png"), QSize(4, 4)));
        QVERIFY(savePicture(file("art/mouth.png"), QSize(4, 4)));
        QVERIFY(QFile::copy(QFINDTESTDATA("../../resources/examples/talk/talk.wav"), file("sound/a.wav")));
    }

    void findsWhatTheReaderRefuses_data()
    {
        QTest::addColumn<QString>("file");    // of the project's folder, spoiled as `how` says
        QTest::addColumn<QString>("how");     // "smaller", "text", "too large", "gone", "" (left as it is)
        QTest::addColumn<QString>("problem"); // "NAME: why" of the one file listed, or empty for none
        QTest::newRow("every file good") << "art/sheet.png" << "" << "";
        QTest::newRow("sheet made smaller than one cell")
            << "art/sheet.png" << "smaller" << "art/sheet.png: [8, 0, 8, 8] is outside its 12 x 8 pixels";
        QTest::newRow("sheet made smaller than both cells")
            << "art/sheet.png" << "smallest" << "art/sheet.png: 2 regions are outside its 6 x 8 pixels";
        QTest::newRow("picture saved over")
            << "art/single.png" << "text" << "art/single.png: not an image file Inbetween can read (Unsupported image format)";
        QTest::newRow("picture past the limit")
            << "art/single.png" << "too large" << "art/single.png: 8193 x 1 pixels, larger than the limit of 8192 x 8192";
        QTest::newRow("mouth chart's sheet made smaller")
            << "art/mouth.png" << "smaller" << "art/mouth.png: [0, 0, 4, 4] is outside its 3 x 4 pixels";
        QTest::newRow("sound that is no sound")
            << "sound/a.wav" << "text" << "sound/a.wav: not a sound file Inbetween can read (WAV, Ogg Vorbis, MP3 or FLAC)";
        QTest::newRow("a file not found is Missing Files' own") << "art/sheet.png" << "gone" << "";
    }
    void findsWhatTheReaderRefuses()
    {
        QFETCH(QString, file);
        QFETCH(QString, how);
        QFETCH(QString, problem);
        QVERIFY(spoil(file, how));
        UnusableFileFinder finder;
        const QList<UnusableFileFinder::File> found = finder.find(projectUsingEveryKind(), m_dir->path());
        QStringList texts;
        for (const UnusableFileFinder::File &f : found)
            texts << f.name + QStringLiteral(": ") + f.problem;
        QCOMPARE(texts, problem.isEmpty() ? QStringList() : QStringList{problem});
    }

    // Several at once come each once, in the order the project names them (clips' frames, their
    // sounds, then the mouth chart), as Missing Files lists the files not found.
    void eachOnceInTheProjectsOrder()
    {
        QVERIFY(spoil(QStringLiteral("art/mouth.png"), QStringLiteral("text")));
        QVERIFY(spoil(QStringLiteral("sound/a.wav"), QStringLiteral("text")));
        QVERIFY(spoil(QStringLiteral("art/single.png"), QStringLiteral("text")));
        UnusableFileFinder finder;
        QStringList names;
        for (const UnusableFileFinder::File &f : finder.find(projectUsingEveryKind(), m_dir->path()))
            names << f.name;
        QCOMPARE(names, (QStringList{QStringLiteral("art/single.png"), QStringLiteral("sound/a.wav"), QStringLiteral("art/mouth.png")}));
    }

    // A file comes where the project first names it, not where it first fails: the sheet's first
    // cell is inside, its last outside, after the broken picture.
    void whereFirstNamed()
    {
        QVERIFY(spoil(QStringLiteral("art/sheet.png"), QStringLiteral("smaller")));
        QVERIFY(spoil(QStringLiteral("art/single.png"), QStringLiteral("text")));
        Project p;
        p.clips[0].frames.setFrames({Frame{100, QStringLiteral("art/sheet.png"), QRect(0, 0, 8, 8)},
                                     Frame{100, QStringLiteral("art/single.png")},
                                     Frame{100, QStringLiteral("art/sheet.png"), QRect(8, 0, 8, 8)}});
        UnusableFileFinder finder;
        QStringList names;
        for (const UnusableFileFinder::File &f : finder.find(p, m_dir->path()))
            names << f.name;
        QCOMPARE(names, (QStringList{QStringLiteral("art/sheet.png"), QStringLiteral("art/single.png")}));
    }

    // The finder is asked again after every edit while the list shows: a file mended on disk is
    // read again, and a region edited to fit counts against the size read before.
    void followsTheDiskAndTheProject()
    {
        QVERIFY(spoil(QStringLiteral("art/single.png"), QStringLiteral("text")));
        QVERIFY(spoil(QStringLiteral("art/sheet.png"), QStringLiteral("smaller")));
        UnusableFileFinder finder;
        Project p = projectUsingEveryKind();
        QCOMPARE(finder.find(p, m_dir->path()).size(), 2);

        QVERIFY(savePicture(file("art/single.png"), QSize(4, 4)));
        const QList<UnusableFileFinder::File> after = finder.find(p, m_dir->path());
        QCOMPARE(after.size(), 1);
        QCOMPARE(after.front().name, QStringLiteral("art/sheet.png"));

        QList<Frame> frames = p.clips[0].frames.frames();
        frames[1].region = QRect(4, 0, 8, 8);
        p.clips[0].frames.setFrames(frames);
        QVERIFY(finder.find(p, m_dir->path()).isEmpty());

        QVERIFY(saveText(file("art/sheet.png"))); // spoiled again, the same second
        QCOMPARE(finder.find(p, m_dir->path()).size(), 1);
    }

    // A copy that keeps the size and the modification time of the file it replaces (cp -p of a
    // backup, a restore) is still read again: the status change time moves.
    void sameSizeAndTimeReadAgain()
    {
        const QString path = file("art/single.png");
        UnusableFileFinder finder;
        QVERIFY(finder.find(projectUsingEveryKind(), m_dir->path()).isEmpty());
        QFile picture(path);
        QVERIFY(picture.open(QIODevice::ReadWrite));
        const QDateTime modified = picture.fileTime(QFileDevice::FileModificationTime);
        QByteArray bytes = picture.readAll();
        bytes.replace(bytes.size() / 2, bytes.size() - bytes.size() / 2, QByteArray(bytes.size() - bytes.size() / 2, '\0'));
        QTest::qWait(10);
        QVERIFY(picture.seek(0) && picture.write(bytes) == bytes.size());
        picture.close();
        QVERIFY(picture.open(QIODevice::ReadWrite) && picture.setFileTime(modified, QFileDevice::FileModificationTime));
        picture.close();
        QCOMPARE(QFileInfo(path).lastModified(), modified);
        const QList<UnusableFileFinder::File> found = finder.find(projectUsingEveryKind(), m_dir->path());
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.front().name, QStringLiteral("art/single.png"));
    }

private:
    QString file(const char *name) const { return m_dir->filePath(QString::fromLatin1(name)); }
    bool spoil(const QString &name, const QString &how) const
    {
        const QString path = m_dir->filePath(name);
        if (how.isEmpty())
            return true;
        if (how == QLatin1String("gone"))
            return QFile::remove(path);
        if (how == QLatin1String("text"))
            return saveText(path);
        if (how == QLatin1String("too large"))
            return savePicture(path, QSize(ProjectLimits().maxImageSide + 1, 1));
        const QSize size = QImage(path).size();
        return savePicture(path, QSize(size.width() * (how == QLatin1String("smallest") ? 3 : 6) / 8, size.height()));
    }

    std::unique_ptr<QTemporaryDir> m_dir;
};

QTEST_GUILESS_MAIN(TestUnusableFileFinder)
#include "tst_unusablefilefinder.moc"
