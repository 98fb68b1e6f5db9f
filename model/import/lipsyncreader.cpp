#include "import/lipsyncreader.h"

#include "import/lipsyncmohodat.h"
#include "import/lipsyncpapagayo.h"
#include "import/lipsyncrhubarbjson.h"
#include "import/lipsyncrhubarbtsv.h"
#include "import/lipsyncrhubarbxml.h"

#include <QFile>
#include <QFileInfo>
#include <optional>

namespace inbetween {

LipSyncReader::Format LipSyncReader::detect(const QByteArray &bytes, const QString &fileName)
{
    if (RhubarbJsonReader::looksLikeRhubarbJson(bytes))
        return Format::RhubarbJson;
    if (RhubarbXmlReader::looksLikeRhubarbXml(bytes))
        return Format::RhubarbXml;
    if (MohoDatReader::looksLikeMohoDat(bytes))
        return Format::MohoDat;
    if (PapagayoReader::looksLikePapagayo(bytes))
        return Format::Papagayo;
    if (RhubarbTsvReader::looksLikeRhubarbTsv(bytes))
        return Format::RhubarbTsv;
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    if (suffix == QLatin1String("json"))
        return Format::RhubarbJson;
    if (suffix == QLatin1String("xml"))
        return Format::RhubarbXml;
    if (suffix == QLatin1String("dat"))
        return Format::MohoDat;
    if (suffix == QLatin1String("pgo"))
        return Format::Papagayo;
    if (suffix == QLatin1String("tsv") || suffix == QLatin1String("txt"))
        return Format::RhubarbTsv;
    return Format::Unknown;
}

QString LipSyncReader::formatName(Format format)
{
    switch (format) {
    case Format::RhubarbJson: return QStringLiteral("Rhubarb JSON");
    case Format::RhubarbTsv: return QStringLiteral("Rhubarb TSV");
    case Format::RhubarbXml: return QStringLiteral("Rhubarb XML");
    case Format::MohoDat: return QStringLiteral("Moho switch .dat");
    case Format::Papagayo: return QStringLiteral("Papagayo .pgo");
    case Format::Unknown: break;
    }
    return QStringLiteral("unknown");
}

LipSyncResult LipSyncReader::read(const QByteArray &bytes, const QString &fileName, const LipSyncOptions &options)
{
    switch (detect(bytes, fileName)) {
    case Format::RhubarbJson: return RhubarbJsonReader::read(bytes);
    case Format::RhubarbTsv: return RhubarbTsvReader::read(bytes);
    case Format::RhubarbXml: return RhubarbXmlReader::read(bytes);
    case Format::MohoDat: return MohoDatReader::read(bytes, options.datFps);
    case Format::Papagayo: return PapagayoReader::read(bytes, options.voice);
    case Format::Unknown: break;
    }
    LipSyncResult result;
    result.error({}, QStringLiteral("not a lip-sync file this version reads: Rhubarb Lip Sync's JSON, TSV or XML, a "
                                    "Moho switch .dat or a Papagayo .pgo"));
    return result;
}

namespace {

// The bytes of the file at `path`; none, with the error in `result`, when it cannot be read or is
// larger than the limit.
std::optional<QByteArray> fileBytes(const QString &path, const LipSyncOptions &options, LipSyncResult *result)
{
    const qint64 size = QFileInfo(path).size();
    if (size > options.maxFileBytes) {
        result->error({}, QStringLiteral("the file is %1 bytes, larger than the limit of %2 bytes")
                              .arg(size)
                              .arg(options.maxFileBytes));
        return std::nullopt;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result->error({}, QStringLiteral("cannot be read: %1").arg(file.errorString()));
        return std::nullopt;
    }
    return file.readAll();
}

} // namespace

LipSyncResult LipSyncReader::readFile(const QString &path, const LipSyncOptions &options)
{
    LipSyncResult result;
    const std::optional<QByteArray> bytes = fileBytes(path, options, &result);
    return bytes ? read(*bytes, path, options) : result;
}

QStringList LipSyncReader::voicesInFile(const QString &path, const LipSyncOptions &options)
{
    LipSyncResult ignored;
    const std::optional<QByteArray> bytes = fileBytes(path, options, &ignored);
    return bytes && detect(*bytes, path) == Format::Papagayo ? PapagayoReader::voices(*bytes) : QStringList();
}

} // namespace inbetween
