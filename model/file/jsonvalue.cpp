#include "file/jsonvalue.h"

#include "json/jsontext.h"

#include <QStringDecoder>
#include <array>
#include <charconv>

namespace inbetween {

using simdjson::dom::element_type;

JsonValue::JsonValue(simdjson::dom::element e, bool placeholders) : m_element(e), m_placeholders(placeholders)
{
    const element_type t = e.type();
    m_kind = t == element_type::ARRAY ? Kind::Array : t == element_type::OBJECT ? Kind::Object
             : t == element_type::STRING ? Kind::String : t == element_type::BOOL ? Kind::Bool
             : t == element_type::NULL_VALUE ? Kind::Null : Kind::Number;
    const std::string_view s = view();
    if (placeholders && !s.empty() && s[0] == '\0') { // a cut array (JsonSplit::copy): "\u0000" and its index
        m_kind = Kind::Array;
        std::from_chars(s.data() + 1, s.data() + s.size(), m_cut);
    }
}

double JsonValue::number() const
{
    const element_type t = m_kind == Kind::Number ? m_element.type() : element_type::NULL_VALUE;
    return t == element_type::INT64    ? double(m_element.get_int64().value_unsafe())
           : t == element_type::UINT64 ? double(m_element.get_uint64().value_unsafe())
           : t == element_type::DOUBLE ? m_element.get_double().value_unsafe()
                                       : 0.0;
}

JsonValue JsonValue::operator[](std::string_view key) const
{
    simdjson::dom::element value;
    const bool found = m_kind == Kind::Object && m_element.get_object().value_unsafe().at_key(key).get(value) == simdjson::SUCCESS;
    return found ? JsonValue(value, m_placeholders) : JsonValue();
}

QString JsonValue::text(std::string_view utf8)
{
    if (utf8.size() >= 3 && utf8.substr(0, 3) == "\xEF\xBB\xBF") // fromUtf8 would drop it
        return QStringDecoder(QStringDecoder::Utf8, QStringDecoder::Flag::ConvertInitialBom)(QByteArrayView(utf8.data(), qsizetype(utf8.size())));
    return QString::fromUtf8(utf8.data(), qsizetype(utf8.size()));
}

QString describe(const JsonValue &v)
{
    const QString text = v.text();
    switch (v.kind()) {
    case JsonValue::Kind::Number: return QString::fromLatin1(jsonNumber(v.number()));
    case JsonValue::Kind::String: return QLatin1Char('"') + (text.size() > 40 ? text.left(40) + QStringLiteral("...") : text) + QLatin1Char('"');
    case JsonValue::Kind::Bool: return v.boolean() ? QStringLiteral("true") : QStringLiteral("false");
    default: return QLatin1String(std::array{"nothing", "null", "", "", "", "an array", "an object"}[size_t(v.kind())]);
    }
}

QString got(const JsonValue &v)
{
    return QStringLiteral(" (got %1)").arg(describe(v));
}

} // namespace inbetween
