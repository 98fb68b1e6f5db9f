#pragma once

// Shared by the editor's widget tests: isolated settings, a copy of the flipbook fixture, prompts
// answered by the test, and the one check of the whole state that follows every undo and redo.

#include "app/mainwindow.h"
#include "document/document.h"
#include "file/projectreader.h"
#include "file/projectwriter.h"
#include "files/exportcontroller.h"
#include "files/filecontroller.h"
#include "files/targetexports.h"
#include "itemmodels/cliplistmodel.h"
#include "itemmodels/eventtablemodel.h"
#include "itemmodels/frametablemodel.h"
#include "itemmodels/keyframetablemodel.h"
#include "playback/playbackarea.h"
#include "playback/playbackclock.h"
#include "preview/previewwidget.h"
#include "session/userprompts.h"
#include "tables/clipspanel.h"
#include "tables/clipsummarypanel.h"
#include "tables/documenttableview.h"
#include "timing/frameanchoring.h"

#include <QDir>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

namespace testsupport {

using namespace inbetween;

// QSettings (recent files, last project, window state) in a folder of the test's own.
inline void isolateSettings(const QString &folder)
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("InbetweenTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_editor"));
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, folder);
    QSettings().clear();
}

// Copies a project file and the folders beside it that hold its pictures into `dir`, the file
// made writable; returns the project's path there.
inline QString copyProject(const QString &project, const QStringList &folders, const QTemporaryDir &dir)
{
    const QDir source = QFileInfo(project).absoluteDir();
    for (const QString &folder : folders) {
        QDir(dir.path()).mkpath(folder);
        for (const QString &file : QDir(source.filePath(folder)).entryList(QDir::Files))
            QFile::copy(source.filePath(folder + QLatin1Char('/') + file), dir.filePath(folder + QLatin1Char('/') + file));
    }
    const QString target = dir.filePath(QFileInfo(project).fileName());
    QFile::copy(project, target);
    QFile(target).setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    return target;
}

// Copies tests/editor/data/flipbook (the project and its three images) into `dir`; returns the
// project's path there.
inline QString copyFlipbook(const QString &fixture, const QTemporaryDir &dir)
{
    return copyProject(fixture, {QStringLiteral("frames")}, dir);
}

inline Project readProject(const QString &path)
{
    const ProjectReader::Result r = ProjectReader::readFile(path);
    return r.project.value_or(Project());
}

// Every question answered from a script, and every error shown recorded.
class ScriptedPrompts : public UserPrompts
{
public:
    QList<Answer> saveAnswers;      // taken in order; Cancel when empty
    QStringList openNames, saveNames;
    QList<QStringList> imageNames;
    bool revertAnswer = true;
    std::optional<double> fps;
    int saveQuestions = 0;
    QStringList errorSummaries;
    QList<QStringList> errorMessages;

