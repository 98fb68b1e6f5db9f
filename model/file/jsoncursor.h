#pragma once

#include "diagnostic.h"
#include "jsonbytes.h"
#include "jsonitem.h"
#include "jsonobjectkeys.h"
#include "jsonproblems.h"
#include "jsontokens.h"
#include "projectlimits.h"

#include <array>
#include <vector>

namespace inbetween {

// Reads strict JSON from front to back, one value at a time, for a reader that builds what it
// reads as it goes (ProjectReader): no tree, one pass, memory bounded by the nesting depth.
// Strict: it refuses what QJsonDocument lets through or handles badly: raw control characters
// and lone surrogates in strings, bytes that are not UTF-8 inside strings (the only place JSON
// allows them), duplicate keys, numbers a double cannot hold (1e400), and nesting, array
// lengths, string lengths and value counts beyond the limits. Each problem is named by its JSON
// path or by line and column; a syntax error or a limit stops the reading (stopped()), and every
// call after that returns at once.
//
// The caller walks the document: beginValue() at each value, then exactly one of readString(),
// readNumber(), readLiteral(), readItem(), skip() or enterObject() / enterArray() for it; inside
// a container, nextMember() / nextItem() after each value until they return End. What most
// values take is inline; all the rest, and every message, is out of line. Its parts, split from
// it: JsonObjectKeys finds duplicate keys, JsonProblems keeps the problems and words them.
class JsonCursor
{
public:
    enum class Value { Object, Array, String, Number, Literal, Stop };
    enum class Step { Next, End, Stop };

    // Reads text[from..]; `text` must outlive the cursor and every JsonString read from it.
    JsonCursor(const QByteArray &text, qsizetype from, const ProjectLimits &limits);

    bool stopped() const { return m_problems.stopped(); }
    bool hasProblems() const { return !m_problems.isEmpty(); }
    // Errors, in the order found (at most 100 besides the one that stopped the reading).
    Diagnostics takeProblems() { return m_problems.take(); }

    // Before the root value: false (reported) when there is nothing but white space.
    bool beginDocument();
    // After the root value: anything but white space is reported.
    void endDocument();

    // Starts the value at the cursor, counting it against the limits; its kind by its first byte.
    Value beginValue()
    {
        skipSpace();
        if (m_p < m_end && !m_problems.stopped() && m_values < m_limits.maxValues
            && m_top->items < m_limits.maxArrayItems) {
            ++m_top->items;
            ++m_values;
            return kValueKinds[uchar(*m_p)];
        }
        return beginValueSlowly();
    }
    bool readString(JsonString *out)
    {
        const jsontokens::String s = jsontokens::scanString(m_p, m_end, m_limits.maxStringBytes);
        if (s.problem != jsontokens::String::Problem::None)
            return stringProblem(s, false);
        *out = s.text;
        m_p = s.end;
        return true;
    }
    bool readNumber(double *out)
    {
        const jsontokens::Number n = jsontokens::readNumber(m_p, m_end);
        if (n.problem != jsontokens::Number::Problem::None)
            return numberProblem(n, out);
        *out = n.value;
        m_p = n.end;
        return true;
    }
    bool readLiteral(JsonItem *out);
    // The begun value whole: a scalar with its value, an array or object checked and passed over.
    JsonItem readItem(Value v)
    {
        JsonItem item;
        readItem(v, &item);
        return item;
    }
    void readItem(Value v, JsonItem *out)
    {
        if (v == Value::Number)
            out->kind = readNumber(&out->number) ? JsonItem::Kind::Number : JsonItem::Kind::Missing;
        else if (v == Value::String)
            out->kind = readString(&out->string) ? JsonItem::Kind::String : JsonItem::Kind::Missing;
        else
            readOtherItem(v, out);
    }
    // Reads the begun value up to a short array's N items (see ShortArray); the rest is counted.
    template <int N>
    void readShortArray(Value v, ShortArray<N> *out);
    // Checks and passes over the begun value.
    void skip(Value v);

    // Opens the begun object and reads its first key (End: it is empty). With `known`, *index
    // gets the key's index in it (or -1), and a duplicate of one of those keys costs less to find.
    Step enterObject(JsonString *firstKey, const JsonKeys *known = nullptr, int *index = nullptr)
    {
        if (!open(true))
            return Step::Stop;
        if (m_p < m_end && *m_p == '}') {
            ++m_p;
            pop();
            return Step::End;
        }
        return readKey(firstKey, known, index);
    }
    // After a member's value: the next key, or End after the closing brace.
    Step nextMember(JsonString *key, const JsonKeys *known = nullptr, int *index = nullptr)
    {
        skipSpace();
        if (m_p < m_end && !m_problems.stopped()) {
            if (*m_p == ',') {
                ++m_p;
                return readKey(key, known, index);
            }
            if (*m_p == '}') {
                ++m_p;
                pop();
                return Step::End;
            }
        }
        return nextSlowly();
    }
    // Opens the begun array (Next: at its first item; End: it is empty).
    Step enterArray()
    {
        if (!open(false))
            return Step::Stop;
        if (m_p < m_end && *m_p == ']') {
            ++m_p;
            pop();
            return Step::End;
        }
        return Step::Next;
    }
    Step nextItem()
    {
        skipSpace();
        if (m_p < m_end && !m_problems.stopped()) {
            if (*m_p == ',') {
                ++m_p;
                return Step::Next;
            }
            if (*m_p == ']') {
                ++m_p;
                pop();
                return Step::End;
            }
        }
        return nextSlowly();
    }

private:
    // One open array or object (or, at the bottom, the document around the root value).
    struct Level
    {
        bool isObject = false;
        qint64 items = 0;    // values begun so far (an array's current index is items - 1)
        JsonString key;      // an object's current key
        JsonObjectKeys keys; // an object's keys so far, for duplicates
    };
    static const std::array<Value, 256> kValueKinds; // a value's kind by its first byte

