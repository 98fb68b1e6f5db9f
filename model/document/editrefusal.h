#pragma once

#include <QString>

namespace inbetween {

class Document;

// The words of an edit not made because the project file would not hold its result
// (ProjectLimits), one form for every list and every edit that adds to one.

// Why adding `adding` items to a list of `count` would pass `most`, in the words `holder` and
// `items` give ("a clip holds", "keyframes": "a clip holds at most 1000000 keyframes"); empty when
// it would not.
QString countProblem(qint64 count, qint64 adding, qint64 most, const char *holder, const char *items);

// Tells the document's views why an edit was not made (Document::editRefused, "Not done: " and
// `problem`); whether `problem` refuses it (empty: it does not, nothing is said).
bool refused(Document *doc, const QString &problem);

} // namespace inbetween
