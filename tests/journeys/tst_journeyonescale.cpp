// Journey: one scale everywhere (issue 39, "Broken" 1). An animator opens the bundled character,
// goes to the jump, sets Light Table > Pixel Zoom > 1x and looks at three times of the jump typed
// into the Clip panel's playhead field; the same clip exported as a GIF at --scale 1 shows the
// same picture pixels at the same times, moved as far: the jump's 24-unit rise is 24 pixels in
// both (it rose about 76 screen pixels in the preview, three times the GIF's). The sprite is
// found in each image by its picture's opaque pixels (the background aside); run on xcb under
// Xvfb with Mesa's OpenGL, as the preview renders.
#include "journeys/journeywindow.h"
#include "preview/previewwidget.h"

#include <QDoubleSpinBox>
#include <QImageReader>
#include <optional>

using namespace inbetween;
using namespace journeys;

namespace {

bool near(QRgb a, QRgb b, int tolerance)
{
    return std::abs(qRed(a) - qRed(b)) <= tolerance && std::abs(qGreen(a) - qGreen(b)) <= tolerance
           && std::abs(qBlue(a) - qBlue(b)) <= tolerance;
}

// Where in `image` the opaque pixels of `picture` are, each within `tolerance` per channel: the
// picture's top-left corner, searched over `area` (top-left positions); nullopt where none fits.
std::optional<QPoint> findPicture(const QImage &image, const QImage &picture, const QRect &area, int tolerance)
{
    QList<QPoint> opaque;
    for (int y = 0; y < picture.height(); ++y)
        for (int x = 0; x < picture.width(); ++x)
            if (qAlpha(picture.pixel(x, y)) == 255)
                opaque.append(QPoint(x, y));
    const QRect inside = area.intersected(QRect(0, 0, image.width() - picture.width() + 1, image.height() - picture.height() + 1));
    for (int y = inside.top(); y <= inside.bottom(); ++y) {
        for (int x = inside.left(); x <= inside.right(); ++x) {
            const bool fits = std::all_of(opaque.cbegin(), opaque.cend(), [&](const QPoint &p) {
                return near(image.pixel(x + p.x(), y + p.y()), picture.pixel(p), tolerance);
            });
            if (fits)
                return QPoint(x, y);
        }
    }
    return std::nullopt;
}

// The picture a GIF shows at `ms` (its delays added up from its first image).
QImage gifAt(const QString &path, double ms)
{
    QImageReader reader(path);
    double start = 0.0;
    QImage image;
    while (reader.canRead()) {
        image = reader.read().convertToFormat(QImage::Format_ARGB32);
        start += reader.nextImageDelay();
        if (start > ms)
            break;
    }
    return image;
}

} // namespace

class TestJourneyOneScale : public QObject, protected JourneyWindow
{
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::isolateSettings(m_settings.path()); }
    void init() { openHero(); }
    void cleanup() { closeWindow(); }

    void previewAndGifAgree();

private:
    // Light Table > Pixel Zoom > `name`, clicked in the menus as a user does.
    void choosePixelZoom(const QString &name)
    {
        auto *zoom = m_window->findChild<QAction *>(name);
        QVERIFY2(zoom, qPrintable(name));
        QMenu *sub = nullptr;
        for (QMenu *menu : m_window->findChildren<QMenu *>())
            if (menu->actions().contains(zoom))
                sub = menu;
        QVERIFY(sub);
        sub->popup(m_window->mapToGlobal(QPoint(60, 60)));
        QVERIFY(QTest::qWaitForWindowExposed(sub));
        QTest::mouseClick(sub, Qt::LeftButton, Qt::NoModifier, sub->actionGeometry(zoom).center());
        QTRY_VERIFY(zoom->isChecked());
        activateAgain();
    }
    // The playhead typed into the Clip panel's field, then Return.
    void typePlayhead(double ms)
    {
        auto *field = m_window->findChild<QDoubleSpinBox *>(QStringLiteral("playheadTime"));
        QVERIFY(field);
        field->setFocus();
        field->selectAll();
        QTest::keyClicks(field, QString::number(ms));
        QTest::keyClick(field, Qt::Key_Return);
        QTRY_COMPARE(clock()->clipTime(), ms);
    }
};

