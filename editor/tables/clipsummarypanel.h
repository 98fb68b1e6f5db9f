#pragma once

#include "timing/loopmode.h"

#include <QWidget>
#include <vector>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSlider;

namespace inbetween {

class DurationSpinBox;

class Clip;
class Document;

// The current clip at a glance: its name and loop mode (both edited here, each edit one undo
// step), length and counts, its sound's file and the clip time it starts at (typed here, one undo
// step), the project's fps, and what plays at the playhead (clip time, frame, pose). Its slider and spin box move the playhead; it reads everything from the document's
// signals.
class ClipSummaryPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ClipSummaryPanel(Document *document, QWidget *parent = nullptr);

    // The text of one field ("name", "length", "frames", "keyframes", "events", "sound", "loop",
    // "fps", "gameTick", "clipTime", "frame", "pose"), for tests and for copying.
    QString field(const QString &name) const;
    QLineEdit *nameEdit() const { return m_name; }
    QComboBox *loopBox() const { return m_loop; }
    DurationSpinBox *soundOffsetBox() const { return m_soundOffset; }

public slots:
    void setCurrentTime(double ms);
    // Playback > Game Tick (0: off): the clip's worst error at that rate (TickReport).
    void setGameTickRate(double hz);

signals:
    void currentTimeRequested(double ms);
    void statusMessage(const QString &text);

private:
    void refreshClip();
    void refreshPlayhead();
    QLabel *addField(const QString &name, const QString &label);
    void commitName();

    Document *m_document;
    double m_time = 0.0;
    double m_tickHz = 0.0;
    // The game-tick line of the holds and loop mode it was worked out for: one edit reaches the
    // panel by several signals, and the report costs 0.1-0.3 s at 100,000 frames.
    struct TickLine
    {
        std::vector<double> starts;
        LoopMode loop = LoopMode::Loop;
        double hz = 0.0;
        QString text;
    } m_tickLine;
    QString tickLine(const Clip &clip);
    QHash<QString, QLabel *> m_fields;
    QLineEdit *m_name;
    QComboBox *m_loop;
    QSlider *m_slider;
    DurationSpinBox *m_timeBox;
    QLabel *m_soundFile = nullptr;
    DurationSpinBox *m_soundOffset = nullptr;
    QFormLayout *m_form;
};

} // namespace inbetween
