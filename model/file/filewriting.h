#pragma once

#include "exporttarget.h"
#include "file/filekey.h"
#include "json/jsonoutput.h"
#include "json/jsontext.h"
#include "timing/easing.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>
#include <array>
#include <cstring>
#include <initializer_list>
#include <optional>

namespace inbetween {

// Writes objects of the project file from their kinds' declarations (projectkeys.h): the keys in
// their declared order, each value by its file type (filetypes.h), laid out as the kind says.
// Block: `{`, a key a line indented two more, `}` on a line of its own; Inline: `{ "a": 1, "b": 2 }`.
// A list of objects is `[]` when empty, else an item a line, indented two more than its key.
// What repeats is formatted once: a run of equal paths (a sheet's cells), the easings' names.
class FileWriting
{
public:
    explicit FileWriting(JsonOutput &out) : out(out)
    {
        for (size_t t = 0; t < m_easingNames.size(); ++t)
            m_easingNames[t] = jsonString(Easing(Easing::Type(t)).name());
    }

    JsonOutput &out;

    // `owner`, an object of Kind whose opening brace goes where the output is; `indent`: the
    // column of its closing brace (Block).
    template <typename Kind>
    void object(const typename Kind::Owner &owner, int indent);
    // The items of `list`, objects of Kind, as the value of a key at column `indent`.
    template <typename Kind, typename List>
    void list(const List &items, int indent)
    {
        text(items.empty() ? "[]" : "[");
        for (qsizetype i = 0, n = qsizetype(items.size()); i < n; ++i) {
            text(i == 0 ? "\n" : ",\n");
            spaces(indent + 2);
            object<Kind>(items[size_t(i)], indent + 2);
        }
        if (!items.empty())
            text("\n"), spaces(indent), text("]");
    }

    // `items`, a map of names to objects of Kind, as the value of a key at column `indent`: a
    // name a line.
    template <typename Kind, typename Map>
    void objectsByName(const Map &items, int indent)
    {
        text(items.isEmpty() ? "{}" : "{");
        for (auto it = items.cbegin(); it != items.cend(); ++it) {
            text(it == items.cbegin() ? "\n" : ",\n");
            spaces(indent + 2);
            out.string(it.key());
            text(": ");
            object<Kind>(it.value(), indent + 2);
        }
        if (!items.isEmpty())
            text("\n"), spaces(indent), text("}");
    }

    void spaces(int count) { out.advance(static_cast<char *>(std::memset(out.room(count), ' ', size_t(count))) + count); }
    void text(std::string_view s) { out.advance(static_cast<char *>(std::memcpy(out.room(qsizetype(s.size())), s.data(), s.size())) + s.size()); }
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
    // A string that often repeats the one before (a frame's image): copied from its text then.
    void repeatedString(const QString &s)
    {
        if (s != m_last)
            m_last = s, m_lastText = jsonString(s);
        out.bytes(m_lastText);
    }
    const QByteArray &easingName(Easing::Type type) const { return m_easingNames[size_t(type)]; }

private:
    // Whether a value holds something (Written::WhenSet): an optional with a value, a non-empty
    // string, list or map, export options other than the defaults.
    template <typename T>
    static bool isSet(const T &) { return true; }
    template <typename T>
    static bool isSet(const std::optional<T> &v) { return v.has_value(); }
    static bool isSet(const QString &v) { return !v.isEmpty(); }
    template <typename T>
    static bool isSet(const QList<T> &v) { return !v.isEmpty(); }
    template <typename K, typename V>
    static bool isSet(const QMap<K, V> &v) { return !v.isEmpty(); }
    static bool isSet(const ExportTargetOptions &v) { return !v.isEmpty(); }
    static bool isSet(bool v) { return v; }

    std::array<QByteArray, size_t(Easing::Type::Bezier) + 1> m_easingNames;
    QString m_last;
    QByteArray m_lastText = "\"\""; // m_last's text: an empty string is written "" too
};

template <typename Kind>
void FileWriting::object(const typename Kind::Owner &owner, int indent)
{
    constexpr bool block = Kind::layout == Layout::Block;
    bool first = true;
    forEachKey<Kind>([&](const auto &k) {
        const auto &value = k.of(owner);
        if (k.written == Written::Never || (k.written == Written::WhenSet && !isSet(value)))
            return;
        // `"name": ` after the separator from the key before (or the opening brace).
        const std::string_view separator = first ? (block ? "{\n" : "{ ") : (block ? ",\n" : ", ");
        const int pad = block ? indent + 2 : 0;
        char *p = out.room(qsizetype(separator.size() + size_t(pad) + k.name.size() + 4));
        p = static_cast<char *>(std::memcpy(p, separator.data(), separator.size())) + separator.size();
        p = static_cast<char *>(std::memset(p, ' ', size_t(pad))) + pad;
        *p++ = '"';
        p = static_cast<char *>(std::memcpy(p, k.name.data(), k.name.size())) + k.name.size();
        out.advance(JsonOutput::put(p, "\": "));
        first = false;
        k.type.write(*this, value, indent + 2);
    });
    if (first)
        text("{}");
    else if (!block)
        text(" }");
    else
        text("\n"), spaces(indent), text("}");
}

} // namespace inbetween
