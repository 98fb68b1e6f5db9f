#pragma once

#include "file/diagnostic.h"
#include "project.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <optional>

namespace inbetween {

// An image file an import makes (an animated image's frames, as PNG): where it goes and its
// encoded bytes. Nothing is written until the import has succeeded as a whole.
struct NewImageFile
{
    QString path; // absolute
    QByteArray png;
};

// What an importer gives back: the project and its warnings, or the errors that refused the
// source (then no project and no files). Diagnostics name where in the source ("frames[3].frame")
// and read as "hero.json: frames[3].frame: ..." through messages().
struct ImportResult
{
    std::optional<Project> project; // set only when there are no errors
    Diagnostics diagnostics;        // errors and warnings, in source order
    QList<NewImageFile> newImages;  // files the project's frames name, to be written beside it

    bool ok() const { return project.has_value(); }
    QStringList messages(const QString &sourceName) const;

    void error(const QString &where, const QString &message)
    {
        diagnostics.append({Diagnostic::Severity::Error, where, message});
    }
    void warning(const QString &where, const QString &message)
    {
        diagnostics.append({Diagnostic::Severity::Warning, where, message});
    }
    bool hasErrors() const;
    // Drops the project and the files when an error was reported: an import is all or nothing.
    ImportResult &finish();

    // Writes newImages (making their folders), never over an existing file; on failure removes
    // what it wrote, says why in *error and returns false.
    bool writeNewImages(QString *error) const;
    // Takes back what writeNewImages wrote (when what follows it fails).
    void removeNewImages() const;
};

} // namespace inbetween
