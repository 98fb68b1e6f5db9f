#pragma once

#include <QString>
#include <simdjson.h>
#include <string_view>

namespace inbetween {

// One value of a JSON text as JsonDocument parsed it (a part of simdjson's tree), or none: a key
// an object does not have. An array cut out of the text (JsonSplit) is an array here too, whose
// items JsonDocument::forEachItem reads a window at a time. A value lives as long as the window
// it is in: its item's turn of forEachItem.
class JsonValue
{
public:
    enum class Kind { Missing, Null, Bool, Number, String, Array, Object };

    JsonValue() = default;
    // `placeholders`: the text has cut arrays, so a string that starts with a NUL is one.
    JsonValue(simdjson::dom::element e, bool placeholders);

    Kind kind() const { return m_kind; }
    bool isMissing() const { return m_kind == Kind::Missing; }
    bool isNumber() const { return m_kind == Kind::Number; }
    bool isString() const { return m_kind == Kind::String; }
    bool isArray() const { return m_kind == Kind::Array; }
    bool isObject() const { return m_kind == Kind::Object; }

    // As QJsonValue had them: 0 for what is not a number, "" for what is not a string. A whole
    // number is the double nearest to it ("-0" is 0, as it was an integer to QJsonDocument).
    double number() const;
    bool boolean() const { return m_kind == Kind::Bool && m_element.get_bool().value_unsafe(); }
    std::string_view view() const { return m_kind == Kind::String ? m_element.get_string().value_unsafe() : std::string_view(); }
    QString text() const { return text(view()); }
    // The member `key` of an object (none: not an object, or no such key).
    JsonValue operator[](std::string_view key) const;
    // Calls each(key, value) for every member of an object, in the file's order.
    template <typename Each>
    void forEachMember(Each each) const;

    // UTF-8 as a QString, a byte-order mark at the start kept (JsonSplit dropped the marks
    // QString::fromUtf8 would have).
    static QString text(std::string_view utf8);

private:
    friend class JsonDocument;
    simdjson::dom::element m_element;
    Kind m_kind = Kind::Missing;
    bool m_placeholders = false;
    size_t m_cut = 0; // a cut array: its index in JsonSplit::arrays
};

template <typename Each>
void JsonValue::forEachMember(Each each) const
{
    if (m_kind == Kind::Object) {
        for (const simdjson::dom::key_value_pair member : simdjson::dom::object(m_element.get_object().value_unsafe()))
            each(member.key, JsonValue(member.value, m_placeholders));
    }
}

// The value as a message quotes it: a number in its shortest form, a string in quotes (its
// first 40 characters), other kinds by name.
QString describe(const JsonValue &v);
// " (got 0)", " (got \"abc\")", " (got an array)".
QString got(const JsonValue &v);

} // namespace inbetween
