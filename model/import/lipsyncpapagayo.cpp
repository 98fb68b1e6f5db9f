#include "import/lipsyncpapagayo.h"

#include "import/lipsynccuelist.h"
#include "import/lipsyncwords.h"
#include "projectlimits.h"

#include <QRegularExpression>
#include <algorithm>

namespace inbetween {

namespace {

const QString kHeader = QStringLiteral("lipsync version 1");

// The file's lines in order, each taken once, as Papagayo reads them (readline().strip()).
class Lines
{
public:
    Lines(const QByteArray &text, LipSyncResult *result) : m_lines(lipsync::textLines(text)), m_result(result) {}

    QString where() const { return QStringLiteral("line %1").arg(m_next); }
    // The next line, trimmed; false (reported, naming `what`) when the file has ended.
    bool take(const QString &what, QString *out)
    {
        if (m_next >= m_lines.size()) {
            m_result->error(QStringLiteral("line %1").arg(m_lines.size() + 1),
                            QStringLiteral("the file ends early: expected %1").arg(what));
            return false;
        }
        *out = m_lines[m_next++].trimmed();
        return true;
    }
    // The next line as a whole number >= minimum.
    bool number(const QString &what, qint64 minimum, qint64 *out)
    {
        QString line;
        if (!take(what, &line))
            return false;
        return check(line, what, minimum, out);
    }
    // Reports `message` at the line last taken.
    void fail(const QString &message) { m_result->error(where(), message); }
    // `text` as a whole number >= minimum, reported at the line last taken when it is not.
    bool check(const QString &text, const QString &what, qint64 minimum, qint64 *out)
    {
        if (lipsync::wholeNumberText(text, out) && *out >= minimum)
            return true;
        m_result->error(where(), QStringLiteral("%1 must be a whole number, %2 or more (got %3)")
                                     .arg(what)
                                     .arg(minimum)
                                     .arg(lipsync::quoted(text)));
        return false;
    }

private:
    QStringList m_lines;
    qsizetype m_next = 0;
    LipSyncResult *m_result;
};

struct Phoneme
{
    qint64 frame;
    QString name;
    QString where;
    qint64 phraseEnd;
};

// One voice's phrases, words and phonemes; false (reported) when it is broken.
bool readVoice(Lines &lines, QList<Phoneme> *phonemes)
{
    static const QRegularExpression space(QStringLiteral("\\s+"));
    QString text;
    qint64 phrases = 0;
    if (!lines.take(QStringLiteral("the voice's text"), &text)
        || !lines.number(QStringLiteral("the voice's phrase count"), 0, &phrases))
        return false;
    for (qint64 p = 0; p < phrases; ++p) {
        qint64 start = 0, end = 0, words = 0;
        if (!lines.take(QStringLiteral("a phrase's text"), &text)
            || !lines.number(QStringLiteral("the phrase's start frame"), 0, &start)
            || !lines.number(QStringLiteral("the phrase's end frame"), 0, &end)
            || !lines.number(QStringLiteral("the phrase's word count"), 0, &words))
            return false;
        for (qint64 w = 0; w < words; ++w) {
            QString line;
            if (!lines.take(QStringLiteral("a word: its text, start frame, end frame and phoneme count"), &line))
                return false;
            const QStringList fields = line.split(space, Qt::SkipEmptyParts);
            qint64 wordStart = 0, wordEnd = 0, count = 0;
            if (fields.size() != 4) {
                lines.fail(QStringLiteral("a word line is its text, start frame, end frame and phoneme count (got %1)")
                               .arg(lipsync::quoted(line)));
                return false;
            }
            if (!lines.check(fields[1], QStringLiteral("the word's start frame"), 0, &wordStart)
                || !lines.check(fields[2], QStringLiteral("the word's end frame"), 0, &wordEnd)
                || !lines.check(fields[3], QStringLiteral("the word's phoneme count"), 0, &count))
                return false;
            for (qint64 i = 0; i < count; ++i) {
                if (!lines.take(QStringLiteral("a phoneme: its frame and name"), &line))
                    return false;
                const QStringList f = line.split(space, Qt::SkipEmptyParts);
                qint64 frame = 0;
                if (f.size() != 2) {
                    lines.fail(QStringLiteral("a phoneme line is its frame and its name (got %1)").arg(lipsync::quoted(line)));
                    return false;
                }
                if (!lines.check(f[0], QStringLiteral("the phoneme's frame"), 0, &frame))
                    return false;
                phonemes->append(Phoneme{frame, f[1], lines.where(), end});
            }
        }
    }
    return true;
}

// What a .pgo holds before the track is made of one voice.
struct PapagayoFile
{
    QString sound;
    qint64 fps = 0, length = 0;
    QString voicesWhere; // the voice count's line
    struct Voice
    {
        QString name, where;
        QList<Phoneme> phonemes;
    };
    QList<Voice> voices;
};

// The whole file, every voice read (a broken one refuses it); false (reported) when refused.
bool readFile(const QByteArray &text, LipSyncResult *result, PapagayoFile *file)
{
    Lines lines(text, result);
    QString header;
    qint64 voices = 0;
    if (!lines.take(QStringLiteral("the first line, \"lipsync version 1\""), &header))
        return false;
    if (header != kHeader) {
        lines.fail(QStringLiteral("not a Papagayo file: the first line must be \"%1\" (got %2)")
                       .arg(kHeader, lipsync::quoted(header)));
        return false;
    }
    if (!lines.take(QStringLiteral("the sound's path"), &file->sound)
        || !lines.number(QStringLiteral("the frame rate"), 1, &file->fps))
        return false;
    if (file->fps > ProjectLimits().maxFps) { // the project takes the file's frame rate
        lines.fail(QStringLiteral("the frame rate must be at most %1 frames a second (got %2)")
                       .arg(ProjectLimits().maxFps)
                       .arg(file->fps));
        return false;
    }
    if (!lines.number(QStringLiteral("the sound's length in frames"), 0, &file->length)
        || !lines.number(QStringLiteral("the voice count"), 0, &voices))
        return false;
    file->voicesWhere = lines.where();
    if (voices == 0) {
        lines.fail(QStringLiteral("no voices: nothing to import"));
        return false;
    }
    for (qint64 v = 0; v < voices; ++v) {
        PapagayoFile::Voice voice;
        if (!lines.take(QStringLiteral("a voice's name"), &voice.name))
            return false;
        voice.where = lines.where();
        if (!readVoice(lines, &voice.phonemes))
            return false;
        file->voices.append(voice);
    }
    return true;
}

} // namespace

bool PapagayoReader::looksLikePapagayo(const QByteArray &text)
{
    const QStringList lines = lipsync::textLines(text.left(256));
    return !lines.isEmpty() && lines.first().trimmed() == kHeader;
}

QStringList PapagayoReader::voices(const QByteArray &text)
{
    LipSyncResult result;
    PapagayoFile file;
    QStringList names;
    if (readFile(text, &result, &file)) {
        for (const PapagayoFile::Voice &voice : std::as_const(file.voices))
            names.append(voice.name);
    }
    return names;
}

LipSyncResult PapagayoReader::read(const QByteArray &text, int voice)
{
    LipSyncResult result;
    PapagayoFile file;
    if (!readFile(text, &result, &file))
        return result;
    QStringList names;
    for (const PapagayoFile::Voice &v : std::as_const(file.voices))
        names.append(lipsync::quoted(v.name));
    if (voice >= file.voices.size()) {
        result.error(file.voicesWhere, QStringLiteral("no voice %1: the file holds %2 (%3)")
                                           .arg(voice + 1)
                                           .arg(file.voices.size())
                                           .arg(names.join(QStringLiteral(", "))));
        return result;
    }
    const PapagayoFile::Voice &chosen = file.voices[std::max(voice, 0)];
    QList<Phoneme> phonemes = chosen.phonemes;
    if (phonemes.isEmpty()) {
        const QString which = voice < 0 ? QStringLiteral("the first voice, %1,").arg(names.first())
                                        : QStringLiteral("the voice %1").arg(lipsync::quoted(chosen.name));
        result.error(chosen.where, QStringLiteral("%1 has no phonemes: nothing to import").arg(which));
        return result;
    }
    if (voice < 0 && names.size() > 1)
        result.warning(file.voices[1].where, QStringLiteral("only the first voice, %1, is read; not %2")
                                                 .arg(names.first(), names.mid(1).join(QStringLiteral(", "))));

    auto place = [](const QString &where, qint64 frame) { return LipSyncPlace{where, QStringLiteral("frame %1").arg(frame)}; };
    // Two phonemes on one frame (Papagayo-NG's Rhubarb recognizer puts phonemes 40 ms apart on
    // one): the later is kept.
    QList<Phoneme> shown;
    for (const Phoneme &p : std::as_const(phonemes)) {
        if (!shown.isEmpty() && shown.last().frame == p.frame) {
            result.warning(p.where, lipsync::laterOnTheFrame(place(p.where, p.frame).text, "phonemes", shown.last().name,
                                                            shown.last().where, p.name));
            shown.last() = p;
        } else {
            shown.append(p);
        }
    }
    phonemes = shown;
    const double rate = double(file.fps);
    LipSyncCueList list;
    const QString rest = QStringLiteral("rest");
    if (phonemes.first().frame > 0)
        list.add(0, rest, QStringLiteral("the rest before %1").arg(phonemes.first().where), place(phonemes.first().where, 0));
    for (const Phoneme &p : phonemes)
        list.add(lipsync::frameToMs(p.frame, 0, rate), p.name, p.where, place(p.where, p.frame));
    const Phoneme &last = phonemes.last();
    // Inclusive ends: the last phoneme shows through its phrase's end frame.
    qint64 end = std::max(last.phraseEnd, last.frame) + 1;
    if (file.length > end) {
        list.add(lipsync::frameToMs(end, 0, rate), rest, QStringLiteral("the rest after %1").arg(last.where),
                 place(last.where, end));
        end = file.length;
    }
    LipSyncTrack track = list.track(&result, std::make_pair(lipsync::frameToMs(end, 0, rate), place(last.where, end)));
    track.soundFile = file.sound;
    if (file.voices.size() > 1)
        track.voice = chosen.name;
    track.fps = rate;
    return result.finish(track);
}

} // namespace inbetween