    Answer askSaveChanges(QWidget *, const QString &) override
    {
        ++saveQuestions;
        return saveAnswers.isEmpty() ? Answer::Cancel : saveAnswers.takeFirst();
    }
    bool confirmRevert(QWidget *, const QString &) override { return revertAnswer; }
    void showErrors(QWidget *, const QString &summary, const QStringList &messages) override
    {
        errorSummaries << summary;
        errorMessages << messages;
    }
    QString openFileName(QWidget *, const QString &) override { return openNames.isEmpty() ? QString() : openNames.takeFirst(); }
    QStringList saveSuggestions; // the path each save question proposed
    QString saveFileName(QWidget *, const QString &suggested) override
    {
        saveSuggestions << suggested;
        return saveNames.isEmpty() ? QString() : saveNames.takeFirst();
    }
    QStringList imageFileNames(QWidget *, const QString &) override
    {
        return imageNames.isEmpty() ? QStringList() : imageNames.takeFirst();
    }
    std::optional<double> askFps(QWidget *, double) override { return fps; }
    QList<Recovery> recoveryAnswers; // taken in order; Discard when empty
    QStringList recoveryOriginals;   // what each recovery question named
    Recovery askRecovery(QWidget *, const QString &original, const QDateTime &) override
    {
        recoveryOriginals << original;
        return recoveryAnswers.isEmpty() ? Recovery::Discard : recoveryAnswers.takeFirst();
    }
    QList<CollectChoice> collectAnswers; // taken in order; Keep when empty
    QList<QStringList> collectQuestions; // the files each question named
    CollectChoice askCollectFiles(QWidget *, const QString &, const QStringList &files) override
    {
        collectQuestions << files;
        return collectAnswers.isEmpty() ? CollectChoice::Keep : collectAnswers.takeFirst();
    }
    QStringList exportNames; // taken in order; cancelled when empty
    QString exportSuggestion;      // the file name the last export dialog suggested
    QStringList exportSuggestions; // the path each question suggested
    QString exportFileName(QWidget *, const QString &, const QString &suggested) override
    {
        exportSuggestion = suggested;
        exportSuggestions << suggested;
        return exportNames.isEmpty() ? QString() : exportNames.takeFirst();
    }
    // File > Export's options: the answers are taken in order by the questions that ask that part
    // (OK on the value proposed when empty; a pixels per unit of nullopt is Cancel).
    QList<std::optional<double>> pixelsPerUnitAnswers;
    QList<double> pixelsPerUnitProposed; // what each question asking it proposed
    QList<AtlasOptions> atlasAnswers;
    QList<AtlasOptions> atlasProposed;
    std::optional<ExportChoices> askExportOptions(QWidget *, const QString &, const ExportChoices &current) override
    {
        ExportChoices answer = current;
        if (current.pixelsPerUnit) {
            pixelsPerUnitProposed << *current.pixelsPerUnit;
            if (!pixelsPerUnitAnswers.isEmpty()) {
                answer.pixelsPerUnit = pixelsPerUnitAnswers.takeFirst();
                if (!answer.pixelsPerUnit)
                    return std::nullopt;
            }
        }
        if (current.atlas) {
            atlasProposed << *current.atlas;
            if (!atlasAnswers.isEmpty())
                answer.atlas = atlasAnswers.takeFirst();
        }
        return answer;
    }
    QStringList importNames; // taken in order; cancelled when empty
    QString importFileName(QWidget *, const QString &, const QString &, const QString &) override
    {
        return importNames.isEmpty() ? QString() : importNames.takeFirst();
    }
    DroppedImage droppedImageAnswer = DroppedImage::AddFrame;
    QStringList droppedImageQuestions; // the image each question named
    DroppedImage askDroppedImage(QWidget *, const QString &imageName) override
    {
        droppedImageQuestions << imageName;
        return droppedImageAnswer;
    }
    QList<bool> removeClipAnswers; // taken in order; No when empty
    QStringList removeClipQuestions; // "walk: 3 frames and 1 event" for each question asked
    bool confirmRemoveClip(QWidget *, const QString &clipName, const QString &contents) override
    {
        removeClipQuestions << clipName + QStringLiteral(": ") + contents;
        return !removeClipAnswers.isEmpty() && removeClipAnswers.takeFirst();
    }
    QList<ChangedProject> reloadAnswers; // taken in order; Keep when empty
    QList<bool> reloadQuestions;         // `unsaved` of each question asked
    ChangedProject askReloadChangedProject(QWidget *, const QString &, bool unsaved) override
    {
        reloadQuestions << unsaved;
        return reloadAnswers.isEmpty() ? ChangedProject::Keep : reloadAnswers.takeFirst();
    }
    std::optional<double> tickRate; // Playback > Game Tick > Custom...; cancelled when empty
    std::optional<double> askTickRate(QWidget *, double) override { return tickRate; }
    std::optional<double> datFrameRate = 24.0; // a .dat's frame rate; cancelled when empty
    QStringList datFrameRateQuestions;         // the files asked about
    std::optional<double> askDatFrameRate(QWidget *, const QString &fileName, double) override
    {
        datFrameRateQuestions << fileName;
        return datFrameRate;
    }
    std::optional<int> lipSyncVoice = 0;      // a .pgo's voice, by its place; cancelled when nullopt
    QList<QStringList> lipSyncVoiceQuestions; // the voices offered, each time asked
    std::optional<int> askLipSyncVoice(QWidget *, const QString &, const QStringList &voices) override
    {
        lipSyncVoiceQuestions << voices;
        return lipSyncVoice;
    }
    QStringList soundNames; // taken in order; cancelled when empty
    bool realSoundDialog = false; // ask with DialogPrompts' file dialog instead (a test fills it in)
    QString soundFileName(QWidget *parent, const QString &clipName, const QString &folder) override
    {
        if (realSoundDialog)
            return DialogPrompts().soundFileName(parent, clipName, folder);
        return soundNames.isEmpty() ? QString() : soundNames.takeFirst();
    }
    // File > Export's "Keep this export in the project?": taken in order; Not Now (not remembered)
    // when empty. realKeepDialog: ask with the real message box instead (a test answers it).
    QList<KeepTarget> keepAnswers;
    QStringList keepQuestions; // the target each question named
    bool realKeepDialog = false;
    KeepTarget askKeepExportTarget(QWidget *parent, const QString &target) override
    {
        keepQuestions << target;
        if (realKeepDialog)
            return UserPrompts::askKeepExportTarget(parent, target);
        return keepAnswers.isEmpty() ? KeepTarget{} : keepAnswers.takeFirst();
    }
    QStringList reportSummaries;
    QList<QStringList> reportLines;
    void showReport(QWidget *, const QString &summary, const QStringList &lines) override
    {
        reportSummaries << summary;
        reportLines << lines;
    }
};

