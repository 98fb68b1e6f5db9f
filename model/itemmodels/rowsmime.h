#pragma once

#include <QList>
#include <QString>
#include <optional>

class QMimeData;

namespace inbetween {

class Document;

// The frames dragged within one editor window: their rows and the document they belong to, so
// that a drop into another window (or another process) is refused rather than moving frames of
// the wrong document.
namespace FrameRowsMime {

QString mimeType();
// `rows` in any order, repeats allowed; they are stored sorted and unique.
QMimeData *encode(const Document *document, QList<int> rows);
// The rows, sorted and unique, when `data` holds rows of `document` that are all within its
// frames now (a drag blocks other edits, so they are the rows the drag began with).
std::optional<QList<int>> decode(const QMimeData *data, const Document *document);

} // namespace FrameRowsMime

} // namespace inbetween
