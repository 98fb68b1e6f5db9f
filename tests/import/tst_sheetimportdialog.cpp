// SheetImportDialog and SheetPreview, real widgets on the offscreen platform: the grid drawn over
// the sheet follows every change of the cell size, the columns and rows, the margin and the
// spacing at once, with the count of frames; cells left out are greyed; OK only when a frame
// comes out. A screenshot of the dialog is written when INBETWEEN_SCREENSHOT_DIR is set.

#include "document/englishplurals.h"
#include "import/importfixtures.h"
#include "import/sheetimportdialog.h"
#include "import/sheetpreview.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QtTest>

using namespace inbetween;
using namespace importtest;

namespace {

// The colour the preview draws grid lines in.
const QColor kGridLine(0, 170, 255);

QSpinBox *box(SheetImportDialog &d, const char *name)
{
    return d.findChild<QSpinBox *>(QString::fromLatin1(name));
}

// Types a value into a spin box as a user does: select all, type, Enter.
void type(QSpinBox *spin, int value)
{
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, QString::number(value));
    QTest::keyClick(spin, Qt::Key_Enter);
}

bool isGridLine(const QColor &c)
{
    return std::abs(c.red() - kGridLine.red()) < 30 && std::abs(c.green() - kGridLine.green()) < 30
           && std::abs(c.blue() - kGridLine.blue()) < 30;
}

// Whether the preview, as drawn now, shows a vertical grid line at sheet x (within a pixel).
bool verticalLineAt(SheetPreview *preview, int sheetX, int sheetY)
{
    const QImage shot = preview->grab().toImage();
    const QRectF r = preview->imageRect();
    const double scale = r.width() / preview->cutLayout().imageSize.width();
    const int x = int(std::round(r.left() + sheetX * scale)), y = int(r.top() + (sheetY + 0.5) * scale);
    for (int dx = -1; dx <= 1; ++dx) {
        if (isGridLine(shot.pixelColor(x + dx, y)))
            return true;
    }
    return false;
}

} // namespace

class TestSheetImportDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QCoreApplication::installTranslator(&m_plurals); } // as the app does

    // The dialog opens on the grid read from the picture (proposeSheetGrid, tested on its own):
    // the bundled ball sheet, 4 x 2 cells of 48 with the last one empty, is 7 frames (it was
    // offered 32 x 32 and 17 wrong frames: issue 27, finding 11).
    void opensOnTheGridOfThePicture()
    {
        const QImage sheet(QFINDTESTDATA("../../resources/examples/import/ball-sheet.png"));
        QVERIFY(!sheet.isNull());
        SheetImportDialog d(sheet, QStringLiteral("ball-sheet.png"), QStringLiteral("hero.json"));
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        QCOMPARE(d.grid(), SheetGrid::ofCellSize({48, 48}));
        QCOMPARE(d.frameCount(), 7);
        QCOMPARE(d.summary(), QStringLiteral("7 frames of 48 x 48 (4 columns, 2 rows)\n1 cell left out: fully transparent"));
        QVERIFY(verticalLineAt(d.preview(), 48, 24));
        QVERIFY(!verticalLineAt(d.preview(), 32, 24));
        if (qEnvironmentVariableIsSet("INBETWEEN_SCREENSHOT_DIR"))
            d.grab().save(QDir(qEnvironmentVariable("INBETWEEN_SCREENSHOT_DIR")).filePath(QStringLiteral("sheetdialog-ball.png")));
    }

    // "Each frame holds" takes frames too ("5f" became 5 ms: issue 39), at the project's fps.
    void durationTakesFramesOrMs_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<double>("fps");
        QTest::addColumn<double>("ms");
        QTest::newRow("frames at 60") << QStringLiteral("5f") << 60.0 << 5000.0 / 60.0;
        QTest::newRow("frames at 12") << QStringLiteral("3 f") << 12.0 << 250.0;
        QTest::newRow("ms") << QStringLiteral("80 ms") << 60.0 << 80.0;
        QTest::newRow("a bare number is ms") << QStringLiteral("80") << 24.0 << 80.0;
    }
    void durationTakesFramesOrMs()
    {
        QFETCH(QString, typed);
        QFETCH(double, fps);
        QFETCH(double, ms);
        const QImage sheet(QFINDTESTDATA("../../resources/examples/import/ball-sheet.png"));
        SheetImportDialog d(sheet, QStringLiteral("ball-sheet.png"), QStringLiteral("hero.json"), fps);
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        auto *duration = d.findChild<QAbstractSpinBox *>(QStringLiteral("duration"));
        QVERIFY(duration);
        duration->setFocus();
        duration->selectAll();
        QTest::keyClicks(duration, typed);
        QTest::keyClick(duration, Qt::Key_Tab);
        QVERIFY(std::abs(d.duration() - ms) < 1e-9);
    }

    void gridFollowsEveryChange()
    {
        SheetSpec spec; // 4 x 2 cells of 32, cell 6 left empty
        spec.empty = {6};
        SheetImportDialog d(drawSheet(spec), QStringLiteral("hero.png"), QStringLiteral("walk.json"));
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        QPushButton *ok = d.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);

        // The guess: 32 x 32, seven frames, the empty one left out and greyed.
        QCOMPARE(d.grid(), SheetGrid::ofCellSize({32, 32}));
        QCOMPARE(d.frameCount(), 7);
        QCOMPARE(d.summary(), QStringLiteral("7 frames of 32 x 32 (4 columns, 2 rows)\n1 cell left out: fully transparent"));
        QVERIFY(ok->isEnabled());
        QVERIFY(verticalLineAt(d.preview(), 32, 16));
        QVERIFY(!verticalLineAt(d.preview(), 16, 16));

        // Half as wide: the line at 16 appears, and twice the frames.
        type(box(d, "cellWidth"), 16);
        QCOMPARE(d.grid().cell, QSize(16, 32));
        QCOMPARE(d.frameCount(), 14);
        QCOMPARE(d.preview()->cutLayout().columns, 8);
        QVERIFY(verticalLineAt(d.preview(), 16, 16));
        QCOMPARE(box(d, "columns")->value(), 8); // the other way of saying it follows

        // A margin and spacing move the lines: 2 + 16 + 1 = 19 is where the second cell starts.
        type(box(d, "cellWidth"), 29);
        type(box(d, "margin"), 2);
        type(box(d, "spacing"), 1);
        QCOMPARE(d.preview()->cutLayout().cellRect(1), QRect(32, 2, 29, 32));
        QVERIFY(verticalLineAt(d.preview(), 32, 16));
        QVERIFY(verticalLineAt(d.preview(), 61, 16));

        // Keeping the empty cells counts them.
        type(box(d, "margin"), 0);
        type(box(d, "spacing"), 0);
        type(box(d, "cellWidth"), 32);
        QCOMPARE(d.frameCount(), 7);
        d.findChild<QCheckBox *>(QStringLiteral("keepEmpty"))->click();
        QCOMPARE(d.frameCount(), 8);
        QCOMPARE(d.grid().keepEmpty, true);

        // By columns and rows: 2 x 1 gives 64 x 64 cells.
        d.findChild<QRadioButton *>(QStringLiteral("byCount"))->click();
        type(box(d, "columns"), 2);
        type(box(d, "rows"), 1);
        QCOMPARE(d.grid(), [] {
            SheetGrid g = SheetGrid::ofCount(2, 1);
            g.keepEmpty = true;
            return g;
        }());
        QCOMPARE(d.preview()->cutLayout().cell, QSize(64, 64));
        QCOMPARE(box(d, "cellWidth")->value(), 64);
        QVERIFY(!box(d, "cellWidth")->isEnabled());
        QCOMPARE(d.frameCount(), 2);

        // A margin that leaves no room: no frames, OK disabled, the reason shown.
        type(box(d, "margin"), 40);
        QCOMPARE(d.frameCount(), 0);
        QVERIFY(!ok->isEnabled());
        QVERIFY(d.summary().startsWith(QStringLiteral("No frames: a grid of 2 x 1 cells (margin 40, spacing 0) does not fit")));

        if (qEnvironmentVariableIsSet("INBETWEEN_SCREENSHOT_DIR")) {
            type(box(d, "margin"), 0);
            d.findChild<QRadioButton *>(QStringLiteral("bySize"))->click();
            type(box(d, "cellWidth"), 32);
            type(box(d, "cellHeight"), 32);
            d.findChild<QCheckBox *>(QStringLiteral("keepEmpty"))->click();
            d.grab().save(QDir(qEnvironmentVariable("INBETWEEN_SCREENSHOT_DIR")).filePath(QStringLiteral("sheetdialog.png")));
        }
    }

    void leftOutCellsAreGreyed()
    {
        SheetSpec spec;
        spec.empty = {1};
        SheetImportDialog d(drawSheet(spec), QStringLiteral("hero.png"), QStringLiteral("walk.json"));
        d.resize(900, 560);
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        SheetPreview *preview = d.preview();
        const QImage shot = preview->grab().toImage();
        const QRectF r = preview->imageRect();
        const double scale = r.width() / 128.0;
        // Near the corner of cell 1 (not on its cross): grey over the checkerboard, darker than it.
        const QColor greyed = shot.pixelColor(int(r.left() + (32 + 12) * scale), int(r.top() + 4 * scale));
        QVERIFY2(greyed.lightness() < 200, qPrintable(greyed.name()));
        // Cell 0 shows its own colour.
        QCOMPARE(shot.pixelColor(int(r.left() + 12 * scale), int(r.top() + 4 * scale)), cellColor(0));
    }

private:
    EnglishPlurals m_plurals;
};

QTEST_MAIN(TestSheetImportDialog)
#include "tst_sheetimportdialog.moc"
