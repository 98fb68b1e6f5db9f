#include "cli/stopsignals.h"

#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <unistd.h>

namespace inbetween {

namespace {

// The pipe the handler writes the signal's number into: [0] read by the notifier, [1] written.
int s_pipe[2] = {-1, -1};
// Ctrl+C, a stop asked by a service manager, the terminal closed (or ssh dropped), the reader of
// the output gone (`watch | head`): each kills the program mid-export by default.
constexpr int kSignals[] = {SIGINT, SIGTERM, SIGHUP, SIGPIPE};
constexpr int kCount = int(sizeof(kSignals) / sizeof(kSignals[0]));
// What each signal did before, given back by the destructor; and whether it was taken.
struct sigaction s_before[kCount];
bool s_taken[kCount] = {};

extern "C" void onStopSignal(int signalNumber)
{
    const int savedErrno = errno; // the interrupted code may be about to read it
    const unsigned char byte = static_cast<unsigned char>(signalNumber);
    // Non-blocking: a pipe full of unread signals loses this one, which asks the same.
    [[maybe_unused]] const ssize_t n = ::write(s_pipe[1], &byte, 1);
    errno = savedErrno;
}

} // namespace

StopSignals::StopSignals(QObject *parent) : QObject(parent)
{
    if (s_pipe[0] >= 0 || ::pipe2(s_pipe, O_CLOEXEC | O_NONBLOCK) != 0)
        return;
    struct sigaction action = {};
    action.sa_handler = onStopSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART; // a read or write the signal interrupts goes on
    for (int i = 0; i < kCount; ++i) {
        ::sigaction(kSignals[i], nullptr, &s_before[i]);
        // A hang-up or a broken pipe the program was started to ignore (nohup, a systemd
        // service's IgnoreSIGPIPE) stays ignored: it is no request to stop.
        s_taken[i] = !((kSignals[i] == SIGHUP || kSignals[i] == SIGPIPE) && s_before[i].sa_handler == SIG_IGN);
        if (s_taken[i])
            ::sigaction(kSignals[i], &action, nullptr);
    }
    m_notifier = new QSocketNotifier(s_pipe[0], QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &StopSignals::onReadable);
}

StopSignals::~StopSignals()
{
    if (!m_notifier)
        return;
    for (int i = 0; i < kCount; ++i) {
        if (s_taken[i])
            ::sigaction(kSignals[i], &s_before[i], nullptr);
    }
    delete m_notifier;
    ::close(s_pipe[0]);
    ::close(s_pipe[1]);
    s_pipe[0] = s_pipe[1] = -1;
}

void StopSignals::onReadable()
{
    unsigned char byte = 0;
    int last = 0;
    while (::read(s_pipe[0], &byte, 1) == 1)
        last = byte;
    if (last != 0)
        emit stopRequested(last);
}

} // namespace inbetween
