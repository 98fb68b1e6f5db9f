#pragma once

// A reader of Godot's text resources (.tres) and scenes (.tscn) for the export tests: the
// sections in order, each with its header line and its properties; a value that opens a brace or
// a bracket runs to the line that closes it. Below: a scene's nodes, its resources, an
// Animation's tracks and the values Godot gives them.

#include <QList>
#include <QMap>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <algorithm>
#include <cmath>
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

namespace exporttest {

// The items of a .tres array or call's argument list ("[a, Vector2(1, 2), {...}]" or
// "Rect2(1, 2, 3, 4)"), split at the commas outside strings, brackets, braces and parentheses.
inline QStringList tresItems(const QString &text)
{
    const qsizetype open = text.indexOf(QRegularExpression(QStringLiteral("[\\[(]")));
    QStringList out;
    if (open < 0)
        return out;
    QString item;
    int depth = 0;
    bool quoted = false;
    for (qsizetype i = open + 1; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            item += c;
            if (c == QLatin1Char('\\') && i + 1 < text.size())
                item += text[++i];
            else if (c == QLatin1Char('"'))
                quoted = false;
            continue;
        }
        if (c == QLatin1Char('"'))
            quoted = true;
        if (QStringLiteral("[({").contains(c))
            ++depth;
        if (QStringLiteral("])}").contains(c) && depth-- == 0)
            break;
        if (c == QLatin1Char(',') && depth == 0) {
            out.append(item.trimmed());
            item.clear();
            continue;
        }
        item += c;
    }
    if (!item.trimmed().isEmpty())
        out.append(item.trimmed());
    return out;
}

// The numbers of "Vector2(1, 2)", "Rect2(1, 2, 3, 4)" or a plain number.
inline std::vector<double> tresNumbers(const QString &text)
{
    std::vector<double> out;
    const QStringList items = text.contains(QLatin1Char('(')) ? tresItems(text) : QStringList{text};
    for (const QString &item : items)
        out.push_back(item.toDouble());
    return out;
}

// A node of a .tscn: its header's name, type and parent, its path from the scene's root as an
// AnimationPlayer whose root is the scene's root names it ("." the root, "Boxes/fist/Shape"),
// and its properties.
struct TscnNode
{
    QString name;
    QString type;
    QString path;
    QMap<QString, QString> properties;
};

// The nodes of a .tscn's sections, in order. A parent that is not a node before it (or a second
// root) makes the list empty: Godot refuses such a scene.
inline QList<TscnNode> tscnNodes(const QList<TresSection> &sections)
{
    QList<TscnNode> out;
    QStringList paths;
    for (const TresSection &s : sections) {
        if (!s.header.startsWith(QLatin1String("[node ")))
            continue;
        TscnNode node{s.attribute(QStringLiteral("name")), s.attribute(QStringLiteral("type")), {}, s.properties};
        const bool root = !s.header.contains(QLatin1String(" parent="));
        const QString parent = s.attribute(QStringLiteral("parent"));
        if (root != out.isEmpty() || (!root && !paths.contains(parent)))
            return {};
        node.path = root ? QStringLiteral(".") : (parent == QLatin1String(".") ? node.name : parent + QLatin1Char('/') + node.name);
        paths.append(node.path);
        out.append(node);
    }
    return out;
}

// The ext_resource or sub_resource section of that id (empty when none).
inline TresSection tresResource(const QList<TresSection> &sections, const QString &id)
{
    for (const TresSection &s : sections) {
        if ((s.header.startsWith(QLatin1String("[ext_resource")) || s.header.startsWith(QLatin1String("[sub_resource")))
            && s.attribute(QStringLiteral("id")) == id)
            return s;
    }
    return {};
}

