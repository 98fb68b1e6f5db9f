#pragma once

// Sources for the import tests, made by the tests themselves: sheets drawn with QPainter whose
// every cell has a known colour, Aseprite sprite-sheet JSON in both forms, and runs of other
// programs (ImageMagick's convert, libwebp's img2webp, inbetween-cli).

#include <QByteArray>
#include <QColor>
#include <QDir>
#include <QDirIterator>
#include <QImage>
#include <QPainter>
#include <QProcess>
#include <QRect>
#include <QSet>
#include <QStandardPaths>
#include <QString>
#include <QStringList>

namespace importtest {

// Cell i's colour: opaque and different for every i below 65536, so a region's pixels tell
// which cell it cut.
inline QColor cellColor(int i)
{
    return QColor(i & 0xFF, (i >> 8) & 0xFF, 200);
}

struct SheetSpec
{
    QSize cell{32, 32};
    int columns = 4;
    int rows = 2;
    int margin = 0;
    int spacing = 0;
    QSet<int> empty;  // cells left fully transparent
    QSize extra{0, 0}; // pixels past the last cell on the right and at the bottom

    QSize size() const
    {
        return QSize(2 * margin + columns * cell.width() + (columns - 1) * spacing + extra.width(),
                     2 * margin + rows * cell.height() + (rows - 1) * spacing + extra.height());
    }
    QRect cellRect(int i) const
    {
        const int c = i % columns, r = i / columns;
        return QRect(margin + c * (cell.width() + spacing), margin + r * (cell.height() + spacing), cell.width(),
                     cell.height());
    }
};

// Transparent margins and spacing; each cell filled with cellColor(i), empty cells left clear
// but for nothing: every pixel of them has alpha 0.
inline QImage drawSheet(const SheetSpec &spec)
{
    QImage image(spec.size(), QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    QPainter p(&image);
    for (int i = 0; i < spec.columns * spec.rows; ++i) {
        if (!spec.empty.contains(i))
            p.fillRect(spec.cellRect(i), cellColor(i));
    }
    return image;
}

// Whether every pixel of `region` in `image` is `color`.
inline bool uniform(const QImage &image, const QRect &region, const QColor &color)
{
    for (int y = region.top(); y <= region.bottom(); ++y) {
        for (int x = region.left(); x <= region.right(); ++x) {
            if (image.pixelColor(x, y) != color)
                return false;
        }
    }
    return true;
}

// One frame of an Aseprite sheet JSON as `aseprite --sheet --data` writes it.
struct AseFrame
{
    AseFrame(QString name, QRect rect, int duration = 100) : name(std::move(name)), rect(rect), duration(duration) {}

    QString name; // the hash form's key, the array form's "filename"
    QRect rect;
    int duration = 100;
    bool rotated = false;
    bool trimmed = false;
};

struct AseTag
{
    AseTag() = default;
    AseTag(QString name, int from, int to, QString direction = QStringLiteral("forward"), QString repeat = {})
        : name(std::move(name)), from(from), to(to), direction(std::move(direction)), repeat(std::move(repeat))
    {
    }

    QString name;
    int from = 0;
    int to = 0;
    QString direction = QStringLiteral("forward");
    QString repeat; // empty: none
    QString data;   // empty: none
};

inline QByteArray rectJson(const QRect &r)
{
    return QStringLiteral("{ \"x\": %1, \"y\": %2, \"w\": %3, \"h\": %4 }")
        .arg(r.x())
        .arg(r.y())
        .arg(r.width())
        .arg(r.height())
        .toUtf8();
}

inline QByteArray quoted(const QString &s)
{
    QString e = s;
    e.replace(QLatin1Char('\\'), QLatin1String("\\\\")).replace(QLatin1Char('"'), QLatin1String("\\\""));
    return '"' + e.toUtf8() + '"';
}

// The JSON, hash form (`--format json-hash`, Aseprite's default) or array form (json-array).
inline QByteArray asepriteJson(const QList<AseFrame> &frames, const QList<AseTag> &tags, const QString &image,
                               QSize sheet, bool arrayForm)
{
    QByteArray out = arrayForm ? "{ \"frames\": [\n" : "{ \"frames\": {\n";
    for (qsizetype i = 0; i < frames.size(); ++i) {
        const AseFrame &f = frames[i];
        const QRect source(0, 0, f.rect.width() + (f.trimmed ? 4 : 0), f.rect.height() + (f.trimmed ? 2 : 0));
        out += arrayForm ? "  {\n   \"filename\": " + quoted(f.name) + ",\n" : "   " + quoted(f.name) + ": {\n";
        out += "    \"frame\": " + rectJson(f.rect) + ",\n";
        out += QByteArray("    \"rotated\": ") + (f.rotated ? "true" : "false") + ",\n";
        out += QByteArray("    \"trimmed\": ") + (f.trimmed ? "true" : "false") + ",\n";
        out += "    \"spriteSourceSize\": "
               + rectJson(f.trimmed ? QRect(3, 1, f.rect.width(), f.rect.height()) : QRect(QPoint(), f.rect.size())) + ",\n";
        out += "    \"sourceSize\": { \"w\": " + QByteArray::number(source.width()) + ", \"h\": "
               + QByteArray::number(source.height()) + " },\n";
        out += "    \"duration\": " + QByteArray::number(f.duration) + "\n   }";
        out += i + 1 < frames.size() ? ",\n" : "\n";
    }
    out += arrayForm ? " ],\n" : " },\n";
    out += " \"meta\": {\n  \"app\": \"https://www.aseprite.org/\",\n  \"version\": \"1.3.7-x64\",\n";
    out += "  \"image\": " + quoted(image) + ",\n  \"format\": \"RGBA8888\",\n";
    out += "  \"size\": { \"w\": " + QByteArray::number(sheet.width()) + ", \"h\": " + QByteArray::number(sheet.height())
           + " },\n  \"scale\": \"1\",\n  \"frameTags\": [\n";
    for (qsizetype i = 0; i < tags.size(); ++i) {
        const AseTag &t = tags[i];
        out += "   { \"name\": " + quoted(t.name) + ", \"from\": " + QByteArray::number(t.from) + ", \"to\": "
               + QByteArray::number(t.to) + ", \"direction\": " + quoted(t.direction);
        if (!t.repeat.isEmpty())
            out += ", \"repeat\": " + quoted(t.repeat);
        out += ", \"color\": \"#000000ff\"";
        if (!t.data.isEmpty())
            out += ", \"data\": " + quoted(t.data);
        out += " }";
        out += i + 1 < tags.size() ? ",\n" : "\n";
    }
    out += "  ],\n  \"layers\": [\n   { \"name\": \"Layer 1\", \"opacity\": 255, \"blendMode\": \"normal\" }\n  ],\n";
    out += "  \"slices\": [\n  ]\n }\n}\n";
    return out;
}

// The frames of a sheet as Aseprite names them: "hero 0.aseprite", "hero 1.aseprite", ...
inline QList<AseFrame> aseFrames(const SheetSpec &spec, const QList<int> &durations, const QString &base = QStringLiteral("hero"))
{
    QList<AseFrame> frames;
    for (int i = 0; i < durations.size(); ++i)
        frames.append({QStringLiteral("%1 %2.aseprite").arg(base).arg(i), spec.cellRect(i), durations[i]});
    return frames;
}

struct Run
{
    int code = -1;
    QByteArray out;
    QByteArray err;
    QStringList errLines() const
    {
        QStringList l = QString::fromUtf8(err).split(QLatin1Char('\n'));
        l.removeAll(QString());
        return l;
    }
};

// `program` with `args`, in `folder` when one is given (else the test's own working folder).
inline Run run(const QString &program, const QStringList &args, const QString &folder = {})
{
    QProcess p;
    if (!folder.isEmpty())
        p.setWorkingDirectory(folder);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY")); // the CLI never needs a display
    p.setProcessEnvironment(env);
    p.start(program, args);
    Run r;
    if (!p.waitForFinished(120000) || p.exitStatus() != QProcess::NormalExit)
        return r;
    r.code = p.exitCode();
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

inline bool hasProgram(const QString &name)
{
    return !QStandardPaths::findExecutable(name).isEmpty();
}

// Every file under `folder`, relative to it, sorted: what a run wrote.
inline QStringList filesUnder(const QString &folder)
{
    QStringList out;
    QDirIterator it(folder, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext())
        out.append(QDir(folder).relativeFilePath(it.next()));
    out.sort();
    return out;
}

} // namespace importtest
