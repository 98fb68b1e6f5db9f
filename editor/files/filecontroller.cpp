#include "files/filecontroller.h"

#include "document/collectfiles.h"
#include "document/document.h"
#include "document/projectfiles.h"
#include "export/projectexport.h"
#include "export/spriteatlas.h"
#include "file/projectreader.h"
#include "files/exportchoicesmemory.h"
#include "files/recentfiles.h"
#include "import/importablefile.h"
#include "media/filemessagegroups.h"
#include "projectlimits.h"
#include "session/userprompts.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QSettings>
#include <QWidget>

namespace inbetween {

namespace {
// The names of the clips of the project at `path` as far as the file itself says them (its
// images and sounds not looked at), for messages about its clips; empty when it says none.
QStringList clipNamesIn(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly) || file.size() > ProjectLimits().maxFileBytes)
        return {};
    const ProjectReader::Result r = ProjectReader::read(file.readAll());
    return r.ok() ? r.project->clipNames() : QStringList();
}
} // namespace

FileController::FileController(Document *document, UserPrompts *prompts, QWidget *window)
    : QObject(window), m_document(document), m_prompts(prompts), m_window(window), m_recent(new RecentFiles(this))
{
}

bool FileController::maybeSave()
{
    if (!m_document->isModified())
        return true;
    switch (m_prompts->askSaveChanges(m_window, m_document->displayName())) {
    case UserPrompts::Answer::Save: return save();
    case UserPrompts::Answer::Discard: return true;
    case UserPrompts::Answer::Cancel: break;
    }
    return false;
}

bool FileController::newProject()
{
    if (!maybeSave())
        return false;
    Project project;
    project.name = tr("Untitled");
    m_document->reset(project, {});
    emit statusMessage(tr("New project"));
    return true;
}

bool FileController::close()
{
    if (m_document->filePath().isEmpty() && !m_document->isModified())
        return true; // nothing open to close
    const QString name = m_document->displayName();
    if (!maybeSave())
        return false;
    Project project;
    project.name = tr("Untitled");
    m_document->reset(project, {});
    emit statusMessage(tr("Closed %1").arg(name));
    return true;
}

bool FileController::open()
{
    const QString folder = m_document->filePath().isEmpty() ? QDir::homePath() : m_document->folder();
    const QString path = m_prompts->openFileName(m_window, folder);
    return !path.isEmpty() && openFile(path);
}

bool FileController::openFile(const QString &path)
{
    return maybeSave() && openFileAsked(path);
}

bool FileController::openFileAsked(const QString &path)
{
    QStringList messages;
    if (!m_document->load(path, &messages)) {
        if (messages.isEmpty())
            messages << tr("%1: cannot be read").arg(QFileInfo(path).fileName());
        // A sheet, an Aseprite JSON or a GIF: what it is and where it goes in, not the reader's
        // "format: missing".
        if (const QString kind = importablefile::kindOf(path); !kind.isEmpty())
            messages = QStringList{tr("%1 is %2, not an Inbetween project: bring it in with File > Import (or drop it on "
                                      "the window)")
                                       .arg(QFileInfo(path).fileName(), kind)};
        // One line for one file's one problem, however many frames it breaks.
        m_prompts->showErrors(m_window, tr("%1 could not be opened.").arg(QDir::toNativeSeparators(path)),
                              groupFileMessages(messages, clipNamesIn(path)));
        if (!QFileInfo::exists(path))
            m_recent->remove(QFileInfo(path).absoluteFilePath());
        return false;
    }
    m_warnings = messages;
    m_recent->add(path);
    const QStringList missing = ProjectFiles::missing(m_document->project(), m_document->folder());
    if (!missing.isEmpty()) {
        emit statusMessage(tr("Opened %1: %n files missing", nullptr, int(missing.size())).arg(m_document->displayName()));
        emit missingFilesFound();
        return true;
    }
    emit statusMessage(messages.isEmpty() ? tr("Opened %1").arg(m_document->displayName())
                                          : tr("Opened %1 with %n warnings: %2", nullptr, int(messages.size()))
                                                .arg(m_document->displayName(), messages.front()));
    return true;
}

bool FileController::save()
{
    if (m_document->filePath().isEmpty())
        return saveAs();
    return saveTo(m_document->filePath());
}

