#include "files/importcontroller.h"

#include "document/collectfiles.h"
#include "document/document.h"
#include "document/mouthchartcommand.h"
#include "document/projectfiles.h"
#include "document/projectsettingscommand.h"
#include "document/rowcommands.h"
#include "file/projectwriter.h"
#include "files/filecontroller.h"
#include "import/asepriteimporter.h"
#include "import/importsummarydialog.h"
#include "import/lipsyncmohodat.h"
#include "import/lipsyncreader.h"
#include "import/sheetimportdialog.h"
#include "import/sheetimporter.h"
#include "media/imagecheck.h"
#include "session/userprompts.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QUndoStack>

namespace inbetween {

namespace {

// Whether the file is a Moho switch .dat (by its first line).
bool isMohoDat(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) && MohoDatReader::looksLikeMohoDat(file.read(4096));
}

QString filterFor(ImportKind kind)
{
    const QString all = QObject::tr("All files (*)");
    switch (kind) {
    case ImportKind::Sheet: return QObject::tr("Images (*.png *.webp *.gif *.bmp *.jpg *.jpeg *.tga)") + QStringLiteral(";;") + all;
    case ImportKind::AsepriteJson: return QObject::tr("Aseprite sheet JSON (*.json)") + QStringLiteral(";;") + all;
    case ImportKind::Animation: return QObject::tr("Animated images (*.gif *.webp)") + QStringLiteral(";;") + all;
    case ImportKind::LipSync:
        return QObject::tr("Lip-sync files (*.json *.tsv *.txt *.xml *.dat *.pgo)") + QStringLiteral(";;") + all;
    case ImportKind::Unknown: break;
    }
    return all;
}

} // namespace

ImportController::ImportController(Document *document, FileController *files, UserPrompts *prompts, QWidget *window)
    : QObject(window), m_document(document), m_files(files), m_prompts(prompts), m_window(window)
{
    const struct
    {
        const char *name;
        QString text;
        QString tip;
        ImportKind kind;
    } items[] = {
        {"importSheet", tr("&Sprite Sheet..."), tr("Cut a still image into a grid of frames"), ImportKind::Sheet},
        {"importAseprite", tr("&Aseprite JSON..."), tr("Aseprite's sprite-sheet JSON: its frames, durations and tags"),
         ImportKind::AsepriteJson},
        {"importAnimation", tr("Animated &GIF or WebP..."), tr("One frame per image, holding its delay"),
         ImportKind::Animation},
        {"importLipSync", tr("&Lip Sync..."),
         tr("Rhubarb Lip Sync's JSON, TSV or XML, a Moho .dat or a Papagayo .pgo: a clip of mouth shapes timed to "
            "the voice, with its recording"),
         ImportKind::LipSync},
    };
    for (const auto &item : items) {
        auto *action = new QAction(item.text, this);
        action->setObjectName(QString::fromLatin1(item.name));
        action->setStatusTip(item.tip);
        connect(action, &QAction::triggered, this, [this, kind = item.kind] { chooseAndImport(kind); });
        m_actions.append(action);
    }
}

void ImportController::chooseAndImport(ImportKind kind)
{
    const QString title = kind == ImportKind::Sheet          ? tr("Import sprite sheet")
                          : kind == ImportKind::AsepriteJson ? tr("Import Aseprite JSON")
                          : kind == ImportKind::LipSync      ? tr("Import lip sync")
                                                             : tr("Import animated image");
    const QString path = m_prompts->importFileName(m_window, title, m_document->folder(), filterFor(kind));
    if (!path.isEmpty())
        import(path); // by its content, whichever item found it
}

