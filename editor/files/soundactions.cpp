#include "files/soundactions.h"

#include "document/clipedits.h"
#include "document/document.h"
#include "media/soundcheck.h"
#include "media/soundfileheader.h"
#include "session/userprompts.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QWidget>

namespace inbetween {

SoundActions::SoundActions(Document *document, UserPrompts *prompts, QWidget *window)
    : QObject(window), m_document(document), m_prompts(prompts), m_window(window),
      m_set(new QAction(tr("Set &Sound..."), this)), m_remove(new QAction(tr("Remove S&ound"), this))
{
    m_set->setObjectName(QStringLiteral("setSound"));
    m_set->setStatusTip(tr("Play a WAV, Ogg Vorbis, MP3 or FLAC file with the current clip (or drop one on the window)"));
    m_remove->setObjectName(QStringLiteral("removeSound"));
    m_remove->setStatusTip(tr("The current clip plays no sound"));
    connect(m_set, &QAction::triggered, this, [this] { chooseSound(); });
    connect(m_remove, &QAction::triggered, this, [this] { removeSound(); });
    connect(document, &Document::projectReset, this, &SoundActions::updateStates);
    connect(document, &Document::currentClipChanged, this, &SoundActions::updateStates);
    connect(document, &Document::rowsChanged, this, &SoundActions::updateStates);
    updateStates();
}

bool SoundActions::looksLikeSound(const QString &path)
{
    static const QStringList suffixes = {QStringLiteral("wav"), QStringLiteral("wave"), QStringLiteral("ogg"),
                                         QStringLiteral("oga"), QStringLiteral("mp3"), QStringLiteral("flac")};
    const QFileInfo info(path);
    return info.isFile() && (suffixes.contains(info.suffix().toLower()) || SoundFileHeader::read(path).isSound());
}

bool SoundActions::chooseSound()
{
    const Clip &clip = m_document->clip();
    // The folder of the sound the clip plays, else the project's.
    QString folder = m_document->folder();
    if (clip.audio)
        folder = QFileInfo(QDir(folder).absoluteFilePath(clip.audio->file)).absolutePath();
    const QString path = m_prompts->soundFileName(m_window, clip.name, folder);
    return !path.isEmpty() && setSound(path);
}

bool SoundActions::setSound(const QString &path)
{
    // The validator's own check of a clip's sound, on this file alone: what the editor accepts,
    // `inbetween-cli validate` accepts.
    const QString absolute = QFileInfo(path).absoluteFilePath();
    Project probe;
    probe.clips.front().audio = ClipAudio{QDir(m_document->folder()).relativeFilePath(absolute), 0.0};
    Diagnostics found;
    checkClipSounds(probe, m_document->folder(), ProjectLimits(), &found);
    QStringList errors, warnings;
    for (const Diagnostic &d : found)
        (d.isError() ? errors : warnings) << d.message;
    const QString name = QFileInfo(path).fileName();
    if (!errors.isEmpty()) {
        m_prompts->showErrors(m_window, tr("%1 cannot be the sound of %2.").arg(name, m_document->clip().name), errors);
        return false;
    }
    const QString clip = m_document->clip().name;
    if (!ClipEdits::setSound(m_document, m_document->currentClip(), absolute)) {
        emit statusMessage(tr("%1 already plays %2").arg(clip, name));
        return false;
    }
    emit statusMessage(warnings.isEmpty() ? tr("%1 plays %2").arg(clip, name)
                                          : tr("%1 plays %2 (%3)").arg(clip, name, warnings.join(QStringLiteral("; "))));
    return true;
}

bool SoundActions::removeSound()
{
    return ClipEdits::removeSound(m_document, m_document->currentClip());
}

bool SoundActions::takeDrop(const QStringList &paths)
{
    if (paths.size() != 1 || !looksLikeSound(paths.front()))
        return false;
    setSound(paths.front()); // refused or not, the drop was a sound's: nothing else happens
    return true;
}

void SoundActions::updateStates()
{
    m_remove->setEnabled(m_document->clip().audio.has_value());
}

} // namespace inbetween
