// The project's paths when the file moves or its files go missing (DESIGN.md, "Files"): Save As
// into another folder rewrites every relative path for the new folder ("$schema"'s too), a project whose images or
// sounds are missing still opens in the editor (the CLI's reader refuses it), and Locate...
// relinks the missing files in one undo step.
#include "common/testutil.h"
#include "document/autosaver.h"
#include "document/autosavestore.h"
#include "document/document.h"
#include "document/projectfiles.h"
#include "document/relinkedits.h"
#include "file/projectreader.h"
#include "file/projectwriter.h"

#include <QDir>
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

using namespace inbetween;
using testutil::strings;

namespace {

Frame frameOf(const QString &image, double duration = 100)
{
    Frame f;
    f.duration = duration;
    f.image = image;
    return f;
}

// Two clips over three pictures and a sound, as `names` give them (relative to the folder the
// test writes them in).
Project projectOf(const QStringList &images, const QString &sound = QString())
{
    Project p;
    p.name = QStringLiteral("Paths");
    Clip walk(QStringLiteral("walk"));
    Clip jump(QStringLiteral("jump"));
    QList<Frame> frames, jumps;
    for (const QString &image : images)
        frames << frameOf(image);
    jumps << frameOf(images.front(), 80);
    walk.frames.setFrames(frames);
    jump.frames.setFrames(jumps);
    if (!sound.isEmpty())
        walk.audio = ClipAudio{sound, 0};
    p.clips = {walk, jump};
    return p;
}

bool writePicture(const QString &path)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QImage image(4, 4, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    return image.save(path, "PNG");
}

// A WAV header and a few samples: what the reader's sound check accepts.
bool writeSound(const QString &path)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    QByteArray data(800, '\0');
    QByteArray h;
    QDataStream s(&h, QIODevice::WriteOnly);
    s.setByteOrder(QDataStream::LittleEndian);
    s.writeRawData("RIFF", 4);
    s << quint32(36 + data.size());
    s.writeRawData("WAVEfmt ", 8);
    s << quint32(16) << quint16(1) << quint16(1) << quint32(8000) << quint32(16000) << quint16(2) << quint16(16);
    s.writeRawData("data", 4);
    s << quint32(data.size());
    return f.write(h + data) == h.size() + data.size();
}

QStringList imagesOf(const Project &p)
{
    QStringList out;
    for (const Clip &c : p.clips) {
        for (const Frame &f : c.frames.frames())
            out << f.image;
        if (c.audio)
            out << c.audio->file;
    }
    return out;
}

} // namespace

class TestProjectPaths : public QObject
{
    Q_OBJECT

private slots:
    void forEachPath_data();
    void forEachPath();
    void rebasedPaths_data();
    void rebasedPaths();
    void rebasedSchema_data();
    void rebasedSchema();
    void rebasedChart();
    void saveAsIntoAnotherFolderKeepsTheFiles_data();
    void saveAsIntoAnotherFolderKeepsTheFiles();
    void autosaveAfterSaveAsNamesFilesFromTheNewFolder_data();
    void autosaveAfterSaveAsNamesFilesFromTheNewFolder();
    void fileProblemsOpenInTheEditorOnly();
    void locateRelinksTheFolderInOneStep();
};

// Every path the project reads, each time it is named, in the order clips, frames, sound, chart;
// empty paths and the export targets' paths (written, not read) left out.
void TestProjectPaths::forEachPath_data()
{
    QTest::addColumn<QStringList>("images"); // the first clip's frames (the second's is the first of them)
    QTest::addColumn<QString>("sound");      // the first clip's
    QTest::addColumn<QStringList>("mouths"); // the chart's pictures, of shapes A, B, ...
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("frames, sound, next clip, chart")
        << strings({"a.png", "b.png", "a.png"}) << "walk.wav" << strings({"m.png", "rest.png"})
        << strings({"frame a.png", "frame b.png", "frame a.png", "sound walk.wav", "frame a.png", "mouth m.png",
                    "mouth rest.png"});
    QTest::newRow("empty paths left out") << strings({"b.png", ""}) << "" << QStringList()
                                          << strings({"frame b.png", "frame b.png"});
}

