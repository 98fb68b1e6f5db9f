#pragma once

class QMainWindow;
class QWidget;

namespace inbetween {

class DocumentTableView;

// The docks' sizes at the first start (no saved window state), once the window has its size:
// set before, QMainWindow squeezes them to fit the smaller window it had then.
// - The Frames dock as wide as its table's columns, End included, with no scroll.
// - The right column: the Clip panel whole (a pose on three lines, a frame on two), the
//   Spacing dock the whole chart, the Events table the rest.
// `frameTable` is the Frames dock's table, `summary` the Clip panel, `spacingChart` the Spacing
// dock's chart; the docks are found by their object names.
void applyFirstStartLayout(QMainWindow *window, const DocumentTableView *frameTable, const QWidget *summary,
                           const QWidget *spacingChart);

} // namespace inbetween
