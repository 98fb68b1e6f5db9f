#pragma once

#include <QByteArray>
#include <QString>
#include <array>
#include <cstring>
#include <string_view>

namespace inbetween {

// A JSON string as it stands in the file: the bytes between its quotes, escapes not decoded.
// A view into the text being read; it lives as long as that text.
//
// Its text is what QJsonDocument, which read project files before, made of it: a string written
// without escapes went through QString::fromUtf8, which drops a byte-order mark at its start
// (so "<U+FEFF>frames" was the key "frames"); one with escapes kept every character.
struct JsonString
{
    const char *begin = nullptr;
    const char *end = nullptr;
    bool escaped = false; // holds a backslash: only the decoded form compares

    qsizetype size() const { return end - begin; }
    // Without escapes: the bytes of its text (after a byte-order mark at the start).
    const char *plainBegin() const
    {
        return size() >= 3 && uchar(begin[0]) == 0xEF && uchar(begin[1]) == 0xBB && uchar(begin[2]) == 0xBF ? begin + 3
                                                                                                         : begin;
    }
    // The string's UTF-8 bytes, escapes decoded (the text is valid JSON: the reader checked it).
    QByteArray decoded() const;
    // Its text, as UTF-8 and as a QString.
    QByteArray textBytes() const;
    QString toString() const;
    friend bool operator==(const JsonString &a, const JsonString &b)
    {
        if (a.escaped || b.escaped)
            return a.textBytes() == b.textBytes();
        const char *x = a.plainBegin();
        const char *y = b.plainBegin();
        return a.end - x == b.end - y && std::memcmp(x, y, size_t(a.end - x)) == 0;
    }
};

// The keys one kind of object has, told apart by their index in the list (at most 16).
class JsonKeys
{
public:
    struct Name
    {
        const char *text;
        qsizetype size;
        // The first and the next eight bytes, as a little-endian load of the text reads them,
        // with masks of the bytes that are the name's.
        quint64 head = 0, headMask = 0, tail = 0, tailMask = 0;
        template <size_t N>
        constexpr Name(const char (&name)[N]) : Name(std::string_view(name, N - 1))
        {
            static_assert(N - 1 <= 16, "a known key has at most 16 bytes");
        }
        constexpr explicit Name(std::string_view name) : text(name.data()), size(qsizetype(name.size()))
        {
            if (name.size() > 16)
                throw "a known key has at most 16 bytes";
            for (size_t i = 0; i < name.size(); ++i) {
                const quint64 byte = quint64(uchar(name[i])) << (8 * (i % 8));
                (i < 8 ? head : tail) |= byte;
                (i < 8 ? headMask : tailMask) |= quint64(0xFF) << (8 * (i % 8));
            }
        }
    };

    template <size_t N>
    constexpr JsonKeys(const Name (&names)[N]) : m_names(names), m_count(int(N))
    {
        static_assert(N <= 16, "JsonCursor keeps track of at most 16 known keys an object");
    }
    template <size_t N>
    constexpr JsonKeys(const std::array<Name, N> &names) : m_names(names.data()), m_count(int(N))
    {
        static_assert(N <= 16, "JsonCursor keeps track of at most 16 known keys an object");
    }
    int count() const { return m_count; }
    const Name &name(int i) const { return m_names[i]; }
    // The index of `key` (its text) in the list, or -1.
    int indexOf(const JsonString &key) const
    {
        if (key.escaped)
            return indexOfDecoded(key);
        const char *text = key.plainBegin();
        const qsizetype n = key.end - text;
        for (int i = 0; i < m_count; ++i) {
            if (m_names[i].size != n)
                continue;
            qsizetype k = 0;
            while (k < n && m_names[i].text[k] == text[k])
                ++k;
            if (k == n)
                return i;
        }
        return -1;
    }

private:
    int indexOfDecoded(const JsonString &key) const;

    const Name *m_names;
    int m_count;
};

// One JSON value read whole: a scalar with its value, or the kind of an array or object (whose
// contents were checked and passed over). What the checks of single values look at.
struct JsonItem
{
    enum class Kind : unsigned char { Missing, Null, Bool, Number, String, Array, Object };

    Kind kind = Kind::Missing;
    bool boolean = false;
    double number = 0.0;
    JsonString string;

    bool isMissing() const { return kind == Kind::Missing; }
    bool isNumber() const { return kind == Kind::Number; }
    bool isString() const { return kind == Kind::String; }
    bool isArray() const { return kind == Kind::Array; }
    bool isObject() const { return kind == Kind::Object; }
    // As QJsonValue has them: 0 for what is not a number, "" for what is not a string.
    double toDouble() const { return kind == Kind::Number ? number : 0.0; }
    QString toString() const { return kind == Kind::String ? string.toString() : QString(); }
};

// A short array read whole (a vec3, a region, a matrix): its first N items, and its length.
// `self` is the value itself: an array, or whatever else was written in its place.
template <int N>
struct ShortArray
{
    JsonItem self;
    qint64 count = 0;
    JsonItem items[N];

    bool isArrayOf(qint64 n) const { return self.isArray() && count == n; }
};

// The value as a message quotes it: numbers and strings as written, other kinds by name.
QString describe(const JsonItem &v);
// " (got 0)", " (got \"abc\")", " (got an array)".
QString got(const JsonItem &v);
// A limit as a message gives it: whole numbers in full ("1000000000", not "1e+09").
QString limitText(double limit);

} // namespace inbetween
