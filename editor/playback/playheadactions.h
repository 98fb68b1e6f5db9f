#pragma once

#include <QObject>

class QAction;
class QWidget;

namespace inbetween {

class EditorSession;

// Playback's moves of the playhead, as window shortcuts (they work whichever panel has the
// keys, issue 27 finding 13): Left / Right (and , / .) the previous or next frame's start,
// Shift+Left / Shift+Right one step of the fps grid, Home / End (and Ctrl+Home / Ctrl+End) the
// start and the end. A field the user is typing or setting a value in keeps these keys for
// itself: a text field, a spin box (a table's cell editor included), a slider, a drop-down list.
class PlayheadActions : public QObject
{
    Q_OBJECT

public:
    // The actions are `window`'s, and a field in `window` keeps the keys it edits with.
    PlayheadActions(EditorSession *session, QWidget *window);

    // "goToStart", "previousFrame", "nextFrame", "previousStep", "nextStep", "goToEnd", in
    // the Playback menu's order.
    QList<QAction *> actions() const { return m_actions; }

    // Where Go to End puts the playhead: the clip's length, where that shows the last frame
    // (once, pingpong); in a loop, where the length is frame 0 again, the last fps step before it.
    double endTime() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QAction *add(const QString &name, const QString &text, const QList<QKeySequence> &keys, const QString &tip);
    void stepFrame(int delta);
    void stepGrid(int delta);
    void seek(double clipTime);

    EditorSession *m_session;
    QWidget *m_window;
    QList<QAction *> m_actions;
};

} // namespace inbetween
