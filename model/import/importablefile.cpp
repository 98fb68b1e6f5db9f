#include "import/importablefile.h"

#include "import/lipsyncreader.h"
#include "projectlimits.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

namespace inbetween::importablefile {

bool looksLikeAsepriteSheet(const QByteArray &json)
{
    const QJsonDocument doc = QJsonDocument::fromJson(json);
    const QJsonObject o = doc.object();
    const QJsonValue frames = o.value(QLatin1String("frames"));
    return doc.isObject() && (frames.isObject() || frames.isArray()) && o.value(QLatin1String("meta")).isObject();
}

QString kindOf(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QString();
    const QByteArray head = file.read(16);
    struct Magic
    {
        const char *bytes;
        int at;
        const char *kind;
    };
    static const Magic images[] = {
        {"GIF87a", 0, "a GIF image"},  {"GIF89a", 0, "a GIF image"}, {"\x89PNG\r\n\x1a\n", 0, "a PNG image"},
        {"WEBP", 8, "a WebP image"},   {"\xFF\xD8\xFF", 0, "a JPEG image"}, {"BM", 0, "a BMP image"},
    };
    for (const Magic &m : images) {
        if (head.mid(m.at).startsWith(m.bytes))
            return QString::fromLatin1(m.kind);
    }
    if (file.size() > ProjectLimits().maxFileBytes)
        return QString();
    file.seek(0);
    const QByteArray bytes = file.readAll();
    if (looksLikeAsepriteSheet(bytes))
        return QStringLiteral("an Aseprite sprite-sheet JSON");
    // By content only: a broken project is not taken for one.
    return LipSyncReader::detect(bytes.left(64 * 1024), QString()) != LipSyncReader::Format::Unknown
               ? QStringLiteral("a lip-sync file")
               : QString();
}

QString notAProjectMessage(const QString &path)
{
    const QString kind = kindOf(path);
    if (kind.isEmpty())
        return QString();
    const QFileInfo info(path);
    const bool still = kind.endsWith(QLatin1String("image")) && !kind.startsWith(QLatin1String("a GIF"))
                       && !kind.startsWith(QLatin1String("a WebP"));
    return QStringLiteral("%1 is %2, not an Inbetween project: make a project of it with "
                          "`inbetween-cli import %1 -o %3-project.json%4`")
        .arg(info.fileName(), kind, info.completeBaseName(), still ? QStringLiteral(" --grid WxH") : QString());
}

} // namespace inbetween::importablefile
