#pragma once

#include <QByteArray>
#include <QString>
#include <cstring>

namespace inbetween {

// A JSON string as it stands in the file: the bytes between its quotes, escapes not decoded.
// A view into the text being read; it lives as long as that text.
struct JsonString
{
    const char *begin = nullptr;
    const char *end = nullptr;
    bool escaped = false; // holds a backslash: only the decoded form compares

    qsizetype size() const { return end - begin; }
    // Whether the string is exactly `name` (ASCII, N with its terminating NUL).
    template <size_t N>
    bool is(const char (&name)[N]) const
    {
        if (!escaped)
            return size() == qsizetype(N - 1) && std::memcmp(begin, name, N - 1) == 0;
        return decoded() == QByteArray::fromRawData(name, qsizetype(N - 1));
    }
    // The string's UTF-8 bytes, escapes decoded (the text is valid JSON: the reader checked it).
    QByteArray decoded() const;
    QString toString() const;
    friend bool operator==(const JsonString &a, const JsonString &b);
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
