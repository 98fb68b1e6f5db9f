// The `aseprite` export drawn by Phaser 3 (npm), headless (phaserplay.mjs: jsdom for the DOM,
// @napi-rs/canvas for its canvases, Phaser's CANVAS renderer): one sprite at the centre of the
// game, each frame in turn, the rendered pixels compared with the frame's picture centred there
// as the preview centres it, pixel for pixel (premultiplied, as a canvas keeps them), and nothing
// drawn around it. The atlas trims the pictures' margins away and
// stores identical ones once; Phaser must put every trimmed frame back where the whole picture
// was (trimmed, spriteSourceSize, sourceSize). Rows: the bundled hero, the test hero (pictures in
// transparent margins) on one page and on pages of 32 px (Phaser's multi-atlas form), and the
// bouncing ball imported from its sheet (resources/examples/import), and the frame-data example
// (punch.json), whose frames' pivots Phaser takes as the sprite's origin: each picture is drawn
// with its pivot on the sprite's position, as the preview puts the pivot on the motion's origin.
// pivotsAsPhaserReadsThem reads every frame's pivot back from Phaser (the frame's customPivot,
// pivotX and pivotY, and a sprite's origin after setFrame) for punch.json and the fighter fixture
// (fractional pivots, a frame without image) and holds it to `inbetween-cli sample`'s pivot of
// the frame shown in the middle of that sheet frame's hold (null: the picture's centre).

#include "export/asepriteexporter.h"
#include "common/testpaths.h"
#include "common/testutil.h"
#include "export/heroexport.h"
#include "export/readers.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QtTest>

using namespace inbetween;
using namespace exporttest;

namespace {

// The same pixel as a canvas shows it: a canvas keeps colours premultiplied by alpha, so a
// translucent pixel read back may differ by the rounding of that product, never more.
bool samePremultiplied(QRgb a, QRgb b)
{
    const QRgb pa = qPremultiply(a), pb = qPremultiply(b);
    return qAlpha(pa) == qAlpha(pb) && std::abs(qRed(pa) - qRed(pb)) <= 1 && std::abs(qGreen(pa) - qGreen(pb)) <= 1
           && std::abs(qBlue(pa) - qBlue(pb)) <= 1;
}

} // namespace

