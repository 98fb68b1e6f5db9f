// The import, to look at and for the README's pictures.
//   import-demo --make-examples DIR
//       draws the bouncing-ball sheet (ball-sheet.png, 4 x 2 cells of 48 x 48, the last one empty)
//       and writes its Aseprite sheet JSON (ball-sheet.json) and, with ImageMagick's convert, the
//       same frames as an animated GIF (ball.gif): the sources of the README's import examples.
//   import-demo SHEET --grid WxH --project OUT.json --shots DIR
//       opens the editor, imports SHEET through File > Import's sheet dialog (its grid set to
//       WxH; the dialog saved as DIR/sheet-import.png), into a new project OUT.json, plays it and
//       saves the window as DIR/sheet-playing.png. Run it on xcb under Xvfb for the 3D preview.
#include "app/mainwindow.h"
#include "document/englishplurals.h"
#include "files/importcontroller.h"
#include "import/sheetimportdialog.h"
#include "playback/playbackarea.h"
#include "session/userprompts.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QPainter>
#include <QProcess>
#include <QRadioButton>
#include <QScreen>
#include <QTimer>
#include <cmath>
#include <cstdio>

using namespace inbetween;

namespace {

constexpr int kCell = 48;
const int kHoldMs[] = {60, 60, 60, 120, 60, 60, 80};

// Frame i of a ball bouncing: its height above the ground (0..1) and its squash (< 1 flat, > 1 tall).
void drawBall(QPainter &p, const QRectF &cell, double height, double squash)
{
    const double ground = cell.bottom() - 6, radius = 9;
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 60));
    const double shadow = radius * (1.2 - 0.5 * height);
    p.drawEllipse(QPointF(cell.center().x(), ground + 1), shadow, shadow / 3.5);
    const double w = radius * (2 - squash), h = radius * squash;
    const QPointF centre(cell.center().x(), ground - h - height * (cell.height() - 2 * radius - 10));
    QRadialGradient fill(centre - QPointF(w / 3, h / 3), radius * 1.6);
    fill.setColorAt(0, QColor(255, 214, 130));
    fill.setColorAt(0.5, QColor(240, 138, 36));
    fill.setColorAt(1, QColor(190, 80, 10));
    p.setBrush(fill);
    p.setPen(QPen(QColor(110, 45, 5), 1.5));
    p.drawEllipse(centre, w, h);
}

int makeExamples(const QString &dir)
{
    QDir().mkpath(dir);
    const double heights[] = {1.0, 0.78, 0.38, 0.0, 0.3, 0.7, 0.95};
    const double squash[] = {1.0, 1.08, 1.2, 0.62, 1.15, 1.04, 1.0};
    QImage sheet(4 * kCell, 2 * kCell, QImage::Format_ARGB32);
    sheet.fill(Qt::transparent);
    QStringList gifArgs{QStringLiteral("-dispose"), QStringLiteral("background")};
    for (int i = 0; i < 7; ++i) {
        QPainter p(&sheet);
        p.setRenderHint(QPainter::Antialiasing);
        const QRectF cell((i % 4) * kCell, (i / 4) * kCell, kCell, kCell);
        drawBall(p, cell, heights[i], squash[i]);
        p.end();
        const QString frame = QDir(dir).filePath(QStringLiteral("ball-%1.png").arg(i));
        sheet.copy(cell.toRect()).save(frame);
        gifArgs << QStringLiteral("-delay") << QString::number(kHoldMs[i] / 10) << frame;
    }
    sheet.save(QDir(dir).filePath(QStringLiteral("ball-sheet.png")));

    QByteArray json = "{ \"frames\": {\n";
    for (int i = 0; i < 7; ++i) {
        json += QStringLiteral("   \"ball %1.aseprite\": {\n    \"frame\": { \"x\": %2, \"y\": %3, \"w\": 48, \"h\": 48 },\n"
                               "    \"rotated\": false,\n    \"trimmed\": false,\n"
                               "    \"spriteSourceSize\": { \"x\": 0, \"y\": 0, \"w\": 48, \"h\": 48 },\n"
                               "    \"sourceSize\": { \"w\": 48, \"h\": 48 },\n    \"duration\": %4\n   }%5\n")
                    .arg(i)
                    .arg((i % 4) * kCell)
                    .arg((i / 4) * kCell)
                    .arg(kHoldMs[i])
                    .arg(i < 6 ? QStringLiteral(",") : QString())
                    .toUtf8();
    }
    json += " },\n \"meta\": {\n  \"app\": \"https://www.aseprite.org/\",\n  \"version\": \"1.3.7-x64\",\n"
            "  \"image\": \"ball-sheet.png\",\n  \"format\": \"RGBA8888\",\n  \"size\": { \"w\": 192, \"h\": 96 },\n"
            "  \"scale\": \"1\",\n  \"frameTags\": [\n"
            "   { \"name\": \"bounce\", \"from\": 0, \"to\": 6, \"direction\": \"forward\", \"color\": \"#000000ff\" },\n"
            "   { \"name\": \"land\", \"from\": 2, \"to\": 4, \"direction\": \"pingpong\", \"color\": \"#000000ff\" }\n"
            "  ],\n  \"layers\": [\n   { \"name\": \"Layer 1\", \"opacity\": 255, \"blendMode\": \"normal\" }\n  ],\n"
            "  \"slices\": [\n  ]\n }\n}\n";
    QFile f(QDir(dir).filePath(QStringLiteral("ball-sheet.json")));
    if (!f.open(QIODevice::WriteOnly) || f.write(json) != json.size())
        return 1;
    f.close();
    gifArgs << QStringLiteral("-loop") << QStringLiteral("0") << QDir(dir).filePath(QStringLiteral("ball.gif"));
    const int gif = QProcess::execute(QStringLiteral("convert"), gifArgs);
    for (int i = 0; i < 7; ++i)
        QFile::remove(QDir(dir).filePath(QStringLiteral("ball-%1.png").arg(i)));
    return gif == 0 ? 0 : 1;
}