bool FileController::saveAs()
{
    const QString suggested = m_document->filePath().isEmpty()
                                  ? QDir(QDir::homePath()).filePath(tr("untitled.json"))
                                  : m_document->filePath();
    QString path = m_prompts->saveFileName(m_window, suggested);
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    const QString folder = QFileInfo(path).absolutePath();
    if (m_document->fileFolder().isEmpty() || QDir(folder) != QDir(m_document->fileFolder())) {
        if (!offerToCollect(folder))
            return false;
    }
    return saveTo(path);
}

bool FileController::offerToCollect(const QString &folder, bool *collected)
{
    const CollectFiles::Plan plan = CollectFiles::plan(m_document->project(), m_document->folder(), folder);
    if (collected)
        *collected = false;
    if (!plan.changesAnything())
        return true;
    switch (m_prompts->askCollectFiles(m_window, folder, plan.sources())) {
    case UserPrompts::CollectChoice::Cancel: return false;
    case UserPrompts::CollectChoice::Keep: return true;
    case UserPrompts::CollectChoice::Copy: break;
    }
    QString error;
    const int n = CollectFiles::collectInto(m_document, folder, &error);
    if (n < 0) {
        m_prompts->showErrors(m_window, tr("The files could not be copied into %1.").arg(QDir::toNativeSeparators(folder)),
                              {error});
        return false;
    }
    if (collected)
        *collected = n > 0;
    emit statusMessage(tr("Copied %n files into %1", nullptr, n).arg(QDir::toNativeSeparators(folder)));
    return true;
}

bool FileController::collectFiles()
{
    if (m_document->filePath().isEmpty())
        return saveAs(); // which offers to collect into the folder chosen
    const QString folder = m_document->fileFolder();
    if (!CollectFiles::plan(m_document->project(), m_document->folder(), folder).changesAnything()) {
        emit statusMessage(tr("Every picture and sound this project uses is in its folder already"));
        return true;
    }
    bool collected = false;
    return offerToCollect(folder, &collected) && collected;
}

bool FileController::saveTo(const QString &path)
{
    QString error;
    QStringList warnings;
    if (!m_document->save(path, &error, &warnings)) {
        m_prompts->showErrors(m_window, tr("%1 could not be saved.").arg(QDir::toNativeSeparators(path)), {error});
        return false;
    }
    m_recent->add(path);
    if (!warnings.isEmpty())
        m_prompts->showErrors(m_window, tr("%1 was saved with absolute paths.").arg(m_document->displayName()), warnings);
    emit statusMessage(tr("Saved %1").arg(m_document->displayName()));
    return true;
}

bool FileController::revert()
{
    if (m_document->filePath().isEmpty() || !m_document->isModified())
        return false;
    if (!m_prompts->confirmRevert(m_window, m_document->displayName()))
        return false;
    QStringList messages;
    if (!m_document->load(m_document->filePath(), &messages)) {
        m_prompts->showErrors(m_window, tr("%1 could not be read again.").arg(m_document->displayName()), messages);
        return false;
    }
    emit statusMessage(tr("Reverted to the saved %1").arg(m_document->displayName()));
    emit reverted();
    return true;
}

