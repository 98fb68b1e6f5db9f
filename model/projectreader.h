#pragma once

#include "diagnostic.h"
#include "project.h"

#include <QByteArray>
#include <optional>

namespace inbetween {

// Reads a project file (version 1). A file that breaks any rule is refused whole: no project,
// and every problem named. Unknown keys and keys or events beyond the clip are warnings.
class ProjectReader
{
public:
    struct Result
    {
        std::optional<Project> project; // set only when there are no errors
        Diagnostics diagnostics;        // errors and warnings, in file order
        bool ok() const { return project.has_value(); }
        QStringList messages(const QString &fileName) const;
    };

    static Result read(const QByteArray &json);
    static Result readFile(const QString &path);
};

} // namespace inbetween
