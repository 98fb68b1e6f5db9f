#pragma once

// Owning pointers for FFmpeg's objects, each freed by its own function.

extern "C" {
#include <libavcodec/avcodec.h>
#include <libavfilter/avfilter.h>
#include <libavformat/avformat.h>
#include <libavutil/error.h>
#include <libavutil/frame.h>
#include <libswresample/swresample.h>
#include <libswscale/swscale.h>
}

#include <QString>
#include <memory>

namespace inbetween::ffmpeg {

struct FrameFree { void operator()(AVFrame *f) const { av_frame_free(&f); } };
struct PacketFree { void operator()(AVPacket *p) const { av_packet_free(&p); } };
struct CodecFree { void operator()(AVCodecContext *c) const { avcodec_free_context(&c); } };
struct GraphFree { void operator()(AVFilterGraph *g) const { avfilter_graph_free(&g); } };
struct SwrFree { void operator()(SwrContext *s) const { swr_free(&s); } };
struct SwsFree { void operator()(SwsContext *s) const { sws_freeContext(s); } };
struct InputFree { void operator()(AVFormatContext *f) const { avformat_close_input(&f); } };

using Frame = std::unique_ptr<AVFrame, FrameFree>;
using Packet = std::unique_ptr<AVPacket, PacketFree>;
using Codec = std::unique_ptr<AVCodecContext, CodecFree>;
using Graph = std::unique_ptr<AVFilterGraph, GraphFree>;
using Resampler = std::unique_ptr<SwrContext, SwrFree>;
using Scaler = std::unique_ptr<SwsContext, SwsFree>;
using Input = std::unique_ptr<AVFormatContext, InputFree>;

// FFmpeg's words for an error code.
inline QString errorText(int code)
{
    char text[AV_ERROR_MAX_STRING_SIZE] = {};
    av_strerror(code, text, sizeof text);
    return QString::fromUtf8(text);
}

} // namespace inbetween::ffmpeg
