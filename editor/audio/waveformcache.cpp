#include "waveformcache.h"

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
    Entry loading;
    loading.state = Entry::State::Loading;
    m_entries.insert(path, loading);
    m_stamps.insert(path, stamp);
    m_loader.load(path);
    return loading;
}

} // namespace inbetween
