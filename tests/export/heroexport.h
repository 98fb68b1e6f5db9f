#pragma once

// The three-clip hero project (data/hero.json, cut from one sheet) that the every-clip export
// tests export (tst_exportclips: the sheets, Godot and --clip; tst_exportclipsgltf: glTF and
// three.js), shared since the one program was split in two: its clip names, what a frame shows
// and whether an atlas shows it where the preview does, and a test object holding the project and a folder to
// export it into.

#include "export/exportfixtures.h"

#include <QDir>
#include <QImage>
#include <QJsonObject>
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

// Whether a format shows the picture where the preview does (DESIGN.md, "The atlas"): the page's
// `shown` rect put at `kept`'s place in a transparent frame of `whole`'s size is the picture,
// pixel for pixel (so what was trimmed away was transparent, and nothing moved).
inline QString placedProblem(const QImage &page, const QRect &shown, const QRect &kept, const QSize &whole,
                             const QImage &picture)
{
    if (!QRect(QPoint(0, 0), page.size()).contains(shown))
        return QStringLiteral("rect %1,%2 %3x%4 is not inside the page").arg(shown.x()).arg(shown.y()).arg(shown.width()).arg(shown.height());
    if (whole != picture.size() || shown.size() != kept.size() || !QRect(QPoint(0, 0), whole).contains(kept))
        return QStringLiteral("a %1x%2 frame with %3x%4 at %5,%6 kept from a %7x%8 page rect, for a %9x%10 picture")
            .arg(whole.width()).arg(whole.height()).arg(kept.width()).arg(kept.height()).arg(kept.x()).arg(kept.y())
            .arg(shown.width()).arg(shown.height()).arg(picture.width()).arg(picture.height());
    for (int y = 0; y < whole.height(); ++y) {
        for (int x = 0; x < whole.width(); ++x) {
            const QRgb got = kept.contains(x, y) ? page.pixel(shown.topLeft() + QPoint(x, y) - kept.topLeft()) : qRgba(0, 0, 0, 0);
            const QRgb expected = picture.pixel(x, y);
            if (got != expected && (qAlpha(got) != 0 || qAlpha(expected) != 0))
                return QStringLiteral("pixel %1,%2 of the frame is %3, not %4").arg(x).arg(y).arg(got, 8, 16).arg(expected, 8, 16);
        }
    }
    return {};
}

// The rect of a JSON object's x, y, w, h (Aseprite's and Phaser's frame rects).
inline QRect jsonRect(const QJsonObject &r)
{
    return QRect(r[QLatin1String("x")].toInt(), r[QLatin1String("y")].toInt(), r[QLatin1String("w")].toInt(),
                 r[QLatin1String("h")].toInt());
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
