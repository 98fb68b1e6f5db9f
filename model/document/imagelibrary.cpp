#include "document/imagelibrary.h"

#include <QFileInfo>
#include <QImage>
#include <QImageReader>
#include <algorithm>
#include <cstring>

namespace inbetween {

ImageLibrary::ImageLibrary(QObject *parent) : QObject(parent)
{
    // Two at a time: a big sheet being decoded does not hold up a small frame saved after it,
    // and the other core stays free for rendering.
    m_pool.setMaxThreadCount(2);
    connect(&m_watch, &FileWatch::filesChanged, this, &ImageLibrary::onFilesChanged);
}

ImageLibrary::~ImageLibrary()
{
    // A worker posts its result to this object: none may be left running when it goes.
    m_pool.waitForDone();
}

namespace {
// Whether an RGBA8888 (or RGBX8888) image has a pixel that is not fully opaque.
bool hasTransparentPixel(const QImage &image)
{
    if (image.format() != QImage::Format_RGBA8888)
        return false;
    for (int y = 0; y < image.height(); ++y) {
        const uchar *row = image.constScanLine(y);
        for (int x = 0; x < image.width(); ++x) {
            if (row[4 * x + 3] != 255)
                return true;
        }
    }
    return false;
}
} // namespace

ImageLibrary::Picture ImageLibrary::decode(const QString &path, QString *error)
{
    QImageReader reader(path);
    reader.setAutoTransform(true);
    QImage image = reader.read();
    if (image.isNull()) {
        if (error)
            *error = reader.errorString();
        return {};
    }
    Picture p;
    p.fileSize = image.size();
    if (std::max(image.width(), image.height()) > maximumSide)
        image = image.scaled(maximumSide, maximumSide, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    // Straight (not premultiplied) alpha, as Qt Quick 3D takes an image file's: its materials
    // weigh the colour by the alpha themselves.
    image.convertTo(image.hasAlphaChannel() ? QImage::Format_RGBA8888 : QImage::Format_RGBX8888);
    p.size = image.size();
    p.hasAlpha = hasTransparentPixel(image);
    const qsizetype row = qsizetype(image.width()) * 4;
    p.pixels.resize(row * image.height());
    char *out = p.pixels.data();
    if (image.bytesPerLine() == row) {
        std::memcpy(out, image.constBits(), size_t(p.pixels.size()));
    } else {
        for (int y = 0; y < image.height(); ++y)
            std::memcpy(out + y * row, image.constScanLine(y), size_t(row));
    }
    return p;
}

void ImageLibrary::setFiles(const QStringList &images, const QStringList &otherFiles)
{
    QSet<QString> wanted(images.cbegin(), images.cend());
    wanted.remove(QString());
    for (auto it = m_entries.begin(); it != m_entries.end();) {
        // One being decoded stays until its worker is back (finishDecode drops it then).
        if (!wanted.contains(it.key()) && !it->decoding)
            it = m_entries.erase(it);
        else
            ++it;
    }
    for (const QString &path : std::as_const(wanted)) {
        if (!m_entries.contains(path)) {
            m_entries.insert(path, Entry());
            startDecode(path);
        }
    }
    m_others = otherFiles;
    QStringList watched(wanted.cbegin(), wanted.cend());
    watched += otherFiles;
    m_watch.setFiles(watched);
}

void ImageLibrary::request(const QString &image)
{
    if (image.isEmpty() || m_entries.contains(image))
        return;
    m_entries.insert(image, Entry());
    startDecode(image);
    QStringList watched = m_watch.files();
    watched << image;
    m_watch.setFiles(watched);
}

ImageLibrary::Status ImageLibrary::status(const QString &image) const
{
    const auto it = m_entries.constFind(image);
    return it == m_entries.cend() ? Status::Loading : it->status;
}

QString ImageLibrary::problem(const QString &image) const
{
    return m_entries.value(image).problem;
}

ImageLibrary::Picture ImageLibrary::picture(const QString &image) const
{
    return m_entries.value(image).picture;
}

QStringList ImageLibrary::problemFiles() const
{
    QStringList out;
    for (auto it = m_entries.cbegin(); it != m_entries.cend(); ++it) {
        if (it->status == Status::Missing || it->status == Status::Unreadable)
            out << it.key();
    }
    out.sort();
    return out;
}

void ImageLibrary::startDecode(const QString &path)
{
    Entry &entry = m_entries[path];
    if (entry.decoding) {
        entry.again = true; // decoded once more when this one is back
        return;
    }
    entry.decoding = true;
    entry.again = false;
    ++m_running;
    m_pool.start([this, path] {
        QString error;
        const bool missing = !QFileInfo::exists(path);
        const Picture picture = missing ? Picture() : decode(path, &error);
        // Back on this object's thread; the destructor waits for the pool, so `this` is alive.
        QMetaObject::invokeMethod(
            this, [this, path, picture, missing, error] { finishDecode(path, picture, missing, error); },
            Qt::QueuedConnection);
    });
}

void ImageLibrary::finishDecode(const QString &path, const Picture &decoded, bool missing, const QString &error)
{
    --m_running;
    auto it = m_entries.find(path);
    if (it == m_entries.end())
        return;
    Entry &entry = *it;
    entry.decoding = false;
    if (!m_watch.isWatching(path)) { // dropped from the project while it was being decoded
        m_entries.erase(it);
        return;
    }
    if (entry.again) {
        startDecode(path); // the file changed again meanwhile: this picture is already old
        return;
    }
    if (!decoded.pixels.isEmpty()) {
        const int version = entry.picture.version + 1;
        entry.picture = decoded;
        entry.picture.version = version;
        setStatus(entry, path, Status::Ok, QString());
        emit pictureChanged(path);
    } else if (missing) {
        setStatus(entry, path, Status::Missing, tr("missing"));
    } else {
        setStatus(entry, path, Status::Unreadable, error.isEmpty() ? tr("cannot be read") : error);
    }
}

void ImageLibrary::setStatus(Entry &entry, const QString &path, Status status, const QString &problem)
{
    if (entry.status == status && entry.problem == problem)
        return;
    entry.status = status;
    entry.problem = problem;
    emit statusChanged(path, status);
}

void ImageLibrary::onFilesChanged(const QStringList &paths)
{
    for (const QString &path : paths) {
        if (m_entries.contains(path))
            startDecode(path);
    }
    emit filesChanged(paths);
}

} // namespace inbetween