void TestProjectPaths::forEachPath()
{
    QFETCH(QStringList, images);
    QFETCH(QString, sound);
    QFETCH(QStringList, mouths);
    QFETCH(QStringList, expected);
    Project p = projectOf(images);
    p.clips[0].audio = ClipAudio{sound, 0};
    for (int i = 0; i < mouths.size(); ++i)
        p.mouths.insert(QStringLiteral("ABCDEFGH").mid(i, 1), MouthPicture{mouths[i]});
    p.exports.append(ExportTarget{QStringLiteral("godot"), QStringLiteral("out/walk.tscn"), QString(), {}});
    QStringList heard;
    ProjectFiles::forEachPath(p, [&heard](ProjectFiles::FileKind kind, const QString &path) {
        const char *what = kind == ProjectFiles::FileKind::FrameImage ? "frame "
                           : kind == ProjectFiles::FileKind::Sound    ? "sound "
                                                                      : "mouth ";
        heard << QLatin1String(what) + path;
    });
    QCOMPARE(heard, expected);
}

void TestProjectPaths::rebasedPaths_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("expected");
    QTest::newRow("into a subfolder") << "a" << "a/b" << "hero/hero.png" << "../hero/hero.png";
    QTest::newRow("two levels down") << "a" << "a/b/c" << "hero.png" << "../../hero.png";
    QTest::newRow("back up") << "a/b" << "a" << "../hero/hero.png" << "hero/hero.png";
    QTest::newRow("a sibling tree") << "a/b" << "c/d" << "x/y.png" << "../../a/b/x/y.png";
    QTest::newRow("the same folder") << "a" << "a" << "hero.png" << "hero.png";
    QTest::newRow("the same folder, spelt twice") << "a/b/.." << "a" << "hero.png" << "hero.png";
    QTest::newRow("an absolute path stays") << "a" << "a/b" << "/srv/art/hero.png" << "/srv/art/hero.png";
}

void TestProjectPaths::rebasedPaths()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, name);
    QFETCH(QString, expected);
    const QString root = QStringLiteral("/work/rebase-test"); // never touched: paths only
    const Project p = projectOf({name, QStringLiteral("x")}, name);
    QStringList absolute;
    const QHash<QString, QString> paths = ProjectFiles::rebasedPaths(p, root + QLatin1Char('/') + from,
                                                                    root + QLatin1Char('/') + to, &absolute);
    const Project out = ProjectFiles::renamed(p, paths);
    QCOMPARE(out.clips[0].frames.frame(0).image, expected);
    QCOMPARE(out.clips[1].frames.frame(0).image, expected);
    QCOMPARE(out.clips[0].audio->file, expected);
    QVERIFY(absolute.isEmpty());
    // A path of the other clip's frames that does not change is left alone (shared).
    if (name == expected)
        QVERIFY(paths.isEmpty() || !paths.contains(name));
}

// A "$schema" that names a file follows the file as the pictures do; a URL or URN stays as written.
void TestProjectPaths::rebasedSchema_data()
{
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("schema"); // as the project in a/ names it
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QString>("picture"); // a/art/hero.png, as the project in `to` names it
    const QString installed = QStringLiteral("../share/inbetween/inbetween-project.schema.json");
    QTest::newRow("into a subfolder") << "a/b" << installed << QStringLiteral("../") + installed << "../art/hero.png";
    QTest::newRow("a sibling folder") << "c" << "schema.json" << "../a/schema.json" << "../a/art/hero.png";
    QTest::newRow("an https URL") << "c" << "https://example.org/s.json" << "https://example.org/s.json" << "../a/art/hero.png";
    QTest::newRow("a file URL") << "c" << "file:///usr/share/inbetween/s.json" << "file:///usr/share/inbetween/s.json"
                                << "../a/art/hero.png";
    QTest::newRow("a URN") << "a/b" << "urn:inbetween:project:4" << "urn:inbetween:project:4" << "../art/hero.png";
}

