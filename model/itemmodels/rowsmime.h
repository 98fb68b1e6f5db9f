#pragma once

#include "document/listkind.h"

#include <QList>
#include <QString>
#include <optional>

class QMimeData;

namespace inbetween {

class Document;

// Rows of one of the document's lists (the frames of the current clip, the clips) dragged within
// one editor window: their rows and the document they belong to, so that a drop into another
// window (or another process) is refused rather than moving rows of the wrong document.
namespace RowsMime {

QString mimeType(ListKind kind);
// `rows` in any order, repeats allowed; they are stored sorted and unique.
QMimeData *encode(const Document *document, ListKind kind, QList<int> rows);
// The rows, sorted and unique, when `data` holds rows of `kind` of `document` that are all
// within that list now (a drag blocks other edits, so they are the rows the drag began with).
std::optional<QList<int>> decode(const QMimeData *data, const Document *document, ListKind kind);

} // namespace RowsMime

} // namespace inbetween
