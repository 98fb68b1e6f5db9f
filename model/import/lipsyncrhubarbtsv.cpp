#include "import/lipsyncrhubarbtsv.h"

#include "import/lipsynccuelist.h"
#include "import/lipsyncwords.h"

namespace inbetween {

namespace {

QString lineName(qsizetype index)
{
    return QStringLiteral("line %1").arg(index + 1);
}

} // namespace

bool RhubarbTsvReader::looksLikeRhubarbTsv(const QByteArray &text)
{
    for (const QString &line : lipsync::textLines(text.left(4096))) {
        if (line.trimmed().isEmpty())
            continue;
        const qsizetype tab = line.indexOf(QLatin1Char('\t'));
        double ms = 0;
        return tab > 0 && lipsync::secondsTextToMs(QStringView(line).left(tab).trimmed(), &ms)
               && !QStringView(line).mid(tab + 1).trimmed().isEmpty();
    }
    return false;
}

LipSyncResult RhubarbTsvReader::read(const QByteArray &text)
{
    LipSyncResult result;
    QList<LipSyncCueList::Start> read;
    const QStringList lines = lipsync::textLines(text);
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString &line = lines[i];
        if (line.trimmed().isEmpty())
            continue;
        const QString where = lineName(i);
        const qsizetype tab = line.indexOf(QLatin1Char('\t'));
        if (tab < 0) {
            result.error(where, QStringLiteral("no tab: a line is a time in seconds, a tab and a mouth shape (got %1)")
                                    .arg(lipsync::quoted(line)));
            continue;
        }
        const QString time = line.left(tab).trimmed();
        const QString shape = line.mid(tab + 1).trimmed();
        double ms = 0;
        bool ok = true;
        if (!lipsync::secondsTextToMs(time, &ms) || ms < 0 || ms > lipsync::kMaxSeconds * 1000) {
            result.error(where, QStringLiteral("the time must be %1 (got %2)")
                                    .arg(lipsync::secondsRule(), lipsync::quoted(time)));
            ok = false;
        }
        if (!lipsync::isRhubarbShape(shape)) {
            result.error(where, QStringLiteral("the shape must be one of %1 (got %2)")
                                    .arg(lipsync::rhubarbShapeList(), lipsync::quoted(shape)));
            ok = false;
        }
        if (ok)
            read.append(LipSyncCueList::Start{ms, shape, {where, time + QStringLiteral(" s")}});
    }
    if (read.isEmpty() && !result.hasErrors())
        result.error({}, QStringLiteral("empty: no mouth cues"));
    if (result.hasErrors())
        return result;
    const std::optional<LipSyncTrack> track = LipSyncCueList::fromStarts(read, QStringLiteral("line"), &result);
    return track ? result.finish(*track) : result;
}

} // namespace inbetween
