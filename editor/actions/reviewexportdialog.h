#pragma once

#include "project.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTimer;

namespace inbetween {

struct ReviewOptions;

// File > Export Review...: one clip as a GIF, animated WebP, APNG or MP4 to send to someone
// (editor/review). Format, clip, scale and background, with the file's size in pixels and an
// estimate of its size in bytes that follow every change; the file's name starts in the folder of
// the last review export (QSettings "reviewExport/folder"), else the project's.
class ReviewExportDialog : public QDialog
{
    Q_OBJECT

public:
    // `projectFolder`: what the project's paths are relative to; `outputFolder`: where the file is
    // proposed when no export was made before (the project file's folder; projectFolder when empty).
    ReviewExportDialog(const Project &project, const QString &projectFolder, int currentClip, QWidget *parent = nullptr,
                       const QString &outputFolder = QString());

    ReviewOptions options() const;
    QString outputPath() const;
    void setOutputPath(const QString &path);
    // The estimate's text ("256 x 256 pixels", "about 12 KB"): for the tests.
    QString pixelSizeText() const;
    QString fileSizeText() const;
    // Works the estimate out now (it waits for a pause in the changes otherwise).
    void updateEstimateNow();

    // Writes the file; false with a message box (or *error) when it cannot.
    bool exportNow(QString *error = nullptr);

    static constexpr const char *folderKey = "reviewExport/folder";

public slots:
    void accept() override;

private:
    void formatChanged();
    void browse();

    Project m_project;
    QString m_projectFolder;
    QComboBox *m_format;
    QComboBox *m_clip;
    QSpinBox *m_scale;
    QCheckBox *m_transparent;
    QLineEdit *m_colour;
    QLineEdit *m_path;
    QLabel *m_pixels;
    QLabel *m_bytes;
    QTimer *m_estimateTimer;
    QDialogButtonBox *m_buttons;
};

} // namespace inbetween
