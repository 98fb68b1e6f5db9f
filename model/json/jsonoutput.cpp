#include "json/jsonoutput.h"

#include <algorithm>

namespace inbetween {

JsonOutput::JsonOutput(qsizetype capacity, Sink sink) : m_sink(std::move(sink))
{
    // resize, not reserve: the bytes are written through a pointer, never appended.
    m_block.resize(std::max<qsizetype>(capacity, 256));
    m_begin = m_cursor = m_block.data();
    m_end = m_begin + m_block.size();
}

void JsonOutput::makeRoom(qsizetype bytes)
{
    const qsizetype used = m_cursor - m_begin;
    if (m_sink) {
        if (!m_failed && used > 0 && !m_sink(m_begin, used))
            m_failed = true;
        m_cursor = m_begin;
        if (m_end - m_begin >= bytes)
            return;
    }
    const qsizetype kept = m_cursor - m_begin;
    m_block.resize(std::max(2 * m_block.size(), kept + bytes));
    m_begin = m_block.data();
    m_cursor = m_begin + kept;
    m_end = m_begin + m_block.size();
}

QByteArray JsonOutput::take()
{
    m_block.truncate(m_cursor - m_begin);
    m_begin = m_cursor = m_end = nullptr;
    return std::move(m_block);
}

bool JsonOutput::finish()
{
    const qsizetype used = m_cursor - m_begin;
    if (!m_failed && used > 0 && !m_sink(m_begin, used))
        m_failed = true;
    m_cursor = m_begin;
    return !m_failed;
}

} // namespace inbetween
