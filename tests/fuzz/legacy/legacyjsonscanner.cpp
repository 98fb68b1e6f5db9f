#include "legacyjsonscanner.h"

#include <QHash>
#include <algorithm>
#include <charconv>
#include <cstring>
#include <system_error>
#include <vector>

namespace inbetween::legacy {

namespace {

// Most duplicate-key and number problems listed before the scan gives up.
constexpr int kMaxProblems = 100;

// One open array or object.
struct Level
{
    bool isObject = false;
    qint64 items = 0; // values begun so far (an array's next index is items - 1 while in a value)
    QByteArray key;   // an object's current key, decoded
    // An object's keys so far and where each was given: a short list first, a hash for big objects.
    std::vector<std::pair<QByteArray, qint64>> keys;
    QHash<QByteArray, qint64> keyHash;

    void reset(bool object)
    {
        isObject = object;
        items = 0;
        key.clear();
        keys.clear();
        keyHash.clear();
    }
    // Records `k` given at `offset`; returns the offset of an earlier `k`, or -1.
    qint64 addKey(const QByteArray &k, qint64 offset)
    {
        constexpr size_t kListSize = 16;
        if (keyHash.isEmpty()) {
            for (const auto &[name, at] : keys) {
                if (name == k)
                    return at;
            }
            if (keys.size() < kListSize) {
                keys.emplace_back(k, offset);
                return -1;
            }
            for (const auto &[name, at] : keys)
                keyHash.insert(name, at);
        }
        const auto it = keyHash.constFind(k);
        if (it != keyHash.constEnd())
            return *it;
        keyHash.insert(k, offset);
        return -1;
    }
};

class Scanner
{
public:
    Scanner(const QByteArray &text, const ProjectLimits &limits)
        : m_text(text), m_s(text.constData()), m_n(text.size()), m_limits(limits)
    {
    }

    JsonScanner::Result run()
    {
        scanDocument();
        return std::move(m_result);
    }

private:
    const QByteArray &m_text;
    const char *m_s;
    qint64 m_n;
    qint64 m_pos = 0;
    const ProjectLimits &m_limits;
    std::vector<Level> m_levels; // reused: a level's storage survives its close
    int m_depth = 0;
    qint64 m_values = 0;
    bool m_stopped = false;
    JsonScanner::Result m_result;

    // The JSON path of the value being read: "frames[2].duration"; "" at the top.
    QString path() const { return path(m_depth); }
    // The path through the outermost `depth` open levels: path(m_depth - 1) names the innermost one.
    QString path(int depth) const
    {
        QString p;
        for (int i = 0; i < depth; ++i) {
            const Level &l = m_levels[size_t(i)];
            if (l.isObject) {
                if (!p.isEmpty())
                    p += QLatin1Char('.');
                p += QString::fromUtf8(l.key);
            } else {
                p += QStringLiteral("[%1]").arg(std::max<qint64>(0, l.items - 1));
            }
        }
        return p;
    }
    QString here(qint64 offset) const { return JsonScanner::lineAndColumn(m_text, offset); }

    void problem(const QString &where, const QString &message)
    {
        m_result.diagnostics.append({Diagnostic::Severity::Error, where, message});
        if (m_result.diagnostics.size() >= kMaxProblems)
            m_stopped = true;
    }
    // A problem after which the scan cannot go on.
    void fatal(const QString &where, const QString &message)
    {
        problem(where, message);
        m_stopped = true;
    }
    void syntax(const QString &message) { fatal(here(m_pos), message); }
    QString pathOrPlace() const
    {
        const QString p = path();
        return p.isEmpty() ? here(m_pos) : p;
    }

    bool atEnd() const { return m_pos >= m_n; }
    void skipSpace()
    {
        while (m_pos < m_n && (m_s[m_pos] == ' ' || m_s[m_pos] == '\n' || m_s[m_pos] == '\r' || m_s[m_pos] == '\t'))
            ++m_pos;
    }
    QString seen() const
    {
        if (atEnd())
            return QStringLiteral("the end of the file");
        const unsigned char c = uchar(m_s[m_pos]);
        if (c >= 0x20 && c < 0x7F)
            return QStringLiteral("'%1'").arg(QLatin1Char(char(c)));
        return QStringLiteral("byte 0x%1").arg(uint(c), 2, 16, QLatin1Char('0'));
    }

