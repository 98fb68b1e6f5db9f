// The window's layout on the bundled hero (issue 27, finding 13): in the Clips list and the
// Frames table each row's thumbnail shows whole in its row (before: drawn at its own, larger size
// and cut at the row's top and bottom), and the Image column is wide enough for an image and its
// sheet region (before: "hero.png [128, 128, 64, ..." cut mid-region); another clip is shown
// whole on the timeline (before: on half of it, or as zoomed as the clip before).

#include "curves/curvespanel.h"
#include "curves/spacingchartview.h"
#include "editor/testsupport.h"
#include "editor/windowfixture.h"
#include "itemmodels/cliplistmodel.h"
#include "timeline/timelineview.h"

#include <QAbstractItemDelegate>
#include <QDockWidget>
#include <QHeaderView>
#include <QMenu>
#include <QScrollBar>
#include <QToolBar>

using namespace inbetween;
using namespace testsupport;

class TestWindowLayout : public QObject, protected WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { isolateSettings(m_settings.path()); }
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        openCopy(copyProject(QFINDTESTDATA("../../resources/examples/hero.json"), {QStringLiteral("hero")}, *m_dir));
    }
    void cleanup() { closeWindow(); }

    void thumbnailsShowWholeInTheirRows_data();
    void thumbnailsShowWholeInTheirRows();
    void imageColumnShowsTheWholeCell();
    void framesTableShowsEveryColumn();
    void spacingChartShowsWhole_data();
    void spacingChartShowsWhole();
    void previewHasTheRoom();
    void transportShowsEveryButton();
    void switchingClipsFitsTheTimeline_data();
    void switchingClipsFitsTheTimeline();

private:
    // What the cell needs to be shown whole, as its delegate measures it.
    static QSize needed(const DocumentTableView *view, const QModelIndex &index)
    {
        QStyleOptionViewItem option;
        option.initFrom(view->viewport());
        option.font = view->font();
        option.decorationSize = view->iconSize();
        option.features = QStyleOptionViewItem::HasDisplay;
        return view->itemDelegateForIndex(index)->sizeHint(option, index);
    }
};

void TestWindowLayout::thumbnailsShowWholeInTheirRows_data()
{
    QTest::addColumn<QString>("list");
    QTest::newRow("Clips") << QStringLiteral("clips");
    QTest::newRow("Frames") << QStringLiteral("frames");
}

void TestWindowLayout::thumbnailsShowWholeInTheirRows()
{
    QFETCH(QString, list);
    const bool clips = list == QLatin1String("clips");
    DocumentTableView *view = clips ? m_window->clipsPanel()->view() : m_window->frameView();
    const int column = clips ? int(ClipListModel::NameColumn) : int(FrameTableModel::ImageColumn);
    QVERIFY(view->model()->rowCount() >= 3);
    for (int r = 0; r < view->model()->rowCount(); ++r) {
        const QModelIndex index = view->model()->index(r, column);
        const QImage thumbnail = index.data(Qt::DecorationRole).value<QImage>();
        QVERIFY2(!thumbnail.isNull(), "every row of the hero has a picture");
        QVERIFY(thumbnail.height() > view->rowHeight(r)); // the model's picture is bigger than a row
        const QSize size = needed(view, index);
        QVERIFY2(size.height() <= view->rowHeight(r),
                 qPrintable(QStringLiteral("row %1 needs %2 px, has %3").arg(r).arg(size.height()).arg(view->rowHeight(r))));
    }
}

void TestWindowLayout::imageColumnShowsTheWholeCell()
{
    DocumentTableView *view = m_window->frameView();
    for (int clip = 0; clip < m_window->document()->clipCount(); ++clip) {
        m_window->document()->setCurrentClip(clip);
        for (int r = 0; r < view->model()->rowCount(); ++r) {
            const QModelIndex index = view->model()->index(r, FrameTableModel::ImageColumn);
            QVERIFY(index.data().toString().contains(QLatin1String("hero.png [")));
            const int width = needed(view, index).width();
            QVERIFY2(width <= view->columnWidth(FrameTableModel::ImageColumn),
                     qPrintable(QStringLiteral("%1 needs %2 px, has %3").arg(index.data().toString()).arg(width).arg(view->columnWidth(FrameTableModel::ImageColumn))));
        }
    }
}

