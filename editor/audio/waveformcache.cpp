#include "audio/waveformcache.h"

#include <QFileInfo>

namespace inbetween {

WaveformCache::WaveformCache(QObject *parent) : QObject(parent)
{
    connect(&m_loader, &WaveformLoader::loaded, this,
            [this](const QString &path, std::shared_ptr<const WaveformPeaks> peaks) {
                Entry &e = m_entries[path];
                e.state = Entry::State::Ready;
                e.peaks = std::move(peaks);
                e.error.clear();
                emit changed(path);
            });
    connect(&m_loader, &WaveformLoader::failed, this, [this](const QString &path, const QString &message) {
        Entry &e = m_entries[path];
        e.state = Entry::State::Failed;
        e.peaks.reset();
        e.error = message;
        emit changed(path);
    });
}

WaveformCache::Stamp WaveformCache::stampOf(const QString &path)
{
    const QFileInfo info(path);
    return info.exists() ? Stamp{info.size(), info.lastModified()} : Stamp{};
}

WaveformCache::Entry WaveformCache::entry(const QString &path)
{
    if (path.isEmpty())
        return {};
    const Stamp stamp = stampOf(path);
    auto it = m_entries.find(path);
    if (it != m_entries.end() && m_stamps.value(path) == stamp)
        return *it;
    return startLoading(path);
}

void WaveformCache::reload(const QString &path)
{
    if (!path.isEmpty() && m_entries.contains(path)) {
        startLoading(path);
        emit changed(path);
    }
}

// A file's decode begins; a waveform it had stays until the new one replaces it.
WaveformCache::Entry WaveformCache::startLoading(const QString &path)
{
    Entry loading;
    loading.state = Entry::State::Loading;
    loading.peaks = m_entries.value(path).peaks;
    m_entries.insert(path, loading);
    m_stamps.insert(path, stampOf(path));
    m_loader.load(path);
    return loading;
}

} // namespace inbetween
