#pragma once

#include <QColor>
#include <QString>

namespace inbetween {

// How the preview shows the art (DESIGN.md, "The editor", the light table): the onion skin, the
// background, pixel-perfect zoom and flip. View settings: remembered per project in the user's
// settings (QSettings), never written into the project file.
struct LightTableSettings
{
    enum class Background { Auto, Checkerboard, Colour, Image };

    // The onion skin: the frames before and after the current one (0-5 each side).
    bool onion = false;
    int before = 2;
    int after = 2;
    bool tinted = true; // false: in their own colours
    QColor beforeTint{0xe8, 0x3a, 0x3a};
    QColor afterTint{0x3a, 0xc8, 0x5a};
    bool onionWhilePlaying = false; // shown while playing too (off: while paused only)
    // A fixed reference: frame `pinnedFrame` of the clip named `pinnedClip` (-1: none).
    QString pinnedClip;
    int pinnedFrame = -1;

    // Auto: the checkerboard when the pictures shown have transparency, else the dark colour.
    Background background = Background::Auto;
    QColor backgroundColour{0x1d, 0x20, 0x26};
    QString backgroundImage; // an absolute path

    // 0: fit the path (and the zoom of Ctrl+wheel); 1-16: that many screen pixels a picture pixel.
    int pixelScale = 0;
    bool smooth = false;  // linear filtering; off: nearest neighbour (crisp pixels)
    bool flipped = false; // the view mirrored left to right

    // The current frame's data drawn over its picture (DESIGN.md, "Frame data for games"), per
    // kind: the pivot, hit, hurt and other boxes, points.
    bool showPivot = true;
    bool showHitBoxes = true;
    bool showHurtBoxes = true;
    bool showOtherBoxes = true;
    bool showPoints = true;

    static constexpr int maximumPixelScale = 16;
    static const QColor defaultBackground;

    // The settings remembered for the project at `projectPath` (an empty path: the untitled one).
    static LightTableSettings load(const QString &projectPath);
    // Whether settings were saved for that project.
    static bool isStored(const QString &projectPath);
    void save(const QString &projectPath) const;

    friend bool operator==(const LightTableSettings &a, const LightTableSettings &b);
    friend bool operator!=(const LightTableSettings &a, const LightTableSettings &b) { return !(a == b); }
};

} // namespace inbetween
