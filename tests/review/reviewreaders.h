#pragma once

// Readers of the review files that are not ours: ImageMagick (identify, convert), webpmux,
// ffprobe and ffmpeg, run as programs; and the few lines of a PNG chunk walk for APNG's acTL and
// fcTL. Also the projects the tests export: a sheet of flat-coloured cells written here (a GIF
// keeps their colours exactly) and the project JSON naming it.

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QImageReader>
#include <QList>
#include <QPainter>
#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QStringList>
#include <QtEndian>

namespace reviewtest {

// A program of Debian's (ImageMagick's convert, not a stand-in of the same name elsewhere in
// PATH); empty when it is not installed.
inline QString program(const QString &name)
{
    const QString debian = QStandardPaths::findExecutable(name, {QStringLiteral("/usr/bin")});
    return debian.isEmpty() ? QStandardPaths::findExecutable(name) : debian;
}

// Runs a program; its standard output, or an empty array with *error.
inline QByteArray run(const QString &name, const QStringList &args, QString *error = nullptr, int *exitCode = nullptr)
{
    QProcess p;
    p.start(program(name), args);
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit) {
        if (error)
            *error = name + QStringLiteral(" did not finish");
        return {};
    }
    if (exitCode)
        *exitCode = p.exitCode();
    if (p.exitCode() != 0 && error)
        *error = QString::fromUtf8(p.readAllStandardError());
    return p.readAllStandardOutput();
}

// The colours of the test sheet's cells: few, flat, so that every format keeps them.
inline QList<QColor> cellColours()
{
    return {QColor(0xd6, 0x28, 0x39), QColor(0x2f, 0x5d, 0x73), QColor(0xf4, 0xd6, 0xb0), QColor(0x3a, 0xa8, 0x5c),
            QColor(0x80, 0x40, 0xc0), QColor(0xff, 0xff, 0xff)};
}

