#pragma once

#include <QWidget>

class QLabel;
class QTableWidget;

namespace inbetween {

class Document;

// The Frame Data panel's timing (DESIGN.md, "Frame data for games"): for the current clip, each
// declared box's startup, active and recovery ticks and the period's total at the game tick rate
// (BoxTicks), as fighting-game players read them. The rate is Playback > Game Tick's, or 60 Hz
// when that is off; the title says which. A box the ticks never show reads "—". It follows the
// document's signals (frames, the clip, its loop mode, the declarations) and setRate(); while
// hidden it only notes that it is out of date and counts again when shown.
class BoxTicksTable : public QWidget
{
    Q_OBJECT

public:
    static constexpr double defaultRate = 60.0;
    enum Column { BoxColumn, StartupColumn, ActiveColumn, RecoveryColumn, TotalColumn, ColumnCount };

    explicit BoxTicksTable(Document *document, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    // "punch at 60 Hz (Game Tick off)".
    QString title() const;
    // The rate counted at: the game tick's, else defaultRate.
    double shownRate() const { return m_hz > 0.0 ? m_hz : defaultRate; }
    // A cell's text, for tests ("" past the table).
    QString cell(int row, Column column) const;

public slots:
    // Playback > Game Tick's rate; 0: off.
    void setRate(double hz);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void invalidate();
    void refresh();

    Document *m_document;
    QLabel *m_title;
    QTableWidget *m_table;
    double m_hz = 0.0;
    bool m_dirty = true;
};

} // namespace inbetween