// Whether every ExtResource("id") and SubResource("id") a section names is declared by an
// ext_resource or sub_resource before it, each id declared once, and the header's load_steps is
// their count + 1 (Godot's text loader reads resources in order). Empty when so, else why not.
inline QString tresReferencesProblem(const QList<TresSection> &sections)
{
    static const QRegularExpression ref(QStringLiteral("(Ext|Sub)Resource\\(\"([^\"]*)\"\\)"));
    QStringList declared;
    for (qsizetype i = 1; i < sections.size(); ++i) {
        const TresSection &s = sections[i];
        for (const QString &value : s.properties) {
            for (auto it = ref.globalMatch(value); it.hasNext();) {
                const QString id = it.next().captured(2);
                if (!declared.contains(id))
                    return QStringLiteral("%1 names %2 before it is declared").arg(s.header, id);
            }
        }
        if (s.header.startsWith(QLatin1String("[ext_resource")) || s.header.startsWith(QLatin1String("[sub_resource"))) {
            const QString id = s.attribute(QStringLiteral("id"));
            if (declared.contains(id))
                return QStringLiteral("%1 declared twice").arg(id);
            declared.append(id);
        }
    }
    const QString steps = sections.value(0).attribute(QStringLiteral("load_steps"));
    if (!steps.isEmpty() && steps.toInt() != declared.size() + 1)
        return QStringLiteral("load_steps %1 for %2 resources").arg(steps).arg(declared.size());
    return {};
}

// One track of an Animation section: its type, the node and property of its NodePath, its
// interp, key times (s) and values (as text, for value tracks).
struct TresTrack
{
    friend bool operator==(const TresTrack &a, const TresTrack &b) { return a.type == b.type && a.node == b.node && a.property == b.property && a.times == b.times; }
    QString type, node, property;
    int interp = 1;
    std::vector<double> times;
    QStringList values;
};

inline QList<TresTrack> tresTracks(const TresSection &animation)
{
    QList<TresTrack> out;
    for (int t = 0; animation.properties.contains(QStringLiteral("tracks/%1/type").arg(t)); ++t) {
        const auto value = [&](const char *key) { return animation.properties.value(QStringLiteral("tracks/%1/%2").arg(t).arg(QLatin1String(key))); };
        TresTrack track;
        track.type = value("type").remove(QLatin1Char('"'));
        QString path = value("path");
        path = path.mid(10, path.size() - 12); // NodePath("...")
        const qsizetype colon = path.indexOf(QLatin1Char(':'));
        track.node = colon < 0 ? path : path.left(colon);
        track.property = colon < 0 ? QString() : path.mid(colon + 1);
        track.interp = value("interp").toInt();
        const QString keys = value("keys");
        track.times = tresPackedFloats(keys);
        const qsizetype values = keys.indexOf(QLatin1String("\"values\": ["));
        if (values >= 0)
            track.values = tresItems(keys.mid(values + 10));
        out.append(track);
    }
    return out;
}

// The key at or before animation time a (s), -1 before the first: what Godot's AnimationMixer
// sets for a discrete or nearest track (a seek: Animation::track_find_key; playing forward, the
// last key it crossed).
inline int tresKeyAt(const TresTrack &track, double a)
{
    int k = -1;
    while (k + 1 < int(track.times.size()) && float(track.times[size_t(k + 1)]) <= a)
        ++k;
    return k;
}

// A value track's numbers at a: between two keys linear for interp 1 (Vector2 and float
// values interpolate component by component), else the key's.
inline std::vector<double> tresLinearAt(const TresTrack &track, double a)
{
    const int k = std::max(0, tresKeyAt(track, a));
    std::vector<double> v = tresNumbers(track.values[k]);
    if (track.interp == 0 || k + 1 >= int(track.times.size()) || a < track.times[0])
        return v;
    const std::vector<double> w = tresNumbers(track.values[k + 1]);
    const double u = (a - track.times[size_t(k)]) / (track.times[size_t(k + 1)] - track.times[size_t(k)]);
    for (size_t c = 0; c < v.size(); ++c)
        v[c] += (w[c] - v[c]) * u;
    return v;
}

} // namespace exporttest