// sheet.png: six cells of side x side in a row, each a flat colour with a dark bar across its
// top third (so a picture that is turned or flipped shows), transparent around a 1-pixel margin.
inline QImage sheet(int side)
{
    const QList<QColor> colours = cellColours();
    QImage image(side * int(colours.size()), side, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    for (int i = 0; i < colours.size(); ++i) {
        painter.fillRect(QRect(i * side + 1, 1, side - 2, side - 2), colours[i]);
        painter.fillRect(QRect(i * side + 1, 1, side - 2, side / 3), QColor(0x20, 0x20, 0x20));
    }
    return image;
}

// The project JSON of one clip over sheet.png's cells with these holds (cell i for frame i, modulo
// the six cells); keyframes and audio as JSON text, or empty.
inline QByteArray projectJson(const QList<double> &holds, const QString &loop, int side, const QString &keyframes = {},
                              const QString &audio = {}, double fps = 60.0)
{
    QStringList frames;
    for (int i = 0; i < holds.size(); ++i)
        frames << QStringLiteral("{\"duration\": %1, \"image\": \"sheet.png\", \"region\": [%2, 0, %3, %3]}")
                      .arg(holds[i], 0, 'g', 17)
                      .arg((i % 6) * side)
                      .arg(side);
    QString clip = QStringLiteral("{\"name\": \"c\", \"loop\": \"%1\", \"frames\": [%2], \"keyframes\": [%3], \"events\": []")
                       .arg(loop, frames.join(QStringLiteral(", ")), keyframes);
    if (!audio.isEmpty())
        clip += QStringLiteral(", \"audio\": ") + audio;
    clip += QLatin1Char('}');
    return QStringLiteral("{\"format\": \"inbetween\", \"version\": 2, \"name\": \"Review\", \"fps\": %1, \"clips\": [%2]}")
        .arg(fps)
        .arg(clip)
        .toUtf8();
}

inline bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// GIF delays in centiseconds as ImageMagick reads them.
inline QList<int> gifDelays(const QString &file)
{
    QList<int> out;
    for (const QByteArray &d : run(QStringLiteral("identify"), {QStringLiteral("-format"), QStringLiteral("%T "), file})
                                   .simplified()
                                   .split(' ')) {
        if (!d.isEmpty())
            out.append(d.toInt());
    }
    return out;
}

// ImageMagick's "Iterations" of a GIF (0: forever); -1 when it names none.
inline int gifIterations(const QString &file)
{
    const QByteArray info = run(QStringLiteral("identify"), {QStringLiteral("-verbose"), file + QStringLiteral("[0]")});
    const int at = info.indexOf("Iterations:");
    return at < 0 ? -1 : info.mid(at + 11, 12).trimmed().split('\n').front().toInt();
}

// webpmux -info: the loop count and each frame's duration in ms.
inline QList<int> webpDurations(const QString &file, int *loopCount)
{
    const QByteArray info = run(QStringLiteral("webpmux"), {QStringLiteral("-info"), file});
    QList<int> out;
    *loopCount = -1;
    for (const QByteArray &line : info.split('\n')) {
        if (line.contains("Loop Count"))
            *loopCount = line.mid(line.lastIndexOf(':') + 1).trimmed().toInt();
        const QList<QByteArray> cells = line.simplified().split(' ');
        if (cells.size() >= 10 && cells[0].endsWith(':') && cells[0].chopped(1).toInt() > 0)
            out.append(cells[6].toInt()); // No.: width height alpha x_offset y_offset duration ...
    }
    return out;
}

// webpmux -info: each frame's row (No., width, height, alpha, x_offset, y_offset, duration,
// dispose, blend, image_size, compression), as words.
inline QList<QList<QByteArray>> webpFrameRows(const QString &file)
{
    QList<QList<QByteArray>> out;
    for (const QByteArray &line : run(QStringLiteral("webpmux"), {QStringLiteral("-info"), file}).split('\n')) {
        const QList<QByteArray> cells = line.simplified().split(' ');
        if (cells.size() >= 10 && cells[0].endsWith(':') && cells[0].chopped(1).toInt() > 0)
            out.append(cells);
    }
    return out;
}

// APNG: acTL's num_plays and each fcTL's delay in ms (delay_num / delay_den, a den of 0 is 1/100 s).
inline QList<double> apngDelays(const QString &file, int *plays)
{
    QFile f(file);
    QList<double> out;
    *plays = -1;
    if (!f.open(QIODevice::ReadOnly))
        return out;
    const QByteArray png = f.readAll();
    auto be32 = [&](qsizetype at) { return qFromBigEndian<quint32>(png.constData() + at); };
    auto be16 = [&](qsizetype at) { return qFromBigEndian<quint16>(png.constData() + at); };
    for (qsizetype at = 8; at + 12 <= png.size();) {
        const quint32 length = be32(at);
        const QByteArray type = png.mid(at + 4, 4);
        const qsizetype data = at + 8;
        if (type == "acTL")
            *plays = int(be32(data + 4));
        if (type == "fcTL") {
            const int den = be16(data + 22) == 0 ? 100 : be16(data + 22);
            out.append(1000.0 * be16(data + 20) / den);
        }
        at = data + length + 4;
    }
    return out;
}

// ffprobe: the video frames' presentation times in ms and the stream's duration.
inline QList<double> mp4FrameTimes(const QString &file, double *durationMs)
{
    auto probe = [&](const QString &entries) {
        return run(QStringLiteral("ffprobe"), {QStringLiteral("-v"), QStringLiteral("error"), QStringLiteral("-select_streams"),
                                               QStringLiteral("v:0"), QStringLiteral("-show_entries"), entries,
                                               QStringLiteral("-of"), QStringLiteral("csv=p=0"), file});
    };
    QList<double> out;
    for (const QByteArray &line : probe(QStringLiteral("frame=best_effort_timestamp_time")).split('\n')) {
        if (!line.trimmed().isEmpty())
            out.append(line.split(',').front().toDouble() * 1000.0);
    }
    *durationMs = probe(QStringLiteral("stream=duration")).trimmed().toDouble() * 1000.0;
    return out;
}

// Every picture of an animation, decoded by ImageMagick (GIF, coalesced), Qt's WebP plugin
// (libwebp's demuxer; ImageMagick 6 shows the area around a WebP's first cut-out picture black
// however the file flags it) or FFmpeg (APNG, MP4), as RGBA images of size w x h.
inline QList<QImage> decodedFrames(const QString &file, const QString &format, QSize size)
{
    QByteArray raw;
    if (format == QLatin1String("webp")) {
        QImageReader reader(file, "webp");
        QList<QImage> out;
        for (QImage image = reader.read(); !image.isNull(); image = reader.read()) {
            out.append(image.convertToFormat(QImage::Format_RGBA8888));
            if (!reader.canRead())
                break;
        }
        return out;
    }
    if (format == QLatin1String("gif")) {
        raw = run(QStringLiteral("convert"), {file, QStringLiteral("-coalesce"), QStringLiteral("rgba:-")});
    } else {
        raw = run(QStringLiteral("ffmpeg"), {QStringLiteral("-v"), QStringLiteral("error"), QStringLiteral("-i"), file,
                                             QStringLiteral("-vsync"), QStringLiteral("passthrough"),
                                             QStringLiteral("-f"), QStringLiteral("rawvideo"),
                                             QStringLiteral("-pix_fmt"), QStringLiteral("rgba"), QStringLiteral("-")});
    }
    const qsizetype frameBytes = qsizetype(size.width()) * size.height() * 4;
    QList<QImage> out;
    for (qsizetype at = 0; frameBytes > 0 && at + frameBytes <= raw.size(); at += frameBytes) {
        QImage image(reinterpret_cast<const uchar *>(raw.constData() + at), size.width(), size.height(),
                     size.width() * 4, QImage::Format_RGBA8888);
        out.append(image.copy());
    }
    return out;
}

} // namespace reviewtest
