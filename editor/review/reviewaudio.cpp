#include "review/reviewaudio.h"

#include "review/ffmpegptr.h"

extern "C" {
#include <libavutil/channel_layout.h>
#include <libavutil/opt.h>
}

#include <QFile>
#include <algorithm>
#include <cmath>

namespace inbetween {

namespace {
using namespace ffmpeg;
}

bool ReviewAudio::load(const QString &file, double offsetMs, double periodMs, int passes, QString *error)
{
    auto fail = [&](const QString &why) {
        *error = QStringLiteral("cannot read the sound %1: %2").arg(file, why);
        return false;
    };
    AVFormatContext *opened = nullptr;
    if (int code = avformat_open_input(&opened, QFile::encodeName(file).constData(), nullptr, nullptr); code < 0)
        return fail(errorText(code));
    Input input(opened);
    if (int code = avformat_find_stream_info(input.get(), nullptr); code < 0)
        return fail(errorText(code));
    const AVCodec *decoder = nullptr;
    const int stream = av_find_best_stream(input.get(), AVMEDIA_TYPE_AUDIO, -1, -1, &decoder, 0);
    if (stream < 0 || !decoder)
        return fail(QStringLiteral("no audio stream"));
    Codec codec(avcodec_alloc_context3(decoder));
    avcodec_parameters_to_context(codec.get(), input->streams[stream]->codecpar);
    if (int code = avcodec_open2(codec.get(), decoder, nullptr); code < 0)
        return fail(errorText(code));

    AVChannelLayout stereo = AV_CHANNEL_LAYOUT_STEREO;
    SwrContext *made = nullptr;
    if (codec->ch_layout.nb_channels == 0)
        av_channel_layout_default(&codec->ch_layout, 1);
    if (swr_alloc_set_opts2(&made, &stereo, AV_SAMPLE_FMT_FLTP, sampleRate, &codec->ch_layout, codec->sample_fmt,
                            codec->sample_rate, 0, nullptr) < 0)
        return fail(QStringLiteral("cannot resample it"));
    Resampler resampler(made);
    if (int code = swr_init(resampler.get()); code < 0)
        return fail(errorText(code));

    // The whole sound at 48 kHz, then laid on the time line.
    std::vector<float> sound[channels];
    auto append = [&](const uint8_t **in, int count) {
        const int room = swr_get_out_samples(resampler.get(), count);
        if (room <= 0)
            return;
        std::vector<float> out[channels];
        uint8_t *planes[channels];
        for (int c = 0; c < channels; ++c) {
            out[c].resize(size_t(room));
            planes[c] = reinterpret_cast<uint8_t *>(out[c].data());
        }
        const int got = swr_convert(resampler.get(), planes, room, in, count);
        for (int c = 0; c < channels && got > 0; ++c)
            sound[c].insert(sound[c].end(), out[c].begin(), out[c].begin() + got);
    };
    Packet packet(av_packet_alloc());
    Frame frame(av_frame_alloc());
    auto receive = [&]() {
        while (avcodec_receive_frame(codec.get(), frame.get()) >= 0) {
            append(const_cast<const uint8_t **>(frame->extended_data), frame->nb_samples);
            av_frame_unref(frame.get());
        }
    };
    while (av_read_frame(input.get(), packet.get()) >= 0) {
        if (packet->stream_index == stream && avcodec_send_packet(codec.get(), packet.get()) >= 0)
            receive();
        av_packet_unref(packet.get());
    }
    avcodec_send_packet(codec.get(), nullptr);
    receive();
    append(nullptr, 0); // what the resampler still holds

    const qint64 periodSamples = qint64(std::llround(periodMs * sampleRate / 1000.0));
    const qint64 total = periodSamples * std::max(1, passes);
    const qint64 offset = qint64(std::llround(offsetMs * sampleRate / 1000.0));
    for (int c = 0; c < channels; ++c) {
        m_planes[c].assign(size_t(total), 0.0f);
        for (int pass = 0; pass < std::max(1, passes); ++pass) {
            // The pass's samples [start, start + periodSamples) take sound[i - start - offset].
            const qint64 start = pass * periodSamples;
            const qint64 from = std::max<qint64>(0, offset);
            const qint64 to = std::min<qint64>(periodSamples, offset + qint64(sound[c].size()));
            for (qint64 i = from; i < to; ++i)
                m_planes[c][size_t(start + i)] = sound[c][size_t(i - offset)];
        }
    }
    return true;
}

} // namespace inbetween