    void scanDocument()
    {
        skipSpace();
        if (atEnd()) {
            fatal(here(m_pos), QStringLiteral("the file is empty (a project file is a JSON object)"));
            return;
        }
        bool wantValue = true;
        while (!m_stopped) {
            skipSpace();
            if (wantValue) {
                wantValue = scanValue();
                continue;
            }
            if (m_depth == 0) {
                if (!atEnd())
                    syntax(QStringLiteral("more text after the end of the document (%1)").arg(seen()));
                return;
            }
            Level &top = m_levels[size_t(m_depth - 1)];
            const char close = top.isObject ? '}' : ']';
            if (atEnd()) {
                syntax(QStringLiteral("the file ends inside an %1 (truncated?)")
                           .arg(top.isObject ? QStringLiteral("object") : QStringLiteral("array")));
            } else if (m_s[m_pos] == close) {
                ++m_pos;
                --m_depth;
            } else if (m_s[m_pos] == ',') {
                ++m_pos;
                skipSpace();
                if (top.isObject && !scanKey())
                    return;
                wantValue = true;
            } else {
                syntax(QStringLiteral("expected ',' or '%1' (got %2)").arg(QString(QLatin1Char(close)), seen()));
            }
        }
    }

    // Reads one value, or opens an array or object; returns whether a value is wanted next.
    bool scanValue()
    {
        if (atEnd()) {
            syntax(QStringLiteral("the file ends where a value should be (truncated?)"));
            return false;
        }
        if (m_depth > 0) {
            Level &top = m_levels[size_t(m_depth - 1)];
            if (++top.items > m_limits.maxArrayItems && !top.isObject) {
                const QString p = path(m_depth - 1); // the array, not its item
                fatal(p.isEmpty() ? here(m_pos) : p,
                      QStringLiteral("more items than the limit of %1").arg(m_limits.maxArrayItems));
                return false;
            }
        }
        if (++m_values > m_limits.maxValues) {
            fatal(here(m_pos), QStringLiteral("more values than the limit of %1 in one file").arg(m_limits.maxValues));
            return false;
        }
        const char c = m_s[m_pos];
        if (c == '{' || c == '[') {
            if (m_depth >= m_limits.maxDepth) {
                fatal(pathOrPlace(), QStringLiteral("nested deeper than the limit of %1 levels").arg(m_limits.maxDepth));
                return false;
            }
            ++m_pos;
            if (size_t(m_depth) == m_levels.size())
                m_levels.emplace_back();
            m_levels[size_t(m_depth)].reset(c == '{');
            ++m_depth;
            skipSpace();
            if (!atEnd() && m_s[m_pos] == (c == '{' ? '}' : ']')) {
                ++m_pos;
                --m_depth;
                return false;
            }
            return c == '{' ? scanKey() : true;
        }
        if (c == '"')
            scanString(nullptr);
        else if (c == '-' || (c >= '0' && c <= '9'))
            scanNumber();
        else if (!scanLiteral("true") && !scanLiteral("false") && !scanLiteral("null"))
            syntax(QStringLiteral("expected a value (got %1)").arg(seen()));
        return false;
    }

    bool scanLiteral(const char *word)
    {
        const qint64 length = qint64(qstrlen(word));
        if (m_n - m_pos < length || qstrncmp(m_s + m_pos, word, size_t(length)) != 0)
            return false;
        m_pos += length;
        return true;
    }

    // Reads `"key" :` in the innermost object, checking for a duplicate; false when stopped.
    bool scanKey()
    {
        skipSpace();
        if (atEnd() || m_s[m_pos] != '"') {
            syntax(atEnd() ? QStringLiteral("the file ends inside an object (truncated?)")
                           : QStringLiteral("expected a key in double quotes (got %1)").arg(seen()));
            return false;
        }
        const qint64 start = m_pos;
        Level &top = m_levels[size_t(m_depth - 1)];
        top.items = 0; // the key names the next value; `items` counts only array items
        if (!scanString(&top.key))
            return false;
        const qint64 first = top.addKey(top.key, start);
        if (first >= 0)
            problem(path(), QStringLiteral("duplicate key (first given at %1)").arg(here(first)));
        skipSpace();
        if (atEnd() || m_s[m_pos] != ':') {
            syntax(QStringLiteral("expected ':' after a key (got %1)").arg(seen()));
            return false;
        }
        ++m_pos;
        return !m_stopped;
    }

    static int hexValue(char c)
    {
        if (c >= '0' && c <= '9')
            return c - '0';
        if (c >= 'a' && c <= 'f')
            return c - 'a' + 10;
        if (c >= 'A' && c <= 'F')
            return c - 'A' + 10;
        return -1;
    }
    // Four hex digits at m_pos; -1 if there are none.
    int hex4()
    {
        if (m_n - m_pos < 4)
            return -1;
        int v = 0;
        for (int i = 0; i < 4; ++i) {
            const int d = hexValue(m_s[m_pos + i]);
            if (d < 0)
                return -1;
            v = v * 16 + d;
        }
        m_pos += 4;
        return v;
    }

