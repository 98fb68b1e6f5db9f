// JsonCursor: the walk over the text and its checks (the duplicate keys are found in
// jsonobjectkeys.cpp and the problems worded in jsonproblems.cpp, both split from here).
#include "jsoncursor.h"

#include <algorithm>
#include <utility>

namespace inbetween {

namespace {

constexpr JsonCursor::Value valueKind(int c)
{
    switch (c) {
    case '{': return JsonCursor::Value::Object;
    case '[': return JsonCursor::Value::Array;
    case '"': return JsonCursor::Value::String;
    case '-': return JsonCursor::Value::Number;
    default: return c >= '0' && c <= '9' ? JsonCursor::Value::Number : JsonCursor::Value::Literal;
    }
}

template <size_t... I>
constexpr std::array<JsonCursor::Value, 256> valueKinds(std::index_sequence<I...>)
{
    return {valueKind(int(I))...};
}

} // namespace

const std::array<JsonCursor::Value, 256> JsonCursor::kValueKinds = valueKinds(std::make_index_sequence<256>());

JsonCursor::JsonCursor(const QByteArray &text, qsizetype from, const ProjectLimits &limits)
    : m_base(text.constData() + from), m_p(m_base), m_end(text.constData() + text.size()), m_limits(limits),
      m_levels(1), m_top(&m_levels[0])
{
}

QString JsonCursor::path(int depth) const
{
    QString p;
    for (int i = 1; i <= depth; ++i) {
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

JsonCursor::Step JsonCursor::syntax(const QString &message)
{
    m_problems.fatal(here(m_p), message);
    return Step::Stop;
}

bool JsonCursor::stringProblem(const jsontokens::String &s, bool isKey)
{
    using Problem = jsontokens::String::Problem;
    m_p = s.end;
    if (s.problem == Problem::None)
        return true;
    if (s.problem == Problem::TooLong) {
        if (isKey) // the path names the key as far as it was read
            m_top->key = s.text;
        m_problems.fatal(pathOrPlace(),
                         QStringLiteral("a string longer than the limit of %1 bytes").arg(m_limits.maxStringBytes));
    } else {
        syntax(JsonProblems::stringSyntax(s.problem, m_p, m_end));
    }
    return false;
}

bool JsonCursor::numberProblem(const jsontokens::Number &n, double *out)
{
    using Problem = jsontokens::Number::Problem;
    const char *start = m_p;
    m_p = n.end;
    if (n.problem == Problem::LeadingZero || n.problem == Problem::Malformed) {
        syntax(JsonProblems::numberMessage(n, start, m_end));
        return false;
    }
    if (n.problem == Problem::OutOfRange)
        m_problems.add(pathOrPlace(), JsonProblems::numberMessage(n, start, m_end));
    *out = n.value;
    return true;
}

bool JsonCursor::beginDocument()
{
    skipSpace();
    if (!atEnd())
        return true;
    m_problems.fatal(here(m_p), QStringLiteral("the file is empty (a project file is a JSON object)"));
    return false;
}

void JsonCursor::endDocument()
{
    if (m_problems.stopped())
        return;
    skipSpace();
    if (!atEnd())
        syntax(QStringLiteral("more text after the end of the document (%1)").arg(seen()));
}

// beginValue() at the end of the text, near a limit, or after a stop.
JsonCursor::Value JsonCursor::beginValueSlowly()
{
    if (m_problems.stopped())
        return Value::Stop;
    skipSpace();
    if (atEnd()) {
        syntax(QStringLiteral("the file ends where a value should be (truncated?)"));
        return Value::Stop;
    }
    if (m_depth > 0 && ++m_top->items > m_limits.maxArrayItems && !m_top->isObject) {
        const QString p = path(m_depth - 1); // the array, not its item
        m_problems.fatal(p.isEmpty() ? here(m_p) : p, QStringLiteral("more items than the limit of %1").arg(m_limits.maxArrayItems));
        return Value::Stop;
    }
    if (++m_values > m_limits.maxValues) {
        m_problems.fatal(here(m_p), QStringLiteral("more values than the limit of %1 in one file").arg(m_limits.maxValues));
        return Value::Stop;
    }
    return kValueKinds[uchar(*m_p)];
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

void JsonCursor::readOtherItem(Value v, JsonItem *out)
{
    out->kind = JsonItem::Kind::Missing;
    switch (v) {
    case Value::Literal: readLiteral(out); break;
    case Value::Object:
    case Value::Array:
        skip(v);
        out->kind = v == Value::Object ? JsonItem::Kind::Object : JsonItem::Kind::Array;
        break;
    default: break;
    }
}

// nextMember() or nextItem() at anything but a comma or the closing bracket, or after a stop.
JsonCursor::Step JsonCursor::nextSlowly()
{
    if (m_problems.stopped())
        return Step::Stop;
    const bool isObject = m_top->isObject;
    if (atEnd())
        return syntax(isObject ? QStringLiteral("the file ends inside an object (truncated?)")
                               : QStringLiteral("the file ends inside an array (truncated?)"));
    return syntax(QStringLiteral("expected ',' or '%1' (got %2)").arg(QString(QLatin1Char(isObject ? '}' : ']')), seen()));
}

// open() at the limit of nesting, deeper than ever before, or after a stop.
bool JsonCursor::openSlowly(bool isObject)
{
    if (m_problems.stopped())
        return false;
    if (m_depth >= m_limits.maxDepth) {
        m_problems.fatal(pathOrPlace(), QStringLiteral("nested deeper than the limit of %1 levels").arg(m_limits.maxDepth));
        return false;
    }
    m_levels.emplace_back();
    m_top = &m_levels[size_t(m_depth)]; // the vector may have moved
    return open(isObject);
}

// Reads `"key" :` in the innermost object, checking for a duplicate.
JsonCursor::Step JsonCursor::readKeySlowly(JsonString *key, const JsonKeys *known, int *index)
{
    if (m_problems.stopped())
        return Step::Stop;
    skipSpace();
    if (atEnd() || *m_p != '"')
        return syntax(atEnd() ? QStringLiteral("the file ends inside an object (truncated?)")
                              : QStringLiteral("expected a key in double quotes (got %1)").arg(seen()));
    const qint64 at = offset(m_p);
    Level &top = *m_top;
    top.items = 0; // the key names the next value; `items` counts only array items
    const jsontokens::String s = jsontokens::scanString(m_p, m_end, m_limits.maxStringBytes);
    if (!stringProblem(s, true))
        return Step::Stop;
    *key = s.text;
    m_p = s.end;
    top.key = *key;
    const int i = known ? known->indexOf(*key) : -1;
    if (index)
        *index = i;
    const qint64 first = top.keys.add(*key, i, at);
    if (first >= 0)
        m_problems.add(path(m_depth), QStringLiteral("duplicate key (first given at %1)").arg(here(m_base + first)));
    skipSpace();
    if (atEnd() || *m_p != ':')
        return syntax(QStringLiteral("expected ':' after a key (got %1)").arg(seen()));
    ++m_p;
    return m_problems.stopped() ? Step::Stop : Step::Next;
}

// Iterative, so that nesting as deep as the limit allows never runs out of stack.
void JsonCursor::skip(Value v)
{
    if (v != Value::Object && v != Value::Array) {
        JsonItem scalar;
        readItem(v, &scalar);
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
            JsonItem scalar;
            readItem(item, &scalar);
        } else if (m_depth == depth) {
            return; // the value itself has closed
        }
        step = m_top->isObject ? nextMember(&key) : nextItem();
    }
}

} // namespace inbetween
