#pragma once

#include <QList>
#include <QString>

namespace inbetween {

// A problem or warning about a project file, named by its JSON path ("frames[2].duration") or,
// for a syntax error, by line and column ("line 3, column 7").
struct Diagnostic
{
    enum class Severity { Error, Warning };

    Severity severity = Severity::Error;
    QString where;
    QString message;
    // An error only because the file an image or sound path names does not exist (not one that
    // exists and cannot be used): the editor lists it in Missing Files, where Locate finds it.
    bool missingFile = false;

    // "walk.json: frames[2].duration: must be a number greater than 0 (got 0)"; warnings read
    // "walk.json: frames[0].colour: warning: unknown key, ignored".
    QString text(const QString &fileName) const
    {
        return fileName + (where.isEmpty() ? QString() : QStringLiteral(": ") + where)
               + (severity == Severity::Warning ? QStringLiteral(": warning: ") : QStringLiteral(": ")) + message;
    }
    bool isError() const { return severity == Severity::Error; }
};

using Diagnostics = QList<Diagnostic>;

} // namespace inbetween
