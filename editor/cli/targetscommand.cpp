#include "cli/targetscommand.h"

#include "cli/clioutput.h"
#include "export/exporttargets.h"

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
    for (int i = 0; i < project.exports.size(); ++i) {
        const ExportTargetOutcome outcome = ExportTargets::runChecked(project, folder, file, i);
        if (!outcome.ok()) {
            err(QStringLiteral("%1: cannot export to %2: %3").arg(file, nameOf(outcome.target), outcome.error));
            ++failed;
            continue;
        }
        cli::out(QStringLiteral("wrote %1").arg(nameOf(outcome.target)).toUtf8());
        // What the format leaves out and atlas pages left behind, as a single export warns of them.
        for (const QString &note : outcome.notes)
            err(QStringLiteral("%1: %2: warning: %3").arg(file, nameOf(outcome.target), note));
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
