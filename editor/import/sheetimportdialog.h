#pragma once

#include "import/importtargetbox.h"
#include "import/sheetgrid.h"

#include <QDialog>
#include <QImage>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QRadioButton;
class QSpinBox;

namespace inbetween {

class DurationSpinBox;
class SheetPreview;

// File > Import > Sprite Sheet: the sheet with the grid drawn over it (first the grid
// proposeSheetGrid reads from the picture), redrawn as the cell size
// (or the columns and rows), the margin and the spacing change, with the count of frames the cut
// will make and the cells it leaves out; each frame's hold; where the frames go. OK is enabled
// only when the cut makes at least one frame.
class SheetImportDialog : public QDialog
{
    Q_OBJECT

public:
    // `fps`: the project's, for a duration typed in frames ("5f").
    SheetImportDialog(const QImage &sheet, const QString &sheetName, const QString &openProject, double fps = 60.0,
                      QWidget *parent = nullptr);

    SheetGrid grid() const;
    void setGrid(const SheetGrid &grid);
    double duration() const;
    ImportTarget target() const;
    // The frames the cut makes as the dialog stands (0 when the grid fits no cell).
    qint64 frameCount() const { return m_frames; }
    // What the count line says: "8 frames of 32 x 32 (1 empty cell left out)", or why none.
    QString summary() const;
    SheetPreview *preview() const { return m_preview; }

private:
    void updateCut();

    QImage m_sheet;
    SheetPreview *m_preview;
    QRadioButton *m_bySize;
    QRadioButton *m_byCount;
    QSpinBox *m_cellWidth;
    QSpinBox *m_cellHeight;
    QSpinBox *m_columns;
    QSpinBox *m_rows;
    QSpinBox *m_margin;
    QSpinBox *m_spacing;
    DurationSpinBox *m_duration;
    QCheckBox *m_keepEmpty;
    QLabel *m_summary;
    ImportTargetBox *m_target;
    QDialogButtonBox *m_buttons;
    qint64 m_frames = 0;
};

} // namespace inbetween