// At the first start's 1400 x 900 the Frames dock shows every column of the table, End included,
// without a scroll (the walk of issue 27: the End column was behind a horizontal scroll bar).
void TestWindowLayout::framesTableShowsEveryColumn()
{
    QCOMPARE(m_window->size(), QSize(1400, 900));
    DocumentTableView *table = m_window->frameView();
    QTRY_VERIFY(table->viewport()->width() > 0);
    QCoreApplication::processEvents();
    const QHeaderView *header = table->horizontalHeader();
    QString widths;
    for (int c = 0; c < header->count(); ++c)
        widths += QStringLiteral(" %1").arg(header->sectionSize(c));
    const QString sizes = QStringLiteral("viewport %1 px, columns%2").arg(table->viewport()->width()).arg(widths);
    QVERIFY2(table->horizontalScrollBar()->maximum() == 0, qPrintable(sizes));
    const int last = header->count() - 1;
    const QFontMetrics metrics(table->font());
    for (int r = 0; r < table->model()->rowCount(); ++r) {
        const QString end = table->model()->index(r, last).data().toString();
        QVERIFY2(metrics.horizontalAdvance(end) + 8 <= header->sectionSize(last), qPrintable(end + QLatin1String(": ") + sizes));
    }
    QVERIFY2(header->sectionPosition(last) + header->sectionSize(last) <= table->viewport()->width(), qPrintable(sizes));
}

// At the first start the Spacing dock shows the whole chart of a segment, "even spacing" included
// (the walk of issue 27: its label was cut at the dock's foot).
void TestWindowLayout::spacingChartShowsWhole_data()
{
    QTest::addColumn<QSize>("window");
    QTest::addColumn<QString>("gameTick");
    QTest::newRow("1400 x 900") << QSize(1400, 900) << QString();
    QTest::newRow("1400 x 900, game tick 144 Hz (two lines in the Clip panel)") << QSize(1400, 900) << QStringLiteral("gameTick144");
    QTest::newRow("1280 x 800, game tick 144 Hz") << QSize(1280, 800) << QStringLiteral("gameTick144");
}

void TestWindowLayout::spacingChartShowsWhole()
{
    QFETCH(QSize, window);
    QFETCH(QString, gameTick);
    m_window->resize(window);
    if (!gameTick.isEmpty()) {
        QAction *tick = m_window->findChild<QMenu *>(QStringLiteral("gameTickMenu"))->findChild<QAction *>(gameTick);
        QVERIFY(tick);
        tick->trigger();
    }
    QDockWidget *dock = m_window->findChild<QDockWidget *>(QStringLiteral("spacingDock"));
    QVERIFY(dock && dock->isVisible());
    DocumentTableView *list = m_window->clipsPanel()->view();
    QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::NoModifier, list->visualRect(list->model()->index(2, 1)).center());
    QCOMPARE(m_window->document()->clip().name, QStringLiteral("jump"));
    SpacingChartView *chart = m_window->playback()->curves()->spacingChart();
    chart->setSegment(1);
    QCoreApplication::processEvents();
    QVERIFY2(chart->height() >= chart->contentHeight(),
             qPrintable(QStringLiteral("%1 px shown of %2; Clip panel: %3").arg(chart->height()).arg(chart->contentHeight())
                            .arg(m_window->summaryPanel()->field(QStringLiteral("gameTick")))));
    QVERIFY2(chart->caption().contains(QLatin1String("inbetweens")), qPrintable(chart->caption()));
    // The Clip panel above it whole too, or scrolled (a short window): never cut at its foot.
    const QWidget *summary = m_window->summaryPanel();
    QTRY_VERIFY2(summary->height() >= summary->minimumSizeHint().height(),
             qPrintable(QStringLiteral("Clip panel %1 px of %2").arg(summary->height()).arg(summary->minimumSizeHint().height())));
}

