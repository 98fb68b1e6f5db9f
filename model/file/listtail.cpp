#include "listtail.h"

#include "clipreader.h"

#include <cstring>
#include <optional>
#include <system_error>

namespace inbetween {

namespace {

// How far past the middle an item's start is looked for.
constexpr qsizetype kSearchBytes = 64 * 1024;

bool isSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

// The first `,` `{` (white space between) in text[from, to), as an array's next item: the brace.
const char *itemAfter(const char *from, const char *to)
{
    for (const char *p = from; p < to; ++p) {
        p = static_cast<const char *>(std::memchr(p, ',', size_t(to - p)));
        if (!p)
            return nullptr;
        const char *q = p + 1;
        while (q < to && isSpace(*q))
            ++q;
        if (q < to && *q == '{')
            return q;
    }
    return nullptr;
}

bool startsWith(const char *p, const char *end, const char *word)
{
    const size_t n = std::strlen(word);
    return size_t(end - p) >= n && std::memcmp(p, word, n) == 0;
}

// What list an item is of by its first key (ProjectWriter writes a frame's "duration" and a
// keyframe's "time" first; an event, which starts with "time" too, fails as a keyframe).
std::optional<ListTail::Kind> kindAt(const char *brace, const char *end)
{
    const char *p = brace + 1;
    while (p < end && isSpace(*p))
        ++p;
    if (startsWith(p, end, "\"time\""))
        return ListTail::Kind::Keyframes;
    if (startsWith(p, end, "\"duration\"") || startsWith(p, end, "\"image\""))
        return ListTail::Kind::Frames;
    return std::nullopt;
}

} // namespace

ListTail::ListTail(const QByteArray &text, qsizetype from, const ProjectLimits &limits, qint64 minBytes,
                   HugePageAllowance *hugePages)
    : m_limits(limits)
    , m_hugePages(hugePages)
{
    const qsizetype size = text.size() - from;
    if (size <= 0 || size < minBytes || (minBytes > 0 && std::thread::hardware_concurrency() < 2))
        return;
    const char *begin = text.constData() + from;
    const char *middle = begin + size / 2;
    const char *end = begin + size;
    const char *brace = itemAfter(middle, std::min(end, middle + kSearchBytes));
    const std::optional<Kind> kind = brace ? kindAt(brace, end) : std::nullopt;
    if (!kind)
        return;
    m_start = brace;
    m_result.kind = *kind;
    try {
        m_thread = std::thread([this, &text, from] { run(text, from); });
    } catch (const std::system_error &) { // no thread to be had: one reads it all
        m_start = nullptr;
    }
}

ListTail::~ListTail()
{
    m_cancel.store(true, std::memory_order_relaxed);
    if (m_thread.joinable())
        m_thread.join();
}

ListTail::Result *ListTail::take()
{
    if (!m_thread.joinable())
        return nullptr;
    m_thread.join();
    return m_ok ? &m_result : nullptr;
}

void ListTail::run(const QByteArray &text, qsizetype from)
{
    try {
        m_result.cursor = std::make_unique<JsonCursor>(text, from, m_start - text.constData(), kListDepth, m_limits);
        ClipReader reader(*m_result.cursor, m_limits);
        reader.setHugePages(m_hugePages);
        m_ok = reader.readTail(&m_result, m_cancel);
    } catch (...) { // out of memory: the first thread reads it itself, and meets the same
        m_ok = false;
    }
}

} // namespace inbetween
