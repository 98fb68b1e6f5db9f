#pragma once

#include "project.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <optional>

namespace inbetween {

// `inbetween-cli export FILE --format F -o OUT [--clip NAME] [--fps N] [--node PATH]
// [--tolerance DEG] [--pixels-per-unit N] [--aseprite-pingpong exact|native] [--report]`: its
// options, their checks and the run (DESIGN.md, "The command line" and "Engine exports"). An
// option of some formats only (ExportOption: --pixels-per-unit) given for another is wrong usage.
// --report prints the fidelity report (FidelityReport) on stdout, one JSON object a line.
// Without --format it runs the project's kept targets, or with --list lists them (TargetsCommand).
class ExportCommand
{
public:
    // Takes args[i] and its value when it is an export option (advancing i past the value).
    // Returns false when args[i] is no export option; *problem is set for a bad value.
    bool take(const QStringList &args, qsizetype &i, QString *problem);
    // Any export option given (they belong to `export` only).
    bool any() const;
    // A usage problem of the export command's options (and --clip, `clipGiven`), or an empty string.
    QString checkUsage(bool clipGiven = false) const;
    // Writes the export; prints why not on stderr. Returns the exit status (0 or 1).
    int run(const Project &project, const QString &file, const std::optional<QString> &clip) const;

    // Every --format id: the registered engine formats (ExportRegistry), then the review formats.
    static QString formatIds();
    // The lines of --help about export, the command and its options, made from the registry.
    static QByteArray usage();
    static QByteArray optionsHelp();

private:
    // Whether --padding, --extrude, --max-size, --pot or --no-trim was given.
    bool atlasOptionGiven() const;
    // gif, webp, apng, mp4: one clip as a file that plays it (editor/review).
    int runReview(const Project &project, const QString &file, const std::optional<QString> &clip) const;

    std::optional<QString> m_format, m_output, m_node, m_asepritePingPong, m_background;
    std::optional<int> m_scale, m_loops;
    std::optional<int> m_padding, m_extrude, m_maxSize; // the atlas (ExportOptions::atlas)
    bool m_pot = false, m_noTrim = false;
    std::optional<double> m_fps, m_tolerance, m_pixelsPerUnit;
    bool m_report = false;
    bool m_list = false; // --list: the project's targets
};

} // namespace inbetween