void TestProjectPaths::rebasedSchema()
{
    QFETCH(QString, to);
    QFETCH(QString, schema);
    QFETCH(QString, expected);
    QFETCH(QString, picture);
    const QString root = QStringLiteral("/work/rebase-test/"); // never touched: paths only
    Project p = projectOf({QStringLiteral("art/hero.png")});
    p.schema = schema;
    const Project out = ProjectFiles::renamed(p, ProjectFiles::rebasedPaths(p, root + QLatin1Char('a'), root + to));
    QCOMPARE(out.schema, expected);
    QCOMPARE(out.clips[0].frames.frame(0).image, picture);
}

// Another project's mouth chart for an import: relative pictures named from the new folder, an
// absolute one kept, each region kept.
void TestProjectPaths::rebasedChart()
{
    const QString root = QStringLiteral("/work/rebase-test/"); // never touched: paths only
    const QMap<QString, MouthPicture> chart{{QStringLiteral("A"), {QStringLiteral("mouths.png"), QRect(64, 0, 64, 64)}},
                                            {QStringLiteral("B"), {QStringLiteral("/srv/mouths/B.png"), std::nullopt}}};
    const QMap<QString, MouthPicture> expected{{QStringLiteral("A"), {QStringLiteral("../mouths.png"), QRect(64, 0, 64, 64)}},
                                               {QStringLiteral("B"), {QStringLiteral("/srv/mouths/B.png"), std::nullopt}}};
    QCOMPARE(ProjectFiles::rebasedChart(chart, root + QStringLiteral("talk"), root + QStringLiteral("talk/lines")), expected);
    QCOMPARE(ProjectFiles::rebasedChart(chart, root + QStringLiteral("talk"), root + QStringLiteral("talk/")), chart);
}

void TestProjectPaths::saveAsIntoAnotherFolderKeepsTheFiles_data()
{
    QTest::addColumn<QString>("target");
    QTest::newRow("a nested new folder") << "project/saved/deeper/hero.json";
    QTest::newRow("a sibling folder") << "elsewhere/hero.json";
    QTest::newRow("the parent folder") << "hero.json";
    QTest::newRow("the same folder") << "project/hero-copy.json";
}

// The finding of issue 27: Save As of hero.json into another folder kept the paths as they were,
// every frame turned red and the saved file no longer opened.
void TestProjectPaths::saveAsIntoAnotherFolderKeepsTheFiles()
{
    QFETCH(QString, target);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QDir root(dir.path());
    QVERIFY(writePicture(root.filePath(QStringLiteral("project/art/a.png"))));
    QVERIFY(writePicture(root.filePath(QStringLiteral("project/art/b.png"))));
    QVERIFY(writePicture(root.filePath(QStringLiteral("shared/c.png"))));
    QVERIFY(writeSound(root.filePath(QStringLiteral("project/sounds/steps.wav"))));
    const Project original = projectOf({QStringLiteral("art/a.png"), QStringLiteral("art/b.png"), QStringLiteral("../shared/c.png")},
                                       QStringLiteral("sounds/steps.wav"));
    const QString first = root.filePath(QStringLiteral("project/hero.json"));
    QString error;
    QVERIFY2(ProjectWriter::save(original, first, &error), qPrintable(error));

    Document doc;
    QStringList messages;
    QVERIFY2(doc.load(first, &messages), qPrintable(messages.join(QLatin1Char('\n'))));
    const QString saved = root.filePath(target);
    QVERIFY(QDir().mkpath(QFileInfo(saved).absolutePath()));
    QStringList warnings;
    QVERIFY2(doc.save(saved, &error, &warnings), qPrintable(error));
    QVERIFY(warnings.isEmpty());
    QCOMPARE(doc.filePath(), QFileInfo(saved).absoluteFilePath());

    // The saved file opens as the CLI reads it (every file found) and names the same files.
    const ProjectReader::Result reread = ProjectReader::readFile(saved);
    QVERIFY2(reread.ok(), qPrintable(reread.messages(target).join(QLatin1Char('\n'))));
    const QDir savedFolder = QFileInfo(saved).absoluteDir();
    const QStringList names = imagesOf(*reread.project);
    const QStringList before = imagesOf(original);
    QCOMPARE(names.size(), before.size());
    for (qsizetype i = 0; i < names.size(); ++i)
        QCOMPARE(QDir::cleanPath(savedFolder.absoluteFilePath(names[i])),
                 QDir::cleanPath(root.filePath(QStringLiteral("project/") + before[i])));

    // The window still finds every file, and the undo history still means the same files.
    QVERIFY(ProjectFiles::missing(doc.project(), doc.folder()).isEmpty());
    RelinkEdits::relink(&doc, {{QStringLiteral("art/b.png"), QStringLiteral("art/a.png")}});
    QCOMPARE(doc.undoStack()->count(), 1);
    doc.undoStack()->undo();
    QCOMPARE(imagesOf(doc.project()), before);

    // Saved back where it came from, the paths are the original ones again, byte for byte.
    QVERIFY(doc.save(first, &error));
    QCOMPARE(ProjectWriter::toJson(*ProjectReader::readFile(first).project), ProjectWriter::toJson(original));
}

