// Importing a 4096 x 4096 sprite sheet of 32 x 32 cells, 16,384 frames (target: under 1 s), by
// part: decoding the PNG, cutting the decoded image, the whole SheetImporter::importFile, and all
// that `inbetween-cli import` does (import, save the project, read it back with its image
// checked). Prints Qt Test's results, then a table in milliseconds.

#include "benchmarks/benchtable.h"
#include "file/projectreader.h"
#include "file/projectwriter.h"
#include "import/importsource.h"
#include "import/sheetimporter.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace inbetween;

namespace {

constexpr int kSide = 4096;
constexpr int kCell = 32;
constexpr int kFrames = (kSide / kCell) * (kSide / kCell);

// Every cell a small figure of its own colour on a transparent ground, as a character sheet is:
// PNG has real work to do, and every cell has visible pixels (none is skipped).
QImage sheet()
{
    QImage image(kSide, kSide, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    for (int i = 0; i < kFrames; ++i) {
        const QRect cell((i % (kSide / kCell)) * kCell, (i / (kSide / kCell)) * kCell, kCell, kCell);
        p.setBrush(QColor::fromHsv(i % 360, 160 + i % 96, 120 + (i / 7) % 136));
        p.setPen(Qt::NoPen);
        p.drawEllipse(cell.adjusted(6 + i % 5, 2, -6 - i % 3, -14));
        p.drawRect(cell.adjusted(10, 16 + i % 4, -10, -2));
    }
    return image;
}

} // namespace

class BenchImport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_path = m_dir.filePath(QStringLiteral("sheet.png"));
        QVERIFY(sheet().save(m_path));
        m_options.grid = SheetGrid::ofCellSize({kCell, kCell});
        m_options.projectFolder = m_dir.path();
        qInfo("sheet: %d x %d pixels, %d cells of %d x %d, %.1f MB of PNG", kSide, kSide, kFrames, kCell, kCell,
              QFileInfo(m_path).size() / 1e6);
    }

    void decode()
    {
        QImage image;
        QBENCHMARK {
            image = QImage(m_path);
        }
        QCOMPARE(image.size(), QSize(kSide, kSide));
    }

    void cut()
    {
        const QImage image(m_path);
        ImportResult result;
        QBENCHMARK {
            result = SheetImporter::cut(image, QStringLiteral("sheet.png"), QStringLiteral("sheet"), *m_options.grid, 100.0,
                                        ProjectLimits());
        }
        QVERIFY(result.ok());
        QCOMPARE(result.project->clips.front().frames.count(), kFrames);
    }

    void importFile()
    {
        ImportResult result;
        QBENCHMARK {
            result = SheetImporter::importFile(m_path, m_options);
        }
        QVERIFY(result.ok());
        QCOMPARE(result.project->clips.front().frames.count(), kFrames);
    }

    // What `inbetween-cli import sheet.png -o sheet.json --grid 32x32` does, without the process.
    void cliWork()
    {
        const QString out = m_dir.filePath(QStringLiteral("sheet.json"));
        ProjectReader::Result written;
        QBENCHMARK {
            const ImportResult result = inbetween::importFile(m_path, detectImportKind(m_path), m_options);
            QString error;
            QVERIFY2(ProjectWriter::save(*result.project, out, &error), qPrintable(error));
            written = ProjectReader::readFile(out);
        }
        QVERIFY(written.ok());
        QCOMPARE(written.project->clips.front().frames.count(), kFrames);
    }

private:
    QTemporaryDir m_dir;
    QString m_path;
    ImportOptions m_options;
};

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    BenchImport tests;
    QList<bench::Result> results;
    const int rc = bench::run(&tests, argc, argv, &results);

    QTextStream out(stdout);
    out << "\nImporting a 4096 x 4096 sheet of 32 x 32 cells, 16,384 frames (ms; "
        << bench::unitOf(results).replace(QLatin1String("ns"), QLatin1String("ms")) << "; target < 1000 for the import)\n"
        << "| operation                                          |     ms |\n"
        << "|----------------------------------------------------|-------:|\n";
    const std::pair<const char *, const char *> rows[] = {
        {"decode", "decode the PNG (QImage)"},
        {"cut", "cut the decoded sheet: SheetImporter::cut"},
        {"importFile", "import: SheetImporter::importFile (decode + cut)"},
        {"cliWork", "the CLI's work: import, save, read back and check"},
    };
    for (const auto &[function, label] : rows) {
        const bench::Result *r = bench::find(results, QLatin1String(function), QString());
        out << "| " << QString::fromLatin1(label).leftJustified(50) << " |" << bench::cell(r ? r->perOp() / 1e6 : -1.0, 7)
            << " |\n";
    }
    return rc;
}

#include "bench_import.moc"
