#pragma once

// The projects every export test runs on, and a helper that exports one to bytes.

#include "projectexport.h"
#include "projectreader.h"

#include <QFile>
#include <QFileInfo>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

namespace exporttest {

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

inline QString fixturePath(const QString &name)
{
    if (name == QLatin1String("square"))
        return QFINDTESTDATA("../../resources/examples/square.json");
    return QFINDTESTDATA(QStringLiteral("data/%1.json").arg(name));
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

inline QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
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
    return readAll(outPath);
}

} // namespace exporttest
