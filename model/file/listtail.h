#pragma once

#include "frame.h"
#include "hugepageallowance.h"
#include "jsoncursor.h"
#include "keyframe.h"

#include <QList>
#include <atomic>
#include <memory>
#include <thread>

namespace inbetween {

// The second half of a big project file's longest list, read on a second thread while the
// reader reads the first half: the file's bytes are read once, by two cores.
//
// Where a list's items begin cannot be known without reading everything before it (the middle
// of the file may be inside a string), so the tail is a guess: the first `,` `{` after the
// middle, taken as the start of an item of a frames or keyframes list and read as such up to
// the list's closing bracket. The reader uses the tail only when it reaches that very brace as
// an item of a list of that kind, and only when the tail found no problem at all and nothing
// before it would have changed how it reads (a keyframe's time is later than the previous one,
// the limits hold for the whole list): then the items are the ones the reader would have read
// itself. In every other case the reader reads on as if there were no tail, so every message
// is the one a single pass gives. See ClipReader::readTail and JsonCursor::adopt.
class ListTail
{
public:
    enum class Kind { Frames, Keyframes };
    struct Result
    {
        Kind kind = Kind::Frames;
        QList<Frame> frames;
        QList<Keyframe> keyframes;
        qint64 items = 0;            // items read
        bool firstHasMatrix = false; // its first keyframe needs the rotation of the one before
        std::unique_ptr<JsonCursor> cursor; // where it ended and the values it counted
    };
    // A project file's list is nested at most this deep (root, "clips", a clip, its list):
    // the tail's cursor counts its depth from there, and a list deeper than that is not taken.
    static constexpr int kListDepth = 4;

    // Starts the second thread when `text` is at least `minBytes` long and the machine has
    // two cores (0: for any text and any machine, as tests want). The text, and `hugePages`
    // (shared with the first thread's lists, ClipReader::setHugePages), must outlive this.
    ListTail(const QByteArray &text, qsizetype from, const ProjectLimits &limits, qint64 minBytes,
             HugePageAllowance *hugePages = nullptr);
    // Stops the thread early when its tail was not taken.
    ~ListTail();
    ListTail(const ListTail &) = delete;
    ListTail &operator=(const ListTail &) = delete;

    // The opening brace the tail begins at; null when there is none.
    const char *start() const { return m_start; }
    // Waits for the thread: the tail, or null when it is not one (or was already taken).
    Result *take();

private:
    void run(const QByteArray &text, qsizetype from);

    const ProjectLimits &m_limits;
    HugePageAllowance *m_hugePages;
    const char *m_start = nullptr;
    std::atomic<bool> m_cancel{false};
    bool m_ok = false;
    Result m_result;
    std::thread m_thread;
};

} // namespace inbetween
