#pragma once

#include <QColor>
#include <QList>
#include <QString>
#include <optional>

namespace inbetween {

// The review formats (DESIGN.md, "Engine exports": "Review exports"): files that play a clip's
// timing in a browser or a chat.
enum class ReviewFormat { Gif, WebP, Apng, Mp4 };

struct ReviewFormatInfo
{
    ReviewFormat format;
    QString id;          // "gif": the CLI's --format
    QString displayName; // "Animated GIF"
    QString suffix;      // "gif" (no dot)
    double unitMs;       // the step of the format's delays or timestamps: 10 for GIF, else 1
    // The shortest delay, in units, that plays as it says: Chromium and Firefox show a picture
    // whose delay is 10 ms or less for 100 ms (GIF 2 cs, WebP and APNG 11 ms; MP4 1).
    qint64 minUnits;
    bool transparency;   // the format keeps a transparent background (not MP4)
    QString filter() const { return QStringLiteral("%1 (*.%2)").arg(displayName, suffix); }
};

// Every review format, in menu order.
const QList<ReviewFormatInfo> &reviewFormats();
const ReviewFormatInfo *findReviewFormat(const QString &id);
const ReviewFormatInfo &reviewFormatInfo(ReviewFormat format);

// What the caller chooses for a review export.
struct ReviewOptions
{
    ReviewFormat format = ReviewFormat::Gif;
    QString clip;             // the clip's name; empty: the project's only clip
    int scale = 1;            // whole-number nearest-neighbour enlargement, 1..16
    std::optional<QColor> background; // none: transparent (black for MP4)
    double fps = 0.0;         // the grid motion is baked on; 0: the project's fps
    int passes = 1;           // --loops N: the clip played N times in the file
};

// "#rrggbb" or "transparent" (any case) as --background takes it; false for anything else.
bool parseReviewBackground(const QString &text, std::optional<QColor> *background);

} // namespace inbetween
