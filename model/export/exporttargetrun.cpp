#include "export/exporttargets.h"

#include "export/projectexport.h"
#include "export/spriteatlas.h"

#include <QDir>
#include <QFileInfo>

namespace inbetween::ExportTargets {

// Apart from the rest of ExportTargets, which the project file's reader uses: these reach
// the exporters (and Qt Gui), which the command line's core program must not load.
bool run(const Project &project, const QString &projectFolder, const ExportTarget &target, QString *error,
         QStringList *written)
{
    return exportProject(project, projectFolder, absolutePath(projectFolder, target), optionsFor(project, target), error,
                         nullptr, written);
}

ExportTargetOutcome runChecked(const Project &project, const QString &projectFolder, const QString &projectFile,
                               int index)
{
    ExportTargetOutcome out;
    out.index = index;
    out.target = project.exports[index];
    const QFileInfo output(absolutePath(projectFolder, out.target));
    if (!projectFile.isEmpty() && output.exists() && output.canonicalFilePath() == QFileInfo(projectFile).canonicalFilePath()) {
        out.error = QStringLiteral("its path is the project file itself");
        return out;
    }
    // A target before it in the list writing one of its files: refused, or the files would be the
    // last one's, silently, on every save (a godot and a spriteframes target on one .tres).
    const auto filesOf = [&](const ExportTarget &target) {
        QStringList files;
        for (const QString &file : exportedFilePaths(project, optionsFor(project, target), absolutePath(projectFolder, target)))
            files << QDir::cleanPath(file);
        return files;
    };
    const QStringList ours = filesOf(out.target);
    for (int earlier = 0; earlier < index; ++earlier) {
        if (!exportProblem(project, optionsFor(project, project.exports[earlier])).isEmpty())
            continue; // it writes nothing (its clip renamed away)
        const QStringList theirs = filesOf(project.exports[earlier]);
        for (const QString &file : ours) {
            if (theirs.contains(file)) {
                out.error = QStringLiteral("it writes %1, which %2 writes too: give one of them another path")
                                .arg(file, nameOf(project.exports[earlier]));
                return out;
            }
        }
    }
    if (!run(project, projectFolder, out.target, &out.error, &out.written)) {
        if (out.error.isEmpty())
            out.error = QStringLiteral("it could not be written");
        return out;
    }
    out.notes = exportLeftOut(project, optionsFor(project, out.target));
    for (const QString &page : SpriteAtlas::leftoverPages(out.written))
        out.notes.append(QStringLiteral("%1 is left from an earlier export with more atlas pages; delete it if the game "
                                        "loads every page it finds")
                             .arg(page));
    return out;
}

} // namespace inbetween::ExportTargets
