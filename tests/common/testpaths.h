#pragma once

// Where a test finds the programs of its build (inbetween-cli, the npm packages the export
// tests install) and the files of its source tree (the reader scripts): found when it runs, from
// the test program's own place, never compiled in. An absolute path in a compile definition made
// each test's object differ between two clones in different folders, so that the compiler cache
// (CCACHE_BASEDIR, CMakeLists.txt) could serve none of them to a fresh clone such as CI's.

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QString>

namespace testpaths {

// The build tree this program is in: the nearest folder above it that holds a CMakeCache.txt.
// A fuzz target has no QCoreApplication to ask where it is; the kernel says (Linux, as CI).
inline QString buildRoot()
{
    static const QString root = [] {
        QDir dir(QCoreApplication::instance() ? QCoreApplication::applicationDirPath()
                                              : QFileInfo(QFileInfo(QStringLiteral("/proc/self/exe")).canonicalFilePath()).path());
        while (!dir.exists(QStringLiteral("CMakeCache.txt")))
            if (!dir.cdUp())
                qFatal("testpaths: no CMakeCache.txt above the test program: run it from its build tree");
        return dir.absolutePath();
    }();
    return root;
}

// The source tree that build was configured from (CMakeCache.txt's CMAKE_HOME_DIRECTORY).
inline QString sourceRoot()
{
    static const QString root = [] {
        QFile cache(buildRoot() + QStringLiteral("/CMakeCache.txt"));
        const QByteArray key = "CMAKE_HOME_DIRECTORY:INTERNAL=";
        if (cache.open(QIODevice::ReadOnly)) {
            while (!cache.atEnd()) {
                const QByteArray line = cache.readLine().trimmed();
                if (line.startsWith(key))
                    return QString::fromLocal8Bit(line.mid(key.size()));
            }
        }
        qFatal("testpaths: CMakeCache.txt names no source folder");
        return QString();
    }();
    return root;
}

// A file of the build tree or of the source tree, by its path from the tree's top.
inline QString built(const char *relative) { return buildRoot() + QLatin1Char('/') + QLatin1String(relative); }
inline QString source(const char *relative) { return sourceRoot() + QLatin1Char('/') + QLatin1String(relative); }

inline QString cli() { return built("editor/inbetween-cli"); }
// The npm packages tests/export's export_npm_ci fixture installs (three, spine-core, phaser, ...).
inline QString nodeModules() { return built("tests/export/js/node_modules"); }

} // namespace testpaths
