#pragma once

#include "diagnostic.h"
#include "jsonitem.h"
#include "projectlimits.h"

#include <QHash>
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
// a container, nextMember() / nextItem() after each value until they return End.
class JsonCursor
{
public:
    enum class Value { Object, Array, String, Number, Literal, Stop };
    enum class Step { Next, End, Stop };

    // Reads text[from..]; `text` must outlive the cursor and every JsonString read from it.
    JsonCursor(const QByteArray &text, qsizetype from, const ProjectLimits &limits);

    bool stopped() const { return m_stopped; }
    bool hasProblems() const { return !m_problems.isEmpty(); }
    // Errors, in the order found (at most 100 besides the one that stopped the reading).
    Diagnostics takeProblems() { return std::move(m_problems); }

    // Before the root value: false (reported) when there is nothing but white space.
    bool beginDocument();
    // After the root value: anything but white space is reported.
    void endDocument();

    // Starts the value at the cursor, counting it against the limits; its kind by its first byte.
    Value beginValue();
    bool readString(JsonString *out);
    bool readNumber(double *out);
    bool readLiteral(JsonItem *out);
    // The begun value whole: a scalar with its value, an array or object checked and passed over.
    JsonItem readItem(Value v);
    // Reads the begun value up to a short array's N items (see ShortArray); the rest is counted.
    template <int N>
    void readShortArray(Value v, ShortArray<N> *out);
    // Checks and passes over the begun value.
    void skip(Value v);

    // Opens the begun object and reads its first key (End: it is empty).
    Step enterObject(JsonString *firstKey);
    // After a member's value: the next key, or End after the closing brace.
    Step nextMember(JsonString *key);
    // Opens the begun array (Next: at its first item; End: it is empty).
    Step enterArray();
    Step nextItem();

    // "line 3, column 7" (both from 1, columns in characters) for a byte offset in text.
    static QString lineAndColumn(const char *text, qint64 size, qint64 offset);

private:
    struct Key
    {
        JsonString name;
        qint64 offset;
    };
    // One open array or object.
    struct Level
    {
        bool isObject = false;
        qint64 items = 0;  // values begun so far (an array's current index is items - 1)
        JsonString key;    // an object's current key
        // An object's keys so far and where each was given: a short list first, a hash after.
        std::vector<Key> keys;
        QHash<QByteArray, qint64> keyHash;
    };

    const char *m_base; // offsets and lines count from here
    const char *m_p;
    const char *m_end;
    const ProjectLimits &m_limits;
    std::vector<Level> m_levels; // reused: a level's storage survives its close
    int m_depth = 0;
    qint64 m_values = 0;
    bool m_stopped = false;
    Diagnostics m_problems;

    void skipSpace()
    {
        while (m_p < m_end && (*m_p == ' ' || *m_p == '\n' || *m_p == '\r' || *m_p == '\t'))
            ++m_p;
    }
    bool atEnd() const { return m_p >= m_end; }
    qint64 offset(const char *p) const { return p - m_base; }
    QString here(const char *p) const { return lineAndColumn(m_base, m_end - m_base, offset(p)); }
    QString seen() const;
    // The JSON path through the outermost `depth` open levels: "frames[2].duration".
    QString path(int depth) const;
    QString pathOrPlace() const;

    void problem(const QString &where, const QString &message);
    void fatal(const QString &where, const QString &message);
    Step syntax(const QString &message);

    void push(bool isObject);
    void pop() { --m_depth; }
    Step readKey(JsonString *key);
    qint64 addKey(Level &level, const JsonString &key, qint64 at);
    bool scanString(JsonString *out, bool isKey);
    bool scanEscape(const char **p);
};

template <int N>
void JsonCursor::readShortArray(Value v, ShortArray<N> *out)
{
    out->count = 0;
    if (v != Value::Array) {
        out->self = readItem(v);
        return;
    }
    out->self.kind = JsonItem::Kind::Array;
    Step step = enterArray();
    while (step == Step::Next) {
        const Value item = beginValue();
        if (out->count < N)
            out->items[out->count] = readItem(item);
        else
            skip(item);
        ++out->count;
        step = nextItem();
    }
}

} // namespace inbetween
