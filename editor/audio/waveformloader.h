#pragma once

#include "audio/waveformpeaks.h"

#include <QObject>
#include <QString>
#include <memory>

class QThread;

namespace inbetween {

// Decodes sound files into WaveformPeaks on a worker thread of its own (QAudioDecoder, asked for
// mono 32-bit float at decodeRate so every codec and channel layout arrives in one form; the
// GStreamer backend converts and resamples), so the window never waits for a decode. One file at
// a time, in the order asked; each load ends with loaded() or failed(), on the loader's thread.
class WaveformLoader : public QObject
{
    Q_OBJECT

public:
    static constexpr int decodeRate = 48000;

    explicit WaveformLoader(QObject *parent = nullptr);
    ~WaveformLoader() override;

    // Starts decoding the file at `path` (an absolute path).
    void load(const QString &path);

signals:
    void loaded(const QString &path, std::shared_ptr<const inbetween::WaveformPeaks> peaks);
    void failed(const QString &path, const QString &message);

private:
    QThread *m_thread;
    QObject *m_worker;
};

} // namespace inbetween
