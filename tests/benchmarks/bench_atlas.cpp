// The atlas packer (model/atlas, DESIGN.md "The atlas") side by side with free-tex-packer-core's
// MaxRects (npm, run by node) on the same pictures with the same padding and extrusion, never
// rotated: the pages' total area and the packing time, for the bundled examples' pictures and a
// generated set of 2,000 (targets: area at most 1.0x free-tex-packer-core's on every set; the
// 2,000 packed in under 2 s). Never a test: it prints a table.
//
//   bench_atlas [--rounds N]
//
// free-tex-packer-core's padding surrounds every picture (2 px between two pictures at padding 1,
// 4 at padding 2, and the padding again at the page's edge), ours lies between pictures only (2 px
// at padding 2, none at the edge): it runs at both 2 and 1, the second the same 2 px apart as ours.
// node and the package (tests/benchmarks/package.json, `npm ci` in build/tests/benchmarks/js, which
// .ci/benchmarks runs) are looked for at run time; without them its columns say why they are empty.

#include "atlas/packedatlas.h"
#include "benchmarks/atlasbenchsets.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextStream>
#include <algorithm>
#include <ctime>

using namespace inbetween;
using atlasbench::PictureSet;

namespace {

struct Packing
{
    QList<QSize> pages;
    double packMs = 0;  // wall time of the packing step
    double cpuMs = 0;   // ours: CPU time of the same
    double totalMs = 0; // free-tex-packer-core: its whole packAsync (decode, pack, draw, encode)
    QString missing;    // why there is no figure
    qint64 area() const
    {
        qint64 a = 0;
        for (const QSize &s : pages)
            a += qint64(s.width()) * s.height();
        return a;
    }
    QString pagesText() const
    {
        QStringList out;
        for (const QSize &s : pages)
            out.append(QStringLiteral("%1x%2").arg(s.width()).arg(s.height()));
        return out.join(QStringLiteral(" + "));
    }
};

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.isEmpty() ? 0 : values[values.size() / 2];
}

Packing ours(const PictureSet &set, const AtlasOptions &options, int rounds, int *stored)
{
    QStringList names;
    for (int i = 0; i < set.pictures.size(); ++i)
        names.append(QStringLiteral("picture %1").arg(i));
    Packing out;
    QList<double> wall, cpu;
    for (int r = 0; r < rounds; ++r) {
        QString error;
        QElapsedTimer timer;
        const std::clock_t cpuStart = std::clock();
        timer.start();
        const auto atlas = PackedAtlas::pack(set.pictures, names, options, &error);
        wall.append(timer.nsecsElapsed() / 1e6);
        cpu.append(double(std::clock() - cpuStart) * 1000.0 / CLOCKS_PER_SEC);
        if (!atlas) {
            out.missing = error;
            return out;
        }
        out.pages.clear();
        for (const QImage &page : atlas->pages())
            out.pages.append(page.size());
        *stored = atlas->storedCount();
    }
    out.packMs = median(wall);
    out.cpuMs = median(cpu);
    return out;
}

Packing freeTexPacker(const QString &folder, const AtlasOptions &options, int padding)
{
    Packing out;
    const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
    const QDir js(QCoreApplication::applicationDirPath() + QStringLiteral("/js"));
    if (node.isEmpty()) {
        out.missing = QStringLiteral("node not found");
        return out;
    }
    if (!js.exists(QStringLiteral("node_modules/free-tex-packer-core/package.json"))) {
        out.missing = QStringLiteral("free-tex-packer-core not installed (npm ci in %1)").arg(js.path());
        return out;
    }
    QProcess process;
    process.start(node, {js.filePath(QStringLiteral("freetexpacker.cjs")), js.filePath(QStringLiteral("node_modules")), folder,
                         QString::number(padding), QString::number(options.extrude), QString::number(options.maxSize)});
    if (!process.waitForFinished(600000) || process.exitCode() != 0) {
        out.missing = QStringLiteral("node failed: %1").arg(QString::fromUtf8(process.readAllStandardError()).trimmed());
        return out;
    }
    const QJsonObject result = QJsonDocument::fromJson(process.readAllStandardOutput()).object();
    for (const QJsonValue &page : result[QLatin1String("pages")].toArray())
        out.pages.append(QSize(page[0].toInt(), page[1].toInt()));
    out.packMs = result[QLatin1String("packMs")].toDouble();
    out.totalMs = result[QLatin1String("totalMs")].toDouble();
    return out;
}

