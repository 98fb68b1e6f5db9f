#include "file/jsonsplit.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <string_view>

namespace inbetween {

namespace {

// The bytes the scan stops at (the rest it passes over in a tight loop): strings and brackets,
// and commas only where one may cut an array.
constexpr std::array<bool, 256> specials(std::string_view bytes)
{
    std::array<bool, 256> s{};
    for (const unsigned char c : bytes)
        s[c] = true;
    return s;
}
constexpr std::array<bool, 256> kSpecial = specials("\"[]{}\\"), kSpecialOrComma = specials("\"[]{}\\,");

bool isDigit(unsigned char c) { return c >= '0' && c <= '9'; }
bool isSpace(unsigned char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }

} // namespace

JsonSplit::JsonSplit(const char *text, qsizetype size, const ProjectLimits &limits, qsizetype window)
    : m_text(reinterpret_cast<const unsigned char *>(text)), m_size(size)
{
    scan(limits, window);
    if (!m_clean || m_nulEscape)
        arrays.clear();
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
    bool seeking = false; // the innermost open array is a window past its last cut: a comma may cut it
    for (qsizetype i = 0; i < m_size;) {
        const std::array<bool, 256> &special = seeking ? kSpecialOrComma : kSpecial;
        const qsizetype stop = std::min(m_size, i + window); // to look again whether to seek, in a long run of plain bytes
        while (i < stop && !special[m_text[i]])
            ++i;
        const unsigned char c = i < stop ? m_text[i] : 0;
        if (c == ',') {
            if (cuttable(i))
                m_open[depth - 1].cuts.push_back(m_open[depth - 1].lastCut = i);
        } else if (c == '"') {
            bool escaped = false;
            const qsizetype quote = stringEnd(i, &escaped);
            if (quote >= m_size || quote - i - 1 > limits.maxStringBytes)
                return void(m_clean = false);
            if (escaped && std::search(m_text + i, m_text + quote, "\\u0000", "\\u0000" + 6) != m_text + quote)
                m_nulEscape = true; // (or an escaped backslash before "u0000": rare enough)
            else if (!escaped && quote - i > 3 && std::memcmp(m_text + i + 1, "\xEF\xBB\xBF", 3) == 0)
                m_edits.push_back({i + 1, true});
            i = quote;
        } else if (c == '[' || c == '{') {
            if (depth >= size_t(limits.maxDepth))
                return void(m_clean = false);
            if (depth == m_open.size())
                m_open.emplace_back();
            m_open[depth++] = {i, i, c == '[', {}};
        } else if (c == ']' || c == '}') {
            if (depth == 0 || m_open[depth - 1].isArray != (c == ']'))
                return void(m_clean = false);
            Level &top = m_open[--depth];
            if (!top.cuts.empty())
                arrays.push_back({top.begin, i + 1, 0, std::move(top.cuts), 0, 0});
        } else if (c == '\\') {
            return void(m_clean = false); // outside a string
        }
        i += c != 0; // past what it stopped at
        seeking = depth > 0 && m_open[depth - 1].isArray && i - m_open[depth - 1].lastCut >= window;
    }
    m_clean = depth == 0;
}

// Where the string whose opening quote is at i ends: its closing quote, or the text's end.
qsizetype JsonSplit::stringEnd(qsizetype i, bool *escaped) const
{
    qsizetype j = i + 1;
    for (; j < m_size && m_text[j] != '"'; ++j) {
        if (m_text[j] == '\\')
            *escaped = true, ++j;
    }
    return std::min(j, m_size);
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
        } else if (m_text[i] == '-' || isDigit(m_text[i])) {
            const qsizetype digits = i + (m_text[i] == '-');
            for (i = digits; i < m_size && isDigit(m_text[i]);)
                ++i;
            if ((i == m_size || (m_text[i] != '.' && (m_text[i] | 0x20) != 'e')) && i - digits >= 19)
                m_edits.push_back({i, false}); // 64 bits hold every integer of at most 18 digits
            while (i < m_size && m_text[i] && (isDigit(m_text[i]) || std::strchr(".eE+-", m_text[i])))
                ++i;
        } else {
            ++i;
        }
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
    const unsigned char before = b >= 0 ? m_text[b] : 0, after = a < m_size ? m_text[a] : 0;
    return before && after && (std::strchr("}]\"el", before) || isDigit(before)) && (std::strchr("{[\"-tfn", after) || isDigit(after));
}

void JsonSplit::copy(std::string &out, qsizetype from, qsizetype to, int level) const
{
    const char *text = reinterpret_cast<const char *>(m_text);
    auto edit = std::lower_bound(m_edits.begin(), m_edits.end(), from, [](const Edit &e, qsizetype at) { return e.at < at; });
    qsizetype at = from;
    const auto upTo = [&](qsizetype end) { // a ".0" goes in at the end of a number that ends the range too
        for (; edit != m_edits.end() && (edit->at < end || (edit->at == end && !edit->dropMark)); ++edit) {
            out.append(text + at, size_t(edit->at - at));
            out += edit->dropMark ? "" : ".0";
            at = edit->at + (edit->dropMark ? 3 : 0);
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
        for (at = a->end; edit != m_edits.end() && edit->at < at;)
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