    // Reads a string from its opening quote; decodes it into *decoded when given (keys).
    bool scanString(QByteArray *decoded)
    {
        const qint64 start = m_pos++;
        if (decoded)
            decoded->clear();
        while (true) {
            if (m_pos - start - 1 > m_limits.maxStringBytes) {
                fatal(pathOrPlace(), QStringLiteral("a string longer than the limit of %1 bytes").arg(m_limits.maxStringBytes));
                return false;
            }
            if (atEnd()) {
                m_pos = start;
                syntax(QStringLiteral("a string that never ends (truncated?)"));
                return false;
            }
            const char c = m_s[m_pos];
            if (c == '"') {
                ++m_pos;
                return true;
            }
            if (uchar(c) < 0x20) {
                syntax(QStringLiteral("a control character (0x%1) inside a string; write it as an escape")
                           .arg(uint(uchar(c)), 2, 16, QLatin1Char('0')));
                return false;
            }
            if (c != '\\') {
                if (decoded)
                    decoded->append(c);
                ++m_pos;
                continue;
            }
            ++m_pos;
            if (atEnd())
                continue; // reported as a string that never ends
            const char e = m_s[m_pos++];
            static const char simple[] = "\"\\/bfnrt";
            static const char meaning[] = "\"\\/\b\f\n\r\t";
            if (const char *k = e ? std::strchr(simple, e) : nullptr) {
                if (decoded)
                    decoded->append(meaning[k - simple]);
                continue;
            }
            if (e != 'u') {
                --m_pos;
                syntax(QStringLiteral("an unknown escape in a string (backslash followed by %1)").arg(seen()));
                return false;
            }
            const int unit = hex4();
            char32_t code = char32_t(unit);
            bool good = unit >= 0 && !(unit >= 0xDC00 && unit <= 0xDFFF);
            if (good && unit >= 0xD800 && unit <= 0xDBFF) {
                // A high surrogate must be followed by a low one.
                good = m_n - m_pos >= 2 && m_s[m_pos] == '\\' && m_s[m_pos + 1] == 'u';
                if (good) {
                    m_pos += 2;
                    const int low = hex4();
                    good = low >= 0xDC00 && low <= 0xDFFF;
                    code = 0x10000 + ((char32_t(unit) - 0xD800) << 10) + (char32_t(low) - 0xDC00);
                }
            }
            if (!good) {
                syntax(QStringLiteral("a bad \\u escape in a string (four hex digits, surrogates in pairs)"));
                return false;
            }
            if (decoded)
                decoded->append(QString::fromUcs4(&code, 1).toUtf8());
        }
    }

    void scanNumber()
    {
        const qint64 start = m_pos;
        auto digits = [this] {
            const qint64 from = m_pos;
            while (m_pos < m_n && m_s[m_pos] >= '0' && m_s[m_pos] <= '9')
                ++m_pos;
            return m_pos > from;
        };
        if (m_s[m_pos] == '-')
            ++m_pos;
        bool good = true;
        if (m_pos < m_n && m_s[m_pos] == '0') {
            ++m_pos;
            if (m_pos < m_n && m_s[m_pos] >= '0' && m_s[m_pos] <= '9') {
                syntax(QStringLiteral("a number with a leading zero"));
                return;
            }
        } else
            good = digits();
        if (good && m_pos < m_n && m_s[m_pos] == '.') {
            ++m_pos;
            good = digits();
        }
        if (good && m_pos < m_n && (m_s[m_pos] == 'e' || m_s[m_pos] == 'E')) {
            ++m_pos;
            if (m_pos < m_n && (m_s[m_pos] == '+' || m_s[m_pos] == '-'))
                ++m_pos;
            good = digits();
        }
        if (!good) {
            syntax(QStringLiteral("a malformed number (got %1)").arg(seen()));
            return;
        }
        double value = 0;
        const auto [end, error] = std::from_chars(m_s + start, m_s + m_pos, value);
        if (error == std::errc::result_out_of_range || end != m_s + m_pos) {
            QByteArray written(m_s + start, int(std::min<qint64>(m_pos - start, 40)));
            problem(pathOrPlace(), QStringLiteral("a number out of range (got %1)").arg(QString::fromLatin1(written)));
        }
    }
};

} // namespace

JsonScanner::Result JsonScanner::scan(const QByteArray &text, const ProjectLimits &limits)
{
    return Scanner(text, limits).run();
}

QString JsonScanner::lineAndColumn(const QByteArray &text, qint64 offset)
{
    offset = std::clamp<qint64>(offset, 0, text.size());
    qint64 line = 1;
    qint64 lineStart = 0;
    const char *s = text.constData();
    for (qint64 i = 0; i < offset; ++i) {
        if (s[i] == '\n') {
            ++line;
            lineStart = i + 1;
        }
    }
    const qint64 column = QString::fromUtf8(s + lineStart, offset - lineStart).size() + 1;
    return QStringLiteral("line %1, column %2").arg(line).arg(column);
}

} // namespace inbetween::legacy
