#pragma once

#include "easing.h"
#include "filekey.h"
#include "jsonoutput.h"

#include <QByteArray>
#include <QString>
#include <array>
#include <cstring>
#include <initializer_list>
#include <optional>

namespace inbetween {

// Whether a value holds something (Written::WhenSet): an optional that has a value, a
// non-empty string.
template <typename T>
bool fileValueIsSet(const std::optional<T> &v)
{
    return v.has_value();
}
inline bool fileValueIsSet(const QString &v)
{
    return !v.isEmpty();
}
template <typename T>
bool fileValueIsSet(const T &)
{
    return true;
}

// Writes objects of the project file from their kinds' declarations (projectkeys.h): the keys in
// their declared order, each value by its file type (filetypes.h), laid out as the kind says.
// Block: `{`, a key a line indented two more, `}` on a line of its own; Inline: `{ "a": 1, "b": 2 }`.
// A list of objects is `[]` when empty, else an item a line, indented two more than its key.
// What repeats is formatted once: a run of equal paths (a sheet's cells), the easings' names.
class FileWriting
{
public:
    explicit FileWriting(JsonOutput &out);

    JsonOutput &out;

    // `owner`, an object of Kind whose opening brace goes where the output is; `indent`: the
    // column of its closing brace (Block).
    template <typename Kind>
    void object(const typename Kind::Owner &owner, int indent);
    // The items of `list`, objects of Kind, as the value of a key at column `indent`.
    template <typename Kind, typename List>
    void list(const List &items, int indent);

    void spaces(int count)
    {
        char *p = out.room(count);
        std::memset(p, ' ', size_t(count));
        out.advance(p + count);
    }
    // "[a, b, ...]": the numbers in their shortest form, or the integers.
    void numbers(std::initializer_list<double> values)
    {
        char *p = out.room(qsizetype(values.size()) * (kMaxJsonNumberBytes + 2) + 2);
        for (const double &v : values)
            p = writeJsonNumber(&v == values.begin() ? JsonOutput::put(p, "[") : JsonOutput::put(p, ", "), v);
        out.advance(JsonOutput::put(p, "]"));
    }
    void integers(std::initializer_list<int> values)
    {
        char *p = out.room(qsizetype(values.size()) * 13 + 2);
        for (const int &v : values)
            p = writeJsonInteger(&v == values.begin() ? JsonOutput::put(p, "[") : JsonOutput::put(p, ", "), v);
        out.advance(JsonOutput::put(p, "]"));
    }
    void text(std::string_view s)
    {
        char *p = out.room(qsizetype(s.size()));
        std::memcpy(p, s.data(), s.size());
        out.advance(p + s.size());
    }
    // A string that often repeats the one before (a frame's image): copied from its text then.
    void repeatedString(const QString &s)
    {
        if (s != m_last) {
            m_last = s;
            m_lastText = jsonStringText(s);
        }
        out.bytes(m_lastText);
    }
    const QByteArray &easingName(Easing::Type type) const { return m_easingNames[size_t(type)]; }

private:
    static QByteArray jsonStringText(const QString &s);
    // `"name": ` after the separator from the key before (or the opening brace).
    void keyName(std::string_view name, bool first, Layout layout, int indent);

    std::array<QByteArray, size_t(Easing::Type::Bezier) + 1> m_easingNames;
    QString m_last;
    QByteArray m_lastText;
};

template <typename Kind>
void FileWriting::object(const typename Kind::Owner &owner, int indent)
{
    bool first = true;
    forEachKey<Kind>([&](const auto &k) {
        if (k.written == Written::Never)
            return;
        const auto &value = k.of(owner);
        if (k.written == Written::WhenSet && !fileValueIsSet(value))
            return;
        keyName(k.name, first, Kind::layout, indent);
        first = false;
        k.type.write(*this, value, indent + 2);
    });
    if (first) {
        text("{}");
    } else if (Kind::layout == Layout::Inline) {
        text(" }");
    } else {
        text("\n");
        spaces(indent);
        text("}");
    }
}

template <typename Kind, typename List>
void FileWriting::list(const List &items, int indent)
{
    if (items.empty()) {
        text("[]");
        return;
    }
    text("[");
    const auto n = items.size();
    for (std::decay_t<decltype(n)> i = 0; i < n; ++i) {
        text(i == 0 ? "\n" : ",\n");
        spaces(indent + 2);
        object<Kind>(items[i], indent + 2);
    }
    text("\n");
    spaces(indent);
    text("]");
}

inline void FileWriting::keyName(std::string_view name, bool first, Layout layout, int indent)
{
    const bool block = layout == Layout::Block;
    const std::string_view separator = first ? (block ? "{\n" : "{ ") : (block ? ",\n" : ", ");
    const int pad = block ? indent + 2 : 0;
    char *p = out.room(qsizetype(separator.size() + size_t(pad) + name.size() + 4));
    std::memcpy(p, separator.data(), separator.size());
    p += separator.size();
    std::memset(p, ' ', size_t(pad));
    p += pad;
    *p++ = '"';
    std::memcpy(p, name.data(), name.size());
    p += name.size();
    std::memcpy(p, "\": ", 3);
    out.advance(p + 3);
}

} // namespace inbetween