void TestJourneyOneScale::previewAndGifAgree()
{
    auto *view = qobject_cast<PreviewWidget *>(preview());
    QVERIFY(view);
    QTRY_VERIFY_WITH_TIMEOUT(view->isSceneReady() || !view->errors().isEmpty(), 20000);
    QVERIFY2(view->errors().isEmpty(), qPrintable(view->errors().join(QLatin1Char('\n'))));
    pressKey(Qt::Key_PageDown, Qt::ControlModifier); // Next Clip: walk
    pressKey(Qt::Key_PageDown, Qt::ControlModifier); // jump
    const Clip &jump = m_window->document()->clip();
    QCOMPARE(jump.name, QStringLiteral("jump"));
    choosePixelZoom(QStringLiteral("pixelZoom1"));
    QCOMPARE(view->pixelsPerUnit(), 1.0);

    // The GIF at one pixel a unit, baked at 20 fps so that each time below starts a picture.
    const QString file = m_window->document()->filePath();
    const QString gif = m_dir->filePath(QStringLiteral("jump.gif"));
    QByteArray output;
    QCOMPARE(runCli({QStringLiteral("export"), file, QStringLiteral("--format"), QStringLiteral("gif"), QStringLiteral("--clip"),
                     QStringLiteral("jump"), QStringLiteral("--scale"), QStringLiteral("1"), QStringLiteral("--fps"),
                     QStringLiteral("20"), QStringLiteral("-o"), gif},
                    &output),
             0);

    const QImage sheet = QImage(QDir(m_dir->path()).filePath(jump.frames.frame(0).image)).convertToFormat(QImage::Format_ARGB32);
    QVERIFY(!sheet.isNull());
    std::optional<QPoint> firstPreview, firstGif;
    for (const double ms : {100.0, 400.0, 600.0}) {
        typePlayhead(ms);
        const Frame &frame = jump.frames.frame(jump.frames.frameAt(ms));
        const QImage picture = sheet.copy(*frame.region);
        const Vec3 at = jump.motion.sample(ms).translation;
        // Where the preview says the sprite's top-left is, give or take a few pixels.
        const QPoint guess = (view->sceneToView(at.x, at.y) - QPointF(picture.width() / 2.0, picture.height() / 2.0)).toPoint();
        std::optional<QPoint> inPreview;
        QImage shown;
        for (int attempt = 0; attempt < 40 && !inPreview; ++attempt) { // the sheet decodes after the first renders
            shown = view->grabFramebuffer().convertToFormat(QImage::Format_ARGB32);
            inPreview = findPicture(shown, picture, QRect(guess - QPoint(8, 8), QSize(17, 17)), 10);
            if (!inPreview)
                QTest::qWait(50);
        }
        const QImage baked = gifAt(gif, ms);
        const std::optional<QPoint> inGif = findPicture(baked, picture, baked.rect(), 10);
        if (!inPreview)
            shown.save(m_dir->filePath(QStringLiteral("preview-%1.png").arg(ms)));
        QVERIFY2(inPreview, qPrintable(QStringLiteral("at %1 ms the preview does not show frame %2's picture pixel for pixel near "
                                                      "(%3, %4)").arg(ms).arg(jump.frames.frameAt(ms)).arg(guess.x()).arg(guess.y())));
        QVERIFY2(inGif, qPrintable(QStringLiteral("at %1 ms the GIF does not show frame %2's picture").arg(ms).arg(jump.frames.frameAt(ms))));
        if (!firstPreview) {
            firstPreview = inPreview;
            firstGif = inGif;
            continue;
        }
        // Moved as far in both, and as far as the motion says: one pixel a unit, y up.
        const QPoint movedInPreview = *inPreview - *firstPreview, movedInGif = *inGif - *firstGif;
        QCOMPARE(movedInPreview, movedInGif);
        const Vec3 from = jump.motion.sample(100.0).translation;
        QCOMPARE(movedInPreview, QPoint(int(std::lround(at.x - from.x)), -int(std::lround(at.y - from.y))));
    }
}

QTEST_MAIN(TestJourneyOneScale)
#include "tst_journeyonescale.moc"
