#include "review/reviewoptions.h"

#include <QRegularExpression>

namespace inbetween {

const QList<ReviewFormatInfo> &reviewFormats()
{
    static const QList<ReviewFormatInfo> formats{
        {ReviewFormat::Gif, QStringLiteral("gif"), QStringLiteral("Animated GIF"), QStringLiteral("gif"), 10.0, 2, true},
        {ReviewFormat::WebP, QStringLiteral("webp"), QStringLiteral("Animated WebP"), QStringLiteral("webp"), 1.0, 11, true},
        {ReviewFormat::Apng, QStringLiteral("apng"), QStringLiteral("Animated PNG"), QStringLiteral("png"), 1.0, 11, true},
        {ReviewFormat::Mp4, QStringLiteral("mp4"), QStringLiteral("MP4 video (H.264, AAC)"), QStringLiteral("mp4"), 1.0,
         1, false},
    };
    return formats;
}

const ReviewFormatInfo *findReviewFormat(const QString &id)
{
    for (const ReviewFormatInfo &f : reviewFormats()) {
        if (f.id == id)
            return &f;
    }
    return nullptr;
}

const ReviewFormatInfo &reviewFormatInfo(ReviewFormat format)
{
    for (const ReviewFormatInfo &f : reviewFormats()) {
        if (f.format == format)
            return f;
    }
    return reviewFormats().front();
}

bool parseReviewBackground(const QString &text, std::optional<QColor> *background)
{
    if (text.compare(QLatin1String("transparent"), Qt::CaseInsensitive) == 0) {
        background->reset();
        return true;
    }
    static const QRegularExpression hex(QStringLiteral("^#[0-9a-fA-F]{6}$"));
    if (!hex.match(text).hasMatch())
        return false;
    *background = QColor(text);
    return true;
}

} // namespace inbetween
