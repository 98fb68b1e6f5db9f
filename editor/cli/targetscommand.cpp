#include "cli/targetscommand.h"

#include "cli/clioutput.h"
#include "export/exporttargets.h"
#include "export/projectexport.h"
#include "export/spriteatlas.h"

#include <QFileInfo>

namespace inbetween {

using cli::err;

using ExportTargets::nameOf;

int TargetsCommand::run(const Project &project, const QString &file)
{
    if (project.exports.isEmpty()) {
        err(QStringLiteral("%1: no export targets to run; add one to the project file (version 4) as "
                           "\"exports\": [{\"format\": \"godot\", \"path\": \"hero.tres\"}], or export once "
                           "with --format F -o OUT")
                .arg(file));
        return 1;
    }
    const QFileInfo input(file);
    const QString folder = input.absolutePath();
    int failed = 0;
    for (const ExportTarget &target : project.exports) {
        const QString outPath = ExportTargets::absolutePath(folder, target);
        QString error;
        QStringList written;
        if (const QFileInfo output(outPath); output.exists() && output.canonicalFilePath() == input.canonicalFilePath())
            error = QStringLiteral("its path is the project file itself");
        else
            ExportTargets::run(project, folder, target, &error, &written);
        if (!error.isEmpty()) {
            err(QStringLiteral("%1: cannot export to %2: %3").arg(file, nameOf(target), error));
            ++failed;
            continue;
        }
        cli::out(QStringLiteral("wrote %1").arg(nameOf(target)).toUtf8());
        // What the format leaves out and atlas pages left behind, as a single export warns of them.
        const ExportOptions options = ExportTargets::optionsFor(project, target);
        for (const QString &note : exportLeftOut(project, options))
            err(QStringLiteral("%1: %2: warning: %3").arg(file, nameOf(target), note));
        for (const QString &page : SpriteAtlas::leftoverPages(written))
            err(QStringLiteral("%1: %2: warning: %3 is left from an earlier export with more atlas pages; delete it if "
                               "the game loads every page it finds")
                    .arg(file, nameOf(target), page));
    }
    std::fflush(stdout); // the lines in order with stderr's when both go to one terminal
    return failed > 0 ? 1 : 0;
}

int TargetsCommand::list(const Project &project, const QString &file)
{
    if (project.exports.isEmpty())
        err(QStringLiteral("%1: no export targets").arg(file));
    for (const ExportTarget &target : project.exports) {
        const QStringList arguments = ExportTargets::arguments(target);
        cli::out((nameOf(target) + (arguments.isEmpty() ? QString() : QLatin1Char(' ') + arguments.join(QLatin1Char(' ')))).toUtf8());
    }
    return 0;
}

} // namespace inbetween
