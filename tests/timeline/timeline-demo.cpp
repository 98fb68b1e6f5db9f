// timeline-demo: the TimelineView beside a frame table on the same models and selection, for
// looking at the timeline and taking screenshots without the editor window.
//
//   timeline-demo [FILE] [--ms-per-pixel X] [--playhead MS] [--select ROW] [--screenshot OUT.png]
//
// FILE defaults to tests/timeline/data/flipbook.json. With --screenshot it grabs the window
// once shown and quits.

#include "common/testpaths.h"
#include "document/document.h"
#include "itemmodels/eventtablemodel.h"
#include "itemmodels/frametablemodel.h"
#include "itemmodels/keyframetablemodel.h"
#include "timeline/timelineview.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMainWindow>
#include <QSplitter>
#include <QStatusBar>
#include <QTableView>
#include <QTimer>
#include <QToolBar>

using namespace inbetween;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("project file"));
    const QCommandLineOption zoom(QStringLiteral("ms-per-pixel"), QStringLiteral("zoom"), QStringLiteral("x"));
    const QCommandLineOption playhead(QStringLiteral("playhead"), QStringLiteral("playhead time"), QStringLiteral("ms"));
    const QCommandLineOption select(QStringLiteral("select"), QStringLiteral("frame row to select"), QStringLiteral("row"));
    const QCommandLineOption shot(QStringLiteral("screenshot"), QStringLiteral("grab the window"), QStringLiteral("png"));
    parser.addOptions({zoom, playhead, select, shot});
    parser.process(app);
    const QStringList given = parser.positionalArguments();
    const QString file = !given.isEmpty() ? given.front() : testpaths::source("tests/timeline/data/flipbook.json");

    Document doc;
    QStringList messages;
    if (!doc.load(file, &messages)) {
        qCritical("%s", qPrintable(messages.join(QLatin1Char('\n'))));
        return 1;
    }
    FrameTableModel frames(&doc);
    KeyframeTableModel keys(&doc);
    EventTableModel events(&doc);
    QItemSelectionModel frameSelection(&frames), keySelection(&keys), eventSelection(&events);

    QMainWindow window;
    window.setWindowTitle(QStringLiteral("timeline-demo: %1").arg(doc.displayName()));
    auto *splitter = new QSplitter(Qt::Vertical);
    auto *table = new QTableView;
    table->setModel(&frames);
    table->setSelectionModel(&frameSelection);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->verticalHeader()->hide();
    auto *view = new TimelineView(&doc, &frames, &keys, &events, &frameSelection, &keySelection, &eventSelection);
    splitter->addWidget(table);
    splitter->addWidget(view);
    splitter->setStretchFactor(0, 1);
    window.setCentralWidget(splitter);
    auto *toolbar = window.addToolBar(QStringLiteral("Timeline"));
    toolbar->addActions({view->fitToWindowAction(), view->zoomInAction(), view->zoomOutAction(),
                         view->snapToFramesAction()});
    auto *status = new QLabel;
    window.statusBar()->addWidget(status, 1);
    QObject::connect(view, &TimelineView::statusMessage, status, &QLabel::setText);
    QObject::connect(view, &TimelineView::playheadScrubbed, view, &TimelineView::setPlayheadTime);
    window.resize(1100, 460);
    window.show();

    if (parser.isSet(zoom))
        view->setMsPerPixel(parser.value(zoom).toDouble());
    if (parser.isSet(playhead))
        view->setPlayheadTime(parser.value(playhead).toDouble());
    if (parser.isSet(select)) {
        const int row = parser.value(select).toInt();
        frameSelection.select(frames.index(row, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    }
    view->setFocus();
    if (parser.isSet(shot)) {
        // Long enough for a sound's waveform to be decoded (on its worker thread).
        QTimer::singleShot(1500, &window, [&] {
            const bool ok = window.grab().save(parser.value(shot));
            qInfo("timeline at %g ms/px, x of 0 ms: %g, viewport at x %d in the window; %s",
                  view->msPerPixel(), view->axis().xForTime(0),
                  view->viewport()->mapTo(&window, QPoint(0, 0)).x(), ok ? "saved" : "not saved");
            app.exit(ok ? 0 : 1);
        });
    }
    return app.exec();
}
