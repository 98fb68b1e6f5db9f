#include "app/firststartlayout.h"

#include "tables/documenttableview.h"

#include <QDockWidget>
#include <QHeaderView>
#include <QMainWindow>
#include <QScrollBar>
#include <QStyle>
#include <QTabBar>

namespace inbetween {

void applyFirstStartLayout(QMainWindow *window, const DocumentTableView *frameTable, const QWidget *summary,
                           const QWidget *spacingChart)
{
    const auto dock = [window](const char *name) { return window->findChild<QDockWidget *>(QLatin1String(name)); };
    QDockWidget *frames = dock("framesDock");
    QDockWidget *events = dock("eventsDock");
    QDockWidget *clip = dock("clipDock");
    QDockWidget *spacing = dock("spacingDock");
    if (!frames || !events || !clip || !spacing)
        return;

    const DocumentTableView *table = frameTable;
    const int tableWidth = table->horizontalHeader()->length() + table->verticalScrollBar()->sizeHint().width()
                           + 2 * table->frameWidth();
    // 333: the Clip panel's longest line on one row, "Frame: 0 of 4: hero/hero.png [0, 0, 64, 64]".
    window->resizeDocks({frames, events}, {tableWidth, 333}, Qt::Horizontal);

    const int titleBar = window->style()->pixelMetric(QStyle::PM_TitleBarHeight) + 4;
    const int tabBar = QTabBar().sizeHint().height();
    // Measured on an empty clip: room for the pose's "R (...)" and "S (...)" under "T (...)" when
    // the clip has keys, and for a long frame ("2 of 4: hero/hero.png [128, 128, 64, 64]") on two lines.
    const int moreLines = 3 * summary->fontMetrics().lineSpacing();
    const int clipHeight = summary->sizeHint().height() + moreLines + titleBar + tabBar;
    const int spacingHeight = spacingChart->sizeHint().height() + titleBar;
    // The Events table four rows (QMainWindow shares out any more or less room by these sizes).
    const DocumentTableView *eventTable = events->findChild<DocumentTableView *>();
    const int eventsHeight = eventTable ? eventTable->horizontalHeader()->sizeHint().height()
                                              + 4 * eventTable->verticalHeader()->defaultSectionSize() + 2 * eventTable->frameWidth() + titleBar
                                        : 120;
    window->resizeDocks({events, clip, spacing}, {eventsHeight, clipHeight, spacingHeight}, Qt::Vertical);
}

} // namespace inbetween
