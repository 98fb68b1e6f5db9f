#include "framerowsmime.h"

#include "document.h"

#include <QCoreApplication>
#include <QDataStream>
#include <QIODevice>
#include <QMimeData>
#include <algorithm>

namespace inbetween::FrameRowsMime {

QString mimeType()
{
    return QStringLiteral("application/x-inbetween-frame-rows");
}

QMimeData *encode(const Document *document, QList<int> rows)
{
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out << qint64(QCoreApplication::applicationPid()) << quint64(quintptr(document)) << rows;
    auto *data = new QMimeData;
    data->setData(mimeType(), bytes);
    return data;
}

std::optional<QList<int>> decode(const QMimeData *data, const Document *document)
{
    if (!data || !document || !data->hasFormat(mimeType()))
        return std::nullopt;
    QDataStream in(data->data(mimeType()));
    qint64 pid = 0;
    quint64 owner = 0;
    QList<int> rows;
    in >> pid >> owner >> rows;
    if (in.status() != QDataStream::Ok || pid != QCoreApplication::applicationPid() || owner != quint64(quintptr(document))
        || rows.isEmpty())
        return std::nullopt;
    const int count = document->clip().frames.count();
    for (qsizetype i = 0; i < rows.size(); ++i) {
        if (rows[i] < 0 || rows[i] >= count || (i > 0 && rows[i] <= rows[i - 1]))
            return std::nullopt; // damaged data, or rows beyond the frames there are
    }
    return rows;
}

} // namespace inbetween::FrameRowsMime