// Answers the window's questions for the demo: the new project goes to `out`.
class DemoPrompts : public DialogPrompts
{
public:
    explicit DemoPrompts(QString out) : m_out(std::move(out)) {}
    Answer askSaveChanges(QWidget *, const QString &) override { return Answer::Discard; }
    QString saveFileName(QWidget *, const QString &) override { return m_out; }

private:
    QString m_out;
};

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    EnglishPlurals plurals; // "1 cell left out", as the editor says it
    QCoreApplication::installTranslator(&plurals);
    const QStringList args = app.arguments();
    if (args.value(1) == QLatin1String("--make-examples") && args.size() == 3)
        return makeExamples(args[2]);
    if (args.size() != 8 || args[2] != QLatin1String("--grid") || args[4] != QLatin1String("--project")
        || args[6] != QLatin1String("--shots")) {
        std::fprintf(stderr, "usage: import-demo --make-examples DIR\n"
                             "       import-demo SHEET --grid WxH --project OUT.json --shots DIR\n");
        return 2;
    }
    const QStringList cell = args[3].split(QLatin1Char('x'));
    const QString shots = args[7];
    QDir().mkpath(shots);
    DemoPrompts prompts(QFileInfo(args[5]).absoluteFilePath());
    MainWindow window(&prompts);
    window.resize(1400, 860);
    window.show();
    window.importer()->import(args[1]);
    auto *dialog = window.findChild<SheetImportDialog *>();
    if (!dialog)
        return 1;
    SheetGrid grid = SheetGrid::ofCellSize({cell.value(0).toInt(), cell.value(1).toInt()});
    dialog->setGrid(grid);
    dialog->findChild<QDoubleSpinBox *>(QStringLiteral("duration"))->setValue(80.0);
    QTimer::singleShot(800, dialog, [dialog, shots] {
        dialog->grab().save(QDir(shots).filePath(QStringLiteral("sheet-import.png")));
        dialog->accept(); // into a new project: written, then opened
    });
    QTimer::singleShot(1500, &window, [&window] {
        if (QAction *play = window.playback()->action(QStringLiteral("playPause")))
            play->trigger();
    });
    QTimer::singleShot(3130, &window, [&window, shots] {
        window.screen()->grabWindow(window.winId()).save(QDir(shots).filePath(QStringLiteral("sheet-playing.png")));
        QApplication::quit();
    });
    return app.exec();
}
