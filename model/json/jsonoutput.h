#pragma once

#include "json/jsontextwriter.h"

#include <QByteArray>
#include <QString>
#include <cstring>
#include <functional>

namespace inbetween {

// Text written straight into one block of memory, for ProjectWriter: each piece is copied or
// formatted in place at a cursor, with one check for room, where QByteArray's appends cost a
// call, a length and a check of sharing each. Either the whole text stays in memory (take()), or,
// given a sink, the block is handed to it each time it fills and then reused, so that a file is
// written as it is made through a block that stays in the cache (finish()).
class JsonOutput
{
public:
    // Gets the bytes in order; false stops the writing (the sink keeps the reason).
    using Sink = std::function<bool(const char *data, qsizetype size)>;

    // `capacity`: the whole text's expected size, or with a sink the block's size.
    explicit JsonOutput(qsizetype capacity, Sink sink = {});

    // A cursor with room for `bytes` more; advance(end) after writing there.
    char *room(qsizetype bytes)
    {
        if (m_end - m_cursor < bytes)
            makeRoom(bytes);
        return m_cursor;
    }
    void advance(char *end) { m_cursor = end; }

    template<size_t N>
    void text(const char (&literal)[N])
    {
        m_cursor = put(room(N - 1), literal);
    }
    // For a run of pieces after one room(): writes `literal` at `p`, returns its end.
    template<size_t N>
    static char *put(char *p, const char (&literal)[N])
    {
        std::memcpy(p, literal, N - 1);
        return p + N - 1;
    }
    void bytes(const QByteArray &b)
    {
        char *p = room(b.size());
        std::memcpy(p, b.constData(), size_t(b.size()));
        m_cursor = p + b.size();
    }
    void number(double v) { m_cursor = writeJsonNumber(room(kMaxJsonNumberBytes), v); }
    void integer(int v) { m_cursor = writeJsonInteger(room(11), v); }
    void string(QStringView s) { m_cursor = writeJsonString(room(jsonStringBytesAtMost(s.size())), s); }

    // Without a sink: the text.
    QByteArray take();
    // With a sink: hands it the rest; false when the sink refused any part.
    bool finish();

private:
    void makeRoom(qsizetype bytes);

    QByteArray m_block;
    char *m_begin = nullptr;
    char *m_cursor = nullptr;
    char *m_end = nullptr;
    Sink m_sink;
    bool m_failed = false;
};

} // namespace inbetween