void TestProjectPaths::autosaveAfterSaveAsNamesFilesFromTheNewFolder_data()
{
    QTest::addColumn<bool>("inBackground");
    QTest::newRow("on the timer (a worker thread)") << true;
    QTest::newRow("now (before a quit)") << false;
}

// The recovery reads an autosave relative to the project file's folder: after Save As elsewhere
// its paths must be rebased as the saved file's are.
void TestProjectPaths::autosaveAfterSaveAsNamesFilesFromTheNewFolder()
{
    QFETCH(bool, inBackground);
    QTemporaryDir dir;
    const QDir root(dir.path());
    QVERIFY(writePicture(root.filePath(QStringLiteral("project/art/a.png"))));
    QVERIFY(writePicture(root.filePath(QStringLiteral("project/art/b.png"))));
    const QString first = root.filePath(QStringLiteral("project/hero.json"));
    QString error;
    QVERIFY(ProjectWriter::save(projectOf({QStringLiteral("art/a.png"), QStringLiteral("art/b.png")}), first, &error));
    Document doc;
    QStringList messages;
    QVERIFY(doc.load(first, &messages));
    const QString saved = root.filePath(QStringLiteral("elsewhere/deeper/hero.json"));
    QVERIFY(QDir().mkpath(QFileInfo(saved).absolutePath()));
    QVERIFY(doc.save(saved, &error));
    Autosaver saver(&doc, AutosaveStore(root.filePath(QStringLiteral("autosave"))), 3600000);
    QVERIFY(RelinkEdits::relink(&doc, {{QStringLiteral("art/b.png"), QStringLiteral("art/a.png")}})); // an edit
    if (inBackground) {
        saver.autosaveInBackground();
        saver.waitForBackgroundWrite();
    } else {
        QVERIFY(saver.autosaveNow());
    }
    ProjectReader::Options options;
    options.projectFolder = QFileInfo(saved).absolutePath(); // as the recovery reads it
    const ProjectReader::Result recovered = ProjectReader::readFile(saver.recoveryPath(), options);
    QVERIFY2(recovered.ok(), qPrintable(recovered.messages(QStringLiteral("autosave")).join(QLatin1Char('\n'))));
    QCOMPARE(recovered.project->clips[0].frames.frame(1).image, QStringLiteral("../../project/art/a.png"));
}

