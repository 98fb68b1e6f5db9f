#include "review/reviewencoder.h"

#include "review/reviewaudio.h"

extern "C" {
#include <libavutil/channel_layout.h>
#include <libavutil/opt.h>
}

#include <QFile>
#include <algorithm>
#include <cstring>

namespace inbetween {

namespace {
using namespace ffmpeg;

// Two fields of the animation libwebp_anim hands over whole (RIFF "WEBP": VP8X, ANIM, one ANMF
// chunk a picture) that FFmpeg gives no way to set:
// - FFmpeg never tells libwebp when the last picture ends, so libwebp gives it the average of the
//   others' durations: the last ANMF's 24-bit duration is set to the last picture's own;
// - with a transparent background libwebp flags alpha only when a picture's cut-out rectangle
//   holds a transparent pixel, and names an opaque white canvas: readers that trust the flags
//   (ImageMagick) then show black or white around the first picture. VP8X's alpha flag is set
//   and ANIM's background made transparent.
void fixWebpFields(AVPacket *packet, qint64 lastDurationMs, bool transparent)
{
    uint8_t *data = packet->data;
    const int size = packet->size;
    if (size < 12 || std::memcmp(data, "RIFF", 4) != 0 || std::memcmp(data + 8, "WEBP", 4) != 0)
        return;
    uint8_t *lastFrame = nullptr;
    for (int at = 12; at + 8 <= size;) {
        const int length = data[at + 4] | data[at + 5] << 8 | data[at + 6] << 16 | data[at + 7] << 24;
        uint8_t *payload = data + at + 8;
        if (std::memcmp(data + at, "ANMF", 4) == 0 && at + 8 + 16 <= size)
            lastFrame = payload;
        if (transparent && std::memcmp(data + at, "VP8X", 4) == 0 && at + 8 + 10 <= size)
            payload[0] |= 0x10; // the alpha flag
        if (transparent && std::memcmp(data + at, "ANIM", 4) == 0 && at + 8 + 6 <= size)
            std::memset(payload, 0, 4); // the background colour: transparent
        at += 8 + length + (length & 1);
    }
    if (!lastFrame)
        return;
    const qint64 d = std::clamp<qint64>(lastDurationMs, 0, 0xffffff);
    lastFrame[12] = uint8_t(d & 0xff); // ANMF: x, y, width - 1, height - 1 (3 bytes each), the duration
    lastFrame[13] = uint8_t(d >> 8 & 0xff);
    lastFrame[14] = uint8_t(d >> 16 & 0xff);
}

const char *muxerName(ReviewFormat format)
{
    switch (format) {
    case ReviewFormat::Gif: return "gif";
    case ReviewFormat::WebP: return "webp";
    case ReviewFormat::Apng: return "apng";
    case ReviewFormat::Mp4: return "mp4";
    }
    return "gif";
}

const char *encoderName(ReviewFormat format)
{
    switch (format) {
    case ReviewFormat::Gif: return "gif";
    case ReviewFormat::WebP: return "libwebp_anim";
    case ReviewFormat::Apng: return "apng";
    case ReviewFormat::Mp4: return "libx264";
    }
    return "gif";
}

AVPixelFormat pixelFormat(ReviewFormat format)
{
    switch (format) {
    case ReviewFormat::Gif: return AV_PIX_FMT_PAL8;
    case ReviewFormat::WebP: return AV_PIX_FMT_RGB32; // QImage's ARGB32: a native-endian ARGB word
    case ReviewFormat::Apng: return AV_PIX_FMT_RGBA;
    case ReviewFormat::Mp4: return AV_PIX_FMT_YUV420P; // what browsers play
    }
    return AV_PIX_FMT_RGBA;
}
} // namespace

ReviewEncoder::~ReviewEncoder()
{
    if (m_output) {
        if (m_output->pb)
            avio_closep(&m_output->pb);
        avformat_free_context(m_output);
    }
}

bool ReviewEncoder::open(const QString &path, ReviewFormat format, QSize size, bool repeats, qint64 finalDuration,
                         bool withAudio, bool transparent, QString *error)
{
    m_format = format;
    m_transparent = transparent;
    m_finalDuration = finalDuration;
    const QByteArray file = QFile::encodeName(path);
    if (int code = avformat_alloc_output_context2(&m_output, nullptr, muxerName(format), file.constData()); code < 0) {
        *error = QStringLiteral("no %1 muxer: %2").arg(QLatin1String(muxerName(format)), errorText(code));
        return false;
    }
    m_output->flags |= AVFMT_FLAG_BITEXACT; // the same bytes for the same project: no version, no date
    const AVCodec *encoder = avcodec_find_encoder_by_name(encoderName(format));
    if (!encoder) {
        *error = QStringLiteral("FFmpeg has no %1 encoder here").arg(QLatin1String(encoderName(format)));
        return false;
    }
    m_video.reset(avcodec_alloc_context3(encoder));
    AVCodecContext *c = m_video.get();
    c->width = size.width();
    c->height = size.height();
    c->pix_fmt = pixelFormat(format);
    c->time_base = format == ReviewFormat::Gif ? AVRational{1, 100} : AVRational{1, 1000};
    c->framerate = AVRational{0, 1};
    c->flags |= AV_CODEC_FLAG_BITEXACT;
    if (m_output->oformat->flags & AVFMT_GLOBALHEADER)
        c->flags |= AV_CODEC_FLAG_GLOBAL_HEADER;
    AVDictionary *codecOptions = nullptr;
    if (format == ReviewFormat::WebP)
        av_dict_set(&codecOptions, "lossless", "1", 0);
    if (format == ReviewFormat::Mp4) {
        av_dict_set(&codecOptions, "preset", "veryfast", 0);
        av_dict_set(&codecOptions, "crf", "16", 0);
        c->framerate = AVRational{60, 1}; // x264's rate control guess; the timestamps rule
        // No B-frames: the decode times are then the presentation times, so every sample's
        // duration in the file is its picture's hold and the track ends at the period (with
        // B-frames x264's decode times are shifted ones and the track came out short).
        c->max_b_frames = 0;
        // Tagged BT.709 (limited range) and converted with its coefficients, so that a browser
        // and FFmpeg turn it back into the same RGB.
        c->colorspace = AVCOL_SPC_BT709;
        c->color_primaries = AVCOL_PRI_BT709;
        c->color_trc = AVCOL_TRC_BT709;
        c->color_range = AVCOL_RANGE_MPEG;
    }
    const int opened = avcodec_open2(c, encoder, &codecOptions);
    av_dict_free(&codecOptions);
    if (opened < 0) {
        *error = QStringLiteral("cannot open the %1 encoder: %2").arg(QLatin1String(encoderName(format)), errorText(opened));
        return false;
    }
    m_videoStream = avformat_new_stream(m_output, nullptr);
    m_videoStream->time_base = c->time_base;
    avcodec_parameters_from_context(m_videoStream->codecpar, c);
    if (format == ReviewFormat::Mp4) {
        m_toYuv.reset(sws_getContext(c->width, c->height, AV_PIX_FMT_RGB32, c->width, c->height, AV_PIX_FMT_YUV420P,
                                     SWS_POINT | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INT, nullptr, nullptr, nullptr));
        const int *bt709 = sws_getCoefficients(SWS_CS_ITU709);
        if (m_toYuv)
            sws_setColorspaceDetails(m_toYuv.get(), bt709, 1, bt709, 0, 0, 1 << 16, 1 << 16);
    }
    if (format == ReviewFormat::Mp4 && !m_toYuv) {
        *error = QStringLiteral("cannot convert the pictures to YUV");
        return false;
    }
    // The muxer's loop count and the last picture's delay.
    void *muxer = m_output->priv_data;
    switch (format) {
    case ReviewFormat::Gif:
        av_opt_set_int(muxer, "loop", repeats ? 0 : -1, 0); // -1: no loop block, played once
        av_opt_set_int(muxer, "final_delay", finalDuration, 0);
        break;
    case ReviewFormat::WebP:
        av_opt_set_int(muxer, "loop", repeats ? 0 : 1, 0);
        break;
    case ReviewFormat::Apng:
        av_opt_set_int(muxer, "plays", repeats ? 0 : 1, 0);
        av_opt_set_q(muxer, "final_delay", AVRational{int(finalDuration), 1000}, 0);
        break;
    case ReviewFormat::Mp4:
        av_opt_set(muxer, "movflags", "+faststart", 0); // the index first: plays while loading
        break;
    }
    return !withAudio || addAudioStream(error);
}

Frame ReviewEncoder::videoFrame(const QImage &picture) const
{
    const AVCodecContext *c = m_video.get();
    Frame frame(av_frame_alloc());
    frame->format = c->pix_fmt;
    frame->width = c->width;
    frame->height = c->height;
    if (av_frame_get_buffer(frame.get(), 0) < 0)
        return {};
    if (m_format == ReviewFormat::Gif) {
        for (int y = 0; y < c->height; ++y)
            std::memcpy(frame->data[0] + y * frame->linesize[0], picture.constScanLine(y), size_t(c->width));
        const QList<QRgb> colours = picture.colorTable();
        std::memset(frame->data[1], 0, 256 * 4);
        std::memcpy(frame->data[1], colours.constData(), size_t(std::min<qsizetype>(256, colours.size())) * 4);
        return frame;
    }
    const QImage argb = picture.convertToFormat(m_format == ReviewFormat::Apng ? QImage::Format_RGBA8888
                                                                               : QImage::Format_ARGB32);
    if (m_format == ReviewFormat::Mp4) {
        const uint8_t *source[1] = {argb.constBits()};
        const int stride[1] = {int(argb.bytesPerLine())};
        sws_scale(m_toYuv.get(), source, stride, 0, c->height, frame->data, frame->linesize);
        return frame;
    }
    for (int y = 0; y < c->height; ++y)
        std::memcpy(frame->data[0] + y * frame->linesize[0], argb.constScanLine(y), size_t(c->width) * 4);
    return frame;
}

bool ReviewEncoder::write(const QImage &picture, qint64 start, qint64 duration, QString *error)
{
    if (!m_headerWritten) {
        const QByteArray file = QByteArray(m_output->url);
        if (int code = avio_open(&m_output->pb, file.constData(), AVIO_FLAG_WRITE); code < 0) {
            *error = QStringLiteral("cannot write %1: %2").arg(QFile::decodeName(file), errorText(code));
            return false;
        }
        if (int code = avformat_write_header(m_output, nullptr); code < 0) {
            *error = QStringLiteral("cannot start the file: %1").arg(errorText(code));
            return false;
        }
        m_headerWritten = true;
    }
    Frame frame = videoFrame(picture);
    if (!frame) {
        *error = QStringLiteral("out of memory for a picture");
        return false;
    }
    frame->pts = start;
    frame->pkt_duration = duration;
    m_durations.insert(start, duration);
    return encode(m_video.get(), m_videoStream, frame.get(), error);
}

bool ReviewEncoder::encode(AVCodecContext *codec, AVStream *stream, const AVFrame *frame, QString *error)
{
    if (int code = avcodec_send_frame(codec, frame); code < 0) {
        *error = QStringLiteral("the encoder refused a picture: %1").arg(errorText(code));
        return false;
    }
    Packet packet(av_packet_alloc());
    while (true) {
        const int code = avcodec_receive_packet(codec, packet.get());
        if (code == AVERROR(EAGAIN) || code == AVERROR_EOF)
            return true;
        if (code < 0) {
            *error = QStringLiteral("the encoder failed: %1").arg(errorText(code));
            return false;
        }
        if (codec == m_video.get() && m_durations.contains(packet->pts))
            packet->duration = m_durations.value(packet->pts);
        if (codec == m_video.get() && m_format == ReviewFormat::WebP)
            fixWebpFields(packet.get(), m_finalDuration, m_transparent);
        av_packet_rescale_ts(packet.get(), codec->time_base, stream->time_base);
        packet->stream_index = stream->index;
        if (int written = av_interleaved_write_frame(m_output, packet.get()); written < 0) {
            *error = QStringLiteral("cannot write the file: %1").arg(errorText(written));
            return false;
        }
    }
}

bool ReviewEncoder::addAudioStream(QString *error)
{
    const AVCodec *aac = avcodec_find_encoder(AV_CODEC_ID_AAC);
    if (!aac) {
        *error = QStringLiteral("FFmpeg has no AAC encoder here");
        return false;
    }
    m_audio.reset(avcodec_alloc_context3(aac));
    AVCodecContext *c = m_audio.get();
    c->sample_rate = ReviewAudio::sampleRate;
    c->sample_fmt = AV_SAMPLE_FMT_FLTP;
    const AVChannelLayout stereo = AV_CHANNEL_LAYOUT_STEREO;
    av_channel_layout_copy(&c->ch_layout, &stereo);
    c->bit_rate = 160000;
    c->time_base = AVRational{1, ReviewAudio::sampleRate};
    c->flags |= AV_CODEC_FLAG_BITEXACT;
    if (m_output->oformat->flags & AVFMT_GLOBALHEADER)
        c->flags |= AV_CODEC_FLAG_GLOBAL_HEADER;
    if (int code = avcodec_open2(c, aac, nullptr); code < 0) {
        *error = QStringLiteral("cannot open the AAC encoder: %1").arg(errorText(code));
        return false;
    }
    m_audioStream = avformat_new_stream(m_output, nullptr);
    m_audioStream->time_base = c->time_base;
    avcodec_parameters_from_context(m_audioStream->codecpar, c);
    return true;
}

bool ReviewEncoder::writeAudio(const ReviewAudio &audio, QString *error)
{
    AVCodecContext *c = m_audio.get();
    if (!c)
        return true;
    const qint64 total = audio.sampleCount();
    const int step = c->frame_size > 0 ? c->frame_size : 1024;
    for (qint64 at = 0; at < total; at += step) {
        Frame frame(av_frame_alloc());
        frame->format = c->sample_fmt;
        frame->sample_rate = c->sample_rate;
        av_channel_layout_copy(&frame->ch_layout, &c->ch_layout);
        frame->nb_samples = int(std::min<qint64>(step, total - at)); // the last one short: cut at the end
        if (av_frame_get_buffer(frame.get(), 0) < 0) {
            *error = QStringLiteral("out of memory for the sound");
            return false;
        }
        for (int ch = 0; ch < ReviewAudio::channels; ++ch)
            std::memcpy(frame->data[ch], audio.plane(ch).data() + at, size_t(frame->nb_samples) * sizeof(float));
        frame->pts = at;
        if (!encode(c, m_audioStream, frame.get(), error))
            return false;
    }
    return true;
}

bool ReviewEncoder::finish(QString *error)
{
    if (!m_headerWritten) {
        *error = QStringLiteral("no picture to write");
        return false;
    }
    if (!encode(m_video.get(), m_videoStream, nullptr, error))
        return false;
    if (m_audio && !encode(m_audio.get(), m_audioStream, nullptr, error))
        return false;
    if (int code = av_write_trailer(m_output); code < 0) {
        *error = QStringLiteral("cannot finish the file: %1").arg(errorText(code));
        return false;
    }
    avio_closep(&m_output->pb);
    return true;
}

} // namespace inbetween
