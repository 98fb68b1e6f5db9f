#pragma once

#include "project.h"

#include <QByteArray>
#include <QString>

namespace inbetween {

// Writes a project file (version 3: every clip, the declared boxes and points): keys in a fixed
// order, translation / rotation / scale (never a matrix), numbers in their shortest exact form,
// so the same project gives the same bytes and reading them back gives the same project.
class ProjectWriter
{
public:
    static QByteArray toJson(const Project &project);
    // Writes through QSaveFile: on failure the previous file is untouched and *error says why.
    static bool save(const Project &project, const QString &path, QString *error);
};

} // namespace inbetween
