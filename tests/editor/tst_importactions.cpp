// File > Import and drops on the window (ImportController), driven through the real window and
// its real dialogs on the offscreen platform: a sprite sheet through the live grid dialog, an
// Aseprite JSON and an animated GIF through the summary, each into the open project as clips (one
// undo step, with undo and redo checked against the whole state) or into a new project written and
// opened; a bad source is refused with its message.

#include "editor/windowfixture.h"
#include "file/projectreader.h"
#include "files/importcontroller.h"
#include "import/importfixtures.h"
#include "import/importsummarydialog.h"
#include "import/sheetimportdialog.h"

#include <QDoubleSpinBox>
#include <QRadioButton>
#include <QTreeWidget>

using namespace inbetween;
using namespace testsupport;
using namespace importtest;

namespace {

// The open dialog of type D, or nullptr; waits for it a little, as dialogs open asynchronously.
template <typename D>
D *openDialog(QWidget *window)
{
    D *d = nullptr;
    return QTest::qWaitFor([&] { return (d = window->findChild<D *>()) != nullptr && d->isVisible(); }, 2000) ? d : nullptr;
}

// Chooses the target in the dialog's ImportTargetBox as a user does: a click on its radio button.
void chooseTarget(QDialog *d, ImportTarget target)
{
    d->findChild<QRadioButton *>(target == ImportTarget::AddClips ? QStringLiteral("addClips") : QStringLiteral("newProject"))
        ->click();
}

} // namespace