    const char *m_base; // offsets and lines count from here
    const char *m_p;
    const char *m_end;
    const ProjectLimits &m_limits;
    std::vector<Level> m_levels; // [0] is the document; reused: a level's storage survives its close
    Level *m_top;                // the innermost open level
    int m_depth = 0;             // open arrays and objects
    qint64 m_values = 0;
    JsonProblems m_problems;

    static bool isSpace(uchar c)
    {
        constexpr quint64 kSpaces = (1ULL << ' ') | (1ULL << '\n') | (1ULL << '\r') | (1ULL << '\t');
        return c <= ' ' && ((1ULL << c) & kSpaces);
    }
    void skipSpace()
    {
        const char *p = m_p;
        if (p < m_end && uchar(*p) > ' ') // no space at all: the commonest case
            return;
        while (p < m_end && isSpace(uchar(*p)))
            ++p;
        m_p = p;
    }
    // Opens the begun array or object: past its bracket and the space after it.
    bool open(bool isObject)
    {
        if (m_problems.stopped() || m_depth >= m_limits.maxDepth || size_t(m_depth) + 1 >= m_levels.size())
            return openSlowly(isObject);
        Level &l = m_levels[size_t(++m_depth)];
        l.isObject = isObject;
        l.items = 0;
        l.key = JsonString();
        if (isObject)
            l.keys.clear();
        m_top = &l;
        ++m_p;
        skipSpace();
        return true;
    }
    void pop() { m_top = &m_levels[size_t(--m_depth)]; }
    Step readKey(JsonString *key, const JsonKeys *known, int *index)
    {
        // The common case inline: a known plain key, given once, then the colon; first the key
        // that comes next in the list's order (the order ProjectWriter writes), as it stands.
        skipSpace();
        if (known && m_p < m_end && *m_p == '"') {
            int i = m_top->keys.lastKnown() + 1;
            const char *end = i < known->count() ? expected(known->name(i)) : nullptr;
            const char *textBegin = m_p + 1;
            const char *textEnd = end ? end - 1 : nullptr;
            bool escaped = false;
            if (!end) {
                const jsontokens::String s = jsontokens::scanString(m_p, m_end, m_limits.maxStringBytes);
                i = s.problem == jsontokens::String::Problem::None ? known->indexOf(s.text) : -1;
                textBegin = s.text.begin;
                textEnd = s.text.end;
                escaped = s.text.escaped;
                end = s.end;
            }
            if (i >= 0 && !m_top->keys.hasKnown(i) && end < m_end && *end == ':') {
                // Field by field: a JsonString put together and copied whole stalls the stores.
                Level &top = *m_top;
                top.items = 0;
                top.key.begin = key->begin = textBegin;
                top.key.end = key->end = textEnd;
                top.key.escaped = key->escaped = escaped;
                top.keys.addKnown(i, m_p - m_base);
                *index = i;
                m_p = end + 1;
                return Step::Next;
            }
        }
        return readKeySlowly(key, known, index);
    }
    // After the opening quote at m_p: `name` and the closing quote? Then where the quote ends.
    const char *expected(const JsonKeys::Name &name) const
    {
        if (m_end - m_p < 17 || name.size > m_limits.maxStringBytes) // room for two words after the quote
            return nullptr;
        if ((jsonbytes::load(m_p + 1) ^ name.head) & name.headMask)
            return nullptr;
        if (name.size > 8 && ((jsonbytes::load(m_p + 9) ^ name.tail) & name.tailMask))
            return nullptr;
        return m_p[name.size + 1] == '"' ? m_p + name.size + 2 : nullptr;
    }

    bool atEnd() const { return m_p >= m_end; }
    qint64 offset(const char *p) const { return p - m_base; }
    QString here(const char *p) const { return JsonProblems::lineAndColumn(m_base, m_end - m_base, offset(p)); }
    QString seen() const { return JsonProblems::seen(m_p, m_end); }
    // The JSON path through the outermost `depth` open levels: "frames[2].duration".
    QString path(int depth) const;
    QString pathOrPlace() const;

    Step syntax(const QString &message);
    bool stringProblem(const jsontokens::String &s, bool isKey);
    bool numberProblem(const jsontokens::Number &n, double *out);

    Value beginValueSlowly();
    void readOtherItem(Value v, JsonItem *out);
    Step nextSlowly();
    bool openSlowly(bool isObject);
    Step readKeySlowly(JsonString *key, const JsonKeys *known, int *index);
};

template <int N>
void JsonCursor::readShortArray(Value v, ShortArray<N> *out)
{
    out->count = 0;
    if (v != Value::Array) {
        readItem(v, &out->self);
        return;
    }
    out->self.kind = JsonItem::Kind::Array;
    for (Step step = enterArray(); step == Step::Next; step = nextItem()) {
        const Value item = beginValue();
        if (out->count < N)
            readItem(item, &out->items[out->count]);
        else
            skip(item);
        ++out->count;
    }
}

} // namespace inbetween
