#pragma once

#include "beatgrid.h"

#include <QDialog>
#include <optional>

class QCheckBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;

namespace inbetween {

class DurationSpinBox;

// Clips > Beat Grid...: the current clip's beat grid (DESIGN.md, "Timing to voice and beat") on
// or off, its tempo in BPM and the clip time of a downbeat (typed in ms or frames, "6f";
// negative: before the clip), with the beat's and the bar's length shown as they are typed.
// grid() is what OK sets: none when the grid is off.
class BeatGridDialog : public QDialog
{
    Q_OBJECT

public:
    // `grid`: the clip's now (none: the dialog offers 120 BPM from 0, on); `fps`: the project's,
    // for offsets typed in frames.
    BeatGridDialog(const std::optional<BeatGrid> &grid, double fps, QWidget *parent = nullptr);

    std::optional<BeatGrid> grid() const;

private:
    void update();

    QCheckBox *m_on;
    QDoubleSpinBox *m_bpm;
    DurationSpinBox *m_offset;
    QLabel *m_lengths;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace inbetween
