#pragma once

#include <QDialog>

class QDoubleSpinBox;
class QLabel;

namespace inbetween {

// File > Export's options of a format that measures in world units (ExportOption::PixelsPerUnit:
// unity, gltf, glb, godot): the picture pixels in one unit, the CLI's --pixels-per-unit, applied
// to the pictures and the motion alike (DESIGN.md, "One scale everywhere"), with what it makes of
// a 64-pixel picture and a 24-pixel move. Asked before the file name (DialogPrompts); OK goes on
// to it, Cancel exports nothing.
class ExportOptionsDialog : public QDialog
{
    Q_OBJECT

public:
    // `formatName`: the format's display name; `pixelsPerUnit`: the value proposed (out of range:
    // the default, 100).
    ExportOptionsDialog(const QString &formatName, double pixelsPerUnit, QWidget *parent = nullptr);

    double pixelsPerUnit() const;
    // The spin box (object name "pixelsPerUnit") and the example's text: for the tests.
    QDoubleSpinBox *pixelsPerUnitBox() const { return m_pixelsPerUnit; }
    QString exampleText() const;

private:
    void updateExample();

    QDoubleSpinBox *m_pixelsPerUnit;
    QLabel *m_example;
};

} // namespace inbetween
