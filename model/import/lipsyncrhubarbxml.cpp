#include "import/lipsyncrhubarbxml.h"

#include "import/lipsynccuelist.h"
#include "import/lipsyncwords.h"

#include <QXmlStreamReader>
#include <algorithm>

namespace inbetween {

namespace {

QString lineOf(const QXmlStreamReader &xml)
{
    return QStringLiteral("line %1").arg(xml.lineNumber());
}

// Seconds >= 0 as written in `text` ("0.27"); reported at `where` as `what` when not.
bool readSeconds(const QString &text, bool present, const QString &what, const QString &where, LipSyncResult *result,
                 double *ms)
{
    if (!present) {
        result->error(where, QStringLiteral("the %1 is missing: every mouthCue needs start and end in seconds").arg(what));
        return false;
    }
    if (!lipsync::secondsTextToMs(text.trimmed(), ms) || *ms < 0 || *ms > lipsync::kMaxSeconds * 1000) {
        result->error(where, QStringLiteral("the %1 must be %2 (got %3)").arg(what, lipsync::secondsRule(), lipsync::quoted(text)));
        return false;
    }
    return true;
}

} // namespace

bool RhubarbXmlReader::looksLikeRhubarbXml(const QByteArray &xml)
{
    QXmlStreamReader reader(xml.left(4096));
    return reader.readNextStartElement() && reader.name() == QLatin1String("rhubarbResult");
}

LipSyncResult RhubarbXmlReader::read(const QByteArray &bytes)
{
    LipSyncResult result;
    LipSyncTrack track;
    LipSyncCueList list;
    QXmlStreamReader xml(bytes);
    double durationMs = -1;
    QString durationText, durationWhere;
    bool sawCues = false;
    if (xml.readNextStartElement()) {
        if (xml.name() != QLatin1String("rhubarbResult")) {
            result.error(lineOf(xml), QStringLiteral("not Rhubarb's XML: the root element is <%1>, not <rhubarbResult>")
                                          .arg(xml.name()));
            return result;
        }
        while (xml.readNextStartElement()) {
            if (xml.name() == QLatin1String("metadata")) {
                while (xml.readNextStartElement()) {
                    if (xml.name() == QLatin1String("soundFile")) {
                        track.soundFile = xml.readElementText().trimmed();
                    } else if (xml.name() == QLatin1String("duration")) {
                        durationWhere = lineOf(xml);
                        durationText = xml.readElementText().trimmed();
                        if (!lipsync::secondsTextToMs(durationText, &durationMs) || durationMs < 0
                            || durationMs > lipsync::kMaxSeconds * 1000) {
                            result.error(durationWhere, QStringLiteral("the duration must be %1 (got %2)")
                                                            .arg(lipsync::secondsRule(), lipsync::quoted(durationText)));
                            durationMs = -1;
                        }
                    } else {
                        xml.skipCurrentElement();
                    }
                }
            } else if (xml.name() == QLatin1String("mouthCues")) {
                sawCues = true;
                while (xml.readNextStartElement()) {
                    if (xml.name() != QLatin1String("mouthCue")) {
                        xml.skipCurrentElement();
                        continue;
                    }
                    const QString where = lineOf(xml);
                    const QXmlStreamAttributes a = xml.attributes();
                    const QString startText = a.value(QLatin1String("start")).toString();
                    const QString endText = a.value(QLatin1String("end")).toString();
                    double start = 0, end = 0;
                    const bool startOk = readSeconds(startText, a.hasAttribute(QLatin1String("start")),
                                                     QStringLiteral("start"), where, &result, &start);
                    const bool endOk = readSeconds(endText, a.hasAttribute(QLatin1String("end")),
                                                   QStringLiteral("end"), where, &result, &end);
                    const QString shape = xml.readElementText().trimmed();
                    if (!lipsync::isRhubarbShape(shape))
                        result.error(where, QStringLiteral("the shape must be one of %1 (got %2)")
                                                .arg(lipsync::rhubarbShapeList(), lipsync::quoted(shape)));
                    if (startOk && endOk) {
                        list.add(start, shape, where, {where, startText.trimmed() + QStringLiteral(" s")});
                        list.setEnd(end, {where, endText.trimmed() + QStringLiteral(" s")});
                    }
                }
            } else {
                xml.skipCurrentElement();
            }
        }
    }
    if (xml.hasError()) {
        result.diagnostics.clear(); // what was read before a broken document says little
        // Qt counts the characters read on the line: the 1-based column of the last one read.
        result.error(QStringLiteral("line %1, column %2").arg(xml.lineNumber()).arg(std::max<qint64>(1, xml.columnNumber())),
                     xml.errorString());
        return result;
    }
    if (!sawCues) {
        result.error({}, QStringLiteral("no <mouthCues>: nothing to import"));
        return result;
    }
    if (list.isEmpty() && !result.hasErrors()) {
        result.error({}, QStringLiteral("no <mouthCue> in <mouthCues>: nothing to import"));
        return result;
    }
    if (result.hasErrors())
        return result;
    const LipSyncTrack made = list.track(&result);
    track.cues = made.cues;
    track.durationMs = made.durationMs;
    if (durationMs >= 0 && !result.hasErrors() && durationMs != track.durationMs)
        result.warning(durationWhere, QStringLiteral("the duration is %1 s, but the last cue ends at %2 ms: the track "
                                                     "ends with its last cue")
                                          .arg(durationText)
                                          .arg(track.durationMs));
    return result.finish(track);
}

} // namespace inbetween
