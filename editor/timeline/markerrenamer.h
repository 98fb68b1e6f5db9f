#pragma once

#include <QObject>
#include <QRect>

class QLineEdit;

namespace inbetween {

class Document;

// Renames a marker in place (a double-click on its flag): a field over the flag on the ruler,
// holding the name selected. Enter, or the field losing the keys, renames the marker
// (ClipGuideEdits::renameMarker: one undo step, none when the name stays); Escape leaves it as it
// was. Enter and Escape are the field's while it is open, never the window's shortcuts.
class MarkerRenamer : public QObject
{
    Q_OBJECT

public:
    // The field is a child of `viewport` (the timeline's), hidden until start().
    MarkerRenamer(Document *document, QWidget *viewport);

    // Opens the field for marker `index` of the current clip at `flag` (viewport coordinates).
    void start(int index, const QRect &flag);
    // Closes the field without renaming.
    void cancel();
    bool isActive() const { return m_index >= 0; }
    int index() const { return m_index; }
    QLineEdit *field() const { return m_field; }

signals:
    // The field closed (renamed or not): the keys go back to the timeline.
    void finished();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void commit();
    void close();

    Document *m_document;
    QLineEdit *m_field;
    int m_index = -1;
    int m_clip = -1;
};

} // namespace inbetween
