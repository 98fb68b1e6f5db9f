#pragma once

// Sounds made by the tests: WAV files written here sample by sample (so a test knows every
// sample), and Ogg Vorbis, MP3 and FLAC made by sox (resources/debian-packages.txt installs it
// with its MP3 writer; a test without sox skips with a message).

#include <QByteArray>
#include <QFile>
#include <QList>
#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QStringList>
#include <QtEndian>
#include <cmath>

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

} // namespace soundfiles
