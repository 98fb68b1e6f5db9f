#pragma once

#include "document/framedataedits.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;
class QTableWidgetItem;

namespace inbetween {

class BoxTicksTable;
class EditorSession;

// The Frame Data panel (DESIGN.md, "Frame data for games"): the boxes and points the project
// declares, boxes first, in their order. Add Box and Add Point declare a new one (its name then
// edited in place), a name is renamed by editing it in place (a refused name leaves everything as
// it was and the panel says why: FrameDataEdits::nameProblem), a box's kind is chosen in its
// combo, Delete drops the current one (asking first, through the session's prompts, when frames
// list it). Each is one undo step through FrameDataEdits. Below: the current clip's ticks of each
// box (BoxTicksTable). It reads the document's declarationsChanged; it knows no other view.
class FrameDataPanel : public QWidget
{
    Q_OBJECT

public:
    enum Column { NameColumn, KindColumn };

    explicit FrameDataPanel(EditorSession *session, QWidget *parent = nullptr);

    QTableWidget *declarations() const { return m_list; }
    BoxTicksTable *ticks() const { return m_ticks; }
    // A box row's kind combo (nullptr for a point's row).
    QComboBox *kindBox(int row) const;
    // Why the last rename or add was refused; empty after one that was done.
    QString problem() const;
    QPushButton *addBoxButton() const { return m_addBox; }
    QPushButton *addPointButton() const { return m_addPoint; }
    QPushButton *deleteButton() const { return m_delete; }

public slots:
    void addBox();
    void addPoint();
    // Deletes the current row's box or point.
    void deleteCurrent();
    // Playback > Game Tick's rate (0: off), for the ticks.
    void setTickRate(double hz);

signals:
    void statusMessage(const QString &text);

private:
    // The list and index of a row of the table.
    struct Entry
    {
        FrameDataEdits::Names list = FrameDataEdits::Names::Boxes;
        int index = -1;
    };
    Entry entryAt(int row) const;
    int rowOf(FrameDataEdits::Names list, int index) const;
    void refresh();
    void renamed(QTableWidgetItem *item);
    void kindChosen(QComboBox *box);
    void showProblem(const QString &problem);
    void updateButtons();
    void editName(int row);

    EditorSession *m_session;
    QTableWidget *m_list;
    QLabel *m_problem;
    QPushButton *m_addBox;
    QPushButton *m_addPoint;
    QPushButton *m_delete;
    BoxTicksTable *m_ticks;
    bool m_refreshing = false;
};

} // namespace inbetween
