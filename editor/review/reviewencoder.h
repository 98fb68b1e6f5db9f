#pragma once

#include "review/ffmpegptr.h"
#include "review/reviewoptions.h"

#include <QHash>
#include <QImage>
#include <QSize>
#include <QString>

namespace inbetween {

class ReviewAudio;

// Writes a review file with FFmpeg's encoders and muxers (no encoder of our own): GIF (gif,
// PAL8 pictures on the clip's palette), animated WebP (libwebp_anim, lossless), APNG (apng) or
// MP4 (libx264 in yuv420p, variable frame rate, and aac for the sound). Times are in the
// format's unit (centiseconds for GIF, ms else), as ReviewTiming gives them; a picture shows
// from its start for its duration. The loop count is the muxer's: GIF loops forever or has no
// loop block (loop -1), WebP loop 0 or 1, APNG plays 0 or 1.
class ReviewEncoder
{
public:
    ReviewEncoder() = default;
    ~ReviewEncoder();
    ReviewEncoder(const ReviewEncoder &) = delete;
    ReviewEncoder &operator=(const ReviewEncoder &) = delete;

    // size: the pictures' size (even for MP4); finalDuration: the last picture's, in units;
    // withAudio: an AAC stream for writeAudio() (MP4); transparent: the background is.
    bool open(const QString &path, ReviewFormat format, QSize size, bool repeats, qint64 finalDuration,
              bool withAudio, bool transparent, QString *error);
    // A picture: Indexed8 for GIF (its colour table the palette), ARGB32 (premultiplied or not)
    // for the others.
    bool write(const QImage &picture, qint64 start, qint64 duration, QString *error);
    // The sound (MP4): written after the pictures, before finish().
    bool writeAudio(const ReviewAudio &audio, QString *error);
    // Flushes the encoders and closes the file.
    bool finish(QString *error);

private:
    bool addAudioStream(QString *error);
    bool encode(AVCodecContext *codec, AVStream *stream, const AVFrame *frame, QString *error);
    ffmpeg::Frame videoFrame(const QImage &picture) const;

    ReviewFormat m_format = ReviewFormat::Gif;
    qint64 m_finalDuration = 0;
    bool m_transparent = false;
    AVFormatContext *m_output = nullptr;
    ffmpeg::Codec m_video, m_audio;
    AVStream *m_videoStream = nullptr;
    AVStream *m_audioStream = nullptr;
    ffmpeg::Scaler m_toYuv;
    QHash<qint64, qint64> m_durations; // a picture's start -> its duration, for the packets
    bool m_headerWritten = false;
};

} // namespace inbetween
