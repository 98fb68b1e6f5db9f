#pragma once

#include "import/importresult.h"
#include "import/importsource.h"
#include "import/importtargetbox.h"

#include <QList>
#include <QObject>
#include <functional>

class QAction;
class QFileInfo;
class QWidget;

namespace inbetween {

class Document;
class FileController;
class UserPrompts;

// File > Import (sprite sheet, Aseprite JSON, animated GIF or WebP, lip sync) and the same for
// files dropped on the window. The source's kind comes from its content; a sheet goes through the
// sheet dialog (the live grid), the others through a summary of the clips they make (a lip-sync
// clip's mouths shown through the open project's mouth chart, which it reuses). Then either:
// - a new project: once the open project's changes are saved or discarded (Cancel writes
//   nothing), written where the user says (with an animated image's frames in NAME-frames/
//   beside it, as `inbetween-cli import` does) and opened; or
// - the open project: the clips are added as one undo step (uniquely named; an animated image's
//   frames are written first into NAME-frames/ in the project's folder, or beside the source for
//   a project never saved, as the summary dialog says before Import is clicked; they stay there
//   when the step is undone).
// Nothing is written before the user has clicked Import and, for a new project, said where.
class ImportController : public QObject
{
    Q_OBJECT

public:
    ImportController(Document *document, FileController *files, UserPrompts *prompts, QWidget *window);

    // importSheet, importAseprite, importAnimation, importLipSync (in that order).
    QList<QAction *> actions() const { return m_actions; }

    // Asks for a file (offering the kind's files first) and imports it.
    void chooseAndImport(ImportKind kind);
    // Opens the import dialog for the file; false (errors shown) when it cannot be imported.
    bool import(const QString &path);
    // Files dropped on the window: one Aseprite JSON or animated image is imported; one still
    // image is cut as a sheet when the user says so. False when the drop is not taken (the
    // caller adds images or opens a project, as before).
    bool takeDrop(const QStringList &paths);
    // Where the save dialog of a new project proposes to write it: a file that does not exist.
    static QString suggestedProjectPath(const QFileInfo &source);

signals:
    void statusMessage(const QString &text);

private:
    using Run = std::function<ImportResult(const ImportOptions &)>;
    void showSheetDialog(const QString &path);
    void showSummaryDialog(const QString &path, ImportKind kind);
    // `framesFolder`: where an animated image's frames go in the open project (as the summary
    // dialog showed); empty: found when they go in.
    void finish(const QString &path, ImportTarget target, const Run &run, const QString &framesFolder = {});
    bool intoNewProject(const QString &path, const Run &run);
    bool intoOpenProject(const QString &path, const Run &run, QString framesFolder);
    QString framesFolderInOpenProject(const QString &path) const;
    // The names the imported clips get in the open project: a name it has gets a number.
    QStringList namesInOpenProject(const Project &imported) const;
    void showErrors(const QString &path, const QStringList &messages);

    Document *m_document;
    FileController *m_files;
    UserPrompts *m_prompts;
    QWidget *m_window;
    QList<QAction *> m_actions;
};

} // namespace inbetween
