#pragma once

#include "document/filewatch.h"

#include <QByteArray>
#include <QHash>
#include <QObject>
#include <QSize>
#include <QString>
#include <QThreadPool>

namespace inbetween {

// The decoded pictures of the image files a project uses, kept up to date while another program
// edits them (live reload). Files are decoded on worker threads, never on the GUI thread; the
// picture is swapped in once a decode has finished, so the one on screen stays until then. A file
// that goes missing or stops decoding keeps its last good picture and says so (status()), and
// is taken again when it is fixed. Nothing here is an edit of the document: no undo step.
//
// Paths are absolute. Pictures are tightly packed RGBA with straight (not premultiplied) alpha,
// 8 bits a channel (what a GPU texture takes as it is), shared, never copied on the GUI thread.
class ImageLibrary : public QObject
{
    Q_OBJECT

public:
    enum class Status { Loading, Ok, Missing, Unreadable };
    Q_ENUM(Status)

    struct Picture
    {
        QByteArray pixels; // RGBA8888, straight alpha (255 without an alpha channel), width * 4 bytes a row
        QSize size;        // of the pixels: the file's, cut to maximumSide
        QSize fileSize;    // of the picture in the file (regions are in its pixels)
        bool hasAlpha = false; // a pixel is not fully opaque
        int version = 0; // counts the good pictures of this file: 1 for the first
        bool isNull() const { return version == 0; }
    };

    // The longest side a picture keeps (a bigger one is scaled down on the worker): what the
    // preview shows fits in it, and a 4096 x 4096 sheet (64 MB) would take the renderer longer
    // than a frame to take in (README, bench_reload); 2048 is a quarter of that.
    static constexpr int maximumSide = 2048;

    explicit ImageLibrary(QObject *parent = nullptr);
    ~ImageLibrary() override; // waits for the decodes under way

    // The files of the project (images; other files, such as sounds, are watched and reported by
    // filesChanged() only). New images are decoded, images no longer used are dropped.
    void setFiles(const QStringList &images, const QStringList &otherFiles = {});
    // Adds one image (decoded and watched) if it is not there yet.
    void request(const QString &image);
    QStringList images() const { return m_entries.keys(); }

    Status status(const QString &image) const;
    // Why a file has no current picture ("missing", the decoder's message); empty when it is Ok.
    QString problem(const QString &image) const;
    // The last good picture (null before the first one).
    Picture picture(const QString &image) const;
    // Files with a problem now (missing or unreadable), sorted.
    QStringList problemFiles() const;
    // Decodes started and not yet swapped in.
    int pendingDecodes() const { return m_running; }
    bool isIdle() const { return m_running == 0; }

    FileWatch *watch() { return &m_watch; }

    // Decodes `path` (on the calling thread): what a worker does. Empty pixels on failure, with
    // *error saying why.
    static Picture decode(const QString &path, QString *error);

signals:
    // A new good picture of `image` is in (the first one, or a reload).
    void pictureChanged(const QString &image);
    // `image` went missing or unreadable, or came back (Ok), or started loading.
    void statusChanged(const QString &image, inbetween::ImageLibrary::Status status);
    // Files that another program changed (images and the other files), after they settled.
    void filesChanged(const QStringList &paths);

private:
    struct Entry
    {
        Picture picture;
        Status status = Status::Loading;
        QString problem;
        bool decoding = false; // a worker has it
        bool again = false;    // changed again while it was being decoded
    };
    void startDecode(const QString &path);
    void finishDecode(const QString &path, const Picture &picture, bool missing, const QString &error);
    void setStatus(Entry &entry, const QString &path, Status status, const QString &problem);
    void onFilesChanged(const QStringList &paths);

    QHash<QString, Entry> m_entries;
    QStringList m_others;
    FileWatch m_watch;
    QThreadPool m_pool;
    int m_running = 0;
};

} // namespace inbetween
