#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QWidget;

namespace inbetween {

class Document;
class MouthChartDialog;
class UserPrompts;

// Clips > Mouth Chart...: the project's mouth chart in its dialog (MouthChartDialog, which pushes
// each change as one undo step), open beside the window while the user works, one at a time; a
// picture is asked for through UserPrompts::imageFileNames.
class MouthChartActions : public QObject
{
    Q_OBJECT

public:
    MouthChartActions(Document *document, UserPrompts *prompts, QWidget *window);

    QAction *action() const { return m_action; }
    // Shows the dialog (made, or raised when it is open) on `shape` when given.
    MouthChartDialog *show(const QString &shape = QString());

private:
    Document *m_document;
    UserPrompts *m_prompts;
    QWidget *m_window;
    QAction *m_action;
    QPointer<MouthChartDialog> m_dialog;
};

} // namespace inbetween
