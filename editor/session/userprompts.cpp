#include "session/userprompts.h"

#include "actions/exportoptionsdialog.h"
#include "media/filemessagegroups.h"
#include "timing/gametick.h"

#include <QCheckBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QPushButton>
#include <QInputDialog>
#include <QMessageBox>

namespace inbetween {

namespace {
// *.inbetween: the extension of the project file's MIME type (resources/linux/inbetween-mime.xml).
QString projectFilter()
{
    return QObject::tr("Inbetween projects (*.json *.inbetween);;All files (*)");
}
} // namespace

void UserPrompts::showUnusableFiles(QWidget *parent, const QString &documentName, const QStringList &unusable,
                                    const QStringList &clipNames)
{
    if (unusable.isEmpty())
        return;
    showErrors(parent,
               QObject::tr("%1 is open, but some of the files it names cannot be used. Their frames show a "
                           "placeholder and their clips play silently until the files are mended, or others chosen "
                           "with Locate in File > Missing Files. Exports refuse them until then.")
                   .arg(documentName),
               groupFileMessages(unusable, clipNames));
}

UserPrompts::Answer DialogPrompts::askSaveChanges(QWidget *parent, const QString &documentName)
{
    QMessageBox box(QMessageBox::Warning, QObject::tr("Unsaved changes"),
                    QObject::tr("Save the changes to %1?").arg(documentName),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, parent);
    box.setObjectName(QStringLiteral("saveChangesBox"));
    box.setInformativeText(QObject::tr("Your changes are lost if you don't save them."));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save: return Answer::Save;
    case QMessageBox::Discard: return Answer::Discard;
    default: return Answer::Cancel;
    }
}

bool DialogPrompts::confirmRevert(QWidget *parent, const QString &documentName)
{
    return QMessageBox::question(parent, QObject::tr("Revert"),
                                 QObject::tr("Discard the changes and go back to the saved %1?").arg(documentName),
                                 QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel)
           == QMessageBox::Discard;
}

void DialogPrompts::showErrors(QWidget *parent, const QString &summary, const QStringList &messages)
{
    QMessageBox box(QMessageBox::Critical, QObject::tr("Inbetween"), summary, QMessageBox::Ok, parent);
    box.setObjectName(QStringLiteral("errorBox"));
    // The validator names every problem; the first few are shown, all are in the details.
    const int shown = 8;
    QStringList head = messages.mid(0, shown);
    if (messages.size() > shown)
        head << QObject::tr("... and %n more", nullptr, int(messages.size() - shown));
    box.setInformativeText(head.join(QLatin1Char('\n')));
    if (messages.size() > shown)
        box.setDetailedText(messages.join(QLatin1Char('\n')));
    box.exec();
}

QString DialogPrompts::openFileName(QWidget *parent, const QString &folder)
{
    return QFileDialog::getOpenFileName(parent, QObject::tr("Open project"), folder, projectFilter());
}

QString DialogPrompts::saveFileName(QWidget *parent, const QString &suggested)
{
    return QFileDialog::getSaveFileName(parent, QObject::tr("Save project as"), suggested, projectFilter());
}

QStringList DialogPrompts::imageFileNames(QWidget *parent, const QString &folder)
{
    return QFileDialog::getOpenFileNames(parent, QObject::tr("Import images"), folder,
                                         QObject::tr("Images (*.png *.jpg *.jpeg *.webp *.bmp *.gif);;All files (*)"));
}

std::optional<double> DialogPrompts::askFps(QWidget *parent, double current)
{
    bool ok = false;
    const double fps = QInputDialog::getDouble(parent, QObject::tr("Frame rate"),
                                               QObject::tr("Display and snapping grid (frames per second):"),
                                               current, 1.0, 1000.0, 3, &ok);
    return ok ? std::optional<double>(fps) : std::nullopt;
}

std::optional<double> UserPrompts::askTickRate(QWidget *parent, double current)
{
    bool ok = false;
    const double hz = QInputDialog::getDouble(parent, QObject::tr("Game tick"),
                                              QObject::tr("Show playback as a game ticking at (Hz):"), current,
                                              GameTick::minimumHz, GameTick::maximumHz, 2, &ok);
    return ok ? std::optional<double>(hz) : std::nullopt;
}

std::optional<double> UserPrompts::askDatFrameRate(QWidget *parent, const QString &fileName, double suggested)
{
    bool ok = false;
    const double fps = QInputDialog::getDouble(
        parent, QObject::tr("Frame rate of %1").arg(fileName),
        QObject::tr("%1 does not say its frame rate. Frames a second it was exported at\n(Rhubarb's --datFrameRate, "
                    "Papagayo's frame rate; 24 unless changed there):")
            .arg(fileName),
        suggested, 1.0, 1000.0, 3, &ok);
    return ok ? std::optional<double>(fps) : std::nullopt;
}

