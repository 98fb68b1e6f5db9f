#include "import/importsource.h"

#include "import/animationimporter.h"
#include "import/asepriteimporter.h"
#include "import/lipsyncimporter.h"
#include "import/lipsyncreader.h"
#include "import/sheetimporter.h"

#include <QFile>
#include <QFileInfo>
#include <QImageReader>

namespace inbetween {

namespace {

// The first byte that is not white space (after a UTF-8 byte-order mark), or 0.
char firstSignificantByte(const QByteArray &head)
{
    qsizetype i = head.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    while (i < head.size() && (head[i] == ' ' || head[i] == '\t' || head[i] == '\n' || head[i] == '\r'))
        ++i;
    return i < head.size() ? head[i] : 0;
}

} // namespace

ImportKind detectImportKind(const QString &path, QString *why)
{
    auto unknown = [why](const QString &text) {
        if (why)
            *why = text;
        return ImportKind::Unknown;
    };
    const QFileInfo info(path);
    if (!info.exists())
        return unknown(QStringLiteral("file not found"));
    if (!info.isFile())
        return unknown(QStringLiteral("not a file"));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return unknown(QStringLiteral("cannot be read: %1").arg(file.errorString()));
    const QByteArray head = file.read(64 * 1024);
    if (firstSignificantByte(head) == '{') {
        file.seek(0);
        const QByteArray text = file.size() <= ProjectLimits().maxFileBytes ? file.readAll() : QByteArray();
        if (text.contains("\"format\"") && text.contains("\"inbetween\"") && !AsepriteImporter::looksLikeSheetJson(text))
            return unknown(QStringLiteral("already an Inbetween project: open it, there is nothing to import"));
        // The cheap look at the head first: only a text with "mouthCues" is parsed whole here.
        if (LipSyncReader::detect(head, QString()) == LipSyncReader::Format::RhubarbJson && !AsepriteImporter::looksLikeSheetJson(text))
            return ImportKind::LipSync;
        return ImportKind::AsepriteJson; // the reader names what is wrong with any other JSON
    }
    file.close();
    // By content only here (no file name): an image is never taken for one.
    if (LipSyncReader::detect(head, QString()) != LipSyncReader::Format::Unknown)
        return ImportKind::LipSync;
    QImageReader reader(path);
    reader.setDecideFormatFromContent(true);
    if (!reader.canRead()) {
        static const QStringList lipSyncSuffixes = {QStringLiteral("dat"), QStringLiteral("pgo"), QStringLiteral("tsv"),
                                                    QStringLiteral("xml")};
        if (lipSyncSuffixes.contains(info.suffix().toLower()))
            return ImportKind::LipSync;
        return unknown(QStringLiteral("neither an image Inbetween can read, an Aseprite sprite-sheet JSON nor a lip-sync file"));
    }
    const QByteArray format = reader.format();
    if ((format == "gif" || format == "webp") && reader.imageCount() > 1)
        return ImportKind::Animation;
    return ImportKind::Sheet;
}

QString importKindText(ImportKind kind)
{
    switch (kind) {
    case ImportKind::AsepriteJson: return QStringLiteral("an Aseprite sprite-sheet JSON");
    case ImportKind::Animation: return QStringLiteral("an animated GIF or WebP");
    case ImportKind::Sheet: return QStringLiteral("a still image");
    case ImportKind::LipSync: return QStringLiteral("a lip-sync file");
    case ImportKind::Unknown: break;
    }
    return QStringLiteral("a file Inbetween cannot import");
}

ImportResult importFile(const QString &path, ImportKind kind, const ImportOptions &options)
{
    ImportResult result;
    switch (kind) {
    case ImportKind::AsepriteJson: result = AsepriteImporter::importFile(path, options); break;
    case ImportKind::Animation: result = AnimationImporter::importFile(path, options); break;
    case ImportKind::Sheet: result = SheetImporter::importFile(path, options); break;
    case ImportKind::LipSync: result = LipSyncImporter::importFile(path, options); break;
    case ImportKind::Unknown: {
        QString why;
        detectImportKind(path, &why);
        result.error({}, why);
        break;
    }
    }
    return result.finish();
}

} // namespace inbetween
