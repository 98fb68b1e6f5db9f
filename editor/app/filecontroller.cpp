#include "filecontroller.h"

#include "document.h"
#include "projectexport.h"
#include "recentfiles.h"
#include "userprompts.h"

#include <QDir>
#include <QFileInfo>
#include <QWidget>

namespace inbetween {

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
        m_prompts->showErrors(m_window, tr("%1 could not be opened.").arg(QDir::toNativeSeparators(path)), messages);
        if (!QFileInfo::exists(path))
            m_recent->remove(QFileInfo(path).absoluteFilePath());
        return false;
    }
    m_warnings = messages;
    m_recent->add(path);
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
    return saveTo(path);
}

bool FileController::saveTo(const QString &path)
{
    QString error;
    if (!m_document->save(path, &error)) {
        m_prompts->showErrors(m_window, tr("%1 could not be saved.").arg(QDir::toNativeSeparators(path)), {error});
        return false;
    }
    m_recent->add(path);
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
    const QString problem = exportProblem(project, options);
    if (!problem.isEmpty()) {
        m_prompts->showErrors(m_window, tr("This project cannot be exported as %1.").arg(format->displayName), {problem});
        return false;
    }
    // An Aseprite sheet is a .json too: never suggest the project file itself.
    QString base = m_document->filePath().isEmpty() ? QStringLiteral("untitled")
                                                    : QFileInfo(m_document->filePath()).completeBaseName();
    if (currentClipOnly)
        base += QLatin1Char('-') + options.clip;
    const QString name = base + (formatId == QLatin1String("aseprite") ? QStringLiteral("-sheet.") : QStringLiteral(".")) + format->suffix;
    const QString path = m_prompts->exportFileName(m_window, format->filter(), QDir(m_document->folder()).filePath(name));
    if (path.isEmpty())
        return false;
    if (!m_document->filePath().isEmpty() && QFileInfo(path) == QFileInfo(m_document->filePath())) {
        m_prompts->showErrors(m_window, tr("Not exported."), {tr("%1 is the project file itself; choose another name.").arg(path)});
        return false;
    }
    QString error;
    if (!exportProject(project, m_document->folder(), path, options, &error)) {
        m_prompts->showErrors(m_window, tr("%1 could not be exported.").arg(QFileInfo(path).fileName()), {error});
        return false;
    }
    const QStringList notes = exportNotes(project, options);
    emit statusMessage(notes.isEmpty() ? tr("Exported %1").arg(QDir::toNativeSeparators(path))
                                       : tr("Exported %1 (%2)").arg(QDir::toNativeSeparators(path), notes.join(QStringLiteral("; "))));
    return true;
}

} // namespace inbetween
