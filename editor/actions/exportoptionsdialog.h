#pragma once

#include "actions/exportoptionsform.h"

#include <QDialog>

namespace inbetween {

// File > Export's options, asked before the file name (DialogPrompts); OK goes on to it, Cancel
// exports nothing. The rows are ExportOptionsForm's, for the choices given.
class ExportOptionsDialog : public QDialog
{
    Q_OBJECT

public:
    // `formatName`: the format's display name; `proposed`: the values shown (ExportOptionsForm).
    ExportOptionsDialog(const QString &formatName, const ExportChoices &proposed, QWidget *parent = nullptr);

    ExportChoices choices() const { return m_form->choices(); }
    double pixelsPerUnit() const { return m_form->pixelsPerUnit(); }

    // The form's widgets and the example's text: for the tests (ExportOptionsForm).
    QDoubleSpinBox *pixelsPerUnitBox() const { return m_form->pixelsPerUnitBox(); }
    QSpinBox *paddingBox() const { return m_form->paddingBox(); }
    QCheckBox *powerOfTwoBox() const { return m_form->powerOfTwoBox(); }
    QString exampleText() const { return m_form->exampleText(); }

private:
    ExportOptionsForm *m_form;
};

} // namespace inbetween
