#include "audio/waveformloader.h"

#include "media/soundcheck.h"

#include <QAudioBuffer>
#include <QAudioDecoder>
#include <QAudioFormat>
#include <QFileInfo>
#include <QThread>
#include <QUrl>

Q_DECLARE_METATYPE(std::shared_ptr<const inbetween::WaveformPeaks>)

namespace inbetween {

namespace {

// Lives on the loader's thread: one QAudioDecoder, and the files waiting for it.
class DecodeWorker : public QObject
{
    Q_OBJECT

public:
    DecodeWorker()
    {
        QAudioFormat format;
        format.setSampleFormat(QAudioFormat::Float);
        format.setChannelCount(1);
        format.setSampleRate(WaveformLoader::decodeRate);
        m_format = format;
    }

public slots:
    void decode(const QString &path)
    {
        m_queue.append(path);
        if (!m_decoder)
            startNext();
    }

signals:
    void loaded(const QString &path, std::shared_ptr<const inbetween::WaveformPeaks> peaks);
    void failed(const QString &path, const QString &message);

private:
    void startNext()
    {
        if (m_queue.isEmpty())
            return;
        m_path = m_queue.takeFirst();
        m_peaks = std::make_shared<WaveformPeaks>(WaveformLoader::decodeRate);
        m_decoder = new QAudioDecoder(this);
        m_decoder->setAudioFormat(m_format);
        connect(m_decoder, &QAudioDecoder::bufferReady, this, [this] {
            const QAudioBuffer buffer = m_decoder->read();
            if (buffer.format().sampleFormat() == QAudioFormat::Float && buffer.format().channelCount() == 1)
                m_peaks->append(buffer.constData<float>(), buffer.frameCount());
        });
        connect(m_decoder, &QAudioDecoder::finished, this, [this] { done(QString()); });
        connect(m_decoder, qOverload<QAudioDecoder::Error>(&QAudioDecoder::error), this, [this](QAudioDecoder::Error) {
            // The decoder's own words ("GStreamer; Unable to start decoding process") go to the
            // log; the lane says what it means.
            qWarning("waveform: %s: %s", qPrintable(m_path), qPrintable(m_decoder->errorString()));
            done(tr("cannot be decoded: damaged, or not a sound this machine decodes"));
        });
        // A missing file or one that is no sound is said as such, never handed to the decoder.
        if (!QFileInfo::exists(m_path)) {
            done(tr("missing"));
            return;
        }
        if (const QString problem = soundFileProblem(m_path); !problem.isEmpty()) {
            done(tr("not a sound: %1").arg(problem));
            return;
        }
        m_decoder->setSource(QUrl::fromLocalFile(m_path));
        m_decoder->start();
    }

    void done(const QString &error)
    {
        if (!m_decoder)
            return;
        m_decoder->disconnect(this);
        m_decoder->stop();
        m_decoder->deleteLater();
        m_decoder = nullptr;
        if (!error.isEmpty()) {
            emit failed(m_path, error);
        } else if (m_peaks->sampleCount() == 0) {
            emit failed(m_path, tr("no sound in it (the decoder gave no samples)"));
        } else {
            m_peaks->finish();
            emit loaded(m_path, std::shared_ptr<const WaveformPeaks>(std::move(m_peaks)));
        }
        m_peaks.reset();
        startNext();
    }

    QAudioFormat m_format;
    QStringList m_queue;
    QString m_path;
    QAudioDecoder *m_decoder = nullptr;
    std::shared_ptr<WaveformPeaks> m_peaks;
};

} // namespace

WaveformLoader::WaveformLoader(QObject *parent) : QObject(parent), m_thread(new QThread), m_worker(new DecodeWorker)
{
    qRegisterMetaType<std::shared_ptr<const inbetween::WaveformPeaks>>();
    m_thread->setObjectName(QStringLiteral("waveform decoder"));
    m_worker->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    auto *worker = static_cast<DecodeWorker *>(m_worker);
    connect(worker, &DecodeWorker::loaded, this, &WaveformLoader::loaded);
    connect(worker, &DecodeWorker::failed, this, &WaveformLoader::failed);
    m_thread->start(QThread::LowPriority);
}

WaveformLoader::~WaveformLoader()
{
    m_thread->quit();
    m_thread->wait();
    delete m_thread;
}

void WaveformLoader::load(const QString &path)
{
    QMetaObject::invokeMethod(m_worker, "decode", Qt::QueuedConnection, Q_ARG(QString, path));
}

} // namespace inbetween

#include "waveformloader.moc"
