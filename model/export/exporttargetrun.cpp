#include "export/exporttargets.h"

#include "export/projectexport.h"

namespace inbetween::ExportTargets {

// Apart from the rest of ExportTargets, which the project file's reader uses: this one reaches
// the exporters (and Qt Gui), which the command line's core program must not load.
bool run(const Project &project, const QString &projectFolder, const ExportTarget &target, QString *error,
         QStringList *written)
{
    return exportProject(project, projectFolder, absolutePath(projectFolder, target), optionsFor(project, target), error,
                         nullptr, written);
}

} // namespace inbetween::ExportTargets
