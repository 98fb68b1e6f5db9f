#pragma once

#include <QString>

class QIODevice;

namespace inbetween {

// What the start of a sound file says about it: its container and codec, read from the bytes
// (never from the file name), for the four kinds DESIGN.md names: WAV (PCM or float), Ogg Vorbis,
// MP3 (MPEG audio layer III, after an optional ID3v2 tag) and FLAC.
//
// How far "decodes" goes in the model: the model cannot link a decoder (Qt Multimedia stays in
// the editor), so it reads the container's and codec's headers, which is what tells a sound
// apart from a renamed text file, an image, Ogg Opus or a WAV of an unsupported codec: the WAV
// fmt and data chunks, the Ogg page holding the Vorbis identification header, two consecutive
// MP3 frame headers (one frame's length apart, so stray sync bits do not pass), the FLAC
// STREAMINFO block. The audio data after the headers is not decoded here: a file whose body is
// damaged loads, and the editor's decoder says so when it draws the waveform.
struct SoundFileHeader
{
    enum class Format { Unknown, Wav, OggVorbis, Mp3, Flac };

    Format format = Format::Unknown;
    int sampleRate = 0;
    int channels = 0;
    // The length from the headers alone (WAV: data size; FLAC: total samples); -1 when the
    // headers do not say (Ogg, MP3: it takes reading the whole stream).
    double durationMs = -1.0;
    // Why the bytes are not one of the four (empty when format != Unknown).
    QString problem;

    bool isSound() const { return format != Format::Unknown; }
    static QString formatName(Format format);

    // Reads the header of the file at `path` (at most a few KiB, past an ID3v2 tag of any size).
    static SoundFileHeader read(const QString &path);
    static SoundFileHeader read(QIODevice *device);
};

} // namespace inbetween