bool ImportController::import(const QString &path)
{
    QString why;
    const ImportKind kind = detectImportKind(path, &why);
    switch (kind) {
    case ImportKind::Unknown: showErrors(path, {QStringLiteral("%1: %2").arg(QFileInfo(path).fileName(), why)}); return false;
    case ImportKind::Sheet: showSheetDialog(path); return true;
    case ImportKind::AsepriteJson:
    case ImportKind::Animation:
    case ImportKind::LipSync: showSummaryDialog(path, kind); return true;
    }
    return false;
}

bool ImportController::takeDrop(const QStringList &paths)
{
    if (paths.size() != 1)
        return false;
    const QString &path = paths.front();
    switch (detectImportKind(path)) {
    case ImportKind::AsepriteJson: {
        // A JSON file may be a project: only a sprite-sheet JSON is imported.
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly) || !AsepriteImporter::looksLikeSheetJson(file.read(ProjectLimits().maxFileBytes)))
            return false;
        showSummaryDialog(path, ImportKind::AsepriteJson);
        return true;
    }
    case ImportKind::Animation: showSummaryDialog(path, ImportKind::Animation); return true;
    case ImportKind::LipSync: showSummaryDialog(path, ImportKind::LipSync); return true;
    case ImportKind::Sheet:
        switch (m_prompts->askDroppedImage(m_window, QFileInfo(path).fileName())) {
        case UserPrompts::DroppedImage::AddFrame: return false;
        case UserPrompts::DroppedImage::CutSheet: showSheetDialog(path); return true;
        case UserPrompts::DroppedImage::Cancel: return true;
        }
        return true;
    case ImportKind::Unknown: break;
    }
    return false;
}

void ImportController::showSheetDialog(const QString &path)
{
    QImage sheet;
    if (const QString problem = readCheckedImage(path, ProjectLimits(), &sheet); !problem.isEmpty()) {
        showErrors(path, {QStringLiteral("%1: %2").arg(QFileInfo(path).fileName(), problem)});
        return;
    }
    auto *dialog = new SheetImportDialog(sheet, QFileInfo(path).fileName(), m_document->displayName(),
                                         m_document->project().fps, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, path, sheet] {
        const SheetGrid grid = dialog->grid();
        const double duration = dialog->duration();
        finish(path, dialog->target(), [path, sheet, grid, duration](const ImportOptions &options) {
            return SheetImporter::cut(sheet, options.projectPath(path, path), options.nameFor(path), grid, duration,
                                      options.limits);
        });
    });
    dialog->open();
}

