#pragma once

#include <QObject>
#include <QSocketNotifier>

namespace inbetween {

// SIGINT (Ctrl+C), SIGTERM, SIGHUP (the terminal closed) and SIGPIPE (the output's reader gone)
// turned into a Qt signal, for a command that runs until stopped
// (`inbetween-cli watch`). The handler only writes a byte into a pipe (the self-pipe: write() is
// one of the few calls a signal handler may make); a QSocketNotifier on the pipe's other end
// emits stopRequested() from the event loop, between two pieces of work, so whatever was being
// written is finished (or, written through a temporary file, not yet committed) when the program
// stops. SIGHUP and SIGPIPE that the program was started to ignore (nohup, a systemd service) stay
// ignored. One StopSignals at a time; its destructor gives the signals their earlier actions back.
class StopSignals : public QObject
{
    Q_OBJECT

public:
    explicit StopSignals(QObject *parent = nullptr);
    ~StopSignals() override;

    // False when the pipe or the handlers could not be set up (then the signals still stop the
    // process the default way).
    bool isListening() const { return m_notifier != nullptr; }

signals:
    // SIGINT or SIGTERM arrived (signalNumber says which).
    void stopRequested(int signalNumber);

private:
    void onReadable();

    QSocketNotifier *m_notifier = nullptr;
};

} // namespace inbetween
