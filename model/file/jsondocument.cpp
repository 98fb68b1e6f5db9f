#include "file/jsondocument.h"

#include "file/strictjson.h"

#include <algorithm>

namespace inbetween {

using namespace simdjson;

JsonDocument::JsonDocument(const QByteArray &json, qsizetype from, const ProjectLimits &limits, qsizetype window)
    : m_json(json), m_from(from), m_limits(limits), m_split(json.constData() + from, json.size() - from, limits, window),
      m_ok(m_split.clean())
{
    dom::element root;
    if (m_ok && parse(kSkeleton, 0, &root)) {
        m_root = JsonValue(root, !m_split.arrays.empty());
        ++m_values;
        check(root);
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
    for (const dom::element item : *out)
        ++m_values, check(item);
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

// Every value under `value` (counted already): the counts, no object with a key twice, and
// whether a 0 is written as a fraction. Not recursive: a text may nest as deep as the limit allows.
void JsonDocument::check(dom::element value)
{
    m_todo.clear();
    look(value);
    while (!m_todo.empty() && m_ok) {
        const dom::element e = m_todo.back();
        m_todo.pop_back();
        qint64 children = 0;
        if (e.is_array()) {
            for (const dom::element item : dom::array(e.get_array().value_unsafe()))
                ++children, look(item);
            if (children > m_limits.maxArrayItems)
                refuse();
        } else if (e.is_object()) {
            m_keys.clear();
            for (const dom::key_value_pair member : dom::object(e.get_object().value_unsafe()))
                ++children, m_keys.push_back(member.key), look(member.value);
            std::sort(m_keys.begin(), m_keys.end());
            if (std::adjacent_find(m_keys.begin(), m_keys.end()) != m_keys.end())
                refuse(); // a key given twice
        }
        if ((m_values += children) > m_limits.maxValues)
            refuse();
    }
}

void JsonDocument::look(dom::element value)
{
    if (value.is_array() || value.is_object())
        m_todo.push_back(value);
    else if (value.type() == dom::element_type::DOUBLE && value.get_double().value_unsafe() == 0.0)
        m_zero = true;
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
