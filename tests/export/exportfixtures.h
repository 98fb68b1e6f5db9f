#pragma once

// The projects every export test runs on, and a helper that exports one to bytes.

#include "export/projectexport.h"
#include "common/testutil.h"
#include "file/projectreader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <array>
#include <cmath>

namespace exporttest {

// The same pixels (QImage's == also compares the colour spaces the files declared).
inline bool samePixels(const QImage &a, const QImage &b)
{
    if (a.size() != b.size())
        return false;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x)
            if (a.pixel(x, y) != b.pixel(x, y))
                return false;
    return true;
}

struct Fixture
{
    inbetween::Project project;
    QString path;
    QString folder;
};

// The bundled square and the fixtures in data/: a flipbook [100, 150, 250] with images, a
// 0 -> 720 degree spin, an eased clip (once) and a ping-pong clip with frames.
inline QStringList fixtureNames()
{
    return {QStringLiteral("square"), QStringLiteral("flipbook"), QStringLiteral("spin720"), QStringLiteral("eased"),
            QStringLiteral("pingpong")};
}

// hero.json: three clips (idle ping-pong, walk loop, jump once) cut from one sheet,
// hero-sheet.png (drawn by data/make-hero-sheet.py), with a whole image among the regions.
inline QString fixturePath(const QString &name)
{
    if (name.endsWith(QLatin1String(".json")))
        return name; // a path already
    if (name == QLatin1String("square"))
        return QFINDTESTDATA("../../resources/examples/square.json");
    return QFINDTESTDATA(QStringLiteral("data/%1.json").arg(name));
}

// One scale everywhere (DESIGN.md): the bundled hero (resources/examples/hero.json) jumps 24
// picture pixels up (its jump's key at 400 ms) and its pictures are 64 x 64 pixels. Exported at N
// pixels per unit the rise is 24/N world units and a picture 64/N, so in every format the rise is
// 0.375 picture heights.
constexpr double kHeroJumpRise = 24.0;
constexpr double kHeroPicturePixels = 64.0;
constexpr double kHeroRiseInPictures = 0.375;

inline QString heroExamplePath()
{
    return QFINDTESTDATA("../../resources/examples/hero.json");
}

// The rows of a --pixels-per-unit test, for each format: "format", "given" (the option as set;
// 0: left at its default) and "pixelsPerUnit" (what the export is to use).
inline void pixelsPerUnitRows(const QStringList &formats)
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<double>("given");
    QTest::addColumn<double>("pixelsPerUnit");
    for (const QString &format : formats) {
        QTest::addRow("%s, default (100)", qPrintable(format)) << format << 0.0 << 100.0;
        QTest::addRow("%s, 64", qPrintable(format)) << format << 64.0 << 64.0;
        QTest::addRow("%s, 1", qPrintable(format)) << format << 1.0 << 1.0;
    }
}

// The options of such a row.
inline inbetween::ExportOptions pixelsPerUnitOptions(const QString &format, double given)
{
    inbetween::ExportOptions options;
    options.format = format;
    if (given > 0.0)
        options.pixelsPerUnit = given;
    return options;
}

// Whether a written world-unit value (float32 in the file) is `pixels` picture pixels at N.
inline bool isPixelsAt(double written, double pixels, double pixelsPerUnit)
{
    return std::abs(written - pixels / pixelsPerUnit) <= 1e-6 * std::max(1.0, pixels / pixelsPerUnit);
}

inline bool loadFixture(const QString &name, Fixture *out)
{
    out->path = fixturePath(name);
    if (out->path.isEmpty())
        return false;
    const inbetween::ProjectReader::Result result = inbetween::ProjectReader::readFile(out->path);
    if (!result.ok())
        return false;
    out->project = *result.project;
    out->folder = QFileInfo(out->path).absolutePath();
    return true;
}

// What an export wrote at path: the file's bytes, or for a folder format (unity) every file's
// name and bytes in name order.
inline QByteArray readExport(const QString &path)
{
    if (!QFileInfo(path).isDir())
        return testutil::contentsOf(path);
    QByteArray out;
    const QDir dir(path);
    for (const QString &name : dir.entryList(QDir::Files, QDir::Name))
        out += name.toUtf8() + '\n' + testutil::contentsOf(dir.filePath(name));
    return out;
}

// Exports into dir/<fileName>; returns the file's bytes, or an empty array and *error.
inline QByteArray exportBytes(const Fixture &fixture, const QString &format, const QString &outPath,
                              QString *error, double fps = 60.0)
{
    inbetween::ExportOptions options;
    options.format = format;
    options.fps = fps;
    if (!inbetween::exportProject(fixture.project, fixture.folder, outPath, options, error))
        return {};
    return testutil::contentsOf(outPath);
}

// How far a value an engine's reader played is from the pose: the largest component difference.
inline double distance3(const std::array<double, 4> &a, const inbetween::Vec3 &b)
{
    return std::max({std::abs(a[0] - b.x), std::abs(a[1] - b.y), std::abs(a[2] - b.z)});
}

// The same for a rotation, up to the quaternion's sign (q and -q turn alike).
inline double quaternionDistance(const std::array<double, 4> &a, const inbetween::Quaternion &q)
{
    const double b[4] = {q.x, q.y, q.z, q.w};
    double plus = 0, minus = 0;
    for (size_t c = 0; c < 4; ++c) {
        plus = std::max(plus, std::abs(a[c] - b[c]));
        minus = std::max(minus, std::abs(a[c] + b[c]));
    }
    return std::min(plus, minus);
}

} // namespace exporttest