class TestPhaserPlay : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        if (!QFileInfo::exists(testpaths::nodeModules() + QStringLiteral("/phaser/dist/phaser.js")))
            QFAIL("phaser is not installed: run the export_npm_ci test (npm ci) first");
        // The ball as the README imports it: its sheet cut into 48 x 48 cells.
        const ProgramRun imported = runProgram(
            testpaths::cli(), {QStringLiteral("import"), QFINDTESTDATA("../../resources/examples/import/ball-sheet.png"),
                                            QStringLiteral("-o"), m_dir.filePath(QStringLiteral("ball.json")),
                                            QStringLiteral("--grid"), QStringLiteral("48x48")});
        QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
    }

    void drawsEveryFrameWhereThePreviewDoes_data()
    {
        QTest::addColumn<QString>("project");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<int>("pages");
        QTest::newRow("bundled hero") << heroExamplePath() << QStringList() << 1;
        QTest::newRow("test hero") << QFINDTESTDATA("data/hero.json") << QStringList() << 1;
        QTest::newRow("test hero on pages of 32 px")
            << QFINDTESTDATA("data/hero.json") << QStringList{QStringLiteral("--max-size"), QStringLiteral("32")} << 3;
        QTest::newRow("ball from its sheet") << m_dir.filePath(QStringLiteral("ball.json")) << QStringList() << 1;
        QTest::newRow("punch, pivots") << QFINDTESTDATA("../../resources/examples/punch.json") << QStringList() << 1;
    }
    void drawsEveryFrameWhereThePreviewDoes()
    {
        QFETCH(QString, project);
        QFETCH(QStringList, options);
        QFETCH(int, pages);
        Fixture f;
        QVERIFY(loadFixture(project, &f));
        const QString tag = QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'));
        const QDir folder(m_dir.filePath(tag));
        QVERIFY(folder.mkpath(QStringLiteral("drawn")));
        const QString json = folder.filePath(QStringLiteral("sheet.json"));
        const ProgramRun exported = runProgram(testpaths::cli(),
                                               QStringList{QStringLiteral("export"), f.path, QStringLiteral("--format"),
                                                           QStringLiteral("aseprite"), QStringLiteral("-o"), json}
                                                   + options);
        QVERIFY2(exported.exitCode == 0, qPrintable(exported.err));
        QCOMPARE(folder.entryList({QStringLiteral("*.png")}).size(), pages);

        // The game: twice the largest picture, so every picture fits around the centre.
        int side = 0;
        for (const Clip &clip : f.project.clips)
            for (const Frame &frame : clip.frames.frames())
                side = std::max({side, pictureOf(f.folder, frame).width(), pictureOf(f.folder, frame).height()});
        const int size = 2 * side;
        const ProgramRun drawn = runProgram(QStringLiteral(NODE_EXECUTABLE),
                                            {testpaths::source("tests/export/phaserplay.mjs"), testpaths::nodeModules(), json,
                                             folder.filePath(QStringLiteral("drawn")), QString::number(size)});
        QVERIFY2(drawn.exitCode == 0, qPrintable(drawn.err));

        // Each frame name ("0".."N-1") is a step of a clip's tag.
        const QJsonObject sheet = QJsonDocument::fromJson(testutil::contentsOf(json)).object();
        ExportOptions exportOptions;
        int checked = 0;
        for (const QJsonValue &t : sheet[QLatin1String("meta")][QLatin1String("frameTags")].toArray()) {
            const Clip &clip = f.project.clips[size_t(f.project.clipIndex(t[QLatin1String("name")].toString()))];
            const QList<SheetStep> steps = AsepriteExporter::steps(clip, exportOptions);
            for (qsizetype k = 0; k < steps.size(); ++k, ++checked) {
                const QString name = QString::number(t[QLatin1String("from")].toInt() + k);
                const QImage rendered = QImage(folder.filePath(QStringLiteral("drawn/%1.png").arg(name))).convertToFormat(QImage::Format_ARGB32);
                QCOMPARE(rendered.size(), QSize(size, size));
                const Frame &shown = clip.frames.frame(steps[k].frame);
                const QImage picture = pictureOf(f.folder, shown);
                // The pivot on the sprite's position (whole pixels in these rows); none: centred.
                const QPoint at = shown.data->pivot ? QPoint(size / 2, size / 2) - shown.data->pivot->toPoint()
                                                    : QPoint((size - picture.width()) / 2, (size - picture.height()) / 2);
                for (int y = 0; y < size; ++y) {
                    for (int x = 0; x < size; ++x) {
                        const QPoint p(x - at.x(), y - at.y());
                        const QRgb expected = picture.rect().contains(p) ? picture.pixel(p) : qRgba(0, 0, 0, 0);
                        if (!samePremultiplied(rendered.pixel(x, y), expected))
                            QFAIL(qPrintable(QStringLiteral("%1 step %2 (frame \"%3\"): pixel %4,%5 of the game is %6, not %7")
                                                 .arg(clip.name).arg(k).arg(name).arg(x).arg(y)
                                                 .arg(rendered.pixel(x, y), 8, 16).arg(expected, 8, 16)));
                    }
                }
            }
        }
        QVERIFY(checked > 0);
        QCOMPARE(QDir(folder.filePath(QStringLiteral("drawn"))).entryList({QStringLiteral("*.png")}).size(), checked);
    }

    void pivotsAsPhaserReadsThem()
    {
        const QStringList projects{QFINDTESTDATA("../../resources/examples/punch.json"), QFINDTESTDATA("data/fighter.json")};
        QStringList args{testpaths::source("tests/export/phaserplay.mjs"), testpaths::nodeModules(), QStringLiteral("--pivots")};
        QList<QJsonObject> sheets;
        for (int i = 0; i < projects.size(); ++i) {
            const QString json = m_dir.filePath(QStringLiteral("pivots%1/sheet.json").arg(i));
            const ProgramRun exported = runProgram(testpaths::cli(),
                                                   {QStringLiteral("export"), projects[i], QStringLiteral("--format"),
                                                    QStringLiteral("aseprite"), QStringLiteral("-o"), json});
            QVERIFY2(exported.exitCode == 0, qPrintable(exported.err));
            args << json;
            sheets.append(QJsonDocument::fromJson(testutil::contentsOf(json)).object());
        }
        const ProgramRun read = runProgram(QStringLiteral(NODE_EXECUTABLE), args);
        QVERIFY2(read.exitCode == 0, qPrintable(read.err));
        QHash<QString, QJsonObject> phaser; // "atlas/name" -> what Phaser read
        for (const QByteArray &line : read.out.trimmed().split('\n')) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            phaser.insert(QStringLiteral("%1/%2").arg(o[QLatin1String("atlas")].toInt()).arg(o[QLatin1String("name")].toString()), o);
        }

        qsizetype written = 0;
        for (const QJsonObject &sheet : sheets)
            written += sheet[QLatin1String("frames")].toObject().size();
        QCOMPARE(phaser.size(), written);
        int checked = 0;
        for (int i = 0; i < projects.size(); ++i) {
            Fixture f;
            QVERIFY(loadFixture(projects[i], &f));
            const QJsonObject frames = sheets[i][QLatin1String("frames")].toObject();
            for (const QJsonValue &t : sheets[i][QLatin1String("meta")][QLatin1String("frameTags")].toArray()) {
                // sample at the middle of each sheet frame's hold (Aseprite's whole-ms durations).
                const QString clipName = t[QLatin1String("name")].toString();
                const Clip &clip = f.project.clips[size_t(f.project.clipIndex(clipName))];
                QStringList sampleArgs{QStringLiteral("sample"), projects[i], QStringLiteral("--clip"), clipName};
                double start = 0;
                for (int g = t[QLatin1String("from")].toInt(); g <= t[QLatin1String("to")].toInt(); ++g) {
                    const double d = frames[QString::number(g)][QLatin1String("duration")].toDouble();
                    sampleArgs << QStringLiteral("--at") << QString::number(start + d / 2, 'g', 17);
                    start += d;
                }
                const ProgramRun sampled = runProgram(testpaths::cli(), sampleArgs);
                QVERIFY2(sampled.exitCode == 0, qPrintable(sampled.err));
                const QList<QByteArray> lines = sampled.out.trimmed().split('\n');
                for (int g = t[QLatin1String("from")].toInt(), k = 0; g <= t[QLatin1String("to")].toInt(); ++g, ++k, ++checked) {
                    const QJsonObject s = QJsonDocument::fromJson(lines.value(k)).object();
                    const QJsonObject got = phaser.value(QStringLiteral("%1/%2").arg(i).arg(g));
                    const QString where = QStringLiteral("%1 %2, sheet frame %3: Phaser read %4")
                                              .arg(QFileInfo(projects[i]).fileName(), clipName).arg(g)
                                              .arg(QString::fromUtf8(QJsonDocument(got).toJson(QJsonDocument::Compact)));
                    // The picture's size: the frame's, or (no image) the sheet's empty frame's.
                    const Frame &frame = clip.frames.frame(s[QLatin1String("frame")].toInt());
                    const QSizeF size = frame.image.isEmpty() ? QSizeF(got[QLatin1String("realWidth")].toDouble(),
                                                                       got[QLatin1String("realHeight")].toDouble())
                                                              : QSizeF(pictureOf(f.folder, frame).size());
                    const QJsonValue pivot = s[QLatin1String("pivot")];
                    const double want[2] = {pivot.isArray() ? pivot[0].toDouble() : size.width() / 2,
                                            pivot.isArray() ? pivot[1].toDouble() : size.height() / 2};
                    QVERIFY2(got[QLatin1String("customPivot")].toBool(), qPrintable(where));
                    QVERIFY2(got[QLatin1String("realWidth")].toDouble() == size.width()
                                 && got[QLatin1String("realHeight")].toDouble() == size.height(),
                             qPrintable(where));
                    QVERIFY2(std::abs(got[QLatin1String("pivotX")].toDouble() - want[0] / size.width()) < 1e-12
                                 && std::abs(got[QLatin1String("pivotY")].toDouble() - want[1] / size.height()) < 1e-12,
                             qPrintable(where));
                    QVERIFY2(std::abs(got[QLatin1String("displayOriginX")].toDouble() - want[0]) < 1e-9
                                 && std::abs(got[QLatin1String("displayOriginY")].toDouble() - want[1]) < 1e-9,
                             qPrintable(where));
                }
            }
        }
        QCOMPARE(checked, phaser.size());
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestPhaserPlay)
#include "tst_phaserplay.moc"
