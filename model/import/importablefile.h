#pragma once

#include <QByteArray>
#include <QString>

namespace inbetween {

// A file given where a project was expected that `inbetween-cli import` (or the editor's File >
// Import) would take: told from its content with Qt Core alone, since inbetween-cli's validate,
// info, sample and events load no Qt Gui. Only asked once a file has failed to read as a project,
// so that the message names what it is and how to bring it in instead of the reader's complaints
// about a "format" it never had.
namespace importablefile {

// An object with "frames" (an object or an array) and "meta" (an object): Aseprite's (and
// TexturePacker's) sprite-sheet JSON.
bool looksLikeAsepriteSheet(const QByteArray &json);

// "an Aseprite sprite-sheet JSON", "a lip-sync file", "a GIF image", "a PNG image", ...; empty
// for anything else.
QString kindOf(const QString &path);

// "walk.gif is a GIF image, not an Inbetween project: make a project of it with
// `inbetween-cli import walk.gif -o walk-project.json`" (a still image with "--grid WxH"), or
// empty when kindOf(path) is.
QString notAProjectMessage(const QString &path);

} // namespace importablefile
} // namespace inbetween
