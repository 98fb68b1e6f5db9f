#pragma once

#include "projectlimits.h"

#include <string>
#include <vector>

namespace inbetween {

// Where a JSON text is cut for simdjson (JsonDocument). simdjson parses a whole text at a time
// into a tree of about three times its size; so each array longer than a window (a clip's
// 100,000 frames) is cut out of the text around it, which gets a placeholder in its place, and
// its items are parsed a window at a time into memory used again for the next window: peak
// memory stays near the file's size, and the memory is warm. A window is a text of its own,
// "[" items "]", cut at commas between items; an item is never cut.
//
// One pass over the bytes that follows strings and brackets; simdjson checks each part. On the
// way it notes how the copies it makes for simdjson differ from the file (the edits), so that
// simdjson reads each value as the file's rules do: a string without escapes that starts with a
// byte-order mark loses the mark, as QString::fromUtf8 made its text (one with escapes keeps
// it); and, once simdjson refused a part (findLongIntegers(), a second pass), an integer too
// long for 64 bits gets ".0": simdjson refuses it, the file reads it as a double (as
// QJsonDocument did). It also says whether the text breaks a rule simdjson does not check
// (clean() false): nesting deeper than the limit, a string longer than it, brackets that do not
// pair, a string that never ends, a backslash outside a string.
class JsonSplit
{
public:
    struct Array
    {
        qsizetype begin = 0, end = 0; // its '[', and past its ']'
        int level = 0;                // 1 + how many cut arrays it lies in
        std::vector<qsizetype> cuts;  // the commas between its windows
        qint64 items = 0;             // counted as its windows are parsed
        size_t checked = 0;           // windows parsed and checked so far, in order
    };

    // A window's size, in bytes, for the reader (a clip's 100,000 frames are about 70 windows).
    static constexpr qsizetype kWindowBytes = 256 * 1024;

    JsonSplit(const char *text, qsizetype size, const ProjectLimits &limits, qsizetype window);

    bool clean() const { return m_clean; }
    std::vector<Array> arrays; // the cut arrays, by position

    // Appends text[from, to) to `out` with the edits made and each cut array of `level` in it
    // replaced by its placeholder, the string "\u0000" and its index in `arrays`.
    void copy(std::string &out, qsizetype from, qsizetype to, int level) const;
    // Appends the text of window `w` of arrays[index], in brackets.
    void copyWindow(std::string &out, size_t index, size_t w) const;
    // The edits of the integers too long for 64 bits (once); whether there were any.
    bool findLongIntegers();

private:
    struct Edit
    {
        qsizetype at;
        bool dropMark; // the 3 bytes of a byte-order mark at `at`; else ".0" goes in before `at`
    };
    struct Level // an open array or object: where it began, its last cut, its cuts
    {
        qsizetype begin, lastCut;
        bool isArray;
        std::vector<qsizetype> cuts;
    };
    void scan(const ProjectLimits &limits, qsizetype window);
    qsizetype stringEnd(qsizetype i, bool *escaped) const;
    bool cuttable(qsizetype comma) const;

    const unsigned char *m_text;
    qsizetype m_size;
    std::vector<Edit> m_edits;
    std::vector<Level> m_open;
    bool m_clean = true, m_integersFound = false;
    bool m_nulEscape = false; // a "\u0000" in the text: placeholders could be mistaken, no cuts
};

} // namespace inbetween
