#include "jsoncursor.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <system_error>

namespace inbetween {

namespace {

// Most duplicate-key and number problems listed before the reading gives up.
constexpr int kMaxProblems = 100;

// Bytes a string holds as they are: printable ASCII but the quote and the backslash.
constexpr std::array<bool, 256> plainBytes()
{
    std::array<bool, 256> t{};
    for (int c = 0x20; c < 0x80; ++c)
        t[size_t(c)] = c != '"' && c != '\\';
    return t;
}
constexpr std::array<bool, 256> kPlain = plainBytes();

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

// Four hex digits at *p (advancing past them); -1, not advancing, if there are none.
int hex4(const char **p, const char *end)
{
    if (end - *p < 4)
        return -1;
    int v = 0;
    for (int i = 0; i < 4; ++i) {
        const int d = hexValue((*p)[i]);
        if (d < 0)
            return -1;
        v = v * 16 + d;
    }
    *p += 4;
    return v;
}

// The length of the UTF-8 sequence at s (RFC 3629: no overlong forms, no surrogates, nothing
// above U+10FFFF), or 0 when it is not one.
int utf8Length(const char *s, const char *end)
{
    const auto b = uchar(s[0]);
    int length = 0;
    uchar low = 0x80, high = 0xBF; // the range of the second byte
    if (b >= 0xC2 && b <= 0xDF) {
        length = 2;
    } else if (b >= 0xE0 && b <= 0xEF) {
        length = 3;
        low = b == 0xE0 ? 0xA0 : low;
        high = b == 0xED ? 0x9F : high;
    } else if (b >= 0xF0 && b <= 0xF4) {
        length = 4;
        low = b == 0xF0 ? 0x90 : low;
        high = b == 0xF4 ? 0x8F : high;
    } else {
        return 0;
    }
    if (end - s < length || uchar(s[1]) < low || uchar(s[1]) > high)
        return 0;
    for (int k = 2; k < length; ++k) {
        if (uchar(s[k]) < 0x80 || uchar(s[k]) > 0xBF)
            return 0;
    }
    return length;
}

} // namespace

JsonCursor::JsonCursor(const QByteArray &text, qsizetype from, const ProjectLimits &limits)
    : m_base(text.constData() + from), m_p(m_base), m_end(text.constData() + text.size()), m_limits(limits)
{
}

QString JsonCursor::lineAndColumn(const char *text, qint64 size, qint64 offset)
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

QString JsonCursor::seen() const
{
    if (atEnd())
        return QStringLiteral("the end of the file");
    const auto c = uchar(*m_p);
    if (c >= 0x20 && c < 0x7F)
        return QStringLiteral("'%1'").arg(QLatin1Char(char(c)));
    return QStringLiteral("byte 0x%1").arg(uint(c), 2, 16, QLatin1Char('0'));
}

QString JsonCursor::path(int depth) const
{
    QString p;
    for (int i = 0; i < depth; ++i) {
        const Level &l = m_levels[size_t(i)];
        if (l.isObject) {
            if (!p.isEmpty())
                p += QLatin1Char('.');
            p += QString::fromUtf8(l.key.decoded());
        } else {
            p += QStringLiteral("[%1]").arg(std::max<qint64>(0, l.items - 1));
        }
    }
    return p;
}

QString JsonCursor::pathOrPlace() const
{
    const QString p = path(m_depth);
    return p.isEmpty() ? here(m_p) : p;
}

void JsonCursor::problem(const QString &where, const QString &message)
{
    m_problems.append({Diagnostic::Severity::Error, where, message});
    if (m_problems.size() >= kMaxProblems)
        m_stopped = true;
}

void JsonCursor::fatal(const QString &where, const QString &message)
{
    problem(where, message);
    m_stopped = true;
}

JsonCursor::Step JsonCursor::syntax(const QString &message)
{
    fatal(here(m_p), message);
    return Step::Stop;
}

bool JsonCursor::beginDocument()
{
    skipSpace();
    if (!atEnd())
        return true;
    fatal(here(m_p), QStringLiteral("the file is empty (a project file is a JSON object)"));
    return false;
}

void JsonCursor::endDocument()
{
    if (m_stopped)
        return;
    skipSpace();
    if (!atEnd())
        syntax(QStringLiteral("more text after the end of the document (%1)").arg(seen()));
}

JsonCursor::Value JsonCursor::beginValue()
{
    if (m_stopped)
        return Value::Stop;
    skipSpace();
    if (atEnd()) {
        syntax(QStringLiteral("the file ends where a value should be (truncated?)"));
        return Value::Stop;
    }
    if (m_depth > 0) {
        Level &top = m_levels[size_t(m_depth - 1)];
        if (++top.items > m_limits.maxArrayItems && !top.isObject) {
            const QString p = path(m_depth - 1); // the array, not its item
            fatal(p.isEmpty() ? here(m_p) : p, QStringLiteral("more items than the limit of %1").arg(m_limits.maxArrayItems));
            return Value::Stop;
        }
    }
    if (++m_values > m_limits.maxValues) {
        fatal(here(m_p), QStringLiteral("more values than the limit of %1 in one file").arg(m_limits.maxValues));
        return Value::Stop;
    }
    switch (*m_p) {
    case '{': return Value::Object;
    case '[': return Value::Array;
    case '"': return Value::String;
    case '-': return Value::Number;
    default: return isDigit(*m_p) ? Value::Number : Value::Literal;
    }
}

bool JsonCursor::readLiteral(JsonItem *out)
{
    static const struct
    {
        const char *word;
        qint64 length;
        JsonItem::Kind kind;
        bool value;
    } literals[] = {{"true", 4, JsonItem::Kind::Bool, true},
                    {"false", 5, JsonItem::Kind::Bool, false},
                    {"null", 4, JsonItem::Kind::Null, false}};
    for (const auto &l : literals) {
        if (m_end - m_p >= l.length && std::equal(l.word, l.word + l.length, m_p)) {
            m_p += l.length;
            out->kind = l.kind;
            out->boolean = l.value;
            return true;
        }
    }
    syntax(QStringLiteral("expected a value (got %1)").arg(seen()));
    return false;
}

bool JsonCursor::readNumber(double *out)
{
    const char *start = m_p;
    const char *p = m_p;
    auto digits = [&p, this] {
        const char *from = p;
        while (p < m_end && isDigit(*p))
            ++p;
        return p > from;
    };
    if (*p == '-')
        ++p;
    bool good = true;
    bool integer = true;
    if (p < m_end && *p == '0') {
        ++p;
        if (p < m_end && isDigit(*p)) {
            m_p = p;
            syntax(QStringLiteral("a number with a leading zero"));
            return false;
        }
    } else {
        good = digits();
    }
    if (good && p < m_end && *p == '.') {
        ++p;
        integer = false;
        good = digits();
    }
    if (good && p < m_end && (*p == 'e' || *p == 'E')) {
        ++p;
        integer = false;
        if (p < m_end && (*p == '+' || *p == '-'))
            ++p;
        good = digits();
    }
    m_p = p;
    if (!good) {
        syntax(QStringLiteral("a malformed number (got %1)").arg(seen()));
        return false;
    }
    double value = 0;
    const auto [end, error] = std::from_chars(start, p, value);
    if (error == std::errc::result_out_of_range || end != p)
        problem(pathOrPlace(), QStringLiteral("a number out of range (got %1)")
                                   .arg(QString::fromLatin1(start, std::min<qsizetype>(p - start, 40))));
    // QJsonDocument reads a whole number as an integer, so "-0" was the integer 0, not -0.0.
    *out = integer && value == 0 ? 0.0 : value;
    return true;
}

bool JsonCursor::readString(JsonString *out)
{
    return scanString(out, false);
}

// Reads a string from its opening quote. A string of more than maxStringBytes bytes as written
// is refused where a byte-by-byte count first passes the limit (inside a character or after an
// escape, as the strict scanner before this one did).
bool JsonCursor::scanString(JsonString *out, bool isKey)
{
    const char *quote = m_p;
    const char *first = quote + 1;
    const qint64 limit = m_limits.maxStringBytes;
    // The first place where the count of bytes read is over the limit (none: the text ends first).
    const char *over = m_end - first > limit ? first + limit + 1 : nullptr;
    const char *stop = over ? over : m_end;
    const char *p = first;
    bool escaped = false;
    while (true) {
        while (p < stop && kPlain[uchar(*p)])
            ++p;
        if (over && p >= over) {
            m_p = p;
            if (isKey) // the path names the key as far as it was read
                m_levels[size_t(m_depth - 1)].key = JsonString{first, p, escaped};
            fatal(pathOrPlace(), QStringLiteral("a string longer than the limit of %1 bytes").arg(limit));
            return false;
        }
        if (p >= m_end) {
            m_p = quote;
            syntax(QStringLiteral("a string that never ends (truncated?)"));
            return false;
        }
        const auto c = uchar(*p);
        if (c == '"') {
            *out = JsonString{first, p, escaped};
            m_p = p + 1;
            return true;
        }
        if (c < 0x20) {
            m_p = p;
            syntax(QStringLiteral("a control character (0x%1) inside a string; write it as an escape")
                       .arg(uint(c), 2, 16, QLatin1Char('0')));
            return false;
        }
        if (c >= 0x80) {
            const int length = utf8Length(p, m_end);
            if (length == 0) { // ProjectReader names the first bad byte of the whole text
                m_p = p;
                syntax(QStringLiteral("not UTF-8 text"));
                return false;
            }
            p = p + length > stop ? stop : p + length;
            continue;
        }
        escaped = true;
        if (!scanEscape(&p))
            return false;
    }
}

// The escape at *p (its backslash), advancing past it; false when it is reported.
bool JsonCursor::scanEscape(const char **at)
{
    const char *p = *at + 1;
    if (p >= m_end) { // reported as a string that never ends
        *at = p;
        return true;
    }
    const char e = *p++;
    switch (e) {
    case '"': case '\\': case '/': case 'b': case 'f': case 'n': case 'r': case 't':
        *at = p;
        return true;
    case 'u': break;
    default:
        m_p = p - 1;
        syntax(QStringLiteral("an unknown escape in a string (backslash followed by %1)").arg(seen()));
        return false;
    }
    const int unit = hex4(&p, m_end);
    bool good = unit >= 0 && !(unit >= 0xDC00 && unit <= 0xDFFF);
    if (good && unit >= 0xD800 && unit <= 0xDBFF) { // a high surrogate must be followed by a low one
        good = m_end - p >= 2 && p[0] == '\\' && p[1] == 'u';
        if (good) {
            p += 2;
            const int low = hex4(&p, m_end);
            good = low >= 0xDC00 && low <= 0xDFFF;
        }
    }
    if (!good) {
        m_p = p;
        syntax(QStringLiteral("a bad \\u escape in a string (four hex digits, surrogates in pairs)"));
        return false;
    }
    *at = p;
    return true;
}

void JsonCursor::push(bool isObject)
{
    if (size_t(m_depth) == m_levels.size())
        m_levels.emplace_back();
    Level &l = m_levels[size_t(m_depth)];
    l.isObject = isObject;
    l.items = 0;
    l.key = JsonString();
    l.keys.clear();
    if (!l.keyHash.isEmpty())
        l.keyHash.clear();
    ++m_depth;
}

qint64 JsonCursor::addKey(Level &level, const JsonString &key, qint64 at)
{
    constexpr size_t kListSize = 16;
    if (level.keyHash.isEmpty()) {
        for (const Key &k : level.keys) {
            if (k.name == key)
                return k.offset;
        }
        if (level.keys.size() < kListSize) {
            level.keys.push_back({key, at});
            return -1;
        }
        for (const Key &k : level.keys)
            level.keyHash.insert(k.name.decoded(), k.offset);
    }
    const QByteArray name = key.decoded();
    const auto it = level.keyHash.constFind(name);
    if (it != level.keyHash.constEnd())
        return *it;
    level.keyHash.insert(name, at);
    return -1;
}

// Reads `"key" :` in the innermost object, checking for a duplicate.
JsonCursor::Step JsonCursor::readKey(JsonString *key)
{
    skipSpace();
    if (atEnd() || *m_p != '"')
        return syntax(atEnd() ? QStringLiteral("the file ends inside an object (truncated?)")
                              : QStringLiteral("expected a key in double quotes (got %1)").arg(seen()));
    const qint64 at = offset(m_p);
    Level &top = m_levels[size_t(m_depth - 1)];
    top.items = 0; // the key names the next value; `items` counts only array items
    if (!scanString(key, true))
        return Step::Stop;
    top.key = *key;
    const qint64 first = addKey(top, *key, at);
    if (first >= 0)
        problem(path(m_depth), QStringLiteral("duplicate key (first given at %1)").arg(here(m_base + first)));
    skipSpace();
    if (atEnd() || *m_p != ':')
        return syntax(QStringLiteral("expected ':' after a key (got %1)").arg(seen()));
    ++m_p;
    return m_stopped ? Step::Stop : Step::Next;
}

JsonCursor::Step JsonCursor::enterObject(JsonString *firstKey)
{
    if (m_stopped)
        return Step::Stop;
    if (m_depth >= m_limits.maxDepth) {
        fatal(pathOrPlace(), QStringLiteral("nested deeper than the limit of %1 levels").arg(m_limits.maxDepth));
        return Step::Stop;
    }
    ++m_p;
    push(true);
    skipSpace();
    if (!atEnd() && *m_p == '}') {
        ++m_p;
        pop();
        return Step::End;
    }
    return readKey(firstKey);
}

JsonCursor::Step JsonCursor::nextMember(JsonString *key)
{
    if (m_stopped)
        return Step::Stop;
    skipSpace();
    if (atEnd())
        return syntax(QStringLiteral("the file ends inside an object (truncated?)"));
    if (*m_p == '}') {
        ++m_p;
        pop();
        return Step::End;
    }
    if (*m_p == ',') {
        ++m_p;
        return readKey(key);
    }
    return syntax(QStringLiteral("expected ',' or '}' (got %1)").arg(seen()));
}

JsonCursor::Step JsonCursor::enterArray()
{
    if (m_stopped)
        return Step::Stop;
    if (m_depth >= m_limits.maxDepth) {
        fatal(pathOrPlace(), QStringLiteral("nested deeper than the limit of %1 levels").arg(m_limits.maxDepth));
        return Step::Stop;
    }
    ++m_p;
    push(false);
    skipSpace();
    if (!atEnd() && *m_p == ']') {
        ++m_p;
        pop();
        return Step::End;
    }
    return Step::Next;
}

JsonCursor::Step JsonCursor::nextItem()
{
    if (m_stopped)
        return Step::Stop;
    skipSpace();
    if (atEnd())
        return syntax(QStringLiteral("the file ends inside an array (truncated?)"));
    if (*m_p == ']') {
        ++m_p;
        pop();
        return Step::End;
    }
    if (*m_p == ',') {
        ++m_p;
        return Step::Next;
    }
    return syntax(QStringLiteral("expected ',' or ']' (got %1)").arg(seen()));
}

JsonItem JsonCursor::readItem(Value v)
{
    JsonItem item;
    switch (v) {
    case Value::String:
        if (readString(&item.string))
            item.kind = JsonItem::Kind::String;
        break;
    case Value::Number:
        if (readNumber(&item.number))
            item.kind = JsonItem::Kind::Number;
        break;
    case Value::Literal: readLiteral(&item); break;
    case Value::Object:
    case Value::Array:
        skip(v);
        item.kind = v == Value::Object ? JsonItem::Kind::Object : JsonItem::Kind::Array;
        break;
    case Value::Stop: break;
    }
    return item;
}

// Iterative, so that nesting as deep as the limit allows never runs out of stack.
void JsonCursor::skip(Value v)
{
    if (v != Value::Object && v != Value::Array) {
        readItem(v);
        return;
    }
    const int depth = m_depth;
    JsonString key;
    Step step = v == Value::Object ? enterObject(&key) : enterArray();
    while (step != Step::Stop) {
        if (step == Step::Next) {
            const Value item = beginValue();
            if (item == Value::Object) {
                step = enterObject(&key);
                continue;
            }
            if (item == Value::Array) {
                step = enterArray();
                continue;
            }
            readItem(item);
        } else if (m_depth == depth) {
            return; // the value itself has closed
        }
        step = m_levels[size_t(m_depth - 1)].isObject ? nextMember(&key) : nextItem();
    }
}

} // namespace inbetween
