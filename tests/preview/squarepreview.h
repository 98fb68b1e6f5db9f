#pragma once

// What the two programs on the real preview share (tst_previewrender: what it draws;
// tst_previewplayback: how it plays), since the one was split in two: the bundled square
// (resources/examples/square.json) in a PreviewWidget of 800 x 600, shown and rendered with
// OpenGL on the offscreen platform (Mesa's llvmpipe; ctest lends GLX an X display with
// xvfb-run), and the square's pixels at a clip time.
#include "clip.h"
#include "preview/squarepixels.h"

#include <QColor>
#include <QObject>

namespace inbetween {
class PreviewWidget;
}

const QColor squareColour(0xe0, 0x7b, 0x39); // Square.qml's plain colour
const QColor outlineColour(0xff, 0xd2, 0x3f); // the compare outline
constexpr int tolerance = 12;

class SquarePreviewTest : public QObject
{
protected:
    // For initTestCase(): loads the square and shows its preview; fails unless the scene is
    // drawn by OpenGL.
    void openPreview();
    // For cleanupTestCase().
    void closePreview();
    // Seeks to `clipTime` and grabs frames until the square shows (the first frames after
    // loading may still be building the pipeline): the pixels of `colour` in the last one.
    ColourBlob renderAt(double clipTime, const QColor &colour);

    inbetween::Clip m_project;
    inbetween::PreviewWidget *m_preview = nullptr;
};
