#include "itemmodels/rowsmime.h"

#include "document/document.h"

#include <QCoreApplication>
#include <QDataStream>
#include <QIODevice>
#include <QMimeData>
#include <algorithm>

namespace inbetween::RowsMime {

namespace {
int listSize(const Document *document, ListKind kind)
{
    switch (kind) {
    case ListKind::Frames: return document->clip().frames.count();
    case ListKind::Keyframes: return document->clip().motion.count();
    case ListKind::Events: return int(document->clip().events.size());
    case ListKind::Clips: return document->clipCount();
    }
    return 0;
}
} // namespace

QString mimeType(ListKind kind)
{
    switch (kind) {
    case ListKind::Frames: return QStringLiteral("application/x-inbetween-frame-rows");
    case ListKind::Keyframes: return QStringLiteral("application/x-inbetween-keyframe-rows");
    case ListKind::Events: return QStringLiteral("application/x-inbetween-event-rows");
    case ListKind::Clips: return QStringLiteral("application/x-inbetween-clip-rows");
    }
    return QString();
}

QMimeData *encode(const Document *document, ListKind kind, QList<int> rows)
{
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out << qint64(QCoreApplication::applicationPid()) << quint64(quintptr(document)) << rows;
    auto *data = new QMimeData;
    data->setData(mimeType(kind), bytes);
    return data;
}

std::optional<QList<int>> decode(const QMimeData *data, const Document *document, ListKind kind)
{
    if (!data || !document || !data->hasFormat(mimeType(kind)))
        return std::nullopt;
    QDataStream in(data->data(mimeType(kind)));
    qint64 pid = 0;
    quint64 owner = 0;
    QList<int> rows;
    in >> pid >> owner >> rows;
    if (in.status() != QDataStream::Ok || pid != QCoreApplication::applicationPid() || owner != quint64(quintptr(document))
        || rows.isEmpty())
        return std::nullopt;
    const int count = listSize(document, kind);
    for (qsizetype i = 0; i < rows.size(); ++i) {
        if (rows[i] < 0 || rows[i] >= count || (i > 0 && rows[i] <= rows[i - 1]))
            return std::nullopt; // damaged data, or rows beyond the list there is
    }
    return rows;
}

} // namespace inbetween::RowsMime
