#pragma once

#include "atlas/atlasoptions.h"
#include "atlas/packedatlas.h"
#include "project.h"

#include <QByteArray>
#include <QHash>
#include <QImage>
#include <QList>
#include <QRect>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace inbetween {

// The pictures of the exported clips packed into atlas pages that every clip shares (DESIGN.md,
// "The atlas"): each distinct picture (an image file, or the region of it a frame names) is a
// cell, numbered in the order the clips and their frames first use it; frames without an image
// share one cell, a transparent picture of the frame size. draw() reads the pictures (decoded
// with QImageReader, cut out and drawn again, never copied as file bytes) and packs them with
// PackedAtlas: trimmed, identical ones stored once, on pages of at most --max-size.
//
// A cell's kept pixels lie at pageRect() on page pageOf(); trimmedRect() is the same pixels in the
// whole picture, of pictureSize(): a format shows the kept pixels at trimmedRect()'s offset in a
// frame of pictureSize(), centred as the preview centres the picture, so that nothing moves.
//
// The cells (which cell each frame uses) are known on construction, without reading a file, so
// an export that names cells only needs no image.
class SpriteAtlas
{
public:
    // A picture: an image path (relative to the project's folder; empty: no image) and the part
    // of it shown (none: the whole image).
    struct Picture
    {
        QString image;
        std::optional<QRect> region;
        friend bool operator==(const Picture &a, const Picture &b) { return a.image == b.image && a.region == b.region; }
    };

    SpriteAtlas() = default;
    // clips: indexes into project.clips, in export order.
    SpriteAtlas(const Project &project, const std::vector<int> &clips);

    // Reads every picture (paths relative to projectFolder) and packs the pages. False, with
    // *error naming the frame (clips[c].frames[i]) and the file, when an image cannot be read, a
    // region is not inside its image or a picture is larger than a page.
    bool draw(const QString &projectFolder, const AtlasOptions &options, QString *error);

    // Whether any frame of the clips is there to show (an atlas has pages then).
    static bool showsPictures(const Project &project, const std::vector<int> &clips);

    // The cell frame `frame` of project clip `clip` shows (-1 for a clip not exported).
    int cellOf(int clip, int frame) const;
    int cellCount() const { return int(m_pictures.size()); }
    const Picture &picture(int cell) const { return m_pictures.at(cell); }
    // Whether the cell is a picture, not the frames without an image.
    bool hasPicture(int cell) const { return cell >= 0 && cell < cellCount() && !m_pictures[cell].image.isEmpty(); }

    // After draw():
    bool hasImages() const { return m_hasImages; }
    // At least one (a transparent page of the frame size when no clip has a frame).
    int pageCount() const { return int(m_pages.size()); }
    const QImage &page(int index) const { return m_pages.at(index); }
    int pageOf(int cell) const { return m_placements.at(cell).page; }
    QRect pageRect(int cell) const { return m_placements.at(cell).rect; }
    QRect trimmedRect(int cell) const { return m_placements.at(cell).trimmed; }
    QSize pictureSize(int cell) const { return m_placements.at(cell).source; }
    // The largest picture (the frame the formats with one size for every frame show them in);
    // 16 x 16 without pictures.
    QSize frameSize() const { return m_frameSize; }
    // A page as PNG: the same bytes for the same pixels (no colour profile, no text chunks).
    QByteArray png(int page) const;
    // The file name of page `index` of an atlas whose first page is firstName: "hero.png",
    // "hero-2.png", ... (the first keeps its name, so a one-page atlas is named as before).
    static QString pageFileName(const QString &firstName, int index);
    // The atlas pages beside the files an export wrote (`written`, paths) that it did not write:
    // the pages after its last one left by an earlier export of more pages ("hero-3.png" beside a
    // new "hero.png" and "hero-2.png"), in order. Nothing removes them (they may be the user's);
    // the CLI's warnings and the editor's report name them, as a game would still load them.
    static QStringList leftoverPages(const QStringList &written);

private:
    QList<Picture> m_pictures;
    QHash<int, QList<int>> m_cells;          // project clip index -> cell of each frame
    QHash<int, QPair<int, int>> m_firstUse;  // cell -> (clip, frame) that first shows it
    QList<PackedAtlas::Placement> m_placements; // after draw(), one per cell
    QList<QImage> m_pages;
    QSize m_frameSize;
    bool m_hasImages = false;
};

} // namespace inbetween
