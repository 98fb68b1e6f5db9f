#include "file/jsondocument.h"

#include "file/strictjson.h"

#include <algorithm>
#include <cstring>

namespace inbetween {

using namespace simdjson;

JsonDocument::JsonDocument(const QByteArray &json, qsizetype from, const ProjectLimits &limits, qsizetype window)
    : m_json(json), m_from(from), m_limits(limits), m_split(json.constData() + from, json.size() - from, limits, window),
      m_ok(m_split.clean())
{
    dom::element root;
    if (m_ok && parse(kSkeleton, 0, &root)) {
        m_root = JsonValue(root, !m_split.arrays.empty());
        check(*m_parsers[0], false);
    }
}

JsonDocument::~JsonDocument() = default;

// The part's text is copied with room after it: simdjson reads up to SIMDJSON_PADDING bytes past
// it. An integer too long for 64 bits fails the first parse; with ".0" it reads as a double.
bool JsonDocument::parse(size_t index, size_t w, dom::element *out)
{
    const size_t level = index == kSkeleton ? 0 : size_t(m_split.arrays[index].level);
    m_parsers.resize(std::max(m_parsers.size(), level + 1));
    m_texts.resize(m_parsers.size());
    std::unique_ptr<dom::parser> &parser = m_parsers[level];
    std::string &text = m_texts[level];
    if (!parser)
        parser = std::make_unique<dom::parser>();
    do {
        text.clear();
        if (index == kSkeleton)
            m_split.copy(text, 0, m_json.size() - m_from, 1);
        else
            m_split.copyWindow(text, index, w);
        const size_t size = text.size();
        text.append(SIMDJSON_PADDING, ' ');
        // Room for the windows to come, which are each a little longer or shorter (fresh memory
        // for every one a few bytes longer would cost more than parsing it). Deep enough for any
        // text JsonSplit let through; a window's brackets are one more.
        if (parser->capacity() < size && parser->allocate(2 * size, size_t(m_limits.maxDepth) + 2) != SUCCESS)
            return m_ok = false;
        if (parser->parse(text.data(), size, false).get(*out) == SUCCESS)
            return true;
    } while (m_split.findLongIntegers());
    return m_ok = false;
}

bool JsonDocument::window(size_t index, size_t w, dom::array *out)
{
    JsonSplit::Array &cut = m_split.arrays[index];
    dom::element items;
    if (!m_ok || !parse(index, w, &items))
        return false;
    *out = items.get_array().value_unsafe();
    if (w < cut.checked) // read again: checked the first time
        return true;
    // A window holds one item or more, or the text had an empty item ("[1,,2]").
    if (out->size() == 0 || (cut.items += qint64(out->size())) > m_limits.maxArrayItems)
        refuse();
    check(*m_parsers[size_t(cut.level)], true);
    ++cut.checked;
    return m_ok;
}

qint64 JsonDocument::size(const JsonValue &array, bool exact)
{
    if (!array.isArray() || array.m_element.is_array())
        return array.isArray() ? qint64(array.m_element.get_array().value_unsafe().size()) : 0;
    const JsonSplit::Array &cut = m_split.arrays[array.m_cut];
    dom::array first; // the items of its first window, in the bytes of the whole array
    if (!exact)
        return window(array.m_cut, 0, &first) ? qint64(first.size()) * (cut.end - cut.begin) / (cut.cuts[0] - cut.begin) : 0;
    qint64 count = 0; // every window parsed, to count its items
    forEachItem(array, [&count](qint64, const JsonValue &) { ++count; });
    return count;
}

namespace {

// Whether a key is given twice: each pair compared in a small object (most keys differ in length,
// which string_view compares first), sorted in a large one.
bool twice(std::vector<std::string_view>::iterator first, std::vector<std::string_view>::iterator last)
{
    if (last - first > 8) {
        std::sort(first, last);
        return std::adjacent_find(first, last) != last;
    }
    for (; first != last; ++first) {
        if (std::find(first + 1, last, *first) != last)
            return true;
    }
    return false;
}

} // namespace

// One pass over simdjson's tape (the document's words in order, each a type byte and a payload,
// as simdjson's doc/tape.md lays them out), not a walk of its tree: faster, and a text may nest
// as deep as the limit allows. It counts the values, refuses an array of too many items and an
// object with a key twice, and notes a 0 written as a fraction. The values are counted once a
// part, so a window of plain numbers beyond the limit is refused as the whole text would be.
static_assert(SIMDJSON_VERSION_MAJOR == 3, "the tape's layout is simdjson 3's: check it again");
void JsonDocument::check(const dom::parser &parser, bool window)
{
    const uint64_t *tape = parser.doc.tape.get();
    const uint8_t *strings = parser.doc.string_buf.get();
    const size_t end = size_t(tape[0] & internal::JSON_VALUE_MASK) - 1; // the root's closing word
    qint64 values = window ? -1 : 0;
    m_open.clear();
    m_keys.clear();
    for (size_t i = 1; i < end && m_ok; ++i) {
        const uint64_t word = tape[i];
        const char type = char(word >> 56);
        if (type == '}' || type == ']') {
            const auto first = m_keys.begin() + qsizetype(m_open.back().keys);
            if (type == '}' ? twice(first, m_keys.end()) : m_open.back().items > m_limits.maxArrayItems)
                refuse();
            m_keys.erase(first, m_keys.end());
            m_open.pop_back();
            continue;
        }
        if (!m_open.empty() && m_open.back().object && m_open.back().key) { // a key: its value follows
            uint32_t length;
            std::memcpy(&length, strings + (word & internal::JSON_VALUE_MASK), sizeof length);
            m_keys.emplace_back(reinterpret_cast<const char *>(strings + (word & internal::JSON_VALUE_MASK) + sizeof length), length);
            m_open.back().key = false;
            continue;
        }
        ++values;
        if (!m_open.empty()) {
            m_open.back().key = m_open.back().object;
            ++m_open.back().items;
        }
        if (type == '{' || type == '[') {
            m_open.push_back({type == '{', true, m_keys.size(), 0});
        } else if (type == 'l' || type == 'u' || type == 'd') { // the number is the next word
            double d = 1.0;
            if (type == 'd')
                std::memcpy(&d, tape + i + 1, sizeof d);
            m_zero = m_zero || d == 0.0;
            ++i;
        }
    }
    if ((m_values += values) > m_limits.maxValues)
        refuse();
}

bool JsonDocument::finish()
{
    dom::array items;
    for (size_t i = 0; i < m_split.arrays.size(); ++i) {
        for (size_t w = m_split.arrays[i].checked; m_ok && w <= m_split.arrays[i].cuts.size(); ++w)
            window(i, w, &items);
    }
    if (m_ok && m_zero) { // 0.0, or a number too small for a double (1e-400)?
        m_zero = false;
        m_ok = strictjson::scan(m_json, m_from, m_limits).isEmpty();
    }
    return m_ok;
}

} // namespace inbetween
