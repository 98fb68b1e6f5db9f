#pragma once

// The three-clip hero project (data/hero.json, cut from one sheet) that the every-clip export
// tests export (tst_exportclips: the sheets, Godot and --clip; tst_exportclipsgltf: glTF and
// three.js), shared since the one program was split in two: its clip names, what a frame shows
// and whether an atlas cell shows it, and a test object holding the project and a folder to
// export it into.

#include "export/exportfixtures.h"

#include <QDir>
#include <QImage>
#include <QObject>
#include <QRect>
#include <QTemporaryDir>

namespace exporttest {

const QStringList kClipNames{QStringLiteral("idle"), QStringLiteral("walk"), QStringLiteral("jump")};

// What a frame shows: its image, cut to its region.
inline QImage pictureOf(const QString &folder, const inbetween::Frame &frame)
{
    QImage image = QImage(QDir(folder).filePath(frame.image)).convertToFormat(QImage::Format_ARGB32);
    return frame.region ? image.copy(*frame.region) : image;
}

// Whether the atlas cell shows the picture centred in it, transparent around it.
inline QString cellProblem(const QImage &atlas, const QRect &cell, const QImage &picture)
{
    if (!QRect(QPoint(0, 0), atlas.size()).contains(cell))
        return QStringLiteral("cell %1,%2 %3x%4 is not inside the atlas").arg(cell.x()).arg(cell.y()).arg(cell.width()).arg(cell.height());
    const QPoint at = cell.topLeft() + QPoint((cell.width() - picture.width()) / 2, (cell.height() - picture.height()) / 2);
    const QRect inside(at, picture.size());
    for (int y = cell.top(); y <= cell.bottom(); ++y) {
        for (int x = cell.left(); x <= cell.right(); ++x) {
            const QRgb expected = inside.contains(x, y) ? picture.pixel(x - at.x(), y - at.y()) : qRgba(0, 0, 0, 0);
            if (atlas.pixel(x, y) != expected)
                return QStringLiteral("pixel %1,%2 of the cell at %3,%4 is %5, not %6")
                    .arg(x - cell.x())
                    .arg(y - cell.y())
                    .arg(cell.x())
                    .arg(cell.y())
                    .arg(atlas.pixel(x, y), 8, 16)
                    .arg(expected, 8, 16);
        }
    }
    return {};
}

// The hero and a folder for what is exported; each test's initTestCase() loads the hero.
class HeroExportTest : public QObject
{
protected:
    QTemporaryDir m_dir;
    Fixture m_hero;

    // Each program's initTestCase(): the hero loads, with its three clips.
    void loadHero()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(loadFixture(QStringLiteral("hero"), &m_hero));
        QCOMPARE(m_hero.project.clipNames(), kClipNames);
    }

    QString exportHero(const QString &format, const QString &name, const QString &clip = QString())
    {
        inbetween::ExportOptions options;
        options.format = format;
        options.clip = clip;
        const QString out = m_dir.filePath(name);
        QString error;
        if (!inbetween::exportProject(m_hero.project, m_hero.folder, out, options, &error)) {
            qWarning("%s", qPrintable(error));
            return {};
        }
        return out;
    }

    const inbetween::Clip &clip(const QString &name) const
    {
        return m_hero.project.clips[size_t(m_hero.project.clipIndex(name))];
    }
};

} // namespace exporttest
