#pragma once

#include "diagnostic.h"
#include "project.h"
#include "projectlimits.h"

#include <QByteArray>
#include <optional>

namespace inbetween::legacy {

// Reads a project file (version 2, or version 1 as one clip). A file that breaks any rule is refused whole: no project,
// and every problem named. Unknown keys and keys or events beyond the clip are warnings.
// Any bytes are safe to pass: text that is not UTF-8 or not strict JSON (duplicate keys, 1e400),
// and files beyond the limits (ProjectLimits) are refused with a message, never a crash.
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

    struct Options
    {
        ProjectLimits limits;
        // The folder frame images are relative to; when set, each image must be a readable image
        // file there (see checkFrameImages). Empty: image paths are not looked at.
        QString projectFolder;
    };

    static Result read(const QByteArray &json);
    static Result read(const QByteArray &json, const Options &options);
    // Checks the images against the file's folder (unless options.projectFolder names another).
    static Result readFile(const QString &path);
    static Result readFile(const QString &path, const Options &options);
};

} // namespace inbetween::legacy