void ImportController::showSummaryDialog(const QString &path, ImportKind kind)
{
    // A Moho .dat does not say its frame rate (Rhubarb's --datFrameRate, Papagayo's rate): asked,
    // as read at another rate every cue would land early or late.
    LipSyncOptions lipSync;
    if (kind == ImportKind::LipSync && isMohoDat(path)) {
        const std::optional<double> fps = m_prompts->askDatFrameRate(m_window, QFileInfo(path).fileName(), lipSync.datFps);
        if (!fps)
            return;
        lipSync.datFps = *fps;
    }
    // A Papagayo .pgo of a dialogue holds a voice a character: whose mouth is asked.
    if (kind == ImportKind::LipSync) {
        if (const QStringList voices = LipSyncReader::voicesInFile(path, lipSync); voices.size() > 1) {
            const std::optional<int> voice = m_prompts->askLipSyncVoice(m_window, QFileInfo(path).fileName(), voices);
            if (!voice)
                return;
            lipSync.voice = *voice;
        }
    }
    ImportOptions preview;
    preview.lipSync = lipSync;
    preview.projectFolder = m_document->folder();
    // A lip-sync clip's mouths show through the open project's chart: its warnings name the
    // shapes that chart lacks.
    preview.mouthChart = m_document->project().mouths;
    const ImportResult result = importFile(path, kind, preview);
    const QString name = QFileInfo(path).fileName();
    if (!result.ok()) {
        showErrors(path, result.messages(name));
        return;
    }
    auto *dialog = new ImportSummaryDialog(*result.project, name, importKindText(kind), result.messages(name),
                                           m_document->displayName(), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setNamesInOpenProject(namesInOpenProject(*result.project));
    // An animated image's frames become files: the dialog shows them and where they would go.
    QString framesFolder;
    if (!result.newImages.isEmpty()) {
        framesFolder = framesFolderInOpenProject(path);
        QList<QImage> frames;
        for (const NewImageFile &file : result.newImages)
            frames.append(QImage::fromData(file.png, "PNG"));
        dialog->showNewFrames(frames, framesFolder);
    }
    connect(dialog, &QDialog::accepted, this, [this, dialog, path, kind, framesFolder, lipSync] {
        finish(
            path, dialog->target(),
            [path, kind, lipSync](ImportOptions options) {
                options.lipSync = lipSync;
                return importFile(path, kind, options);
            },
            framesFolder);
    });
    dialog->open();
}

void ImportController::finish(const QString &path, ImportTarget target, const Run &run, const QString &framesFolder)
{
    if (target == ImportTarget::NewProject)
        intoNewProject(path, run);
    else
        intoOpenProject(path, run, framesFolder);
}

// NAME.json beside the source, unless a file of that name is there already: Aseprite writes its
// data as NAME.json beside the sheet NAME.png, and an Enter in the save dialog would offer to
// replace it. Then NAME-inbetween.json, NAME-inbetween-2.json, ... (never an existing file).
QString ImportController::suggestedProjectPath(const QFileInfo &source)
{
    const QDir dir = source.absoluteDir();
    const QString base = source.completeBaseName();
    QString suggested = dir.filePath(base + QStringLiteral(".json"));
    for (int n = 1; QFileInfo::exists(suggested); ++n)
        suggested = dir.filePath(base + QStringLiteral("-inbetween") + (n > 1 ? QStringLiteral("-%1").arg(n) : QString())
                                 + QStringLiteral(".json"));
    return suggested;
}

bool ImportController::intoNewProject(const QString &path, const Run &run)
{
    // The open project's changes first: a Cancel there leaves nothing written.
    if (!m_files->maybeSave())
        return false;
    const QFileInfo source(path);
    const QString out = m_prompts->saveFileName(m_window, suggestedProjectPath(source));
    if (out.isEmpty())
        return false;
    const QFileInfo output(out);
    if (output.exists() && output.canonicalFilePath() == source.canonicalFilePath()) {
        showErrors(path, {tr("%1: the new project cannot be written over the file it is imported from").arg(source.fileName())});
        return false;
    }
    ImportOptions options;
    options.projectFolder = output.absolutePath();
    options.framesFolder = ImportOptions::unusedFramesFolder(output.absolutePath(), output.completeBaseName());
    // A lip-sync clip's mouths show through the open project's chart (as in memory: what the
    // summary showed), so the new project starts with it, each picture named from its folder.
    options.mouthChart = ProjectFiles::rebasedChart(m_document->project().mouths, m_document->folder(), options.projectFolder);
    const ImportResult result = ImportResult(run(options)).finish();
    if (!result.ok()) {
        showErrors(path, result.messages(source.fileName()));
        return false;
    }
    // The sheet it was cut from, from another folder: copied beside the project if the user
    // wants the folder to hold the whole project.
    Project project = *result.project;
    const CollectFiles::Plan collect = CollectFiles::plan(project, output.absolutePath(), output.absolutePath());
    if (collect.changesAnything()) {
        switch (m_prompts->askCollectFiles(m_window, output.absolutePath(), collect.sources())) {
        case UserPrompts::CollectChoice::Cancel: return false;
        case UserPrompts::CollectChoice::Keep: break;
        case UserPrompts::CollectChoice::Copy: project = collect.project; break;
        }
    }
    QString error;
    if (project != *result.project && !CollectFiles::copyFiles(collect, &error)) {
        showErrors(path, {error});
        return false;
    }
    if (!result.writeNewImages(&error) || !ProjectWriter::save(project, out, &error)) {
        result.removeNewImages();
        showErrors(path, {error});
        return false;
    }
    if (!m_files->openFileAsked(out))
        emit statusMessage(tr("Imported %1 into %2 (not opened)").arg(source.fileName(), QDir::toNativeSeparators(out)));
    return true;
}

QStringList ImportController::namesInOpenProject(const Project &imported) const
{
    Project names = m_document->project(); // the clips' names must stay unique
    QStringList out;
    for (const Clip &clip : imported.clips) {
        out << names.unusedClipName(clip.name);
        names.clips.push_back(Clip(out.back()));
    }
    return out;
}

QString ImportController::framesFolderInOpenProject(const QString &path) const
{
    // Beside the project, or beside the source for a project never saved (whose folder is only
    // the working folder).
    const QString parent = m_document->filePath().isEmpty() ? QFileInfo(path).absolutePath() : m_document->folder();
    return ImportOptions::unusedFramesFolder(parent, ImportOptions().nameFor(path));
}

bool ImportController::intoOpenProject(const QString &path, const Run &run, QString framesFolder)
{
    const QFileInfo source(path);
    ImportOptions options;
    options.projectFolder = m_document->folder();
    options.framesFolder = framesFolder.isEmpty() ? framesFolderInOpenProject(path) : framesFolder;
    options.mouthChart = m_document->project().mouths;
    const ImportResult result = ImportResult(run(options)).finish();
    if (!result.ok()) {
        showErrors(path, result.messages(source.fileName()));
        return false;
    }
    QList<Clip> clips;
    const QStringList names = namesInOpenProject(*result.project);
    for (Clip clip : result.project->clips) {
        clip.name = names[clips.size()];
        clips.append(clip);
    }
    QString error;
    if (!result.writeNewImages(&error)) {
        showErrors(path, {error});
        return false;
    }
    // The boxes and points the import declares (an Aseprite sheet's slices) are declared in the
    // open project first, in the same undo step, in the import's order after the project's own
    // (a name the project declares already keeps its kind).
    const QString text = tr("Import %1").arg(source.fileName());
    ProjectSettings declared = ProjectSettings::of(m_document->project());
    for (const BoxDeclaration &box : result.project->boxes) {
        if (m_document->project().boxIndex(box.name) < 0)
            declared.boxes.append(box);
    }
    for (const PointDeclaration &point : result.project->points) {
        if (m_document->project().pointIndex(point.name) < 0)
            declared.points.append(point);
    }
    QUndoStack *stack = m_document->undoStack();
    const bool declares = !(declared == ProjectSettings::of(m_document->project()));
    // A lip-sync import's chart is the open one plus the pictures it found named after the
    // shapes the open one lacks (LipSyncImporter): those join the chart in the same step.
    QMap<QString, MouthPicture> chart = m_document->project().mouths;
    for (auto it = result.project->mouths.cbegin(); it != result.project->mouths.cend(); ++it)
        chart.insert(it.key(), chart.value(it.key(), *it)); // the open chart's own pictures stay
    const bool charts = chart != m_document->project().mouths;
    if (declares || charts)
        stack->beginMacro(text);
    if (declares)
        stack->push(new ProjectSettingsCommand(m_document, declared, text));
    if (charts)
        stack->push(new MouthChartCommand(m_document, chart, text));
    stack->push(new InsertClipsCommand(m_document, m_document->clipCount(), clips, text));
    if (declares || charts)
        stack->endMacro();
    emit statusMessage(tr("Imported %1: %n clips added", nullptr, int(clips.size())).arg(source.fileName()));
    return true;
}

void ImportController::showErrors(const QString &path, const QStringList &messages)
{
    m_prompts->showErrors(m_window, tr("%1 could not be imported.").arg(QDir::toNativeSeparators(path)), messages);
}

} // namespace inbetween
