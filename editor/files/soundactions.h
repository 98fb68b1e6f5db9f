#pragma once

#include <QObject>
#include <QStringList>

class QAction;
class QWidget;

namespace inbetween {

class Document;
class UserPrompts;

// A clip's sound attached in the editor (DESIGN.md, "The editor"): Clips > Set Sound... (a file
// dialog), Clips > Remove Sound, and a sound file dropped on the sound lane or anywhere on the
// window, each one undo step on the current clip (ClipEdits::setSound / removeSound). A file is
// taken as a sound by its bytes (SoundFileHeader: WAV, Ogg Vorbis, MP3, FLAC), or by its name
// when its bytes are not a sound's, which is then said, and nothing changes.
class SoundActions : public QObject
{
    Q_OBJECT

public:
    SoundActions(Document *document, UserPrompts *prompts, QWidget *window);

    QAction *setSoundAction() const { return m_set; }
    QAction *removeSoundAction() const { return m_remove; }

    // Asks for a file and makes it the current clip's sound; false when cancelled or refused.
    bool chooseSound();
    // Makes the file the current clip's sound, or says why it cannot be (then false).
    bool setSound(const QString &path);
    bool removeSound();
    // Files dropped on the window or its lane: one sound file becomes the current clip's sound
    // (true: the drop is taken). Anything else is left to the caller.
    bool takeDrop(const QStringList &paths);
    // A sound file by its bytes, or by a sound's file name suffix (.wav, .ogg, .mp3, .flac).
    static bool looksLikeSound(const QString &path);

signals:
    void statusMessage(const QString &text);

private:
    void updateStates();

    Document *m_document;
    UserPrompts *m_prompts;
    QWidget *m_window;
    QAction *m_set;
    QAction *m_remove;
};

} // namespace inbetween
