#include "asepriteexporter.h"

#include "jsontext.h"

#include <cmath>

namespace inbetween {

namespace {

QByteArray rectJson(const QRect &r)
{
    return "{ \"x\": " + QByteArray::number(r.x()) + ", \"y\": " + QByteArray::number(r.y()) + ", \"w\": "
           + QByteArray::number(r.width()) + ", \"h\": " + QByteArray::number(r.height()) + " }";
}

QByteArray sizeJson(const QSize &s)
{
    return "{ \"w\": " + QByteArray::number(s.width()) + ", \"h\": " + QByteArray::number(s.height()) + " }";
}

QByteArray eventsText(const Clip &project)
{
    QByteArray out = "{\"events\":[";
    for (qsizetype i = 0; i < project.events.size(); ++i) {
        if (i > 0)
            out += ',';
        out += "{\"time\":" + jsonNumber(project.events[i].time) + ",\"name\":" + jsonString(project.events[i].name) + '}';
    }
    return out + "]}";
}

} // namespace

QList<double> AsepriteExporter::exactDurations(const Clip &project)
{
    QList<double> out;
    for (const Frame &f : project.frames.frames())
        out.append(f.duration);
    if (project.loop == LoopMode::PingPong && out.size() >= 2) {
        out.front() *= 2.0;
        out.back() *= 2.0;
    }
    return out;
}

QList<int> AsepriteExporter::roundedDurations(const QList<double> &exact)
{
    QList<int> out;
    double start = 0.0;
    double rounded = 0.0;
    for (double d : exact) {
        const double end = std::round(start + d);
        out.append(int(end - rounded));
        rounded = end;
        start += d;
    }
    return out;
}

QByteArray AsepriteExporter::toJson(const Clip &project, const SpriteAtlas &atlas, const QString &imageFileName)
{
    const QList<int> durations = roundedDurations(exactDurations(project));
    const QSize cell = atlas.cellSize();
    QByteArray out = "{ \"frames\": {\n";
    for (int i = 0; i < durations.size(); ++i) {
        out += "   " + jsonString(QString::number(i)) + ": {\n";
        out += "    \"frame\": " + rectJson(atlas.cell(i)) + ",\n";
        out += "    \"rotated\": false,\n    \"trimmed\": false,\n";
        out += "    \"spriteSourceSize\": " + rectJson(QRect(QPoint(0, 0), cell)) + ",\n";
        out += "    \"sourceSize\": " + sizeJson(cell) + ",\n";
        out += "    \"duration\": " + QByteArray::number(durations[i]) + "\n   }";
        out += i + 1 < durations.size() ? ",\n" : "\n";
    }
    const QByteArray direction = project.loop == LoopMode::PingPong ? "pingpong" : "forward";
    QByteArray tag = "   { \"name\": " + jsonString(project.name.isEmpty() ? QStringLiteral("clip") : project.name)
                     + ", \"from\": 0, \"to\": " + QByteArray::number(durations.size() - 1) + ", \"direction\": \""
                     + direction + "\"";
    if (project.loop == LoopMode::Once)
        tag += ", \"repeat\": \"1\"";
    tag += ", \"color\": \"#000000ff\", \"data\": " + jsonString(QString::fromUtf8(eventsText(project))) + " }";
    out += " },\n \"meta\": {\n";
    out += "  \"app\": \"https://www.aseprite.org/\",\n  \"version\": \"1.3\",\n";
    out += "  \"image\": " + jsonString(imageFileName) + ",\n";
    out += "  \"format\": \"RGBA8888\",\n";
    out += "  \"size\": " + sizeJson(atlas.image().size()) + ",\n";
    out += "  \"scale\": \"1\",\n";
    out += "  \"frameTags\": [\n" + tag + "\n  ],\n";
    out += "  \"layers\": [ { \"name\": \"Frames\", \"opacity\": 255, \"blendMode\": \"normal\" } ],\n";
    out += "  \"slices\": [ ]\n }\n}\n";
    return out;
}

} // namespace inbetween
