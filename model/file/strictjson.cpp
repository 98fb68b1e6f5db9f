// strictjson::scan: the words for a JSON text's problems, found again byte by byte once simdjson
// or JsonDocument refused the text (it runs on refused files only: speed does not matter).
#include "file/strictjson.h"

#include "file/jsondocument.h"

#include <QHash>
#include <algorithm>
#include <iterator>
#include <charconv>
#include <cstring>
#include <vector>

namespace inbetween::strictjson {

namespace {

// "line 3, column 7" (both from 1, columns in characters) for a byte offset in text.
QString lineAndColumn(const char *text, qint64 offset)
{
    const char *lineStart = std::find(std::make_reverse_iterator(text + offset), std::make_reverse_iterator(text), '\n').base();
    return QStringLiteral("line %1, column %2")
        .arg(1 + std::count(text, text + offset, '\n'))
        .arg(QString::fromUtf8(lineStart, text + offset - lineStart).size() + 1);
}

// The first byte that is not UTF-8 text (RFC 3629: no overlong forms, surrogates or code points
// above U+10FFFF) or is a NUL, with why; -1 when there is none.
qint64 notUtf8(const unsigned char *s, qint64 n, QString *why)
{
    if (n >= 2 && ((s[0] == 0xFF && s[1] == 0xFE) || (s[0] == 0xFE && s[1] == 0xFF)))
        return (*why = QStringLiteral("the file is UTF-16 text; a project file must be UTF-8"), 0);
    for (qint64 i = 0; i < n;) {
        const unsigned char b = s[i];
        if (b == 0)
            return (*why = QStringLiteral("a NUL byte at byte offset %1; a project file is text").arg(i), i);
        const int length = b < 0x80 ? 1 : b >= 0xC2 && b <= 0xDF ? 2 : b >= 0xE0 && b <= 0xEF ? 3 : b >= 0xF0 && b <= 0xF4 ? 4 : 0;
        // The second byte's range is narrower after E0 and F0 (overlong), ED (surrogates), F4 (> U+10FFFF).
        const unsigned char low = b == 0xE0 ? 0xA0 : b == 0xF0 ? 0x90 : 0x80, high = b == 0xED ? 0x9F : b == 0xF4 ? 0x8F : 0xBF;
        bool fits = length > 0 && i + length <= n;
        for (int k = 1; fits && k < length; ++k)
            fits = k == 1 ? s[i + 1] >= low && s[i + 1] <= high : s[i + k] >= 0x80 && s[i + k] <= 0xBF;
        if (!fits) {
            *why = QStringLiteral("not UTF-8 text (%1 0x%2 at byte offset %3)")
                       .arg(length > 0 && i + length > n ? QStringLiteral("truncated sequence starting with byte") : QStringLiteral("byte"))
                       .arg(uint(b), 2, 16, QLatin1Char('0'))
                       .arg(i);
            return i;
        }
        i += length;
    }
    return -1;
}

// The problems of a text that is UTF-8, in the order met; a syntax error or a limit ends it,
// as do 100 problems (duplicate keys, numbers out of range).
class Scanner
{
public:
    Scanner(const char *text, qint64 size, const ProjectLimits &limits) : m_s(text), m_n(size), m_limits(limits) {}

    Diagnostics run()
    {
        skipSpace();
        if (atEnd())
            syntax(QStringLiteral("the file is empty (a project file is a JSON object)"));
        for (bool wantValue = true; !m_stopped;) {
            skipSpace();
            if (wantValue || !m_levels.empty())
                wantValue = wantValue ? value() : next();
            else if (atEnd() || syntax(QStringLiteral("more text after the end of the document (%1)").arg(seen())))
                break;
        }
        return m_problems;
    }

private:
    struct Level
    {
        bool isObject = false;
        qint64 items = 0; // values begun so far (an array's current index is items - 1)
        QByteArray key;   // an object's current key, decoded
        QHash<QByteArray, qint64> keys; // its keys so far, as QJsonDocument compared them, and where given
    };

    const char *m_s;
    qint64 m_n, m_pos = 0, m_values = 0;
    const ProjectLimits &m_limits;
    std::vector<Level> m_levels;
    bool m_stopped = false;
    Diagnostics m_problems;

