#pragma once

#include <QCoreApplication>

namespace inbetween {

// The names under which settings and autosaves are kept (QSettings, QStandardPaths); every
// program of the project that reads or writes them sets these first.
inline void setApplicationIdentity(const QString &applicationName = QStringLiteral("inbetween"))
{
    QCoreApplication::setOrganizationName(QStringLiteral("Inbetween"));
    QCoreApplication::setApplicationName(applicationName);
}

} // namespace inbetween