QString ratio(const Packing &a, const Packing &b)
{
    if (!a.missing.isEmpty() || !b.missing.isEmpty() || b.area() == 0)
        return QStringLiteral("-");
    return QString::number(double(a.area()) / double(b.area()), 'f', 3) + QLatin1Char('x');
}

QString areaCell(const Packing &p)
{
    if (!p.missing.isEmpty())
        return p.missing;
    return QStringLiteral("%1 (%2)").arg(p.area()).arg(p.pagesText());
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    int rounds = 5;
    const QStringList args = app.arguments();
    const qsizetype r = args.indexOf(QStringLiteral("--rounds"));
    if (r > 0 && r + 1 < args.size())
        rounds = std::max(1, args[r + 1].toInt());
    const QString examples = app.applicationDirPath() + QStringLiteral("/../../resources/examples/");
    QList<PictureSet> sets;
    QString error;
    sets.append(atlasbench::projectPictures(QStringLiteral("hero.json (its sheet's regions)"),
                                            examples + QStringLiteral("hero.json"), &error));
    sets.append(atlasbench::sheetCells(QStringLiteral("ball-sheet.png cut 48x48"),
                                       examples + QStringLiteral("import/ball-sheet.png"), QSize(48, 48)));
    sets.append(atlasbench::animationFrames(QStringLiteral("ball.gif frames"), examples + QStringLiteral("import/ball.gif")));
    sets.append(atlasbench::generated(2000, 42));
    if (!error.isEmpty()) {
        QTextStream(stderr) << "bench_atlas: " << error << '\n';
        return 1;
    }
    const AtlasOptions options; // padding 2, extrude 1, pages of 4096, trimmed
    QTextStream out(stdout);
    out << "Atlas area (px, pages) and packing time (ms); padding " << options.padding << ", extrude " << options.extrude
        << ", pages up to " << options.maxSize << ", no rotation; ours the median of " << rounds << " rounds\n\n";
    out << "| set | pictures (stored) | Inbetween | free-tex-packer-core, padding " << options.padding << " | ratio | "
        << "free-tex-packer-core, padding " << options.padding / 2 << " (2 px apart, as ours) | ratio | "
        << "Inbetween ms (CPU) | free-tex-packer-core ms: pack (whole) |\n|---|---|---|---|---|---|---|---|---|\n";
    for (const PictureSet &set : sets) {
        QTemporaryDir dir;
        for (int i = 0; i < set.pictures.size(); ++i)
            set.pictures[i].save(dir.filePath(QStringLiteral("%1.png").arg(i, 4, 10, QLatin1Char('0'))));
        int stored = 0;
        const Packing mine = ours(set, options, rounds, &stored);
        const Packing same = freeTexPacker(dir.path(), options, options.padding);
        const Packing apart = freeTexPacker(dir.path(), options, options.padding / 2);
        out << "| " << set.name << " | " << set.pictures.size() << " (" << stored << ") | " << areaCell(mine) << " | "
            << areaCell(same) << " | " << ratio(mine, same) << " | " << areaCell(apart) << " | " << ratio(mine, apart)
            << " | " << QString::number(mine.packMs, 'f', 1) << " (" << QString::number(mine.cpuMs, 'f', 1) << ") | "
            << (same.missing.isEmpty() ? QStringLiteral("%1 (%2)").arg(same.packMs, 0, 'f', 1).arg(same.totalMs, 0, 'f', 0)
                                       : QStringLiteral("-"))
            << " |\n";
        out.flush();
    }
    return 0;
}