    bool atEnd() const { return m_pos >= m_n; }
    bool at(char c) const { return m_pos < m_n && m_s[m_pos] == c; }
    void skipSpace()
    {
        while (at(' ') || at('\n') || at('\r') || at('\t'))
            ++m_pos;
    }
    QString here() const { return lineAndColumn(m_s, m_pos); }
    // What stands at the place, for "(got ...)".
    QString seen() const
    {
        const auto c = uchar(atEnd() ? 0 : m_s[m_pos]);
        return atEnd() ? QStringLiteral("the end of the file")
               : c >= 0x20 && c < 0x7F ? QStringLiteral("'%1'").arg(QLatin1Char(char(c)))
                                       : QStringLiteral("byte 0x%1").arg(uint(c), 2, 16, QLatin1Char('0'));
    }
    // The JSON path through the outermost `depth` open levels: "frames[2].duration".
    QString path(size_t depth) const
    {
        QString p;
        for (size_t i = 0; i < depth; ++i) {
            const Level &l = m_levels[i];
            p += l.isObject ? (p.isEmpty() ? QString() : QStringLiteral(".")) + QString::fromUtf8(l.key)
                            : QStringLiteral("[%1]").arg(std::max<qint64>(0, l.items - 1));
        }
        return p;
    }
    QString pathOrPlace() const
    {
        const QString p = path(m_levels.size());
        return p.isEmpty() ? here() : p;
    }
    // Each returns false: the reading wants no value next.
    bool problem(const QString &where, const QString &message, bool fatal = false)
    {
        m_problems.append({Diagnostic::Severity::Error, where, message});
        m_stopped = m_stopped || fatal || m_problems.size() >= 100;
        return false;
    }
    bool syntax(const QString &message) { return problem(here(), message, true); }
    bool close() { return ++m_pos, m_levels.pop_back(), false; } // the innermost level, at its bracket

    // After a value inside an array or object: a comma and what follows it, or the close.
    bool next()
    {
        const bool object = m_levels.back().isObject;
        if (atEnd())
            return syntax(QStringLiteral("the file ends inside an %1 (truncated?)").arg(object ? QStringLiteral("object") : QStringLiteral("array")));
        if (at(object ? '}' : ']'))
            return close();
        if (!at(','))
            return syntax(QStringLiteral("expected ',' or '%1' (got %2)").arg(QLatin1String(object ? "}" : "]"), seen()));
        ++m_pos;
        return !object || key();
    }

    // One value, or the opening of an array or object; returns whether a value is wanted next.
    bool value()
    {
        if (atEnd())
            return syntax(QStringLiteral("the file ends where a value should be (truncated?)"));
        if (!m_levels.empty() && ++m_levels.back().items > m_limits.maxArrayItems && !m_levels.back().isObject) {
            const QString p = path(m_levels.size() - 1); // the array, not its item
            return problem(p.isEmpty() ? here() : p, QStringLiteral("more items than the limit of %1").arg(m_limits.maxArrayItems), true);
        }
        if (++m_values > m_limits.maxValues)
            return problem(here(), QStringLiteral("more values than the limit of %1 in one file").arg(m_limits.maxValues), true);
        const char c = m_s[m_pos];
        if (c == '{' || c == '[') {
            if (m_levels.size() >= size_t(m_limits.maxDepth))
                return problem(pathOrPlace(), QStringLiteral("nested deeper than the limit of %1 levels").arg(m_limits.maxDepth), true);
            ++m_pos;
            m_levels.push_back({c == '{', 0, {}, {}});
            skipSpace();
            if (at(c == '{' ? '}' : ']'))
                return close();
            return c == '[' || key();
        }
        if (c == '"') {
            string(nullptr);
        } else if (c == '-' || (c >= '0' && c <= '9')) {
            number();
        } else {
            const auto word = [this](std::string_view w) { return m_n - m_pos >= qint64(w.size()) && std::string_view(m_s + m_pos, w.size()) == w; };
            const qint64 length = word("true") || word("null") ? 4 : word("false") ? 5 : 0;
            if (length == 0)
                syntax(QStringLiteral("expected a value (got %1)").arg(seen()));
            m_pos += length;
        }
        return false;
    }

    // `"key" :` in the innermost object, checking for a duplicate; false when stopped.
    bool key()
    {
        skipSpace();
        if (!at('"'))
            return syntax(atEnd() ? QStringLiteral("the file ends inside an object (truncated?)")
                                  : QStringLiteral("expected a key in double quotes (got %1)").arg(seen()));
        const qint64 start = m_pos;
        Level &top = m_levels.back();
        top.items = 0;
        bool escaped = false;
        if (!string(&top.key, &escaped))
            return false;
        // A key without escapes was QString::fromUtf8's text: a byte-order mark first did not count.
        const QByteArray text = !escaped && top.key.startsWith("\xEF\xBB\xBF") ? top.key.mid(3) : top.key;
        if (const auto first = top.keys.constFind(text); first != top.keys.constEnd())
            problem(path(m_levels.size()), QStringLiteral("duplicate key (first given at %1)").arg(lineAndColumn(m_s, *first)));
        else
            top.keys.insert(text, start);
        skipSpace();
        if (!at(':'))
            return syntax(QStringLiteral("expected ':' after a key (got %1)").arg(seen()));
        ++m_pos;
        return !m_stopped;
    }

    // Four hex digits at the place (passed over); -1 if there are none.
    int hex4()
    {
        unsigned v = 0;
        const char *from = m_s + m_pos, *to = m_s + std::min(m_n, m_pos + 4);
        if (to - from < 4 || std::from_chars(from, to, v, 16).ptr != to)
            return -1;
        m_pos += 4;
        return int(v);
    }

