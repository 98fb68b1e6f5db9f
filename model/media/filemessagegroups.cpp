#include "media/filemessagegroups.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>

namespace inbetween {

namespace {

QString tr(const char *text, int n = -1)
{
    return QCoreApplication::translate("FileMessages", text, nullptr, n);
}

struct Group
{
    int firstLine = 0;
    QString head;       // "hero.json: hero/hero.png: file not found"
    bool region = false;
    int frames = 0;     // frames (or sounds) in the group
    bool sounds = false;
    QStringList clips;  // names, in order of first mention
    QString original;   // the line, for a group of one
};

} // namespace

QStringList groupFileMessages(const QStringList &messages, const QStringList &clipNames)
{
    // "<file>: clips[c].frames[f].image: <path>: <problem>", the same for a version 1 file's
    // "frames[f].image", a clip's "clips[c].audio.file", and a region outside its picture:
    // "<file>: clips[c].frames[f].region: [x, y, w, h] is outside <path> (<w> x <h> pixels)".
    static const QRegularExpression fileLine(QStringLiteral(
        R"(^(.*?): (?:clips\[(\d+)\]\.)?(frames\[\d+\]\.image|audio\.file): (.+?): ([^:]+)$)"));
    static const QRegularExpression regionLine(QStringLiteral(
        R"(^(.*?): (?:clips\[(\d+)\]\.)?frames\[\d+\]\.region: \[[-\d, ]+\] is outside (.+) (\(\d+ x \d+ pixels\))$)"));
    QHash<QString, int> byKey; // key -> index into groups
    QList<Group> groups;
    QList<std::pair<QString, int>> lines; // a plain line, or (empty, group index)
    for (const QString &message : messages) {
        QString key, clip;
        Group g;
        if (const QRegularExpressionMatch m = fileLine.match(message); m.hasMatch()) {
            key = QStringLiteral("file\n%1\n%2\n%3").arg(m.captured(1), m.captured(4), m.captured(5));
            g.head = QStringLiteral("%1: %2: %3").arg(m.captured(1), m.captured(4), m.captured(5));
            g.sounds = m.captured(3) == QLatin1String("audio.file");
            clip = m.captured(2);
            key += g.sounds ? QStringLiteral("\nsound") : QString();
        } else if (const QRegularExpressionMatch r = regionLine.match(message); r.hasMatch()) {
            key = QStringLiteral("region\n%1\n%2\n%3").arg(r.captured(1), r.captured(3), r.captured(4));
            g.head = QStringLiteral("%1: %2 %3").arg(r.captured(1), r.captured(3), r.captured(4));
            g.region = true;
            clip = r.captured(2);
        } else {
            lines.append({message, -1});
            continue;
        }
        auto it = byKey.find(key);
        if (it == byKey.end()) {
            g.original = message;
            it = byKey.insert(key, int(groups.size()));
            groups.append(g);
            lines.append({QString(), *it});
        }
        Group &group = groups[*it];
        ++group.frames;
        if (!clip.isEmpty()) {
            const int c = clip.toInt();
            const QString name = c < clipNames.size() ? clipNames[c] : tr("clip %1").arg(c);
            if (!group.clips.contains(name))
                group.clips.append(name);
        }
    }

    QStringList out;
    for (const auto &[text, index] : lines) {
        if (index < 0) {
            out << text;
            continue;
        }
        const Group &g = groups[index];
        if (g.frames == 1) {
            out << g.original;
            continue;
        }
        const QString in = g.clips.join(QStringLiteral(", "));
        if (g.region)
            out << (in.isEmpty() ? tr("%1: the regions of %n frames are outside it", g.frames).arg(g.head)
                                 : tr("%1: the regions of %n frames are outside it (in %2)", g.frames).arg(g.head, in));
        else if (g.sounds)
            out << tr("%1 (the sound of %n clips: %2)", g.frames).arg(g.head, in);
        else
            out << (in.isEmpty() ? tr("%1 (%n frames)", g.frames).arg(g.head)
                                 : tr("%1 (%n frames in %2)", g.frames).arg(g.head, in));
    }
    return out;
}

} // namespace inbetween