class TestImportActions : public QObject, public WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { isolateSettings(m_settings.path()); }
    void init()
    {
        openWindow(QFINDTESTDATA("data/flipbook/flipbook.json"));
        QDir(m_dir->path()).mkpath(QStringLiteral("art"));
        m_spec.empty = {7};
        m_sheet = m_dir->filePath(QStringLiteral("art/hero.png"));
        QVERIFY(drawSheet(m_spec).save(m_sheet));
    }
    void cleanup() { closeWindow(); }

    void sheetAsAClip()
    {
        m_prompts->importNames = {m_sheet};
        Project after = m_original;
        Clip hero(QStringLiteral("hero"));
        QList<Frame> frames;
        for (int i = 0; i < 7; ++i)
            frames.append(Frame{80.0, QStringLiteral("art/hero.png"), m_spec.cellRect(i)});
        hero.frames = FrameTrack(frames);
        after.clips.push_back(hero);
        oneStep(
            [this] {
                trigger("importSheet");
                auto *d = openDialog<SheetImportDialog>(m_window.get());
                QVERIFY(d);
                QCOMPARE(d->frameCount(), 7); // 32 x 32 guessed, the empty cell left out
                auto *duration = d->findChild<QDoubleSpinBox *>(QStringLiteral("duration"));
                duration->setValue(80.0);
                chooseTarget(d, ImportTarget::AddClips);
                d->accept();
            },
            after);
        QCOMPARE(m_window->document()->currentClip(), 1); // the imported clip is shown
        QCOMPARE(m_window->document()->undoStack()->undoText(), QStringLiteral("Import hero.png"));

        // Again: a second clip with a name of its own.
        m_prompts->importNames = {m_sheet};
        trigger("importSheet");
        auto *d = openDialog<SheetImportDialog>(m_window.get());
        QVERIFY(d);
        chooseTarget(d, ImportTarget::AddClips);
        d->accept();
        QCOMPARE(m_window->document()->project().clipNames().last(), QStringLiteral("hero 2"));
    }

    void asepriteTagsAsClips()
    {
        const QString json = m_dir->filePath(QStringLiteral("art/hero.json"));
        {
            QFile f(json);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(asepriteJson(aseFrames(m_spec, {100, 110, 120, 130, 140, 150, 160}),
                                 {{QStringLiteral("Walk flipbook"), 0, 3}, // the open clip's name: renamed
                                  {QStringLiteral("jump"), 4, 6, QStringLiteral("reverse"), QStringLiteral("1")}},
                                 QStringLiteral("hero.png"), m_spec.size(), true));
        }
        m_prompts->importNames = {json};
        Project after = m_original;
        Clip walk(QStringLiteral("Walk flipbook 2")), jump(QStringLiteral("jump"));
        QList<Frame> walkFrames, jumpFrames;
        for (int i = 0; i < 4; ++i)
            walkFrames.append(Frame{100.0 + 10 * i, QStringLiteral("art/hero.png"), m_spec.cellRect(i)});
        for (int i = 6; i >= 4; --i)
            jumpFrames.append(Frame{100.0 + 10 * i, QStringLiteral("art/hero.png"), m_spec.cellRect(i)});
        walk.frames = FrameTrack(walkFrames);
        jump.frames = FrameTrack(jumpFrames);
        jump.loop = LoopMode::Once;
        after.clips.push_back(walk);
        after.clips.push_back(jump);
        QCOMPARE(m_original.clips.front().name, QStringLiteral("Walk flipbook"));
        oneStep(
            [this] {
                trigger("importAseprite");
                auto *d = openDialog<ImportSummaryDialog>(m_window.get());
                QVERIFY(d);
                QCOMPARE(d->clipList()->topLevelItemCount(), 2);
                QCOMPARE(d->clipList()->topLevelItem(1)->text(2), QStringLiteral("once"));
                // Each clip under the name it gets where it goes (the second walk: the list said
                // "ball" for a clip added as "ball 2").
                chooseTarget(d, ImportTarget::NewProject);
                QCOMPARE(d->clipList()->topLevelItem(0)->text(0), QStringLiteral("Walk flipbook"));
                chooseTarget(d, ImportTarget::AddClips);
                QCOMPARE(d->clipList()->topLevelItem(0)->text(0), QStringLiteral("Walk flipbook 2"));
                QCOMPARE(d->clipList()->topLevelItem(1)->text(0), QStringLiteral("jump"));
                d->accept();
            },
            after);
    }

    // An Aseprite sheet with slices: the boxes it declares are declared in the open project in
    // the same undo step as the clips, so every name a frame uses stays declared.
    void asepriteSlicesDeclaredWithTheClips()
    {
        const QString json = m_dir->filePath(QStringLiteral("art/hero.json"));
        {
            QFile f(json);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QByteArray text = asepriteJson(aseFrames(m_spec, {100, 100}), {}, QStringLiteral("hero.png"), m_spec.size(), false);
            text.replace("\"slices\": [\n  ]", "\"slices\": [ { \"name\": \"fist\", \"data\": \"hit\", \"keys\": [ { \"frame\": 1, "
                                              "\"bounds\": { \"x\": 0, \"y\": 0, \"w\": 8, \"h\": 8 } } ] } ]");
            f.write(text);
        }
        m_prompts->importNames = {json};
        Project after = m_original;
        after.boxes.append({QStringLiteral("fist"), BoxKind::Hit});
        Clip hero(QStringLiteral("hero"));
        QList<Frame> frames;
        for (int i = 0; i < 2; ++i) {
            FrameData d;
            d.boxes.insert(QStringLiteral("fist"), QRectF(-16, -16, 8, 8)); // before its first key: the first key
            frames.append(Frame{100.0, QStringLiteral("art/hero.png"), m_spec.cellRect(i), d});
        }
        hero.frames = FrameTrack(frames);
        after.clips.push_back(hero);
        oneStep(
            [this] {
                trigger("importAseprite");
                auto *d = openDialog<ImportSummaryDialog>(m_window.get());
                QVERIFY(d);
                chooseTarget(d, ImportTarget::AddClips);
                d->accept();
            },
            after);
    }

    void gifAsAClip()
    {
        if (!hasProgram(QStringLiteral("convert")))
            QSKIP("ImageMagick's convert is not installed (see resources/debian-packages.txt)");
        const QString gif = makeGif();
        m_prompts->importNames = {gif};
        trigger("importAnimation");
        auto *d = openDialog<ImportSummaryDialog>(m_window.get());
        QVERIFY(d);
        chooseTarget(d, ImportTarget::AddClips);
        d->accept();
        const Project &p = m_window->document()->project();
        QCOMPARE(p.clipNames(), QStringList({QStringLiteral("Walk flipbook"), QStringLiteral("walk")}));
        const Clip &walk = p.clips[1];
        QCOMPARE(walk.frames.count(), 3);
        QCOMPARE(walk.frames.frame(1).duration, 250.0);
        QCOMPARE(walk.frames.frame(1).image, QStringLiteral("walk-frames/frame-001.png"));
        QVERIFY(QFileInfo::exists(m_dir->filePath(QStringLiteral("walk-frames/frame-001.png"))));
        QCOMPARE(m_window->document()->undoStack()->count(), 1);
        m_window->document()->undoStack()->undo();
        CHECK_STATE(*m_window, m_original);
    }

    void newProjectFromAGif()
    {
        if (!hasProgram(QStringLiteral("convert")))
            QSKIP("ImageMagick's convert is not installed (see resources/debian-packages.txt)");
        const QString gif = makeGif();
        const QString out = m_dir->filePath(QStringLiteral("new/walk.json"));
        QDir().mkpath(QFileInfo(out).absolutePath());
        m_prompts->importNames = {gif};
        m_prompts->saveNames = {out};
        trigger("importAnimation");
        auto *d = openDialog<ImportSummaryDialog>(m_window.get());
        QVERIFY(d);
        QCOMPARE(d->target(), ImportTarget::NewProject); // the default
        d->accept();
        QCOMPARE(m_window->document()->filePath(), out);
        QVERIFY(!m_window->document()->isModified());
        QCOMPARE(m_window->document()->clip().frames.frame(0).image, QStringLiteral("walk-frames/frame-000.png"));
        QCOMPARE(m_prompts->saveQuestions, 0); // the flipbook had no changes to ask about
        QVERIFY(m_prompts->errorSummaries.isEmpty());
    }

    // A GIF imported into a new project beside a project whose frames came from a GIF of the same
    // name: the new project's frames go to a fresh folder, the saved project's stay as they were
    // (they were overwritten without asking: the data loss of issue 39).
    void newProjectKeepsAnotherProjectsFrames()
    {
        if (!hasProgram(QStringLiteral("convert")))
            QSKIP("ImageMagick's convert is not installed (see resources/debian-packages.txt)");
        m_prompts->importNames = {makeGif()};
        trigger("importAnimation");
        auto *d = openDialog<ImportSummaryDialog>(m_window.get());
        QVERIFY(d);
        chooseTarget(d, ImportTarget::AddClips);
        d->accept();
        QVERIFY(m_window->files()->save());
        const QString saved = m_window->document()->filePath();
        const QList<QColor> second{Qt::yellow, Qt::cyan, Qt::magenta};
        m_prompts->importNames = {makeGif(second, QStringLiteral("other/walk.gif"))};
        const QString out = m_dir->filePath(QStringLiteral("walk.json"));
        m_prompts->saveNames = {out};
        trigger("importAnimation");
        QTRY_VERIFY(!m_window->findChild<ImportSummaryDialog *>() || !m_window->findChild<ImportSummaryDialog *>()->isVisible());
        d = openDialog<ImportSummaryDialog>(m_window.get());
        QVERIFY(d);
        chooseTarget(d, ImportTarget::NewProject);
        d->accept();
        QCOMPARE(m_window->document()->filePath(), out);
        QVERIFY(m_prompts->errorSummaries.isEmpty());
        const ProjectReader::Result first = ProjectReader::readFile(saved);
        QVERIFY(first.ok());
        const QList<QColor> colors{Qt::red, Qt::blue, Qt::green};
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(QImage(m_dir->filePath(first.project->clips[1].frames.frame(i).image)).pixelColor(3, 3), colors[i]);
            const QString image = m_window->document()->clip().frames.frame(i).image;
            QCOMPARE(image, QStringLiteral("walk-frames 2/frame-00%1.png").arg(i));
            QCOMPARE(QImage(m_dir->filePath(image)).pixelColor(3, 3), second[i]);
        }
    }

    // The new project's save dialog never proposes a file that is there: Aseprite's data file
    // NAME.json beside the sheet NAME.png was proposed, one Enter from being replaced.
    // An Aseprite sheet imported into a new project in another folder, answering "Copy Here":
    // the sheet is copied beside the new project, which names the copy (issue 39).
    void newProjectWithTheSheetCopiedIn()
    {
        const QString json = m_dir->filePath(QStringLiteral("art/hero.json"));
        {
            QFile f(json);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(asepriteJson(aseFrames(m_spec, {100, 110}), {}, QStringLiteral("hero.png"), m_spec.size(), true));
        }
        QTemporaryDir elsewhere;
        const QString out = elsewhere.filePath(QStringLiteral("hero-game.json"));
        m_prompts->importNames = {json};
        m_prompts->saveNames = {out};
        m_prompts->collectAnswers = {UserPrompts::CollectChoice::Copy};
        trigger("importAseprite");
        auto *d = openDialog<ImportSummaryDialog>(m_window.get());
        QVERIFY(d);
        chooseTarget(d, ImportTarget::NewProject);
        d->accept();
        QTRY_COMPARE(m_window->document()->filePath(), QFileInfo(out).absoluteFilePath());
        QCOMPARE(m_prompts->collectQuestions, QList<QStringList>{{m_dir->filePath(QStringLiteral("art/hero.png"))}});
        QVERIFY(QFile::exists(elsewhere.filePath(QStringLiteral("hero.png"))));
        QCOMPARE(readProject(out).clips.front().frames.frame(0).image, QStringLiteral("hero.png"));
        QVERIFY(m_prompts->errorSummaries.isEmpty());
    }

    void newProjectSuggestsAFreeName_data()
    {
        QTest::addColumn<QStringList>("existing");
        QTest::addColumn<QString>("suggested");
        const QString data = QStringLiteral("art/hero.json"), earlier = QStringLiteral("art/hero-inbetween.json");
        QTest::newRow("nothing beside the sheet") << QStringList() << data;
        QTest::newRow("Aseprite's data beside it") << QStringList{data} << earlier;
        QTest::newRow("and an earlier import") << QStringList{data, earlier} << QStringLiteral("art/hero-inbetween-2.json");
    }
    void newProjectSuggestsAFreeName()
    {
        QFETCH(QStringList, existing);
        QFETCH(QString, suggested);
        for (const QString &name : existing) {
            QFile file(m_dir->filePath(name));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("{}");
        }
        m_prompts->importNames = {m_sheet};
        m_prompts->saveNames = {}; // the user cancels the save dialog: nothing is written
        trigger("importSheet");
        auto *d = openDialog<SheetImportDialog>(m_window.get());
        QVERIFY(d);
        QCOMPARE(d->target(), ImportTarget::NewProject);
        d->accept();
        QCOMPARE(m_prompts->saveSuggestions, QStringList{m_dir->filePath(suggested)});
        for (const QString &name : existing) {
            QFile file(m_dir->filePath(name));
            QVERIFY(file.open(QIODevice::ReadOnly));
            QCOMPARE(file.readAll(), QByteArray("{}"));
        }
    }

    void droppedSourcesOfferTheImport()
    {
        const QString json = m_dir->filePath(QStringLiteral("art/hero.json"));
        {
            QFile f(json);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(asepriteJson(aseFrames(m_spec, {100, 100}), {}, QStringLiteral("hero.png"), m_spec.size(), false));
        }
        drop({json});
        auto *summary = openDialog<ImportSummaryDialog>(m_window.get());
        QVERIFY(summary);
        summary->reject();
        CHECK_STATE(*m_window, m_original); // cancelled: nothing changed

        // One still image: the user is asked; "cut" opens the sheet dialog.
        m_prompts->droppedImageAnswer = UserPrompts::DroppedImage::CutSheet;
        drop({m_sheet});
        QCOMPARE(m_prompts->droppedImageQuestions, QStringList(QStringLiteral("hero.png")));
        auto *sheet = openDialog<SheetImportDialog>(m_window.get());
        QVERIFY(sheet);
        sheet->reject();
        CHECK_STATE(*m_window, m_original);

        // "Add as frame": the image goes in as a frame, as before.
        m_prompts->droppedImageAnswer = UserPrompts::DroppedImage::AddFrame;
        m_window->frameSelection()->clearSelection();
        drop({m_sheet});
        QCOMPARE(m_window->document()->clip().frames.count(), m_original.clips[0].frames.count() + 1);
        QCOMPARE(m_window->document()->clip().frames.frames().last().image, QStringLiteral("art/hero.png"));

        // A project file dropped still opens.
        drop({m_window->document()->filePath()});
        QVERIFY(!m_window->findChild<ImportSummaryDialog *>() || !m_window->findChild<ImportSummaryDialog *>()->isVisible());
    }

    void badSourceIsRefused()
    {
        const QString text = m_dir->filePath(QStringLiteral("art/notes.json"));
        {
            QFile f(text);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{\"frames\": {\"a\": {\"frame\": {\"x\": 0, \"y\": 0, \"w\": 32, \"h\": 32}, \"duration\": 100}},"
                    " \"meta\": {\"image\": \"missing.png\"}}");
        }
        m_prompts->importNames = {text};
        trigger("importAseprite");
        QCOMPARE(m_prompts->errorMessages.value(0),
                 QStringList(QStringLiteral("notes.json: meta.image: missing.png: file not found")));
        QVERIFY(!m_window->findChild<ImportSummaryDialog *>());
        CHECK_STATE(*m_window, m_original);
    }

