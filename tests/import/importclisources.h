#pragma once

// Shared by tst_importcli and tst_importclierrors: `inbetween-cli` run with arguments, and the
// sources they import.

#include "common/testpaths.h"
#include "import/importfixtures.h"

#include <QColor>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QImage>
#include <QTemporaryDir>

namespace importtest {

// `inbetween-cli ARGS` (testpaths::cli()).
inline Run cli(const QStringList &args)
{
    return run(testpaths::cli(), args);
}

// A temporary folder with art/hero.png (a 4 x 2 sheet of 32 x 32 cells, the last cell empty),
// art/hero.json (its Aseprite JSON, hash form, two tags) and, when ImageMagick is there,
// art/walk.gif (three images of 100, 250 and 70 ms).
struct Sources
{
    QTemporaryDir dir;
    QString sheet, json, gif;

    Sources()
    {
        QDir(dir.path()).mkpath(QStringLiteral("art"));
        SheetSpec spec;
        spec.empty = {7};
        sheet = dir.filePath(QStringLiteral("art/hero.png"));
        drawSheet(spec).save(sheet);
        json = dir.filePath(QStringLiteral("art/hero.json"));
        QFile f(json);
        f.open(QIODevice::WriteOnly);
        f.write(asepriteJson(aseFrames(spec, {100, 110, 120, 130, 140, 150, 160}),
                             {{QStringLiteral("walk"), 0, 3}, {QStringLiteral("jump"), 4, 6, QStringLiteral("forward"), QStringLiteral("1")}},
                             QStringLiteral("hero.png"), spec.size(), false));
        f.close();
            gif = makeGif(QStringLiteral("art/walk.gif"), {Qt::red, Qt::blue, Qt::green});
    }
    // A three-image GIF at `relative` (delays 10, 25, 7 cs) in these colours, or "" without convert.
    QString makeGif(const QString &relative, const QList<QColor> &colors) const
    {
        // ImageMagick takes about a second to start: each GIF is made once a run, then copied.
        static QHash<QString, QByteArray> made;
        QString key;
        for (const QColor &c : colors)
            key += c.name();
        const QString out = dir.filePath(relative);
        QDir().mkpath(QFileInfo(out).absolutePath());
        if (!made.contains(key)) {
            const QString file = convertGif(out, colors);
            QFile f(file);
            made.insert(key, !file.isEmpty() && f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray());
        }
        const QByteArray bytes = made.value(key);
        QFile f(out);
        return !bytes.isEmpty() && f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size() ? out : QString();
    }
    QString convertGif(const QString &out, const QList<QColor> &colors) const
    {
        if (!hasProgram(QStringLiteral("convert")))
            return {};
        QStringList args;
        const int delays[] = {10, 25, 7};
        for (int i = 0; i < 3; ++i) {
            QImage image(16, 16, QImage::Format_RGB32);
            image.fill(colors[i]);
            const QString png = dir.filePath(QStringLiteral("c%1.png").arg(i));
            image.save(png);
            args << QStringLiteral("-delay") << QString::number(delays[i]) << png;
        }
        args << QStringLiteral("-loop") << QStringLiteral("0") << out;
        return run(QStringLiteral("convert"), args).code == 0 ? out : QString();
    }
    QString path(const QString &relative) const { return dir.filePath(relative); }
};

} // namespace importtest
