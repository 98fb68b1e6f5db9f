#pragma once

#include "session/exportchoices.h"

#include <QDateTime>
#include <QString>
#include <QStringList>
#include <optional>

class QWidget;

namespace inbetween {

// Every question the window asks the user, behind one interface so that tests answer them
// without a modal loop. DialogPrompts is the real one (message boxes and file dialogs).
class UserPrompts
{
public:
    enum class Answer { Save, Discard, Cancel };
    enum class Recovery { Restore, OpenOriginal, Discard };
    enum class ChangedProject { Reload, Keep };

    virtual ~UserPrompts() = default;
    // "Save changes to walk.json?" before closing, opening, New or Revert.
    virtual Answer askSaveChanges(QWidget *parent, const QString &documentName) = 0;
    // "Discard your changes and go back to the saved file?" before Revert.
    virtual bool confirmRevert(QWidget *parent, const QString &documentName) = 0;
    // A file that could not be read or written: the summary and the validator's messages.
    virtual void showErrors(QWidget *parent, const QString &summary, const QStringList &messages) = 0;
    // A project opened (or read again) whose pictures or sounds are there but of no use
    // (Document::load's `unusable`): which and why, grouped by file, through showErrors. Nothing
    // shown when there are none.
    void showUnusableFiles(QWidget *parent, const QString &documentName, const QStringList &unusable,
                           const QStringList &clipNames);
    virtual QString openFileName(QWidget *parent, const QString &folder) = 0;
    virtual QString saveFileName(QWidget *parent, const QString &suggested) = 0;
    virtual QStringList imageFileNames(QWidget *parent, const QString &folder) = 0;
    virtual std::optional<double> askFps(QWidget *parent, double current) = 0;
    // After a crash: "walk.json has changes autosaved at 14:02 that were never saved."
    // `original` is empty for a document that was never saved.
    virtual Recovery askRecovery(QWidget *parent, const QString &original, const QDateTime &autosavedAt) = 0;
    // Where to write an export; `filter` is the format's file-dialog filter.
    virtual QString exportFileName(QWidget *parent, const QString &filter, const QString &suggested) = 0;
    // File > Export of a format that measures in world units or writes an atlas: its options
    // (ExportOptionsDialog), `current` proposed (the parts the format reads); nothing when cancelled.
    virtual std::optional<ExportChoices> askExportOptions(QWidget *parent, const QString &formatName,
                                                          const ExportChoices &current) = 0;
    // File > Import: the file to import; `filter` names the kinds the menu item takes.
    virtual QString importFileName(QWidget *parent, const QString &title, const QString &folder, const QString &filter) = 0;
    // One still image dropped on the window: "Add hero.png as a frame, or cut it as a sprite sheet?"
    enum class DroppedImage { AddFrame, CutSheet, Cancel };
    virtual DroppedImage askDroppedImage(QWidget *parent, const QString &imageName) = 0;
    // "Delete the clip walk with 3 frames and 1 event?" (asked only for a clip with content);
    // `contents` says what it holds.
    virtual bool confirmRemoveClip(QWidget *parent, const QString &clipName, const QString &contents) = 0;
    // "walk.json was changed by another program": read it again, or keep what the editor has.
    // `unsaved`: the editor has edits of its own that a reload would lose (then Keep is the
    // default answer).
    virtual ChangedProject askReloadChangedProject(QWidget *parent, const QString &documentName, bool unsaved) = 0;
    // Playback > Game Tick > Custom...: a game's tick rate in Hz (GameTick's range); nothing when
    // cancelled. Not pure: a number dialog unless a subclass answers.
    virtual std::optional<double> askTickRate(QWidget *parent, double current);
    // File > Import > Lip Sync... of a Moho .dat, which does not say its frame rate: the frames a
    // second it was exported at, `suggested` first; nothing when cancelled. Not pure, as above.
    virtual std::optional<double> askDatFrameRate(QWidget *parent, const QString &fileName, double suggested);
    // File > Import > Lip Sync... of a Papagayo .pgo of several voices (a dialogue, a voice a
    // character): the one whose mouth to import, by its place in `voices` (names may repeat or be
    // blank); nothing when cancelled. Not pure, as above.
    virtual std::optional<int> askLipSyncVoice(QWidget *parent, const QString &fileName, const QStringList &voices);
    // Clip > Set Sound...: a WAV, Ogg Vorbis, MP3 or FLAC file for `clipName`.
    virtual QString soundFileName(QWidget *parent, const QString &clipName, const QString &folder) = 0;
    // What was done, in lines (File > Export: every file written, what the format left out).
    virtual void showReport(QWidget *parent, const QString &summary, const QStringList &lines) = 0;
    // Save As into another folder, an import into a new project, File > Collect Files...: "Copy
    // the 3 files this project uses from other folders into `folder`?" (`files`
    // absolute). Not pure: a message box unless a subclass answers.
    enum class CollectChoice { Copy, Keep, Cancel };
    virtual CollectChoice askCollectFiles(QWidget *parent, const QString &folder, const QStringList &files);
    // The Frame Data panel's Delete of a box or point that frames list: "Delete the box fist?
    // 2 frames lose it." (`kind` "box" or "point", `frames` how many, in all clips). Not pure: a
    // message box unless a subclass answers.
    virtual bool confirmDeleteFrameData(QWidget *parent, const QString &kind, const QString &name, int frames);
    // After a File > Export to a file no kept target writes: "Keep this export in the project?
    // File > Export All and Export on Save repeat it." (`target`: "godot game/hero.tres"), Keep or
    // Not Now, and whether "Don't ask again for this project" was checked. Not pure: a message box
    // unless a subclass answers.
    struct KeepTarget
    {
        bool keep = false;
        bool dontAskAgain = false;
    };
    virtual KeepTarget askKeepExportTarget(QWidget *parent, const QString &target);
};

class DialogPrompts : public UserPrompts
{
public:
    Answer askSaveChanges(QWidget *parent, const QString &documentName) override;
    bool confirmRevert(QWidget *parent, const QString &documentName) override;
    void showErrors(QWidget *parent, const QString &summary, const QStringList &messages) override;
    QString openFileName(QWidget *parent, const QString &folder) override;
    QString saveFileName(QWidget *parent, const QString &suggested) override;
    QStringList imageFileNames(QWidget *parent, const QString &folder) override;
    std::optional<double> askFps(QWidget *parent, double current) override;
    Recovery askRecovery(QWidget *parent, const QString &original, const QDateTime &autosavedAt) override;
    QString exportFileName(QWidget *parent, const QString &filter, const QString &suggested) override;
    std::optional<ExportChoices> askExportOptions(QWidget *parent, const QString &formatName,
                                                  const ExportChoices &current) override;
    QString importFileName(QWidget *parent, const QString &title, const QString &folder, const QString &filter) override;
    DroppedImage askDroppedImage(QWidget *parent, const QString &imageName) override;
    bool confirmRemoveClip(QWidget *parent, const QString &clipName, const QString &contents) override;
    ChangedProject askReloadChangedProject(QWidget *parent, const QString &documentName, bool unsaved) override;
    QString soundFileName(QWidget *parent, const QString &clipName, const QString &folder) override;
    void showReport(QWidget *parent, const QString &summary, const QStringList &lines) override;
};

} // namespace inbetween