std::optional<int> UserPrompts::askLipSyncVoice(QWidget *parent, const QString &fileName, const QStringList &voices)
{
    QStringList items;
    for (qsizetype i = 0; i < voices.size(); ++i) { // the names as Papagayo reads them: trimmed
        items << (voices[i].isEmpty() ? QObject::tr("(voice %1, no name)").arg(i + 1)
                  : voices.count(voices[i]) > 1 ? QObject::tr("%1 (voice %2)").arg(voices[i]).arg(i + 1)
                                                : voices[i]);
    }
    QInputDialog dialog(parent);
    dialog.setWindowTitle(QObject::tr("Voice of %1").arg(fileName));
    dialog.setLabelText(QObject::tr("%1 holds %2 voices, one a character. Import the mouth of:").arg(fileName).arg(voices.size()));
    dialog.setComboBoxItems(items);
    dialog.setComboBoxEditable(false);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    const auto index = items.indexOf(dialog.textValue()); // the items are unique
    return index < 0 ? std::nullopt : std::optional<int>(int(index));
}

bool UserPrompts::confirmDeleteFrameData(QWidget *parent, const QString &kind, const QString &name, int frames)
{
    const QString loss = frames == 1 ? QObject::tr("1 frame loses it.") : QObject::tr("%1 frames lose it.").arg(frames);
    const QString text = kind == QLatin1String("point") ? QObject::tr("Delete the point %1? %2").arg(name, loss)
                                                        : QObject::tr("Delete the box %1? %2").arg(name, loss);
    return QMessageBox::question(parent, QObject::tr("Delete frame data"), text, QMessageBox::Yes | QMessageBox::Cancel,
                                 QMessageBox::Cancel)
           == QMessageBox::Yes;
}

