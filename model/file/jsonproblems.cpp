// The problems of a JSON reading and their messages, split from jsoncursor.cpp.
#include "jsonproblems.h"

#include <algorithm>

namespace inbetween {

namespace {
// Most duplicate-key and number problems listed before the reading gives up.
constexpr int kMaxProblems = 100;
} // namespace

void JsonProblems::add(const QString &where, const QString &message)
{
    m_list.append({Diagnostic::Severity::Error, where, message});
    if (m_list.size() >= kMaxProblems)
        m_stopped = true;
}

void JsonProblems::fatal(const QString &where, const QString &message)
{
    add(where, message);
    m_stopped = true;
}

QString JsonProblems::lineAndColumn(const char *text, qint64 size, qint64 offset)
{
    offset = std::clamp<qint64>(offset, 0, size);
    qint64 line = 1;
    qint64 lineStart = 0;
    for (qint64 i = 0; i < offset; ++i) {
        if (text[i] == '\n') {
            ++line;
            lineStart = i + 1;
        }
    }
    const qint64 column = QString::fromUtf8(text + lineStart, offset - lineStart).size() + 1;
    return QStringLiteral("line %1, column %2").arg(line).arg(column);
}

QString JsonProblems::seen(const char *p, const char *end)
{
    if (p >= end)
        return QStringLiteral("the end of the file");
    const auto c = uchar(*p);
    if (c >= 0x20 && c < 0x7F)
        return QStringLiteral("'%1'").arg(QLatin1Char(char(c)));
    return QStringLiteral("byte 0x%1").arg(uint(c), 2, 16, QLatin1Char('0'));
}

QString JsonProblems::stringSyntax(jsontokens::String::Problem problem, const char *at, const char *end)
{
    using Problem = jsontokens::String::Problem;
    switch (problem) {
    case Problem::NeverEnds: return QStringLiteral("a string that never ends (truncated?)");
    case Problem::ControlCharacter:
        return QStringLiteral("a control character (0x%1) inside a string; write it as an escape")
            .arg(uint(uchar(*at)), 2, 16, QLatin1Char('0'));
    case Problem::NotUtf8: return QStringLiteral("not UTF-8 text"); // ProjectReader names the byte
    case Problem::UnknownEscape:
        return QStringLiteral("an unknown escape in a string (backslash followed by %1)").arg(seen(at, end));
    case Problem::BadUnicodeEscape:
        return QStringLiteral("a bad \\u escape in a string (four hex digits, surrogates in pairs)");
    case Problem::TooLong:
    case Problem::None: break;
    }
    return QString();
}

QString JsonProblems::numberMessage(const jsontokens::Number &n, const char *start, const char *end)
{
    using Problem = jsontokens::Number::Problem;
    switch (n.problem) {
    case Problem::LeadingZero: return QStringLiteral("a number with a leading zero");
    case Problem::Malformed: return QStringLiteral("a malformed number (got %1)").arg(seen(n.end, end));
    case Problem::OutOfRange:
        return QStringLiteral("a number out of range (got %1)")
            .arg(QString::fromLatin1(start, std::min<qsizetype>(n.end - start, 40)));
    case Problem::None: break;
    }
    return QString();
}

} // namespace inbetween
