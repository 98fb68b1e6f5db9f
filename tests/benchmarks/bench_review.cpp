// Review exports' speed (issue 29): a clip of 100 frames of 64 x 64 regions (cut from one
// 640 x 640 sheet of distinct cells) exported at --scale 4 (256 x 256 pictures) as GIF, WebP,
// APNG and MP4 with ReviewExport::write, the whole export as inbetween-cli runs it (images read,
// pictures drawn, palette, encoding, the file written). Targets: GIF under 1 s, MP4 under 2 s.

#include "project.h"
#include "review/reviewexport.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>
#include <cstdio>

using namespace inbetween;

Q_DECLARE_METATYPE(inbetween::ReviewFormat)

class BenchReview : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    Project m_project;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // Ten by ten cells, each a figure of a few flat colours at its own place (pixel art).
        QImage sheet(640, 640, QImage::Format_ARGB32);
        sheet.fill(Qt::transparent);
        QPainter p(&sheet);
        for (int i = 0; i < 100; ++i) {
            const QRect cell((i % 10) * 64, (i / 10) * 64, 64, 64);
            p.fillRect(cell.adjusted(8 + i % 7, 4, -8 - i % 5, -4), QColor::fromHsv((i * 37) % 360, 160, 200));
            p.fillRect(cell.adjusted(20, 10 + i % 9, -20, -30), QColor(40, 40, 40));
            p.fillRect(QRect(cell.x() + 10 + (i * 3) % 40, cell.y() + 40, 12, 20), QColor(240, 220, 180));
        }
        p.end();
        QVERIFY(sheet.save(m_dir.filePath(QStringLiteral("sheet.png"))));
        Clip clip(QStringLiteral("run"));
        QList<Frame> frames;
        for (int i = 0; i < 100; ++i)
            frames.append({83.0, QStringLiteral("sheet.png"), QRect((i % 10) * 64, (i / 10) * 64, 64, 64)});
        clip.frames = FrameTrack(frames);
        m_project.clips = {clip};
    }

    void exportClip_data()
    {
        QTest::addColumn<ReviewFormat>("format");
        for (const ReviewFormatInfo &f : reviewFormats())
            QTest::newRow(qPrintable(f.id)) << f.format;
    }
    void exportClip()
    {
        QFETCH(ReviewFormat, format);
        ReviewOptions options;
        options.format = format;
        options.scale = 4;
        const QString out = m_dir.filePath(QStringLiteral("out.") + reviewFormatInfo(format).suffix);
        QString error;
        qint64 ms = 0;
        QBENCHMARK {
            QElapsedTimer timer;
            timer.start();
            QVERIFY2(ReviewExport::write(m_project, m_dir.path(), out, options, &error), qPrintable(error));
            ms = timer.elapsed();
        }
        std::printf("  %-5s 100 frames, 256 x 256: %lld ms (last run), %lld bytes\n",
                    qPrintable(reviewFormatInfo(format).id), ms, QFileInfo(out).size());
    }
};

QTEST_GUILESS_MAIN(BenchReview)
#include "bench_review.moc"
