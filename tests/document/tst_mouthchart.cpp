// The mouth chart in the model (DESIGN.md, "Timing to voice and beat"): FramePicture, the one rule
// of what a frame shows (its own picture, else its mouth shape's from the chart, else a labelled
// placeholder), and what exports read (withChartPictures); MouthChartCommand, one undo step an
// edit; the chart's pictures as files of the project: rebased by Save As, listed when missing,
// relinked by Locate..., checked by the reader.

#include "document/document.h"
#include "document/mouthchartcommand.h"
#include "document/projectfiles.h"
#include "document/relinkedits.h"
#include "media/framepicture.h"
#include "media/imagecheck.h"

#include <QImage>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace inbetween;

namespace {

Frame frame(const char *image, const char *mouth, std::optional<QRect> region = std::nullopt)
{
    Frame f;
    f.image = QString::fromLatin1(image);
    f.region = region;
    f.setMouth(QString::fromLatin1(mouth));
    return f;
}

MouthChart chart()
{
    return {{QStringLiteral("A"), MouthPicture{QStringLiteral("mouths.png"), QRect(0, 0, 8, 8)}},
            {QStringLiteral("X"), MouthPicture{QStringLiteral("rest.png"), std::nullopt}}};
}

} // namespace

Q_DECLARE_METATYPE(Frame)
Q_DECLARE_METATYPE(std::optional<QRect>)

class TestMouthChart : public QObject
{
    Q_OBJECT

private slots:
    void picture_data()
    {
        QTest::addColumn<Frame>("frame");
        QTest::addColumn<QString>("image");
        QTest::addColumn<std::optional<QRect>>("region");
        QTest::addColumn<bool>("missingMouth");
        QTest::newRow("an image of its own") << frame("walk.png", "", QRect(1, 2, 3, 4)) << QStringLiteral("walk.png")
                                             << std::optional<QRect>(QRect(1, 2, 3, 4)) << false;
        QTest::newRow("an image of its own wins over its mouth")
            << frame("walk.png", "A") << QStringLiteral("walk.png") << std::optional<QRect>() << false;
        QTest::newRow("a mouth: the chart's cell") << frame("", "A") << QStringLiteral("mouths.png")
                                                   << std::optional<QRect>(QRect(0, 0, 8, 8)) << false;
        QTest::newRow("a mouth: the chart's whole image") << frame("", "X") << QStringLiteral("rest.png")
                                                          << std::optional<QRect>() << false;
        QTest::newRow("a mouth the chart lacks: a placeholder") << frame("", "MBP") << QString() << std::optional<QRect>()
                                                                << true;
        QTest::newRow("neither: the plain square") << frame("", "") << QString() << std::optional<QRect>() << false;
    }
    void picture()
    {
        QFETCH(Frame, frame);
        QFETCH(QString, image);
        QFETCH(std::optional<QRect>, region);
        QFETCH(bool, missingMouth);
        const FramePicture p = FramePicture::of(frame, chart());
        QCOMPARE(p.image, image);
        QCOMPARE(p.region, region);
        QCOMPARE(p.isMissingMouth(), missingMouth);
        if (missingMouth)
            QCOMPARE(p.mouth, frame.mouth());
    }

    // What exports read: every mouth frame with its chart picture, the rest as they were.
    void withChartPictures()
    {
        Project project;
        project.mouths = chart();
        project.clips.front().frames = FrameTrack({frame("", "A"), frame("walk.png", "X"), frame("", "MBP"), frame("", "X")});
        Clip plain(QStringLiteral("plain"));
        plain.frames = FrameTrack({frame("walk.png", "")});
        project.clips.push_back(plain);
        const Project pictured = FramePicture::withChartPictures(project);
        const FrameTrack &frames = pictured.clips.front().frames;
        QCOMPARE(frames.frame(0).image, QStringLiteral("mouths.png"));
        QCOMPARE(frames.frame(0).region, QRect(0, 0, 8, 8));
        QCOMPARE(frames.frame(0).mouth(), QStringLiteral("A"));
        QCOMPARE(frames.frame(1).image, QStringLiteral("walk.png"));
        QVERIFY(frames.frame(2).image.isEmpty());
        QCOMPARE(frames.frame(3).image, QStringLiteral("rest.png"));
        QVERIFY(!frames.frame(3).region);
        QCOMPARE(pictured.clips[1], project.clips[1]);
        QCOMPARE(FramePicture::shapesWithoutPicture(project.clips.front(), project.mouths), QStringList{QStringLiteral("MBP")});
    }

