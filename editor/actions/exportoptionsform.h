#pragma once

#include "session/exportchoices.h"

#include <QWidget>

class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace inbetween {

// The rows of an engine export's options, for the choices given (ExportChoices: the parts the
// format reads), shared by File > Export's question (ExportOptionsDialog) and the edit of a kept
// export target (ExportTargetDialog):
// - pixels per unit (ExportOption::PixelsPerUnit: unity, gltf, glb, godot): the picture pixels
//   in one unit, the CLI's --pixels-per-unit, applied to the pictures and the motion alike
//   (DESIGN.md, "One scale everywhere"), with what it makes of a 64-pixel picture and a 24-pixel
//   move;
// - the atlas (ExportOption::Atlas: every format that writes pictures): padding, extrusion, the
//   largest page side, power-of-two sides and trimming, the CLI's --padding, --extrude,
//   --max-size, --pot and --no-trim (model/atlas).
class ExportOptionsForm : public QWidget
{
    Q_OBJECT

public:
    // `proposed`: the values shown (a pixels per unit out of range: the default, 100; atlas values
    // are clamped to the CLI's bounds).
    explicit ExportOptionsForm(const ExportChoices &proposed, QWidget *parent = nullptr);

    // What the rows hold now (only the parts that were proposed).
    ExportChoices choices() const;
    double pixelsPerUnit() const;

    // The widgets (object names as here) and the example's text: for the tests. A row not shown
    // has no widget (nullptr).
    QDoubleSpinBox *pixelsPerUnitBox() const { return m_pixelsPerUnit; }   // "pixelsPerUnit"
    QSpinBox *paddingBox() const { return m_padding; }                    // "atlasPadding"
    QSpinBox *extrudeBox() const { return m_extrude; }                    // "atlasExtrude"
    QSpinBox *maxSizeBox() const { return m_maxSize; }                    // "atlasMaxSize"
    QCheckBox *powerOfTwoBox() const { return m_powerOfTwo; }             // "atlasPowerOfTwo"
    QCheckBox *trimBox() const { return m_trim; }                         // "atlasTrim"
    QString exampleText() const;

private:
    void updateExample();

    QDoubleSpinBox *m_pixelsPerUnit = nullptr;
    QLabel *m_example = nullptr;
    QSpinBox *m_padding = nullptr;
    QSpinBox *m_extrude = nullptr;
    QSpinBox *m_maxSize = nullptr;
    QCheckBox *m_powerOfTwo = nullptr;
    QCheckBox *m_trim = nullptr;
};

} // namespace inbetween
