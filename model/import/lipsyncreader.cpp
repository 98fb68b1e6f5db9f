#include "import/lipsyncreader.h"

#include "import/lipsyncmohodat.h"
#include "import/lipsyncpapagayo.h"
#include "import/lipsyncrhubarbjson.h"
#include "import/lipsyncrhubarbtsv.h"
#include "import/lipsyncrhubarbxml.h"

#include <QFile>
#include <QFileInfo>

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
    case Format::Papagayo: return PapagayoReader::read(bytes);
    case Format::Unknown: break;
    }
    LipSyncResult result;
    result.error({}, QStringLiteral("not a lip-sync file this version reads: Rhubarb Lip Sync's JSON, TSV or XML, a "
                                    "Moho switch .dat or a Papagayo .pgo"));
    return result;
}

LipSyncResult LipSyncReader::readFile(const QString &path, const LipSyncOptions &options)
{
    LipSyncResult result;
    const qint64 size = QFileInfo(path).size();
    if (size > options.maxFileBytes) {
        result.error({}, QStringLiteral("the file is %1 bytes, larger than the limit of %2 bytes")
                             .arg(size)
                             .arg(options.maxFileBytes));
        return result;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.error({}, QStringLiteral("cannot be read: %1").arg(file.errorString()));
        return result;
    }
    return read(file.readAll(), path, options);
}

} // namespace inbetween