void TestProjectPaths::fileProblemsOpenInTheEditorOnly()
{
    QTemporaryDir dir;
    const QDir root(dir.path());
    QVERIFY(writePicture(root.filePath(QStringLiteral("art/a.png"))));
    QFile broken(root.filePath(QStringLiteral("art/broken.png")));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("not a picture");
    broken.close();
    const QString path = root.filePath(QStringLiteral("p.json"));
    QString error;
    QVERIFY(ProjectWriter::save(projectOf({QStringLiteral("art/a.png"), QStringLiteral("art/gone.png")},
                                          QStringLiteral("sounds/gone.wav")),
                                path, &error));

    // The validator and the CLI refuse it, naming each missing file.
    const ProjectReader::Result strict = ProjectReader::readFile(path);
    QVERIFY(!strict.ok());
    QCOMPARE(strict.diagnostics.size(), 2);
    QVERIFY(std::all_of(strict.diagnostics.cbegin(), strict.diagnostics.cend(), [](const Diagnostic &d) { return d.missingFile; }));

    // The editor opens it, and lists what is missing.
    Document doc;
    QStringList messages;
    QVERIFY(doc.load(path, &messages));
    QCOMPARE(messages.size(), 2);
    QCOMPARE(ProjectFiles::missing(doc.project(), doc.folder()), strings({"art/gone.png", "sounds/gone.wav"}));

    // A file that is there but is no picture opens too, named apart from the missing ones
    // (tst_unusablefiles: the window's box); the CLI refuses it.
    QVERIFY(ProjectWriter::save(projectOf({QStringLiteral("art/gone.png"), QStringLiteral("art/broken.png")}), path, &error));
    QVERIFY(!ProjectReader::readFile(path).ok());
    QStringList unusable;
    QVERIFY(doc.load(path, &messages, &unusable));
    QCOMPARE(messages.size(), 3); // art/gone.png twice (walk, jump)
    QCOMPARE(unusable, QStringList{QStringLiteral("p.json: clips[0].frames[1].image: art/broken.png: not an image file Inbetween can read (Unsupported image format)")});
    QCOMPARE(doc.clip().frames.frame(1).image, QStringLiteral("art/broken.png"));
}

void TestProjectPaths::locateRelinksTheFolderInOneStep()
{
    QTemporaryDir dir;
    const QDir root(dir.path());
    for (const char *name : {"moved/a.png", "moved/b.png", "moved/steps.wav", "other/c.png"}) {
        const QString path = root.filePath(QString::fromLatin1(name));
        QVERIFY(QString::fromLatin1(name).endsWith(QLatin1String(".wav")) ? writeSound(path) : writePicture(path));
    }
    const QString path = root.filePath(QStringLiteral("p.json"));
    QString error;
    QVERIFY(ProjectWriter::save(projectOf({QStringLiteral("art/a.png"), QStringLiteral("art/b.png"), QStringLiteral("art/c.png")},
                                          QStringLiteral("sounds/steps.wav")),
                                path, &error));
    Document doc;
    QStringList messages;
    QVERIFY(doc.load(path, &messages));
    const QStringList missing = ProjectFiles::missing(doc.project(), doc.folder());
    QCOMPARE(missing.size(), 4);

    const QHash<QString, QString> paths = RelinkEdits::pathsAfterLocating(
        missing, QStringLiteral("art/a.png"), root.filePath(QStringLiteral("moved/a.png")), doc.folder());
    const QHash<QString, QString> expected{{QStringLiteral("art/a.png"), QStringLiteral("moved/a.png")},
                                           {QStringLiteral("art/b.png"), QStringLiteral("moved/b.png")},
                                           {QStringLiteral("sounds/steps.wav"), QStringLiteral("moved/steps.wav")}};
    QCOMPARE(paths, expected);
    const Project before = doc.project();
    QVERIFY(RelinkEdits::relink(&doc, paths));
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Locate 3 files"));
    QCOMPARE(ProjectFiles::missing(doc.project(), doc.folder()), strings({"art/c.png"}));
    QCOMPARE(doc.project().clips[1].frames.frame(0).image, QStringLiteral("moved/a.png"));
    doc.undoStack()->undo();
    QCOMPARE(ProjectWriter::toJson(doc.project()), ProjectWriter::toJson(before));
    doc.undoStack()->redo();
    QCOMPARE(doc.project().clips[0].audio->file, QStringLiteral("moved/steps.wav"));
    // Nothing left to relink: no step.
    QVERIFY(!RelinkEdits::relink(&doc, paths));
    QCOMPARE(doc.undoStack()->count(), 1);
}

QTEST_GUILESS_MAIN(TestProjectPaths)
#include "tst_projectpaths.moc"
