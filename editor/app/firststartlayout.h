#pragma once

namespace inbetween {

class MainWindow;

// The docks' sizes at the first start (no saved window state), once the window has its size:
// set before, QMainWindow squeezes them to fit the smaller window it had then.
// - The Frames dock as wide as its table's columns, End included, with no scroll.
// - The right column: the Clip panel whole (a pose on three lines, a frame on two), the
//   Spacing dock the whole chart, the Events table the rest.
void applyFirstStartLayout(MainWindow *window);

} // namespace inbetween