// At the first start the preview is the biggest thing in the window: taller than the timeline
// and the curves, and than the Keyframes dock, which holds a few rows (it is empty for most
// clips) and runs under the whole window. (Before: the preview had some 210 of 920 pixels.)
void TestWindowLayout::previewHasTheRoom()
{
    QWidget *preview = m_window->playback()->preview();
    auto *keys = m_window->findChild<QDockWidget *>(QStringLiteral("keyframesDock"));
    QVERIFY(keys && keys->isVisible());
    QTRY_VERIFY(preview->height() > 0);
    QCoreApplication::processEvents();
    const QString sizes = QStringLiteral("window %1, preview %2, timeline %3, curves %4, keyframes dock %5")
                              .arg(m_window->height()).arg(preview->height()).arg(m_window->playback()->timeline()->height())
                              .arg(m_window->playback()->curves()->height()).arg(keys->height());
    QVERIFY2(preview->height() >= m_window->height() * 32 / 100, qPrintable(sizes));
    QVERIFY2(preview->height() > 2 * keys->height(), qPrintable(sizes));
    QVERIFY2(preview->height() > m_window->playback()->curves()->height(), qPrintable(sizes));
    const DocumentTableView *table = m_window->keyframeView();
    QVERIFY2(table->height() <= table->horizontalHeader()->height() + 6 * table->verticalHeader()->defaultSectionSize(), qPrintable(sizes));
}

// At the window's designed size every button of the transport bar is on it, none behind its "»"
// (Snap to Frames and Float Preview were, issue 39).
void TestWindowLayout::transportShowsEveryButton()
{
    auto *bar = m_window->findChild<QToolBar *>(QStringLiteral("transportBar"));
    QVERIFY(bar);
    QTRY_VERIFY(bar->isVisible() && bar->width() > 0);
    QCoreApplication::processEvents();
    QStringList hidden;
    for (QAction *action : bar->actions()) {
        if (action->isSeparator())
            continue;
        QWidget *button = bar->widgetForAction(action);
        if (!button || !button->isVisible())
            hidden << (action->iconText().isEmpty() ? action->objectName() : action->iconText());
    }
    QVERIFY2(hidden.isEmpty(), qPrintable(QStringLiteral("window %1 px, bar %2 px; behind the »: %3")
                                              .arg(m_window->width()).arg(bar->width()).arg(hidden.join(QStringLiteral(", ")))));
}

void TestWindowLayout::switchingClipsFitsTheTimeline_data()
{
    QTest::addColumn<bool>("curves");
    QTest::newRow("curves shown") << true;
    QTest::newRow("curves hidden") << false;
}

// A click on another clip shows the whole of it on the timeline (and in the curves, which show
// what it shows), and it stays fitted as the window is resized, until the user zooms.
void TestWindowLayout::switchingClipsFitsTheTimeline()
{
    QFETCH(bool, curves);
    if (!curves)
        m_window->playback()->action(QStringLiteral("showCurves"))->trigger();
    TimelineView *timeline = m_window->playback()->timeline();
    timeline->zoomIn();
    timeline->zoomIn();
    timeline->zoomIn();
    timeline->horizontalScrollBar()->setValue(timeline->horizontalScrollBar()->maximum() / 2);
    DocumentTableView *list = m_window->clipsPanel()->view();
    QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::NoModifier, list->visualRect(list->model()->index(2, 1)).center());
    QCOMPARE(m_window->document()->clip().name, QStringLiteral("jump"));
    const auto fitted = [&](const char *when) {
        const TimeAxis &axis = timeline->axis();
        const double end = axis.xForTime(750.0) / timeline->viewport()->width();
        QVERIFY2(std::abs(axis.xForTime(0.0) - TimeAxis::margin) < 1.0 && end > 0.9 && end <= 1.0,
                 qPrintable(QStringLiteral("%1: 0 ms at x %2, 750 ms at %3 of the width").arg(QLatin1String(when)).arg(axis.xForTime(0.0)).arg(end)));
    };
    fitted("switched");
    if (QTest::currentTestFailed())
        return;
    m_window->resize(m_window->width() + 300, m_window->height());
    QTRY_VERIFY(timeline->viewport()->width() > 0);
    QCoreApplication::processEvents();
    fitted("resized");
}

QTEST_MAIN(TestWindowLayout)
#include "tst_windowlayout.moc"
