#include "import/lipsyncwords.h"

#include "json/jsontext.h"

#include <QLocale>
#include <QStringList>

namespace inbetween {

namespace lipsync {

namespace {

bool isDigit(QChar c)
{
    return c >= QLatin1Char('0') && c <= QLatin1Char('9');
}

// "0.05" -> "0.05e3", "1e-07" -> "1e-4": the decimal times 1000, still as text, which
// QLocale::c() reads to the nearest double.
double shiftedByThree(const QString &decimal)
{
    const qsizetype e = decimal.indexOf(QLatin1Char('e'), 0, Qt::CaseInsensitive);
    QString text;
    if (e < 0) {
        text = decimal + QStringLiteral("e3");
    } else {
        const int exponent = decimal.mid(e + 1).toInt();
        text = decimal.left(e) + QStringLiteral("e%1").arg(exponent + 3);
    }
    return QLocale::c().toDouble(text);
}

} // namespace

bool secondsTextToMs(QStringView text, double *ms)
{
    qsizetype i = text.startsWith(QLatin1Char('-')) ? 1 : 0;
    qsizetype digits = 0;
    bool point = false;
    for (; i < text.size(); ++i) {
        if (isDigit(text[i])) {
            ++digits;
        } else if (text[i] == QLatin1Char('.') && !point) {
            point = true;
        } else {
            return false;
        }
    }
    if (digits == 0 || digits > 30)
        return false;
    *ms = shiftedByThree(text.toString());
    return true;
}

double secondsToMs(double seconds)
{
    return shiftedByThree(QString::fromLatin1(jsonNumber(seconds)));
}

double frameToMs(qint64 frame, qint64 firstFrame, double fps)
{
    return double(frame - firstFrame) * 1000.0 / fps;
}

bool wholeNumberText(QStringView text, qint64 *out)
{
    const bool negative = text.startsWith(QLatin1Char('-'));
    const QStringView digits = negative ? text.mid(1) : text;
    if (digits.isEmpty() || digits.size() > 9)
        return false;
    qint64 n = 0;
    for (QChar c : digits) {
        if (!isDigit(c))
            return false;
        n = n * 10 + (c.unicode() - '0');
    }
    *out = negative ? -n : n;
    return true;
}

bool isRhubarbShape(const QString &shape)
{
    static const QStringList shapes{QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C"),
                                    QStringLiteral("D"), QStringLiteral("E"), QStringLiteral("F"),
                                    QStringLiteral("G"), QStringLiteral("H"), QStringLiteral("X")};
    return shapes.contains(shape);
}

QString secondsRule()
{
    return QStringLiteral("a number of seconds from 0 to 1000000");
}

QString rhubarbShapeList()
{
    return QStringLiteral("A, B, C, D, E, F, G, H, X");
}

QStringList textLines(const QByteArray &bytes)
{
    QString text = QString::fromUtf8(bytes);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    QStringList lines = text.split(QLatin1Char('\n'));
    if (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    for (QString &line : lines) {
        if (line.endsWith(QLatin1Char('\r')))
            line.chop(1);
    }
    return lines;
}

QString quoted(QStringView text)
{
    QString s = text.toString();
    if (s.size() > 40)
        s = s.left(40) + QStringLiteral("...");
    return QLatin1Char('"') + s + QLatin1Char('"');
}

QString laterOnTheFrame(const QString &frameText, const char *what, const QString &first, const QString &firstWhere,
                        const QString &later)
{
    return QStringLiteral("%1 has two %2, %3 (%4) then %5: %5 is kept, as Moho shows one a frame")
        .arg(frameText, QLatin1String(what), first, firstWhere, later);
}

} // namespace lipsync

} // namespace inbetween
