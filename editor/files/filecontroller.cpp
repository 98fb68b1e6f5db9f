#include "files/filecontroller.h"

#include "document/collectfiles.h"
#include "document/document.h"
#include "document/projectfiles.h"
#include "file/projectreader.h"
#include "files/recentfiles.h"
#include "import/importablefile.h"
#include "media/filemessagegroups.h"
#include "projectlimits.h"
#include "session/userprompts.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QWidget>
#include <optional>

namespace inbetween {

namespace {
// The project file at `path` as the reader reads it, its images and sounds not looked at; none
// when it cannot be opened or is larger than a project file may be (*why says which).
std::optional<ProjectReader::Result> readSkippingFiles(const QString &path, QString *why = nullptr)
{
    QFile file(path);
    QString problem;
    if (!file.open(QIODevice::ReadOnly))
        problem = file.errorString();
    else if (file.size() > ProjectLimits().maxFileBytes)
        problem = FileController::tr("larger than the %1 bytes a project file may be").arg(ProjectLimits().maxFileBytes);
    else
        return ProjectReader::read(file.readAll());
    if (why)
        *why = problem;
    return std::nullopt;
}

// The names of the clips of the project at `path` as far as the file itself says them, for
// messages about its clips; empty when it says none.
QStringList clipNamesIn(const QString &path)
{
    const std::optional<ProjectReader::Result> r = readSkippingFiles(path);
    return r && r->ok() ? r->project->clipNames() : QStringList();
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
    QStringList messages, unusable;
    if (!m_document->load(path, &messages, &unusable)) {
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
    m_prompts->showUnusableFiles(m_window, m_document->displayName(), unusable, m_document->project().clipNames());
    const QStringList missing = ProjectFiles::missing(m_document->project(), m_document->folder());
    if (!missing.isEmpty()) {
        emit statusMessage(tr("Opened %1: %n files missing", nullptr, int(missing.size())).arg(m_document->displayName()));
        emit missingFilesFound();
        return true;
    }
    const QSet<QString> inTheBox(unusable.cbegin(), unusable.cend()); // a bad sheet: a line a frame
    QStringList warnings;
    for (const QString &m : std::as_const(messages)) {
        if (!inTheBox.contains(m))
            warnings << m;
    }
    emit statusMessage(!warnings.isEmpty() ? tr("Opened %1 with %n warnings: %2", nullptr, int(warnings.size()))
                                                 .arg(m_document->displayName(), warnings.front())
                       : unusable.isEmpty() ? tr("Opened %1").arg(m_document->displayName())
                                            : tr("Opened %1; some of the files it names cannot be used")
                                                  .arg(m_document->displayName()));
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
    tellIfItWouldNotOpen(path);
    emit statusMessage(tr("Saved %1").arg(m_document->displayName()));
    emit saved();
    return true;
}

// A net under the limits every edit keeps (ProjectLimits): the file just written is read again,
// its pictures and sounds not looked at (Open takes their problems), so that a value some edit
// let past a limit is said while that edit can still be undone, not when the file next fails to
// open. The file stays written: the edits are on disk, the version before is the .bak.
void FileController::tellIfItWouldNotOpen(const QString &path)
{
    QString why;
    const std::optional<ProjectReader::Result> back = readSkippingFiles(path, &why);
    if (!back) {
        m_prompts->showErrors(m_window, tr("%1 was saved, but it cannot be read again.").arg(m_document->displayName()), {why});
        return;
    }
    if (back->ok())
        return;
    QStringList errors;
    for (const Diagnostic &d : back->diagnostics) {
        if (d.isError())
            errors << d.text(QFileInfo(path).fileName());
    }
    m_prompts->showErrors(m_window,
                          tr("%1 was saved, but it will not open again: Inbetween refuses what is below. Undo the "
                             "edit that made it and save again; the version before this save is kept as %2.")
                              .arg(m_document->displayName(), QFileInfo(path).fileName() + QStringLiteral(".bak")),
                          errors);
}

bool FileController::revert()
{
    if (m_document->filePath().isEmpty() || !m_document->isModified())
        return false;
    if (!m_prompts->confirmRevert(m_window, m_document->displayName()))
        return false;
    QStringList messages, unusable;
    if (!m_document->load(m_document->filePath(), &messages, &unusable)) {
        m_prompts->showErrors(m_window, tr("%1 could not be read again.").arg(m_document->displayName()), messages);
        return false;
    }
    m_prompts->showUnusableFiles(m_window, m_document->displayName(), unusable, m_document->project().clipNames());
    emit statusMessage(tr("Reverted to the saved %1").arg(m_document->displayName()));
    emit reverted();
    return true;
}

} // namespace inbetween
