#pragma once
// Where inbetween-cli finds inbetween-cli-gui and the module inbetween-imagecheck: beside itself
// (the build tree, where all three are built side by side), else at INBETWEEN_HELPER_DIR from
// its own folder (an install: bin/ -> libexec/inbetween/, editor/CMakeLists.txt).

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace inbetween::cli {

inline QString helperDir()
{
    const QString here = QCoreApplication::applicationDirPath();
    if (QFileInfo::exists(here + QStringLiteral("/inbetween-cli-gui")))
        return here;
    return QDir::cleanPath(here + QStringLiteral("/" INBETWEEN_HELPER_DIR));
}

} // namespace inbetween::cli