private:
    // A three-image GIF (delays 10, 25, 7 cs) of these colours at `relative` in m_dir.
    QString makeGif(const QList<QColor> &colors = {Qt::red, Qt::blue, Qt::green},
                    const QString &relative = QStringLiteral("art/walk.gif"))
    {
        QStringList args;
        const int delays[] = {10, 25, 7};
        for (int i = 0; i < 3; ++i) {
            QImage image(16, 16, QImage::Format_RGB32);
            image.fill(colors[i]);
            const QString png = m_dir->filePath(QStringLiteral("art/c%1.png").arg(i));
            image.save(png);
            args << QStringLiteral("-delay") << QString::number(delays[i]) << png;
        }
        const QString gif = m_dir->filePath(relative);
        QDir().mkpath(QFileInfo(gif).absolutePath());
        args << QStringLiteral("-loop") << QStringLiteral("0") << gif;
        return run(QStringLiteral("convert"), args).code == 0 ? gif : QString();
    }

    void drop(const QStringList &paths)
    {
        QMimeData mime;
        QList<QUrl> urls;
        for (const QString &p : paths)
            urls << QUrl::fromLocalFile(p);
        mime.setUrls(urls);
        const QPointF at(m_window->width() / 2.0, m_window->height() / 2.0);
        QDragEnterEvent enter(at.toPoint(), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(m_window.get(), &enter);
        QDropEvent dropEvent(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(m_window.get(), &dropEvent);
    }

    SheetSpec m_spec;
    QString m_sheet;
};

QTEST_MAIN(TestImportActions)
#include "tst_importactions.moc"