    // A string from its opening quote, its bytes counted as written against the limit; decoded
    // into *decoded (a key) as far as it is read.
    bool string(QByteArray *decoded, bool *escaped = nullptr)
    {
        const qint64 start = m_pos++;
        QByteArray scratch;
        QByteArray &out = decoded ? *decoded : scratch;
        out.clear();
        while (true) {
            if (m_pos - start - 1 > m_limits.maxStringBytes)
                return problem(pathOrPlace(), QStringLiteral("a string longer than the limit of %1 bytes").arg(m_limits.maxStringBytes), true);
            if (atEnd())
                return (m_pos = start, syntax(QStringLiteral("a string that never ends (truncated?)")));
            const char c = m_s[m_pos++];
            if (c == '"')
                return true;
            if (uchar(c) < 0x20)
                return (--m_pos, syntax(QStringLiteral("a control character (0x%1) inside a string; write it as an escape").arg(uint(uchar(c)), 2, 16, QLatin1Char('0'))));
            if (c != '\\') {
                out.append(c);
                continue;
            }
            if (escaped)
                *escaped = true;
            if (atEnd())
                continue; // a string that never ends
            const char e = m_s[m_pos++];
            if (const char *k = e ? std::strchr("\"\\/bfnrt", e) : nullptr) {
                out.append("\"\\/\b\f\n\r\t"[k - "\"\\/bfnrt"]);
                continue;
            }
            if (e != 'u')
                return (--m_pos, syntax(QStringLiteral("an unknown escape in a string (backslash followed by %1)").arg(seen())));
            const int unit = hex4();
            char32_t code = char32_t(unit);
            bool good = unit >= 0 && !(unit >= 0xDC00 && unit <= 0xDFFF);
            if (good && unit >= 0xD800 && unit <= 0xDBFF) { // a high surrogate, then a low one
                good = m_n - m_pos >= 2 && at('\\') && m_s[m_pos + 1] == 'u';
                const int low = good ? (m_pos += 2, hex4()) : -1;
                good = low >= 0xDC00 && low <= 0xDFFF;
                code = 0x10000 + ((char32_t(unit) - 0xD800) << 10) + (char32_t(low) - 0xDC00);
            }
            if (!good)
                return syntax(QStringLiteral("a bad \\u escape in a string (four hex digits, surrogates in pairs)"));
            out.append(QString::fromUcs4(&code, 1).toUtf8());
        }
    }

    void number()
    {
        const qint64 start = m_pos;
        const auto digit = [this] { return !atEnd() && m_s[m_pos] >= '0' && m_s[m_pos] <= '9'; };
        const auto digits = [&] {
            const qint64 from = m_pos;
            while (digit())
                ++m_pos;
            return m_pos > from;
        };
        m_pos += at('-');
        const bool zero = at('0');
        bool good = zero ? (++m_pos, true) : digits();
        if (zero && digit())
            return void(syntax(QStringLiteral("a number with a leading zero")));
        if (good && at('.'))
            good = (++m_pos, digits());
        if (good && (at('e') || at('E'))) {
            ++m_pos;
            m_pos += at('+') || at('-');
            good = digits();
        }
        if (!good)
            return void(syntax(QStringLiteral("a malformed number (got %1)").arg(seen())));
        double value = 0;
        const auto [end, error] = std::from_chars(m_s + start, m_s + m_pos, value);
        if (error == std::errc::result_out_of_range || end != m_s + m_pos)
            problem(pathOrPlace(), QStringLiteral("a number out of range (got %1)").arg(QString::fromLatin1(m_s + start, int(std::min<qint64>(m_pos - start, 40)))));
    }
};

} // namespace

qsizetype textStart(const QByteArray &json)
{
    return json.startsWith("\xEF\xBB\xBF") ? 3 : 0;
}

Diagnostics scan(const QByteArray &json, qsizetype from, const ProjectLimits &limits)
{
    const char *text = json.constData() + from;
    QString why;
    const qint64 bad = notUtf8(reinterpret_cast<const unsigned char *>(text), json.size() - from, &why);
    if (bad >= 0)
        return {{Diagnostic::Severity::Error, lineAndColumn(text, bad), why}};
    return Scanner(text, json.size() - from, limits).run();
}

Diagnostics refusal(const QByteArray &json, qsizetype from, const ProjectLimits &limits)
{
    Diagnostics found = scan(json, from, limits);
    if (found.isEmpty()) // simdjson refused what the scan lets through: say so rather than nothing
        found.append({Diagnostic::Severity::Error, QString(), QStringLiteral("not JSON that simdjson reads")});
    return found;
}

Diagnostics problems(const QByteArray &json, const ProjectLimits &limits)
{
    if (json.size() > limits.maxFileBytes)
        return {{Diagnostic::Severity::Error, QString(),
                 QStringLiteral("the file is %1 bytes, larger than the limit of %2 bytes").arg(json.size()).arg(limits.maxFileBytes)}};
    const qsizetype from = textStart(json);
    JsonDocument document(json, from, limits, JsonSplit::kWindowBytes);
    return document.finish() ? Diagnostics() : refusal(json, from, limits);
}

} // namespace inbetween::strictjson
