#pragma once

// A reader of Godot's text resources (.tres) for the export tests: the sections in order, each
// with its header line and its properties; a value that opens a brace or a bracket runs to the
// line that closes it.

#include <QList>
#include <QMap>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <vector>

namespace exporttest {

struct TresSection
{
    QString header; // "[sub_resource type=\"Animation\" id=\"Animation_0\"]"
    QMap<QString, QString> properties;

    // An attribute of the header: attribute("type") is "Animation".
    QString attribute(const QString &name) const
    {
        const QRegularExpression re(name + QStringLiteral("=(\"[^\"]*\"|[^ \\]]+)"));
        QString value = re.match(header).captured(1);
        if (value.startsWith(QLatin1Char('"')))
            value = value.mid(1, value.size() - 2);
        return value;
    }
};

// How deep a text nests in braces and brackets, outside of strings.
inline int tresDepth(const QString &text)
{
    int depth = 0;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == QLatin1Char('\\'))
                ++i;
            else if (c == QLatin1Char('"'))
                quoted = false;
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char('{') || c == QLatin1Char('[')) {
            ++depth;
        } else if (c == QLatin1Char('}') || c == QLatin1Char(']')) {
            --depth;
        }
    }
    return depth;
}

// The first line (the gd_resource header) is a section without properties.
inline QList<TresSection> readTres(const QByteArray &bytes)
{
    QList<TresSection> out;
    const QStringList lines = QString::fromUtf8(bytes).split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString &line = lines[i];
        if (line.startsWith(QLatin1Char('['))) {
            out.append(TresSection{line, {}});
            continue;
        }
        const qsizetype eq = line.indexOf(QLatin1String(" = "));
        if (out.isEmpty() || eq < 0)
            continue;
        QString value = line.mid(eq + 3);
        while (tresDepth(value) > 0 && i + 1 < lines.size())
            value += QLatin1Char('\n') + lines[++i];
        out.last().properties.insert(line.left(eq), value);
    }
    return out;
}

// The section whose header starts with `start` ("[resource]"), or an empty one.
inline TresSection tresSection(const QList<TresSection> &sections, const QString &start)
{
    for (const TresSection &s : sections) {
        if (s.header.startsWith(start))
            return s;
    }
    return {};
}

inline std::vector<double> tresPackedFloats(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("PackedFloat32Array\\(([^)]*)\\)"));
    const QRegularExpressionMatch m = re.match(text);
    std::vector<double> out;
    if (!m.hasMatch())
        return out;
    for (const QString &part : m.captured(1).split(QLatin1Char(','), Qt::SkipEmptyParts))
        out.push_back(part.trimmed().toDouble());
    return out;
}

} // namespace exporttest
