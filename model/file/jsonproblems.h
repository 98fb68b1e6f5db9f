#pragma once

#include "diagnostic.h"
#include "jsontokens.h"

#include <utility>

namespace inbetween {

// The problems JsonCursor finds, and the words for them (split from the cursor, which decides
// where each one is and whether the reading goes on): errors in the order found, at most 100
// besides the one that stopped the reading; a fatal one (a syntax error, a limit) stops it at
// once. The messages for what jsontokens finds wrong in a string or a number, what stands at a
// place ("'x'", "byte 0x1f", "the end of the file") and a place by line and column are here too.
class JsonProblems
{
public:
    bool stopped() const { return m_stopped; }
    bool isEmpty() const { return m_list.isEmpty(); }
    Diagnostics take() { return std::move(m_list); }

    // An error; the hundredth stops the reading.
    void add(const QString &where, const QString &message);
    // An error that stops the reading.
    void fatal(const QString &where, const QString &message);

    // "line 3, column 7" (both from 1, columns in characters) for a byte offset in text.
    static QString lineAndColumn(const char *text, qint64 size, qint64 offset);
    // What stands at p, for "(got ...)".
    static QString seen(const char *p, const char *end);
    // A string's syntax error (any problem but TooLong, whose message names the limit), `at`
    // where the scan stopped.
    static QString stringSyntax(jsontokens::String::Problem problem, const char *at, const char *end);
    // A number's problem, from `start` to where the scan stopped (n.end).
    static QString numberMessage(const jsontokens::Number &n, const char *start, const char *end);

private:
    Diagnostics m_list;
    bool m_stopped = false;
};

} // namespace inbetween
