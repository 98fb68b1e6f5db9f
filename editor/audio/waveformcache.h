#pragma once

#include "audio/waveformloader.h"

#include <QDateTime>
#include <QHash>
#include <QObject>
#include <memory>

namespace inbetween {

// The waveforms of the sounds the project's clips play, each decoded once (by a WaveformLoader,
// off the window's thread) and kept while the file is unchanged (its size and modification
// time), however many clips play it and however often the view switches between them.
class WaveformCache : public QObject
{
    Q_OBJECT

public:
    struct Entry
    {
        enum class State { None, Loading, Ready, Failed };
        State state = State::None;
        std::shared_ptr<const WaveformPeaks> peaks; // when Ready
        QString error;                              // when Failed
    };

    explicit WaveformCache(QObject *parent = nullptr);

    // The waveform of the file at `path` (absolute) as far as it is known; the first ask (or the
    // first after the file changed) starts decoding it, and changed(path) says when it is done.
    Entry entry(const QString &path);
    // What is known of `path` now, without starting a decode.
    Entry cached(const QString &path) const { return m_entries.value(path); }
    // `path` changed on disk (another program saved it): decoded again now, whatever its size and
    // time say; the old waveform is shown until the new one is in.
    void reload(const QString &path);

signals:
    void changed(const QString &path);

private:
    struct Stamp
    {
        qint64 size = -1;
        QDateTime modified;
        bool operator==(const Stamp &o) const { return size == o.size && modified == o.modified; }
    };
    static Stamp stampOf(const QString &path);
    Entry startLoading(const QString &path);

    WaveformLoader m_loader;
    QHash<QString, Entry> m_entries;
    QHash<QString, Stamp> m_stamps;
};

} // namespace inbetween
