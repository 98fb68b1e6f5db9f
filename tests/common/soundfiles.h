#pragma once

// Sounds made by the tests: WAV files written here sample by sample (so a test knows every
// sample), and Ogg Vorbis, MP3, FLAC and click tracks made by sox (resources/debian-packages-tests.txt
// installs it with its MP3 writer; a test without sox skips with a message); 16-bit WAV read
// back, and a click track's onsets found in it.

#include <QByteArray>
#include <QFile>
#include <QList>
#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QStringList>
#include <QtEndian>
#include <cmath>
#include <cstdlib>

namespace soundfiles {

inline void putLe16(QByteArray &b, quint16 v)
{
    char c[2];
    qToLittleEndian(v, c);
    b.append(c, 2);
}

inline void putLe32(QByteArray &b, quint32 v)
{
    char c[4];
    qToLittleEndian(v, c);
    b.append(c, 4);
}

// A RIFF/WAVE file with a "fmt " chunk of the given codec tag and a "data" chunk holding `data`.
inline QByteArray wavBytes(int tag, int channels, int rate, int bits, const QByteArray &data)
{
    QByteArray fmt;
    putLe16(fmt, quint16(tag));
    putLe16(fmt, quint16(channels));
    putLe32(fmt, quint32(rate));
    const int blockAlign = channels * bits / 8;
    putLe32(fmt, quint32(rate * blockAlign));
    putLe16(fmt, quint16(blockAlign));
    putLe16(fmt, quint16(bits));
    QByteArray body = "WAVE";
    body += "fmt ";
    putLe32(body, quint32(fmt.size()));
    body += fmt;
    body += "data";
    putLe32(body, quint32(data.size()));
    body += data;
    if (data.size() & 1)
        body += '\0';
    QByteArray out = "RIFF";
    putLe32(out, quint32(body.size()));
    return out + body;
}

// 16-bit PCM samples (interleaved when channels > 1).
inline QByteArray pcm16(const QList<qint16> &samples)
{
    QByteArray data;
    for (qint16 s : samples)
        putLe16(data, quint16(s));
    return data;
}

inline bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

inline bool writeWav16(const QString &path, const QList<qint16> &samples, int rate, int channels = 1)
{
    return writeFile(path, wavBytes(1, channels, rate, 16, pcm16(samples)));
}

// A sine of `hz` at `amplitude` (0..1) for `ms`, 16-bit mono.
inline QList<qint16> sine(double hz, double amplitude, double ms, int rate)
{
    QList<qint16> out;
    const int n = int(std::lround(ms * rate / 1000.0));
    for (int i = 0; i < n; ++i)
        out.append(qint16(std::lround(32767.0 * amplitude * std::sin(2.0 * M_PI * hz * i / rate))));
    return out;
}

inline bool haveSox()
{
    return !QStandardPaths::findExecutable(QStringLiteral("sox")).isEmpty();
}

// sox turns `arguments` into a file (e.g. {"-n", "-r", "44100", "out.ogg", "synth", "1", "sine",
// "440"}); false (with sox's output in *error) when it fails.
inline bool runSox(const QStringList &arguments, QString *error = nullptr)
{
    QProcess sox;
    sox.setProcessChannelMode(QProcess::MergedChannels);
    sox.start(QStringLiteral("sox"), arguments);
    const bool ok = sox.waitForFinished(60000) && sox.exitStatus() == QProcess::NormalExit && sox.exitCode() == 0;
    if (!ok && error)
        *error = QString::fromLocal8Bit(sox.readAll());
    return ok;
}

// A tone of `seconds` at `hz` written by sox in the format its suffix names (.wav .ogg .mp3
// .flac), `rate` Hz mono, at 0.8 of full scale.
inline bool soxTone(const QString &path, double seconds, double hz, int rate = 44100, QString *error = nullptr)
{
    return runSox({QStringLiteral("-n"), QStringLiteral("-r"), QString::number(rate), QStringLiteral("-c"),
                   QStringLiteral("1"), path, QStringLiteral("synth"), QString::number(seconds), QStringLiteral("sine"),
                   QString::number(hz), QStringLiteral("vol"), QStringLiteral("0.8")},
                  error);
}

// sox converts `from` into `to` (the format from `to`'s suffix).
inline bool soxConvert(const QString &from, const QString &to, QString *error = nullptr)
{
    return runSox({from, to}, error);
}

// A WAV file's 16-bit PCM: its rate and the first channel's samples (none when it is not one).
struct Pcm16
{
    int rate = 0;
    QList<qint16> samples;
};

inline Pcm16 readWav16(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QByteArray b = f.readAll();
    if (b.size() < 12 || !b.startsWith("RIFF") || b.mid(8, 4) != "WAVE")
        return {};
    auto le16 = [&b](qsizetype at) { return qFromLittleEndian<quint16>(b.constData() + at); };
    auto le32 = [&b](qsizetype at) { return qFromLittleEndian<quint32>(b.constData() + at); };
    int channels = 0, rate = 0, bits = 0;
    for (qsizetype at = 12; at + 8 <= b.size();) {
        const QByteArray id = b.mid(at, 4);
        const qsizetype size = le32(at + 4);
        const qsizetype body = at + 8;
        if (body + size > b.size())
            return {};
        if (id == "fmt " && size >= 16) {
            const int tag = le16(body);
            if (tag != 1 && tag != 0xFFFE) // PCM, or WAVE_FORMAT_EXTENSIBLE (sox's for some files)
                return {};
            channels = le16(body + 2);
            rate = int(le32(body + 4));
            bits = le16(body + 14);
        } else if (id == "data" && channels > 0 && bits == 16) {
            Pcm16 pcm;
            pcm.rate = rate;
            for (qsizetype i = body; i + 2 * channels <= body + size; i += 2 * channels)
                pcm.samples.append(qint16(le16(i)));
            return pcm;
        }
        at = body + size + (size & 1);
    }
    return {};
}

// Where the clicks of a click track start (ms from the start of the file): each first sample
// whose magnitude reaches `threshold` of full scale after at least `quietMs` below it.
inline QList<double> clickOnsets(const Pcm16 &pcm, double threshold = 0.1, double quietMs = 20.0)
{
    QList<double> onsets;
    const int level = int(threshold * 32767);
    const qsizetype quiet = qsizetype(quietMs * pcm.rate / 1000.0);
    qsizetype lastLoud = -quiet - 1;
    for (qsizetype i = 0; i < pcm.samples.size(); ++i) {
        if (std::abs(int(pcm.samples[i])) < level)
            continue;
        if (i - lastLoud > quiet)
            onsets.append(1000.0 * double(i) / pcm.rate);
        lastLoud = i;
    }
    return onsets;
}

// A click track made by sox at `path` (WAV, 48 kHz mono): a 5 ms click of a 1 kHz sine after each
// of `silencesMs` of silence, one after the other.
inline bool soxClickTrack(const QString &path, const QList<double> &silencesMs, QString *error = nullptr)
{
    QStringList pieces;
    for (qsizetype i = 0; i < silencesMs.size(); ++i) {
        const QString piece = path + QStringLiteral(".%1.wav").arg(i);
        if (!runSox({QStringLiteral("-n"), QStringLiteral("-r"), QStringLiteral("48000"), QStringLiteral("-c"),
                     QStringLiteral("1"), QStringLiteral("-b"), QStringLiteral("16"), piece, QStringLiteral("synth"),
                     QStringLiteral("0.005"), QStringLiteral("sine"), QStringLiteral("1000"), QStringLiteral("vol"),
                     QStringLiteral("0.9"), QStringLiteral("pad"), QString::number(silencesMs[i] / 1000.0, 'f', 6),
                     QStringLiteral("0")},
                    error))
            return false;
        pieces << piece;
    }
    const bool ok = runSox(pieces + QStringList{path}, error);
    for (const QString &piece : pieces)
        QFile::remove(piece);
    return ok;
}

} // namespace soundfiles