    void command()
    {
        Document doc;
        QSignalSpy changed(&doc, &Document::mouthsChanged);
        const MouthPicture d{QStringLiteral("mouths.png"), QRect(24, 0, 8, 8)};
        doc.undoStack()->push(new MouthChartCommand(&doc, QStringLiteral("D"), d));
        QCOMPARE(doc.project().mouths.value(QStringLiteral("D")), d);
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Mouth D: mouths.png [24, 0, 8, 8]"));
        doc.undoStack()->push(new MouthChartCommand(&doc, QStringLiteral("D"), std::nullopt));
        QVERIFY(doc.project().mouths.isEmpty());
        QCOMPARE(doc.undoStack()->undoText(), QStringLiteral("Clear the mouth D"));
        QCOMPARE(changed.size(), 2);
        doc.undoStack()->undo();
        QCOMPARE(doc.project().mouths.value(QStringLiteral("D")), d);
        doc.undoStack()->undo();
        QVERIFY(doc.project().mouths.isEmpty());
        doc.undoStack()->redo();
        QCOMPARE(doc.project().mouths.value(QStringLiteral("D")), d);
        QCOMPARE(changed.size(), 5);
        // The same picture again is no step (the step undone above is dropped, as any new edit drops it).
        doc.undoStack()->push(new MouthChartCommand(&doc, QStringLiteral("D"), d));
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.undoStack()->index(), 1);
    }

    // A new or opened project announces its chart as an edit of the chart does, after
    // projectReset (once the item models have the new project), so that the views showing mouth
    // pictures follow that one signal.
    void resetAnnouncesTheChart_data()
    {
        QTest::addColumn<bool>("open");
        QTest::newRow("New: the chart goes") << false;
        QTest::newRow("Open: the file's chart") << true;
    }
    void resetAnnouncesTheChart()
    {
        QFETCH(bool, open);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lips.json"));
        Project withChart;
        withChart.mouths = chart();
        Document doc;
        if (open) {
            Document writer;
            writer.reset(withChart, QString());
            QString error;
            QVERIFY2(writer.save(path, &error), qPrintable(error));
        } else {
            doc.reset(withChart, QString());
        }
        QStringList heard; // the signals, and the chart each mouthsChanged finds
        connect(&doc, &Document::projectReset, &doc, [&] { heard.append(QStringLiteral("projectReset")); });
        connect(&doc, &Document::mouthsChanged, &doc,
                [&] { heard.append(QStringLiteral("mouthsChanged: ") + doc.project().mouths.keys().join(QLatin1Char(' '))); });
        if (open) {
            QStringList messages;
            QVERIFY2(doc.load(path, &messages), qPrintable(messages.join(QLatin1Char('\n'))));
        } else {
            doc.reset(Project(), QString());
        }
        QCOMPARE(heard, (QStringList{QStringLiteral("projectReset"), open ? QStringLiteral("mouthsChanged: A X")
                                                                          : QStringLiteral("mouthsChanged: ")}));
    }

    // Save As into another folder names the chart's pictures from there; a missing one is listed
    // and relinked by Locate..., as one undo step.
    void files()
    {
        Project project;
        project.mouths = chart();
        const QHash<QString, QString> rebased = ProjectFiles::rebasedPaths(project, QStringLiteral("/a"), QStringLiteral("/a/b"));
        QCOMPARE(rebased.value(QStringLiteral("mouths.png")), QStringLiteral("../mouths.png"));
        QCOMPARE(ProjectFiles::renamed(project, rebased).mouths.value(QStringLiteral("X")).image, QStringLiteral("../rest.png"));

        QTemporaryDir dir;
        QImage(8, 8, QImage::Format_ARGB32).save(dir.filePath(QStringLiteral("mouths.png")));
        QCOMPARE(ProjectFiles::missing(project, dir.path()), QStringList{QStringLiteral("rest.png")});
        QCOMPARE(ProjectFiles::usedBy(project, dir.path()).images,
                 (QStringList{dir.filePath(QStringLiteral("mouths.png")), dir.filePath(QStringLiteral("rest.png"))}));

        Document doc;
        doc.reset(project, dir.filePath(QStringLiteral("p.json")));
        QVERIFY(RelinkEdits::relink(&doc, {{QStringLiteral("rest.png"), QStringLiteral("mouths.png")}}));
        QCOMPARE(doc.project().mouths.value(QStringLiteral("X")).image, QStringLiteral("mouths.png"));
        QCOMPARE(doc.undoStack()->count(), 1);
        doc.undoStack()->undo();
        QCOMPARE(doc.project().mouths, project.mouths);
    }

    void imageCheck_data()
    {
        QTest::addColumn<QString>("image");
        QTest::addColumn<std::optional<QRect>>("region");
        QTest::addColumn<QString>("problem"); // "" none
        QTest::newRow("a cell inside") << QStringLiteral("mouths.png") << std::optional<QRect>(QRect(8, 0, 8, 8)) << QString();
        QTest::newRow("missing") << QStringLiteral("gone.png") << std::optional<QRect>()
                                 << QStringLiteral("p.json: mouths.X.image: gone.png: file not found");
        QTest::newRow("a cell outside") << QStringLiteral("mouths.png") << std::optional<QRect>(QRect(12, 0, 8, 8))
                                        << QStringLiteral("p.json: mouths.X.region: [12, 0, 8, 8] is outside mouths.png (16 x 8 pixels)");
    }
    void imageCheck()
    {
        QFETCH(QString, image);
        QFETCH(std::optional<QRect>, region);
        QFETCH(QString, problem);
        QTemporaryDir dir;
        QImage(16, 8, QImage::Format_ARGB32).save(dir.filePath(QStringLiteral("mouths.png")));
        Project project;
        project.mouths.insert(QStringLiteral("X"), MouthPicture{image, region});
        Diagnostics out;
        checkFrameImages(project, false, dir.path(), ProjectLimits(), &out);
        QStringList texts;
        for (const Diagnostic &d : out)
            texts.append(d.text(QStringLiteral("p.json")));
        QCOMPARE(texts, problem.isEmpty() ? QStringList() : QStringList{problem});
    }
};

QTEST_MAIN(TestMouthChart)
#include "tst_mouthchart.moc"
