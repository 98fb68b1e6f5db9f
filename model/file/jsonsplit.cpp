#include "jsonsplit.h"

#include <algorithm>
#include <array>
#include <cstring>

namespace inbetween {

namespace {

enum Class : unsigned char { Other, Quote, Open, Close, Comma, Backslash };

constexpr std::array<unsigned char, 256> classes()
{
    std::array<unsigned char, 256> c{};
    c['"'] = Quote;
    c['['] = c['{'] = Open;
    c[']'] = c['}'] = Close;
    c[','] = Comma;
    c['\\'] = Backslash;
    return c;
}
constexpr std::array<unsigned char, 256> kClass = classes();

bool isSpace(unsigned char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

bool isDigit(unsigned char c)
{
    return c >= '0' && c <= '9';
}

} // namespace

JsonSplit::JsonSplit(const char *text, qsizetype size, const ProjectLimits &limits, qsizetype window)
    : m_text(reinterpret_cast<const unsigned char *>(text)), m_size(size)
{
    scan(limits, window);
    if (!m_clean || m_nulEscape) {
        arrays.clear();
        return;
    }
    std::sort(arrays.begin(), arrays.end(), [](const Array &a, const Array &b) { return a.begin < b.begin; });
    std::vector<qsizetype> around; // the ends of the cut arrays around the one at hand
    for (Array &a : arrays) {
        while (!around.empty() && around.back() <= a.begin)
            around.pop_back();
        a.level = int(around.size()) + 1;
        around.push_back(a.end);
    }
}

void JsonSplit::scan(const ProjectLimits &limits, qsizetype window)
{
    size_t depth = 0; // m_open[0, depth) are open; their storage is kept for the next ones
    qsizetype i = 0;
    while (m_clean) {
        while (i < m_size && kClass[m_text[i]] == Other)
            ++i;
        if (i >= m_size)
            break;
        const unsigned char c = m_text[i];
        switch (kClass[c]) {
        case Quote: i = string(i, limits.maxStringBytes); continue;
        case Backslash: m_clean = false; continue;
        case Open:
            if (depth >= size_t(limits.maxDepth)) {
                m_clean = false;
                continue;
            }
            if (depth == m_open.size())
                m_open.emplace_back();
            m_open[depth].begin = m_open[depth].lastCut = i;
            m_open[depth].commas = 0;
            m_open[depth].isArray = c == '[';
            m_open[depth++].cuts.clear();
            break;
        case Close: {
            if (depth == 0 || m_open[depth - 1].isArray != (c == ']')) {
                m_clean = false;
                continue;
            }
            Level &top = m_open[--depth];
            if (!top.cuts.empty())
                arrays.push_back({top.begin, i + 1, 0, std::move(top.cuts), top.commas + 1, false});
            break;
        }
        case Comma: {
            if (depth == 0)
                break;
            Level &top = m_open[depth - 1];
            ++top.commas;
            if (top.isArray && i - top.lastCut >= window && cuttable(i)) {
                top.cuts.push_back(i);
                top.lastCut = i;
            }
            break;
        }
        }
        ++i;
    }
    m_clean = m_clean && depth == 0;
}

// Where the string whose opening quote is at i ends (its closing quote, or the text's end).
qsizetype JsonSplit::stringEnd(qsizetype i, bool *escaped) const
{
    qsizetype j = i + 1;
    while (j < m_size && m_text[j] != '"') {
        if (m_text[j] == '\\') {
            *escaped = true;
            ++j;
        }
        ++j;
    }
    return std::min(j, m_size);
}

// The string whose opening quote is at i; returns where it ends.
qsizetype JsonSplit::string(qsizetype i, qint64 maxBytes)
{
    bool escaped = false;
    const qsizetype quote = stringEnd(i, &escaped);
    if (quote >= m_size || quote - i - 1 > maxBytes) {
        m_clean = false;
        return m_size;
    }
    if (escaped && std::search(m_text + i, m_text + quote, "\\u0000", "\\u0000" + 6) != m_text + quote)
        m_nulEscape = true; // (an escaped backslash before "u0000" too: a text that is rarely seen)
    if (!escaped && quote - i > 3 && std::memcmp(m_text + i + 1, "\xEF\xBB\xBF", 3) == 0)
        m_edits.push_back({i + 1, true});
    return quote + 1;
}

bool JsonSplit::findLongIntegers()
{
    if (m_integersFound)
        return false;
    m_integersFound = true;
    const size_t before = m_edits.size();
    for (qsizetype i = 0; i < m_size;) {
        bool escaped = false;
        if (m_text[i] == '"') {
            i = stringEnd(i, &escaped) + 1;
            continue;
        }
        if (m_text[i] != '-' && !isDigit(m_text[i])) {
            ++i;
            continue;
        }
        const qsizetype digits = i + (m_text[i] == '-');
        for (i = digits; i < m_size && isDigit(m_text[i]);)
            ++i;
        const bool integer = i == m_size || (m_text[i] != '.' && (m_text[i] | 0x20) != 'e');
        if (integer && i - digits >= 19) // 64 bits hold every integer of at most 18 digits
            m_edits.push_back({i, false});
        while (i < m_size && (isDigit(m_text[i]) || std::strchr(".eE+-", m_text[i])) && m_text[i])
            ++i;
    }
    std::sort(m_edits.begin(), m_edits.end(), [](const Edit &a, const Edit &b) { return a.at < b.at; });
    return m_edits.size() > before;
}

// A cut after the comma leaves a whole value before it and one after it, so that no two windows
// make a text the file is not (a missing item in "[1,,2]" stays in one window).
bool JsonSplit::cuttable(qsizetype comma) const
{
    qsizetype b = comma - 1, a = comma + 1;
    while (b > 0 && isSpace(m_text[b]))
        --b;
    while (a < m_size && isSpace(m_text[a]))
        ++a;
    if (a >= m_size || b < 0)
        return false;
    const unsigned char before = m_text[b], after = m_text[a];
    return before && after && (std::strchr("}]\"el", before) || isDigit(before))
           && (std::strchr("{[\"-tfn", after) || isDigit(after));
}

void JsonSplit::copy(std::string &out, qsizetype from, qsizetype to, int level) const
{
    const char *text = reinterpret_cast<const char *>(m_text);
    auto edit = std::lower_bound(m_edits.begin(), m_edits.end(), from, [](const Edit &e, qsizetype at) { return e.at < at; });
    qsizetype at = from;
    const auto upTo = [&](qsizetype end) { // a ".0" goes in at the end of a number that ends the range too
        for (; edit != m_edits.end() && (edit->at < end || (edit->at == end && !edit->dropMark)); ++edit) {
            out.append(text + at, size_t(edit->at - at));
            if (edit->dropMark) {
                at = edit->at + 3;
            } else {
                out += ".0";
                at = edit->at;
            }
        }
        out.append(text + at, size_t(end - at));
        at = end;
    };
    auto a = std::lower_bound(arrays.begin(), arrays.end(), from, [](const Array &x, qsizetype at) { return x.begin < at; });
    for (; a != arrays.end() && a->begin < to; ++a) {
        if (a->level != level)
            continue; // inside one of `level`, left out with it
        upTo(a->begin);
        out += "\"\\u0000" + std::to_string(a - arrays.begin()) + '"';
        at = a->end;
        while (edit != m_edits.end() && edit->at < at)
            ++edit;
    }
    upTo(to);
}

void JsonSplit::copyWindow(std::string &out, size_t index, size_t w) const
{
    const Array &a = arrays[index];
    out += '[';
    copy(out, w == 0 ? a.begin + 1 : a.cuts[w - 1] + 1, w == a.cuts.size() ? a.end - 1 : a.cuts[w], a.level + 1);
    out += ']';
}

} // namespace inbetween
