#include "files/exportcontroller.h"

#include "document/document.h"
#include "document/exporttargetedits.h"
#include "document/projectfiles.h"
#include "export/exporttargets.h"
#include "export/projectexport.h"
#include "export/spriteatlas.h"
#include "files/exportchoicesmemory.h"
#include "session/editorsession.h"
#include "session/userprompts.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QSettings>
#include <QWidget>

namespace inbetween {

ExportController::ExportController(EditorSession *session, QWidget *window)
    : QObject(window), m_session(session), m_window(window)
{
}

bool ExportController::exportAs(const QString &formatId, bool currentClipOnly)
{
    const ExportFormat *format = findExportFormat(formatId);
    if (!format)
        return false;
    Document *document = m_session->document();
    UserPrompts *prompts = m_session->prompts();
    const Project &project = document->project();
    ExportOptions options;
    options.format = formatId;
    options.fps = project.fps; // eased motion baked on the project's own grid
    if (currentClipOnly)
        options.clip = document->clip().name;
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
        for (const QString &missing : ProjectFiles::missing(exported, document->folder()))
            problems << tr("%1 is missing: find it with File > Missing Files... first").arg(missing);
    }
    if (!problems.isEmpty()) {
        prompts->showErrors(m_window, tr("This project cannot be exported as %1.").arg(format->displayName), problems);
        return false;
    }
    // A format that measures in world units asks its pixels per unit first (DESIGN.md, "One scale
    // everywhere"), one that writes an atlas its atlas options, proposing what this project's last
    // such export used (else the defaults).
    const bool worldUnits = format->options.testFlag(ExportOption::PixelsPerUnit);
    const ExportChoices proposed = ExportChoicesMemory::recalled(document->filePath(), format->options);
    std::optional<ExportChoices> choices;
    if (proposed.asksAnything()) {
        choices = prompts->askExportOptions(m_window, format->displayName, proposed);
        if (!choices)
            return false;
        options.pixelsPerUnit = choices->pixelsPerUnit.value_or(options.pixelsPerUnit);
        options.atlas = choices->atlas.value_or(options.atlas);
    }
    // An Aseprite sheet and a Spine skeleton are .json files too: never suggest the project file itself.
    QString base = document->filePath().isEmpty() ? QStringLiteral("untitled")
                                                  : QFileInfo(document->filePath()).completeBaseName();
    if (currentClipOnly)
        base += QLatin1Char('-') + options.clip;
    // The format's tag keeps a .json or .tres off the project's own name and another format's
    // ("walk-sheet.json", "walk-frames.tres"); a folder format suggests a folder ("walk-unity").
    const QString name = base + format->nameTag + (format->folder ? QString() : QStringLiteral(".") + format->suffix);
    // The folder of this project's last export (remembered per project, and the last of any
    // project for one never saved), else the project's own.
    const QString folderKey = QStringLiteral("lastExportFolder/") + document->filePath();
    QSettings settings;
    QString folder = settings.value(folderKey).toString();
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        folder = document->fileFolder().isEmpty() ? document->folder() : document->fileFolder();
    const QString path = prompts->exportFileName(m_window, format->filter(), QDir(folder).filePath(name));
    if (path.isEmpty())
        return false;
    if (!document->filePath().isEmpty() && QFileInfo(path) == QFileInfo(document->filePath())) {
        prompts->showErrors(m_window, tr("Not exported."), {tr("%1 is the project file itself; choose another name.").arg(path)});
        return false;
    }
    QString error;
    QStringList written;
    if (!exportProject(project, document->folder(), path, options, &error, nullptr, &written)) {
        prompts->showErrors(m_window, tr("%1 could not be exported.").arg(QFileInfo(path).fileName()), {error});
        return false;
    }
    settings.setValue(folderKey, QFileInfo(path).absolutePath());
    if (choices)
        ExportChoicesMemory::remember(document->filePath(), *choices);
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
    const QString exported = tr("Exported %1 as %2: %3").arg(clips, format->displayName, names.join(QStringLiteral(", ")));
    m_session->showStatus(exported, 8000);
    prompts->showReport(m_window, summary, lines);
    const QString kept = keepTarget({formatId, ExportTargets::keptPath(document->folder(), document->fileFolder(), path), options.clip, {}}, choices);
    if (!kept.isEmpty())
        m_session->showStatus(exported + QStringLiteral("; ") + kept, 8000);
    return true;
}

QString ExportController::keepTarget(ExportTarget target, const std::optional<ExportChoices> &choices)
{
    Document *document = m_session->document();
    target.path = QDir::fromNativeSeparators(target.path);
    // The same file in the same format: that target takes this export's clip and options.
    if (const int kept = ExportTargetEdits::indexOf(document->project(), document->folder(), target); kept >= 0) {
        const ExportTarget &old = document->project().exports[kept];
        target.path = old.path;
        target.options = old.options; // those File > Export does not ask stay
        if (choices)
            choices->applyTo(&target.options);
        return ExportTargetEdits::set(document, kept, target) ? tr("its export target updated") : QString();
    }
    if (choices)
        choices->applyTo(&target.options);
    std::optional<bool> keep = ExportChoicesMemory::keepsTargets(document->filePath());
    if (!keep) {
        // Named as the project file names it (a project never saved: the whole path).
        const QString name = ExportTargets::filePath(target, document->folder(), document->fileFolder());
        const UserPrompts::KeepTarget answer = m_session->prompts()->askKeepExportTarget(m_window, ExportTargets::nameOf(target, name));
        if (answer.dontAskAgain)
            ExportChoicesMemory::rememberKeepsTargets(document->filePath(), answer.keep);
        keep = answer.keep;
    }
    return *keep && ExportTargetEdits::add(document, target)
               ? tr("kept as an export target (File > Export All writes it again)")
               : QString();
}

} // namespace inbetween
