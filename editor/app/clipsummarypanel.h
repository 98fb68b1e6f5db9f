#pragma once

#include <QWidget>

class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QSlider;

namespace inbetween {

class Document;

// The clip at a glance, in the central area until the preview and the timeline take it: name,
// length, counts, loop mode and fps, and what plays at the playhead (clip time, frame, pose).
// Its slider and spin box move the playhead; it reads everything from the document's signals.
class ClipSummaryPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ClipSummaryPanel(Document *document, QWidget *parent = nullptr);

    // The text of one field ("length", "frames", "keyframes", "events", "loop", "fps", "clipTime",
    // "frame", "pose"), for tests and for copying.
    QString field(const QString &name) const;

public slots:
    void setCurrentTime(double ms);

signals:
    void currentTimeRequested(double ms);

private:
    void refreshClip();
    void refreshPlayhead();
    QLabel *addField(const QString &name, const QString &label);

    Document *m_document;
    double m_time = 0.0;
    QHash<QString, QLabel *> m_fields;
    QSlider *m_slider;
    QDoubleSpinBox *m_timeBox;
    QFormLayout *m_form;
};

} // namespace inbetween