UserPrompts::CollectChoice UserPrompts::askCollectFiles(QWidget *parent, const QString &folder, const QStringList &files)
{
    QMessageBox box(QMessageBox::Question, QObject::tr("Collect files"),
                    QObject::tr("Copy the %n files this project uses from other folders into %1?", nullptr,
                                int(files.size()))
                        .arg(QDir::toNativeSeparators(folder)),
                    QMessageBox::NoButton, parent);
    box.setObjectName(QStringLiteral("collectFilesBox"));
    box.setInformativeText(QObject::tr("The folder then holds the whole project, its pictures and sounds: it can be moved, zipped or sent "
                                       "and opens with nothing missing. Files already there are never replaced."));
    QStringList names;
    for (const QString &f : files)
        names << QDir::toNativeSeparators(f);
    box.setDetailedText(names.join(QLatin1Char('\n')));
    QPushButton *copy = box.addButton(QObject::tr("&Copy Here"), QMessageBox::AcceptRole);
    QPushButton *keep = box.addButton(QObject::tr("&Keep Where They Are"), QMessageBox::ActionRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(copy);
    box.exec();
    if (box.clickedButton() == copy)
        return CollectChoice::Copy;
    return box.clickedButton() == keep ? CollectChoice::Keep : CollectChoice::Cancel;
}

UserPrompts::KeepTarget UserPrompts::askKeepExportTarget(QWidget *parent, const QString &target)
{
    QMessageBox box(QMessageBox::Question, QObject::tr("Keep export"),
                    QObject::tr("Keep this export in the project? File > Export All and Export on Save repeat it."),
                    QMessageBox::NoButton, parent);
    box.setObjectName(QStringLiteral("keepExportTargetBox"));
    box.setInformativeText(QDir::toNativeSeparators(target));
    QPushButton *keep = box.addButton(QObject::tr("&Keep"), QMessageBox::AcceptRole);
    box.addButton(QObject::tr("&Not Now"), QMessageBox::RejectRole);
    box.setDefaultButton(keep);
    auto *again = new QCheckBox(QObject::tr("&Don't ask again for this project"));
    again->setObjectName(QStringLiteral("dontAskAgain"));
    box.setCheckBox(again);
    box.exec();
    return {box.clickedButton() == keep, again->isChecked()};
}

UserPrompts::Recovery DialogPrompts::askRecovery(QWidget *parent, const QString &original, const QDateTime &autosavedAt)
{
    const QString name = original.isEmpty() ? QObject::tr("An unsaved project") : QFileInfo(original).fileName();
    QMessageBox box(QMessageBox::Warning, QObject::tr("Recover unsaved changes"),
                    QObject::tr("%1 has changes autosaved at %2 that were never saved.")
                        .arg(name, QLocale().toString(autosavedAt, QLocale::ShortFormat)),
                    QMessageBox::NoButton, parent);
    box.setObjectName(QStringLiteral("recoveryBox"));
    box.setInformativeText(QObject::tr("Inbetween did not close normally. Restore the autosaved changes?"));
    QPushButton *restore = box.addButton(QObject::tr("&Restore"), QMessageBox::AcceptRole);
    QPushButton *openOriginal = original.isEmpty() ? nullptr : box.addButton(QObject::tr("&Open the Saved File"), QMessageBox::RejectRole);
    box.addButton(QObject::tr("&Discard"), QMessageBox::DestructiveRole);
    box.setDefaultButton(restore);
    box.exec();
    if (box.clickedButton() == restore)
        return Recovery::Restore;
    if (openOriginal && box.clickedButton() == openOriginal)
        return Recovery::OpenOriginal;
    return Recovery::Discard;
}

QString DialogPrompts::exportFileName(QWidget *parent, const QString &filter, const QString &suggested)
{
    return QFileDialog::getSaveFileName(parent, QObject::tr("Export"), suggested, filter);
}

std::optional<ExportChoices> DialogPrompts::askExportOptions(QWidget *parent, const QString &formatName,
                                                             const ExportChoices &current)
{
    ExportOptionsDialog dialog(formatName, current, parent);
    return dialog.exec() == QDialog::Accepted ? std::optional<ExportChoices>(dialog.choices()) : std::nullopt;
}

QString DialogPrompts::importFileName(QWidget *parent, const QString &title, const QString &folder, const QString &filter)
{
    return QFileDialog::getOpenFileName(parent, title, folder, filter);
}

UserPrompts::DroppedImage DialogPrompts::askDroppedImage(QWidget *parent, const QString &imageName)
{
    QMessageBox box(QMessageBox::Question, QObject::tr("Dropped image"),
                    QObject::tr("Add %1 as a frame, or cut it into frames as a sprite sheet?").arg(imageName),
                    QMessageBox::Cancel, parent);
    QPushButton *frame = box.addButton(QObject::tr("Add as &Frame"), QMessageBox::AcceptRole);
    QPushButton *sheet = box.addButton(QObject::tr("&Cut as Sprite Sheet..."), QMessageBox::AcceptRole);
    box.setDefaultButton(frame);
    box.exec();
    if (box.clickedButton() == frame)
        return DroppedImage::AddFrame;
    return box.clickedButton() == sheet ? DroppedImage::CutSheet : DroppedImage::Cancel;
}

bool DialogPrompts::confirmRemoveClip(QWidget *parent, const QString &clipName, const QString &contents)
{
    QMessageBox box(QMessageBox::Question, QObject::tr("Delete clip"),
                    QObject::tr("Delete the clip \"%1\" with %2?").arg(clipName, contents), QMessageBox::NoButton, parent);
    box.setObjectName(QStringLiteral("removeClipBox"));
    box.setInformativeText(QObject::tr("Edit > Undo brings it back."));
    QPushButton *remove = box.addButton(QObject::tr("&Delete"), QMessageBox::DestructiveRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == remove;
}

UserPrompts::ChangedProject DialogPrompts::askReloadChangedProject(QWidget *parent, const QString &documentName, bool unsaved)
{
    QMessageBox box(QMessageBox::Question, QObject::tr("Project changed on disk"),
                    QObject::tr("%1 was changed by another program.").arg(documentName), QMessageBox::NoButton, parent);
    box.setObjectName(QStringLiteral("reloadProjectBox"));
    box.setInformativeText(unsaved ? QObject::tr("Reload it and lose your unsaved changes, or keep your version (saving "
                                                 "it then replaces the other program's)?")
                                   : QObject::tr("Reload it, or keep the version shown here?"));
    QPushButton *reload = box.addButton(unsaved ? QObject::tr("&Reload and Discard My Changes") : QObject::tr("&Reload"),
                                        unsaved ? QMessageBox::DestructiveRole : QMessageBox::AcceptRole);
    QPushButton *keep = box.addButton(unsaved ? QObject::tr("&Keep My Changes") : QObject::tr("&Keep This Version"),
                                      QMessageBox::RejectRole);
    box.setDefaultButton(unsaved ? keep : reload);
    box.exec();
    return box.clickedButton() == reload ? ChangedProject::Reload : ChangedProject::Keep;
}

QString DialogPrompts::soundFileName(QWidget *parent, const QString &clipName, const QString &folder)
{
    return QFileDialog::getOpenFileName(parent, QObject::tr("Sound for %1").arg(clipName), folder,
                                        QObject::tr("Sounds (*.wav *.ogg *.oga *.mp3 *.flac);;All files (*)"));
}

void DialogPrompts::showReport(QWidget *parent, const QString &summary, const QStringList &lines)
{
    QMessageBox box(QMessageBox::Information, QObject::tr("Inbetween"), summary, QMessageBox::Ok, parent);
    box.setObjectName(QStringLiteral("reportBox"));
    box.setInformativeText(lines.join(QLatin1Char('\n')));
    box.setTextInteractionFlags(Qt::TextSelectableByMouse);
    box.exec();
}

} // namespace inbetween
