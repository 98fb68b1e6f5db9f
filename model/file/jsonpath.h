#pragma once

#include <QString>

namespace inbetween {

// A JSON path ("frames[2].duration") that is spelled out only when a message needs it: reading
// 100,000 frames builds no string for the ones that are fine. A child refers to its parent, so
// it lives no longer than the parent it was made from (a local or a call's argument).
class JsonPath
{
public:
    JsonPath() = default;
    JsonPath(const char *key) : m_key(key) {}
    JsonPath(const QString &text) : m_text(text) {}

    JsonPath key(const char *k) const { return child(JsonPath(k)); }
    JsonPath key(const QString &k) const { return child(JsonPath(k)); }
    JsonPath at(qsizetype index) const { JsonPath p = child(JsonPath()); p.m_index = index; return p; }

    QString toString() const
    {
        QString out = m_parent ? m_parent->toString() : QString();
        if (m_index >= 0)
            return out + QLatin1Char('[') + QString::number(m_index) + QLatin1Char(']');
        const QString name = m_key ? QString::fromLatin1(m_key) : m_text;
        return out + (out.isEmpty() || name.isEmpty() ? QString() : QStringLiteral(".")) + name;
    }

private:
    JsonPath child(JsonPath p) const { p.m_parent = this; return p; }

    const JsonPath *m_parent = nullptr;
    const char *m_key = nullptr;
    QString m_text;
    qsizetype m_index = -1;
};

} // namespace inbetween