bool FileController::exportAs(const QString &formatId, bool currentClipOnly)
{
    const ExportFormat *format = findExportFormat(formatId);
    if (!format)
        return false;
    const Project &project = m_document->project();
    ExportOptions options;
    options.format = formatId;
    options.fps = project.fps; // eased motion baked on the project's own grid
    if (currentClipOnly)
        options.clip = m_document->clip().name;
    QStringList problems;
    if (const QString problem = exportProblem(project, options); !problem.isEmpty())
        problems << problem;
    // The files the export reads (pictures, sounds), before the file dialog: a missing one was
    // found only after a name had been chosen. A CSV reads none.
    if (format->readsFiles) {
        Project exported;
        exported.clips.clear();
        for (int c : exportedClips(project, options))
            exported.clips.push_back(project.clips[size_t(c)]);
        for (const QString &missing : ProjectFiles::missing(exported, m_document->folder()))
            problems << tr("%1 is missing: find it with File > Missing Files... first").arg(missing);
    }
    if (!problems.isEmpty()) {
        m_prompts->showErrors(m_window, tr("This project cannot be exported as %1.").arg(format->displayName), problems);
        return false;
    }
    // A format that measures in world units asks its pixels per unit first (DESIGN.md, "One scale
    // everywhere"), one that writes an atlas its atlas options, proposing what this project's last
    // such export used (else the defaults).
    const bool worldUnits = format->options.testFlag(ExportOption::PixelsPerUnit);
    const ExportChoices proposed = ExportChoicesMemory::recalled(m_document->filePath(), format->options);
    std::optional<ExportChoices> choices;
    if (proposed.asksAnything()) {
        choices = m_prompts->askExportOptions(m_window, format->displayName, proposed);
        if (!choices)
            return false;
        options.pixelsPerUnit = choices->pixelsPerUnit.value_or(options.pixelsPerUnit);
        options.atlas = choices->atlas.value_or(options.atlas);
    }
    // An Aseprite sheet and a Spine skeleton are .json files too: never suggest the project file itself.
    QString base = m_document->filePath().isEmpty() ? QStringLiteral("untitled")
                                                    : QFileInfo(m_document->filePath()).completeBaseName();
    if (currentClipOnly)
        base += QLatin1Char('-') + options.clip;
    // The format's tag keeps a .json or .tres off the project's own name and another format's
    // ("walk-sheet.json", "walk-frames.tres"); a folder format suggests a folder ("walk-unity").
    const QString name = base + format->nameTag + (format->folder ? QString() : QStringLiteral(".") + format->suffix);
    // The folder of this project's last export (remembered per project, and the last of any
    // project for one never saved), else the project's own.
    const QString folderKey = QStringLiteral("lastExportFolder/") + m_document->filePath();
    QSettings settings;
    QString folder = settings.value(folderKey).toString();
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        folder = m_document->fileFolder().isEmpty() ? m_document->folder() : m_document->fileFolder();
    const QString path = m_prompts->exportFileName(m_window, format->filter(), QDir(folder).filePath(name));
    if (path.isEmpty())
        return false;
    if (!m_document->filePath().isEmpty() && QFileInfo(path) == QFileInfo(m_document->filePath())) {
        m_prompts->showErrors(m_window, tr("Not exported."), {tr("%1 is the project file itself; choose another name.").arg(path)});
        return false;
    }
    QString error;
    QStringList written;
    if (!exportProject(project, m_document->folder(), path, options, &error, nullptr, &written)) {
        m_prompts->showErrors(m_window, tr("%1 could not be exported.").arg(QFileInfo(path).fileName()), {error});
        return false;
    }
    settings.setValue(folderKey, QFileInfo(path).absolutePath());
    if (choices)
        ExportChoicesMemory::remember(m_document->filePath(), *choices);
    // Every file written, and what the format left out.
    QStringList lines{tr("Written:")}, names;
    for (const QString &file : written) {
        lines << QStringLiteral("    ") + QDir::toNativeSeparators(QFileInfo(file).absoluteFilePath());
        names << QFileInfo(file).fileName();
    }
    const QStringList leftover = SpriteAtlas::leftoverPages(written);
    if (!leftover.isEmpty()) {
        lines << QString() << tr("Left from an earlier export with more atlas pages (delete them if the game loads every page):");
        for (const QString &file : leftover)
            lines << QStringLiteral("    ") + QDir::toNativeSeparators(QFileInfo(file).absoluteFilePath());
    }
    const QStringList notes = exportLeftOut(project, options);
    if (!notes.isEmpty()) {
        lines << QString() << tr("Left out of the %1 files:").arg(format->displayName);
        for (const QString &note : notes)
            lines << QStringLiteral("    ") + note;
    }
    const QString clips = currentClipOnly ? tr("clip %1").arg(options.clip)
                                          : tr("%n clips", nullptr, int(exportedClips(project, options).size()));
    const QString summary = worldUnits ? tr("Exported %1 as %2, %3 picture pixels to a unit.")
                                             .arg(clips, format->displayName, QLocale().toString(options.pixelsPerUnit))
                                       : tr("Exported %1 as %2.").arg(clips, format->displayName);
    emit statusMessage(tr("Exported %1 as %2: %3").arg(clips, format->displayName, names.join(QStringLiteral(", "))));
    m_prompts->showReport(m_window, summary, lines);
    return true;
}

} // namespace inbetween
