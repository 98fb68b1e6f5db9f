#include "media/projectfolderpath.h"

#include <QDir>

namespace inbetween {

QString resolveProjectFile(const QString &projectFolder, const QString &path, const QString &where,
                           Diagnostics *out)
{
    const QDir folder(projectFolder);
    const QString resolved = QDir::cleanPath(folder.absoluteFilePath(path));
    if (QDir::isAbsolutePath(path)) {
        out->append({Diagnostic::Severity::Warning, where,
                     QStringLiteral("an absolute path, outside the project folder (%1)").arg(path)});
    } else {
        const QString relative = folder.relativeFilePath(resolved);
        if (relative == QLatin1String("..") || relative.startsWith(QLatin1String("../")))
            out->append({Diagnostic::Severity::Warning, where, QStringLiteral("outside the project folder (%1)").arg(path)});
    }
    return resolved;
}

} // namespace inbetween
