#include "review/gifpalette.h"

#include "review/ffmpegptr.h"

extern "C" {
#include <libavfilter/buffersink.h>
#include <libavfilter/buffersrc.h>
#include <libavutil/pixdesc.h>
}

#include <cstring>

namespace inbetween {

namespace {
using namespace ffmpeg;

// A frame of FFmpeg's RGB32 (ARGB in a native 32-bit word, as QImage's ARGB32) copied from image.
Frame toFrame(const QImage &image, qint64 pts)
{
    const QImage argb = image.convertToFormat(QImage::Format_ARGB32);
    Frame frame(av_frame_alloc());
    frame->format = AV_PIX_FMT_RGB32;
    frame->width = argb.width();
    frame->height = argb.height();
    if (av_frame_get_buffer(frame.get(), 0) < 0)
        return {};
    for (int y = 0; y < argb.height(); ++y)
        std::memcpy(frame->data[0] + y * frame->linesize[0], argb.constScanLine(y), size_t(argb.width()) * 4);
    frame->pts = pts;
    return frame;
}

QString sourceArgs(int width, int height)
{
    return QStringLiteral("video_size=%1x%2:pix_fmt=%3:time_base=1/100:pixel_aspect=1/1")
        .arg(width)
        .arg(height)
        .arg(QString::fromLatin1(av_get_pix_fmt_name(AV_PIX_FMT_RGB32)));
}

// A graph from its description (named buffer sources and one sink, no open pads).
Graph parseGraph(const QString &description, QString *error)
{
    Graph graph(avfilter_graph_alloc());
    graph->nb_threads = 1; // deterministic and light: the filters are fast on a clip's pictures
    AVFilterInOut *inputs = nullptr, *outputs = nullptr;
    int code = avfilter_graph_parse2(graph.get(), description.toUtf8().constData(), &inputs, &outputs);
    avfilter_inout_free(&inputs);
    avfilter_inout_free(&outputs);
    if (code >= 0)
        code = avfilter_graph_config(graph.get(), nullptr);
    if (code < 0) {
        *error = QStringLiteral("the GIF palette filters failed: %1").arg(errorText(code));
        return {};
    }
    return graph;
}

// The filter whose instance name ends with `name` (the parser names them "Parsed_buffer_0" or,
// given "buffer@in", with the "@in" kept).
AVFilterContext *filter(const Graph &graph, const char *name)
{
    const QByteArray suffix(name);
    for (unsigned i = 0; i < graph->nb_filters; ++i) {
        if (QByteArray(graph->filters[i]->name).endsWith(suffix))
            return graph->filters[i];
    }
    return nullptr;
}
} // namespace

QList<QImage> GifPalette::quantise(const QList<QImage> &pictures, QString *error)
{
    if (pictures.isEmpty())
        return {};
    const int w = pictures.front().width(), h = pictures.front().height();

    // Pass 1: the clip's palette from every picture.
    const Graph gen = parseGraph(QStringLiteral("buffer@in=%1,palettegen=max_colors=256:reserve_transparent=1:"
                                                "stats_mode=full,buffersink@out")
                                     .arg(sourceArgs(w, h)),
                                 error);
    if (!gen)
        return {};
    for (int i = 0; i < pictures.size(); ++i) {
        Frame frame = toFrame(pictures[i], i);
        if (!frame || av_buffersrc_add_frame(filter(gen, "@in"), frame.get()) < 0) {
            *error = QStringLiteral("the GIF palette filters refused picture %1").arg(i);
            return {};
        }
    }
    if (av_buffersrc_add_frame(filter(gen, "@in"), nullptr) < 0) {
        *error = QStringLiteral("the GIF palette filters did not close");
        return {};
    }
    Frame palette(av_frame_alloc());
    if (int code = av_buffersink_get_frame(filter(gen, "@out"), palette.get()); code < 0) {
        *error = QStringLiteral("the GIF palette filters made no palette: %1").arg(errorText(code));
        return {};
    }

    // Pass 2: each picture mapped onto it.
    const Graph use = parseGraph(QStringLiteral("buffer@in=%1[a];buffer@palette=%2[b];"
                                                "[a][b]paletteuse=dither=none,buffersink@out")
                                     .arg(sourceArgs(w, h), sourceArgs(palette->width, palette->height)),
                                 error);
    if (!use)
        return {};
    palette->pts = 0;
    if (av_buffersrc_add_frame(filter(use, "@palette"), palette.get()) < 0
        || av_buffersrc_add_frame(filter(use, "@palette"), nullptr) < 0) {
        *error = QStringLiteral("the GIF palette filters refused the palette");
        return {};
    }
    QList<QImage> out;
    Frame mapped(av_frame_alloc());
    auto drain = [&]() {
        while (av_buffersink_get_frame(filter(use, "@out"), mapped.get()) >= 0) {
            QImage indexed(mapped->width, mapped->height, QImage::Format_Indexed8);
            QList<QRgb> colours(256);
            std::memcpy(colours.data(), mapped->data[1], 256 * 4); // AV_PIX_FMT_PAL8: native ARGB words
            indexed.setColorTable(colours);
            for (int y = 0; y < mapped->height; ++y)
                std::memcpy(indexed.scanLine(y), mapped->data[0] + y * mapped->linesize[0], size_t(mapped->width));
            out.append(indexed);
            av_frame_unref(mapped.get());
        }
    };
    for (int i = 0; i < pictures.size(); ++i) {
        Frame frame = toFrame(pictures[i], i);
        if (!frame || av_buffersrc_add_frame(filter(use, "@in"), frame.get()) < 0) {
            *error = QStringLiteral("the GIF palette filters refused picture %1").arg(i);
            return {};
        }
        drain();
    }
    if (av_buffersrc_add_frame(filter(use, "@in"), nullptr) < 0) {
        *error = QStringLiteral("the GIF palette filters did not close");
        return {};
    }
    drain();
    if (out.size() != pictures.size()) {
        *error = QStringLiteral("the GIF palette filters gave %1 pictures for %2").arg(out.size()).arg(pictures.size());
        return {};
    }
    return out;
}

} // namespace inbetween
