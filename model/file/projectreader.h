#pragma once

#include "file/diagnostic.h"
#include "file/jsonsplit.h"
#include "project.h"
#include "projectlimits.h"

#include <QByteArray>
#include <optional>

namespace inbetween {

// Reads a project file (versions 3 and 2, or version 1 as one clip). A file that breaks any rule
// is refused whole: no project, and every problem named. Unknown keys and keys or events beyond the clip are warnings.
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
        // The folder frame images and sounds are relative to; when set, each image must be a
        // readable image file there (see checkFrameImages) and each sound a WAV, Ogg Vorbis, MP3
        // or FLAC file (see checkClipSounds). Empty: those paths are not looked at.
        QString projectFolder;
        // The editor's choice (DESIGN.md, "Files"): a project whose only errors are about the
        // images and sounds it names (not there, Diagnostic::missingFile; or there and not of use:
        // no picture, cut short, beyond the limits, a region outside its picture) is still read;
        // those errors stay in the diagnostics. Off: refused, as the validator and the CLI do.
        bool openWithFileProblems = false;
        // The size of the pieces simdjson parses at a time (JsonSplit): arrays longer than this
        // are parsed a window at a time. Any size reads the same; tests use tiny ones.
        qsizetype windowBytes = JsonSplit::kWindowBytes;
    };

    static Result read(const QByteArray &json, const Options &options);
    static Result read(const QByteArray &json) { return read(json, Options()); }
    // Checks the images and sounds against the file's folder (unless options.projectFolder names another).
    static Result readFile(const QString &path, const Options &options);
    static Result readFile(const QString &path) { return readFile(path, Options()); }
};

} // namespace inbetween