// The project the editor makes when the frames of `before`'s clip become those of `edited`'s: its
// keys and events follow the frames ("Keys and events follow frames", on by default), mapped as
// FrameAnchoring maps them (tested on its own, and through every frame edit in tst_anchoredits).
// `placement`: where each old frame went (FrameAnchoring::afterInsert, afterRemove, afterMove);
// empty for a retime (every frame stays where it is).
inline Project framesEdited(const Project &before, Project edited, QList<int> placement = {}, int clip = 0)
{
    const Clip &b = before.clips[size_t(clip)];
    Clip &e = edited.clips[size_t(clip)];
    if (placement.isEmpty())
        placement = FrameAnchoring::afterInsert(b.frames.count(), b.frames.count(), 0);
    const FrameAnchoring anchoring(b.frames, e.frames, placement);
    e.motion.setKeys(anchoring.mapKeys(b.motion.keys()));
    e.events = anchoring.mapEvents(b.events);
    return edited;
}

// The placement of a reorder whose new order is `order` (the old rows, in their new order).
inline QList<int> placementOf(const QList<int> &order)
{
    QList<int> placement(order.size());
    for (qsizetype j = 0; j < order.size(); ++j)
        placement[order[j]] = int(j);
    return placement;
}

// The whole state the window shows: the document's project, its file form, the Clips panel (every
// clip, the current one selected), each table's rows and cells for the current clip, the clip
// summary, and the clip the clock and the preview play. Called after every edit, undo and redo.
inline void checkState(MainWindow &w, const Project &expected)
{
    const Project &p = w.document()->project();
    // Line by line, so that a failure names the first line that differs.
    QCOMPARE(QString::fromUtf8(ProjectWriter::toJson(p)).split(QLatin1Char('\n')),
             QString::fromUtf8(ProjectWriter::toJson(expected)).split(QLatin1Char('\n')));
    QVERIFY(p == expected);

    // The tables and the summary show the current clip.
    QVERIFY(w.document()->currentClip() < int(expected.clips.size()));
    const Clip &clip = expected.clips[size_t(w.document()->currentClip())];
    const FrameTableModel *frames = w.frameModel();
    QCOMPARE(frames->rowCount(), clip.frames.count());
    const DurationFormat format = frames->durationFormat();
    for (int r = 0; r < clip.frames.count(); ++r) {
        QCOMPARE(frames->index(r, FrameTableModel::DurationColumn).data(Qt::EditRole).toDouble(),
                 clip.frames.frame(r).duration);
        QCOMPARE(frames->index(r, FrameTableModel::DurationColumn).data().toString(),
                 format.format(clip.frames.frame(r).duration));
        QCOMPARE(frames->index(r, FrameTableModel::StartColumn).data(Qt::EditRole).toDouble(), clip.frames.start(r));
        QCOMPARE(frames->index(r, FrameTableModel::EndColumn).data(Qt::EditRole).toDouble(), clip.frames.end(r));
        QCOMPARE(frames->index(r, FrameTableModel::ImageColumn).data(Qt::ToolTipRole).toString(),
                 clip.frames.frame(r).image);
    }
    const KeyframeTableModel *keys = w.keyframeModel();
    QCOMPARE(keys->rowCount(), clip.motion.count());
    for (int r = 0; r < clip.motion.count(); ++r) {
        for (int c = KeyframeTableModel::TimeColumn; c <= KeyframeTableModel::ScaleZ; ++c)
            QCOMPARE(keys->index(r, c).data(Qt::EditRole).toDouble(), KeyframeTableModel::component(clip.motion.key(r), c));
        // Shown rounded (handles to 3 decimals), edited exactly.
        QCOMPARE(keys->index(r, KeyframeTableModel::EasingColumn).data().toString(), clip.motion.key(r).easing.roundedText());
        QCOMPARE(keys->index(r, KeyframeTableModel::EasingColumn).data(Qt::EditRole).toString(),
                 clip.motion.key(r).easing.displayText());
    }
    const EventTableModel *events = w.eventModel();
    QCOMPARE(events->rowCount(), int(clip.events.size()));
    for (int r = 0; r < clip.events.size(); ++r) {
        QCOMPARE(events->index(r, EventTableModel::TimeColumn).data(Qt::EditRole).toDouble(), clip.events[r].time);
        QCOMPARE(events->index(r, EventTableModel::NameColumn).data().toString(), clip.events[r].name);
    }
    QCOMPARE(w.summaryPanel()->field(QStringLiteral("name")), clip.name);
    QCOMPARE(w.summaryPanel()->field(QStringLiteral("frames")), QString::number(clip.frames.count()));
    QCOMPARE(w.summaryPanel()->field(QStringLiteral("keyframes")), QString::number(clip.motion.count()));
    QCOMPARE(w.summaryPanel()->field(QStringLiteral("loop")), loopModeName(clip.loop));

    const ClipListModel *clips = w.clipsPanel()->model();
    QCOMPARE(clips->rowCount(), int(expected.clips.size()));
    for (int r = 0; r < clips->rowCount(); ++r) {
        const Clip &c = expected.clips[size_t(r)];
        QCOMPARE(clips->index(r, ClipListModel::NameColumn).data().toString(), c.name);
        QCOMPARE(clips->index(r, ClipListModel::LengthColumn).data(Qt::EditRole).toDouble(), c.length());
        QCOMPARE(clips->index(r, ClipListModel::LoopColumn).data().toString(), loopModeName(c.loop));
    }
    QCOMPARE(w.clipsPanel()->view()->selectedRowNumbers(), QList<int>{w.document()->currentClip()});
    QCOMPARE(w.playback()->clock()->clip(), &w.document()->clip());
    QCOMPARE(w.playback()->preview()->clip(), &w.document()->clip());
}

// Saves the document where it is and checks the file: the exact bytes and what reads back.
inline void checkSaved(MainWindow &w, const Project &expected)
{
    QString error;
    QVERIFY2(w.document()->save(w.document()->filePath(), &error), qPrintable(error));
    QFile file(w.document()->filePath());
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), ProjectWriter::toJson(expected));
    QVERIFY(readProject(w.document()->filePath()) == expected);
}

} // namespace testsupport

// Stops the test function at the first failed check inside a helper.
#define CHECK_STATE(window, expected)                                                                                  \
    do {                                                                                                               \
        testsupport::checkState(window, expected);                                                                     \
        if (QTest::currentTestFailed())                                                                                \
            return;                                                                                                    \
    } while (false)
#define CHECK_SAVED(window, expected)                                                                                  \
    do {                                                                                                               \
        testsupport::checkSaved(window, expected);                                                                     \
        if (QTest::currentTestFailed())                                                                                \
            return;                                                                                                    \
    } while (false)
