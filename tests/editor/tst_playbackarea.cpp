// The assembled window: the preview, the transport and the timeline on one clock and one playhead,
// the timeline's drags reaching the tables, recovery after a crash, and File > Export.

#include "actions/editoractions.h"
#include "audio/soundplayer.h"
#include "common/soundfiles.h"
#include "curves/curvespanel.h"
#include "document/autosavestore.h"
#include "document/rowcommands.h"
#include "editor/testsupport.h"
#include "export/projectexport.h"
#include "files/recoverycontroller.h"
#include "playback/playbackarea.h"
#include "playback/playbackclock.h"
#include "preview/previewwidget.h"
#include "timeline/timelinelayout.h"
#include "timeline/timelineview.h"

#include <QDir>
#include <QLabel>
#include <QAudioDevice>
#include <QMediaDevices>
#include <QMediaPlayer>
#include <QMimeData>
#include <QStatusBar>
#include <QQuickView>
#include <QSplitter>

using namespace testsupport;

class TestPlaybackArea : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { isolateSettings(m_settings.path()); }
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        m_path = copyFlipbook(QFINDTESTDATA("data/flipbook/flipbook.json"), *m_dir);
        m_prompts = std::make_unique<ScriptedPrompts>();
        m_window = std::make_unique<MainWindow>(m_prompts.get());
        QVERIFY(m_window->files()->openFile(m_path));
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    void cleanup()
    {
        m_window->document()->undoStack()->setClean();
        m_window.reset();
    }

    void centralSplitterHoldsPreviewAndTimeline()
    {
        QSplitter *splitter = m_window->centralSplitter();
        QCOMPARE(splitter->count(), 3);
        PlaybackArea *area = m_window->playback();
        QVERIFY(splitter->widget(0)->isAncestorOf(area->preview()));
        QCOMPARE(splitter->widget(1), area->timeline());
        QCOMPARE(splitter->widget(2), area->curves()); // on the timeline's time axis, under it
        QVERIFY(area->timeline()->isVisible());
        QVERIFY(area->curves()->isVisible());
        QCOMPARE(area->preview()->clip(), &m_window->document()->clip());
        QCOMPARE(area->clock()->clip(), &m_window->document()->clip());
    }

    // The clip's sound plays on the window's clock: the player follows a sound set on the clip
    // (an undo step) and its undo, and the status bar says why it is not heard.
    void soundFollowsTheDocument()
    {
        PlaybackArea *area = m_window->playback();
        Document *doc = m_window->document();
        QCOMPARE(area->sound()->source(), QString());
        auto *label = m_window->statusBar()->findChild<QLabel *>(QStringLiteral("soundStatus"));
        QVERIFY(label);
        QVERIFY(label->isHidden());
        QVERIFY(soundfiles::writeWav16(m_dir->filePath(QStringLiteral("step.wav")),
                                       soundfiles::sine(440, 0.5, 300, 48000), 48000));
        Clip clip = doc->clip();
        clip.audio = ClipAudio{QStringLiteral("step.wav"), 25.0};
        doc->undoStack()->push(new SetClipsCommand(doc, {doc->currentClip()}, {clip}, QStringLiteral("Set sound"), false));
        QCOMPARE(area->sound()->source(), QDir::cleanPath(m_dir->filePath(QStringLiteral("step.wav"))));
        if (QMediaDevices::audioOutputs().isEmpty()) {
            QVERIFY(!label->isHidden());
            QVERIFY2(label->text().contains(QLatin1String("No audio output device")), qPrintable(label->text()));
        } else {
            QVERIFY(label->isHidden());
        }
        doc->undoStack()->undo();
        QCOMPARE(area->sound()->source(), QString());
        QVERIFY(label->isHidden());
    }

    void playheadIsOneTime_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<double>("time");
        QTest::newRow("window") << "window" << 120.0;
        QTest::newRow("clock seek") << "clock" << 260.0;
        QTest::newRow("timeline ruler click") << "ruler" << 300.0;
    }

    void playheadIsOneTime()
    {
        QFETCH(QString, source);
        QFETCH(double, time);
        PlaybackArea *area = m_window->playback();
        TimelineView *timeline = area->timeline();
        if (source == QLatin1String("window")) {
            m_window->setCurrentTime(time);
        } else if (source == QLatin1String("clock")) {
            area->clock()->seek(time);
        } else {
            const int x = qRound(timeline->axis().xForTime(time));
            QTest::mouseClick(timeline->viewport(), Qt::LeftButton, Qt::NoModifier,
                              QPoint(x, TimelineLayout::rulerHeight / 2));
            time = timeline->playheadTime(); // the click snaps to whole ms
        }
        QTRY_COMPARE(m_window->currentTime(), time);
        QCOMPARE(area->clock()->clipTime(), time);
        QCOMPARE(timeline->playheadTime(), time);
        // The frame table outlines the frame under the playhead.
        QCOMPARE(m_window->clipTime(), time);
    }

    void playPauseAndEditWhilePlaying()
    {
        PlaybackArea *area = m_window->playback();
        QAction *play = area->action(QStringLiteral("playPause"));
        play->trigger();
        QVERIFY(area->clock()->isPlaying());
        QCOMPARE(play->text(), tr("&Pause"));
        // A retime while playing goes into the loop at once; the clock plays on.
        m_window->document()->undoStack()->push(new SetFramesCommand(
            m_window->document(), {0}, {{40, m_window->document()->clip().frames.frame(0).image}}, QStringLiteral("Set")));
        QVERIFY(area->clock()->isPlaying());
        QCOMPARE(area->clock()->clip()->length(), m_window->document()->clip().length());
        play->trigger();
        QVERIFY(!area->clock()->isPlaying());
        area->action(QStringLiteral("stop"))->trigger();
        QCOMPARE(area->clock()->clipTime(), 0.0);
    }

    void panelsKeepTheirWidthWhilePlaying_data()
    {
        QTest::addColumn<double>("time");
        QTest::newRow("at the 800 ms key") << 800.0;
        QTest::newRow("between keys") << 1018.6;
        QTest::newRow("late") << 1199.9;
    }
    // The clip panel's pose and frame lines change at every render; their text must not widen
    // the dock, or the preview and the timeline would jump sideways while playing.
    void panelsKeepTheirWidthWhilePlaying()
    {
        QFETCH(double, time);
        QVERIFY(m_window->files()->openFile(QFINDTESTDATA("../../resources/examples/square.json")));
        m_window->setCurrentTime(0.0);
        QTest::qWait(100);
        QWidget *preview = m_window->playback()->preview();
        const int width = preview->width();
        m_window->setCurrentTime(time);
        QTest::qWait(100); // the layouts settle over several posted events
        QCOMPARE(preview->width(), width);
    }

    void recoveryOffersAndRestores_data()
    {
        QTest::addColumn<int>("answer");
        QTest::addColumn<bool>("restored");
        QTest::newRow("restore") << int(UserPrompts::Recovery::Restore) << true;
        QTest::newRow("open the saved file") << int(UserPrompts::Recovery::OpenOriginal) << true;
        QTest::newRow("discard") << int(UserPrompts::Recovery::Discard) << false;
    }

    void recoveryOffersAndRestores()
    {
        QFETCH(int, answer);
        QFETCH(bool, restored);
        // What a crashed session left: the flipbook with an edit, autosaved after the file.
        QTemporaryDir store;
        Project edited = readProject(m_path);
        edited.clips[0].frames.setDuration(1, 333);
        QString error;
        const QString key = AutosaveStore::keyFor(m_path, QString());
        QTest::qWait(20); // the autosave is newer than the file
        QVERIFY2(AutosaveStore(store.path()).write(key, edited, m_path, &error), qPrintable(error));

        MainWindow window(m_prompts.get());
        RecoveryController recovery(window.session(), window.files(), &window, AutosaveStore(store.path()), 60000);
        m_prompts->recoveryAnswers = {UserPrompts::Recovery(answer)};
        QCOMPARE(recovery.offerRecovery(), restored);
        QCOMPARE(m_prompts->recoveryOriginals, QStringList{m_path});
        const Document *doc = window.document();
        if (answer == int(UserPrompts::Recovery::Restore)) {
            QVERIFY(doc->project() == edited);
            QVERIFY(doc->isModified()); // the restored edit is not in the file yet
            QCOMPARE(doc->filePath(), QFileInfo(m_path).absoluteFilePath());
            QCOMPARE(AutosaveStore(store.path()).entries().size(), 1); // kept until saved
        } else if (answer == int(UserPrompts::Recovery::OpenOriginal)) {
            QVERIFY(doc->project() == readProject(m_path));
            QVERIFY(!doc->isModified());
        } else {
            QCOMPARE(AutosaveStore(store.path()).entries().size(), 0);
        }
        window.document()->undoStack()->setClean();
    }

    void exportFromTheFileMenu_data()
    {
        QTest::addColumn<QString>("format");
        for (const ExportFormat &f : exportFormats())
            QTest::newRow(qPrintable(f.id)) << f.id;
    }

    void exportFromTheFileMenu()
    {
        QFETCH(QString, format);
        const QString out = m_dir->filePath(QStringLiteral("out.") + findExportFormat(format)->suffix);
        m_prompts->exportNames = {out};
        QAction *action = m_window->editorActions()->action(QStringLiteral("export_") + format);
        QVERIFY(action);
        action->trigger();
        QVERIFY2(m_prompts->errorMessages.isEmpty(), qPrintable(m_prompts->errorMessages.value(0).join(QLatin1Char('\n'))));
        // The same files, byte for byte, as the model's exporter (and so inbetween-cli) writes to
        // the same path: the sheet or library, its atlas pages, a Unity folder's every file.
        ExportOptions options;
        options.format = format;
        options.fps = m_window->document()->project().fps;
        QString error;
        std::vector<ExportFile> files;
        QVERIFY2(exportFiles(m_window->document()->project(), m_window->document()->folder(), out, options, &files, &error),
                 qPrintable(error));
        QVERIFY(!files.empty());
        for (const ExportFile &file : files) {
            QFile written(file.path);
            QVERIFY2(written.open(QIODevice::ReadOnly), qPrintable(file.path));
            QCOMPARE(written.readAll(), file.bytes);
        }
    }

    // An Aseprite sheet and a Spine skeleton are .json files like the project: the name File >
    // Export suggests beside it is never the project file itself; nor do two formats share one.
    void exportSuggestsAJsonNameBesideTheProject_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("suggested");
        QTest::newRow("aseprite") << QStringLiteral("aseprite") << QStringLiteral("flipbook-sheet.json");
        QTest::newRow("spine") << QStringLiteral("spine") << QStringLiteral("flipbook-spine.json");
        QTest::newRow("gltf") << QStringLiteral("gltf") << QStringLiteral("flipbook.gltf");
        // The two Godot resources are both .tres: not the same name (the second walk).
        QTest::newRow("godot") << QStringLiteral("godot") << QStringLiteral("flipbook.tres");
        QTest::newRow("spriteframes") << QStringLiteral("spriteframes") << QStringLiteral("flipbook-frames.tres");
    }
    void exportSuggestsAJsonNameBesideTheProject()
    {
        QFETCH(QString, format);
        QFETCH(QString, suggested);
        m_prompts->exportNames.clear(); // the dialog is cancelled
        m_window->editorActions()->action(QStringLiteral("export_") + format)->trigger();
        QCOMPARE(m_prompts->exportSuggestion, QFileInfo(m_path).dir().filePath(suggested));
    }

    // File > Export > Current Clip Only writes the current clip; All Clips (the default) every
    // clip, one after another.
    void exportAllClipsOrTheCurrentClip()
    {
        Document *doc = m_window->document();
        Clip second = doc->clip();
        second.name = QStringLiteral("second");
        second.frames.setFrames({Frame{40.0, QString(), std::nullopt}});
        doc->insertClips(1, {second});
        QCOMPARE(doc->currentClip(), 1);
        auto clipsIn = [](const QString &path) {
            QFile file(path);
            QSet<QString> names;
            if (!file.open(QIODevice::ReadOnly))
                return names;
            file.readLine(); // the header
            while (!file.atEnd())
                names.insert(QString::fromUtf8(file.readLine()).section(QLatin1Char(','), 0, 0));
            return names;
        };
        QAction *all = m_window->editorActions()->action(QStringLiteral("exportAllClips"));
        QAction *current = m_window->editorActions()->action(QStringLiteral("exportCurrentClip"));
        QVERIFY(all && current && all->isChecked() && !current->isChecked());
        m_prompts->exportNames = {m_dir->filePath(QStringLiteral("all.csv"))};
        m_window->editorActions()->action(QStringLiteral("export_csv"))->trigger();
        QCOMPARE(clipsIn(m_dir->filePath(QStringLiteral("all.csv"))),
                 (QSet<QString>{doc->project().clips[0].name, QStringLiteral("second")}));
        current->trigger();
        QVERIFY(current->isChecked() && !all->isChecked());
        m_prompts->exportNames = {m_dir->filePath(QStringLiteral("current.csv"))};
        m_window->editorActions()->action(QStringLiteral("export_csv"))->trigger();
        QVERIFY2(m_prompts->errorMessages.isEmpty(), qPrintable(m_prompts->errorMessages.value(0).join(QLatin1Char('\n'))));
        QCOMPARE(clipsIn(m_dir->filePath(QStringLiteral("current.csv"))), (QSet<QString>{QStringLiteral("second")}));
    }

    void durationsInFramesIsPerProject()
    {
        QAction *inFrames = m_window->editorActions()->action(QStringLiteral("durationsInFrames"));
        inFrames->setChecked(true);
        QCOMPARE(m_window->frameModel()->durationUnit(), DurationFormat::Unit::Frames);
        // Another project opens as it was last shown (never: in ms) ...
        QTemporaryDir other;
        const QString second = copyFlipbook(QFINDTESTDATA("data/flipbook/flipbook.json"), other);
        QVERIFY(m_window->files()->openFile(second));
        QVERIFY(!inFrames->isChecked());
        QCOMPARE(m_window->frameModel()->durationUnit(), DurationFormat::Unit::Milliseconds);
        // ... and the first one comes back in frames.
        QVERIFY(m_window->files()->openFile(m_path));
        QVERIFY(inFrames->isChecked());
        QCOMPARE(m_window->frameModel()->index(0, FrameTableModel::DurationColumn).data().toString(), QStringLiteral("6 f"));
    }

    // Another project: the preview shows its mouth chart and its boxes' kinds (from the reset's
    // mouthsChanged and declarationsChanged), not the last project's.
    void previewTakesTheNewProjectsChart()
    {
        Project next;
        next.mouths.insert(QStringLiteral("A"), MouthPicture{QStringLiteral("mouths.png")});
        next.boxes = {BoxDeclaration{QStringLiteral("hit"), BoxKind::Hit}};
        m_window->document()->reset(next, QString());
        QCOMPARE(m_window->playback()->preview()->mouthChart(), next.mouths);
        QCOMPARE(m_window->playback()->preview()->boxDeclarations(), next.boxes);
        m_window->document()->reset(Project(), QString());
        QVERIFY(m_window->playback()->preview()->mouthChart().isEmpty());
        QVERIFY(m_window->playback()->preview()->boxDeclarations().isEmpty());
    }

    // The preview is a window of its own; files dropped on it reach the editor all the same.
    void filesDroppedOnThePreview_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("frames");
        QTest::addColumn<QString>("name");
        QTest::newRow("an image is added") << "data/flipbook/frames/walk-2.png" << 4 << "Walk flipbook";
        QTest::newRow("a project opens") << "../../resources/examples/square.json" << 0 << "Rotating square";
    }
    void filesDroppedOnThePreview()
    {
        QFETCH(QString, file);
        QFETCH(int, frames);
        QFETCH(QString, name);
        PreviewWidget *preview = m_window->playback()->preview();
        QTRY_VERIFY_WITH_TIMEOUT(preview->isSceneReady(), 20000);
        QMimeData data;
        data.setUrls({QUrl::fromLocalFile(QFINDTESTDATA(file))});
        QWindow *view = preview->quickView();
        const QPointF centre(view->width() / 2.0, view->height() / 2.0);
        QDragEnterEvent enter(centre.toPoint(), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(view, &enter);
        QDragMoveEvent move(centre.toPoint(), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(view, &move);
        QVERIFY(move.isAccepted());
        QDropEvent drop(centre, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(view, &drop);
        QVERIFY(drop.isAccepted());
        QCOMPARE(m_window->document()->clip().frames.count(), frames);
        QCOMPARE(m_window->document()->project().name, name);
    }

    void exportRefusedWithWhy()
    {
        m_window->files()->newProject();
        m_prompts->exportNames = {m_dir->filePath(QStringLiteral("sheet.json"))};
        QVERIFY(!m_window->exports()->exportAs(QStringLiteral("aseprite")));
        QCOMPARE(m_prompts->errorSummaries.size(), 1);
        QVERIFY(!m_prompts->errorMessages.front().front().isEmpty());
        QCOMPARE(m_prompts->exportNames.size(), 1); // refused before asking where
    }

    // A picture of the project gone missing is said before the file dialog, not after a name
    // was chosen (issue 39's polish); a CSV, which reads no picture, is still written.
    void exportWithAMissingPictureRefusedFirst()
    {
        const QString picture = m_window->document()->clip().frames.frame(0).image;
        QVERIFY(QFile::remove(QDir(m_window->document()->folder()).filePath(picture)));
        m_prompts->exportNames = {m_dir->filePath(QStringLiteral("sheet.json"))};
        QVERIFY(!m_window->exports()->exportAs(QStringLiteral("aseprite")));
        QCOMPARE(m_prompts->exportNames.size(), 1); // refused before asking where
        QCOMPARE(m_prompts->errorMessages.size(), 1);
        QVERIFY2(m_prompts->errorMessages.front().contains(
                     QStringLiteral("%1 is missing: find it with File > Missing Files... first").arg(picture)),
                 qPrintable(m_prompts->errorMessages.front().join(QLatin1Char('\n'))));
        m_prompts->exportNames = {m_dir->filePath(QStringLiteral("motion.csv"))};
        QVERIFY(m_window->exports()->exportAs(QStringLiteral("csv")));
    }

private:
    QTemporaryDir m_settings;
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_path;
    std::unique_ptr<ScriptedPrompts> m_prompts;
    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(TestPlaybackArea)
#include "tst_playbackarea.moc"
