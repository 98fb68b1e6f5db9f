#include "media/soundfileheader.h"

#include <QFile>
#include <QtEndian>
#include <algorithm>

namespace inbetween {

namespace {

using Format = SoundFileHeader::Format;

// Bytes from `at`, fewer at the end of the device.
QByteArray bytesAt(QIODevice *d, qint64 at, qint64 count)
{
    if (at < 0 || !d->seek(at))
        return {};
    return d->read(count);
}

quint32 le32(const char *p) { return qFromLittleEndian<quint32>(p); }
quint16 le16(const char *p) { return qFromLittleEndian<quint16>(p); }
quint32 be32(const char *p) { return qFromBigEndian<quint32>(p); }

SoundFileHeader refused(const QString &problem)
{
    SoundFileHeader h;
    h.problem = problem;
    return h;
}

SoundFileHeader found(Format format, int rate, int channels, double durationMs = -1.0)
{
    SoundFileHeader h;
    h.format = format;
    h.sampleRate = rate;
    h.channels = channels;
    h.durationMs = durationMs;
    return h;
}

// RIFF/WAVE: chunks after the 12-byte header, each an id, a little-endian size and its bytes
// (padded to even); "fmt " says the codec, "data" holds the samples.
SoundFileHeader readWav(QIODevice *d)
{
    const qint64 size = d->size();
    qint64 at = 12;
    QByteArray fmt;
    qint64 dataBytes = -1;
    for (int chunks = 0; chunks < 1000 && at + 8 <= size && (fmt.isEmpty() || dataBytes < 0); ++chunks) {
        const QByteArray head = bytesAt(d, at, 8);
        if (head.size() < 8)
            break;
        const qint64 length = le32(head.constData() + 4);
        if (head.startsWith("fmt "))
            fmt = bytesAt(d, at + 8, std::min<qint64>(length, 64));
        else if (head.startsWith("data"))
            dataBytes = std::min(length, size - at - 8); // a streamed WAV may say 0xFFFFFFFF
        at += 8 + length + (length & 1);
    }
    if (fmt.size() < 16)
        return refused(QStringLiteral("a WAV file without its fmt chunk"));
    int tag = le16(fmt.constData());
    const int channels = le16(fmt.constData() + 2);
    const quint32 rate = le32(fmt.constData() + 4);
    const int blockAlign = le16(fmt.constData() + 12);
    const int bits = le16(fmt.constData() + 14);
    if (tag == 0xFFFE && fmt.size() >= 26) // WAVE_FORMAT_EXTENSIBLE: the codec is the sub-format
        tag = le16(fmt.constData() + 24);
    const bool pcm = tag == 1 && (bits == 8 || bits == 16 || bits == 24 || bits == 32);
    const bool floating = tag == 3 && (bits == 32 || bits == 64);
    if (!pcm && !floating)
        return refused(QStringLiteral("a WAV file of codec 0x%1 with %2-bit samples; only PCM (8, 16, 24 or 32 bits) "
                                      "and float (32 or 64 bits) WAV files play")
                           .arg(tag, 4, 16, QLatin1Char('0'))
                           .arg(bits));
    if (channels < 1 || rate == 0 || blockAlign < 1)
        return refused(QStringLiteral("a WAV file whose fmt chunk says %1 channels at %2 Hz").arg(channels).arg(rate));
    if (dataBytes < 0)
        return refused(QStringLiteral("a WAV file without its data chunk"));
    return found(Format::Wav, int(rate), channels, double(dataBytes / blockAlign) * 1000.0 / rate);
}

// An Ogg page: "OggS", version 0, then 22 bytes of header and a segment table; the first
// page's packet is the stream's identification header.
SoundFileHeader readOgg(QIODevice *d)
{
    const QByteArray page = bytesAt(d, 0, 27 + 255 + 64);
    if (page.size() < 28 || page.at(4) != 0)
        return refused(QStringLiteral("an Ogg file with a damaged first page"));
    const int segments = quint8(page.at(26));
    const QByteArray packet = page.mid(27 + segments);
    if (packet.startsWith("OpusHead"))
        return refused(QStringLiteral("Ogg Opus; only Ogg Vorbis plays"));
    if (!packet.startsWith("\x01vorbis") || packet.size() < 16)
        return refused(QStringLiteral("an Ogg file without a Vorbis stream"));
    const quint32 version = le32(packet.constData() + 7);
    const int channels = quint8(packet.at(11));
    const quint32 rate = le32(packet.constData() + 12);
    if (version != 0 || channels < 1 || rate == 0)
        return refused(QStringLiteral("an Ogg Vorbis file with a damaged identification header"));
    return found(Format::OggVorbis, int(rate), channels);
}

// FLAC: "fLaC", then metadata blocks; the first is STREAMINFO (34 bytes): 20 bits of sample
// rate, 3 of channels - 1, 5 of bits - 1, 36 of total samples.
SoundFileHeader readFlac(QIODevice *d, qint64 start)
{
    const QByteArray b = bytesAt(d, start, 4 + 4 + 34);
    if (b.size() < 42 || (quint8(b.at(4)) & 0x7F) != 0)
        return refused(QStringLiteral("a FLAC file without its STREAMINFO block"));
    const uchar *s = reinterpret_cast<const uchar *>(b.constData() + 8);
    const quint32 rate = (quint32(s[10]) << 12) | (quint32(s[11]) << 4) | (s[12] >> 4);
    const int channels = ((s[12] >> 1) & 0x7) + 1;
    const quint64 samples = (quint64(s[13] & 0xF) << 32) | be32(reinterpret_cast<const char *>(s + 14));
    if (rate == 0)
        return refused(QStringLiteral("a FLAC file whose STREAMINFO says 0 Hz"));
    return found(Format::Flac, int(rate), channels, samples > 0 ? double(samples) * 1000.0 / rate : -1.0);
}

// One MPEG audio layer III frame header: its length in bytes (0 when the four bytes are not
// one), sample rate and channels.
struct Mp3Frame
{
    int length = 0;
    int rate = 0;
    int channels = 0;
};

Mp3Frame mp3Frame(const uchar *h)
{
    static const int bitratesV1[16] = {0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 0};
    static const int bitratesV2[16] = {0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160, 0};
    static const int rates[4][3] = {{11025, 12000, 8000}, {0, 0, 0}, {22050, 24000, 16000}, {44100, 48000, 32000}};
    Mp3Frame f;
    if (h[0] != 0xFF || (h[1] & 0xE0) != 0xE0)
        return f;
    const int version = (h[1] >> 3) & 0x3; // 0: 2.5, 1: reserved, 2: 2, 3: 1
    const int layer = (h[1] >> 1) & 0x3;   // 1: layer III
    const int bitrateIndex = h[2] >> 4;
    const int rateIndex = (h[2] >> 2) & 0x3;
    if (version == 1 || layer != 1 || rateIndex == 3)
        return f;
    const int kbps = version == 3 ? bitratesV1[bitrateIndex] : bitratesV2[bitrateIndex];
    if (kbps == 0) // free format or a bad index
        return f;
    f.rate = rates[version][rateIndex];
    const int padding = (h[2] >> 1) & 0x1;
    f.length = (version == 3 ? 144000 : 72000) * kbps / f.rate + padding;
    f.channels = (h[3] >> 6) == 3 ? 1 : 2;
    return f;
}

// MP3: the first frame within a little of the start (after the ID3v2 tag), and the next frame
// header exactly one frame later (unless the file ends there).
SoundFileHeader readMp3(QIODevice *d, qint64 start)
{
    const QByteArray b = bytesAt(d, start, 4096);
    const uchar *p = reinterpret_cast<const uchar *>(b.constData());
    for (qsizetype i = 0; i + 4 <= b.size(); ++i) {
        const Mp3Frame first = mp3Frame(p + i);
        if (first.length == 0)
            continue;
        const qint64 next = start + i + first.length;
        const QByteArray second = bytesAt(d, next, 4);
        if (second.isEmpty() && next >= d->size())
            return found(Format::Mp3, first.rate, first.channels);
        if (second.size() == 4) {
            const Mp3Frame f = mp3Frame(reinterpret_cast<const uchar *>(second.constData()));
            if (f.length > 0 && f.rate == first.rate)
                return found(Format::Mp3, first.rate, first.channels);
        }
    }
    return refused(QStringLiteral("an ID3 tag without MPEG audio layer III frames after it"));
}

} // namespace

QString SoundFileHeader::formatName(Format format)
{
    switch (format) {
    case Format::Wav: return QStringLiteral("WAV");
    case Format::OggVorbis: return QStringLiteral("Ogg Vorbis");
    case Format::Mp3: return QStringLiteral("MP3");
    case Format::Flac: return QStringLiteral("FLAC");
    case Format::Unknown: break;
    }
    return QStringLiteral("unknown");
}

SoundFileHeader SoundFileHeader::read(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return refused(QStringLiteral("cannot be read (%1)").arg(file.errorString()));
    return read(&file);
}

SoundFileHeader SoundFileHeader::read(QIODevice *d)
{
    const QByteArray head = bytesAt(d, 0, 16);
    if (head.startsWith("RIFF") && head.mid(8, 4) == "WAVE")
        return readWav(d);
    if (head.startsWith("OggS"))
        return readOgg(d);
    if (head.startsWith("fLaC"))
        return readFlac(d, 0);
    qint64 start = 0;
    if (head.startsWith("ID3") && head.size() >= 10) {
        // ID3v2: 10 bytes, then a size of four 7-bit bytes (and a 10-byte footer when flagged).
        const uchar *s = reinterpret_cast<const uchar *>(head.constData() + 6);
        if ((s[0] | s[1] | s[2] | s[3]) & 0x80)
            return refused(QStringLiteral("an ID3 tag with a damaged size"));
        start = 10 + ((qint64(s[0]) << 21) | (qint64(s[1]) << 14) | (qint64(s[2]) << 7) | s[3]);
        if (head.at(5) & 0x10)
            start += 10;
        if (bytesAt(d, start, 4) == "fLaC")
            return readFlac(d, start);
        return readMp3(d, start);
    }
    if (head.size() >= 4 && mp3Frame(reinterpret_cast<const uchar *>(head.constData())).length > 0)
        return readMp3(d, 0);
    return refused(QStringLiteral("not a sound file Inbetween can read (WAV, Ogg Vorbis, MP3 or FLAC)"));
}

} // namespace inbetween
