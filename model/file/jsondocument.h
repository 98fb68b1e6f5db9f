#pragma once

#include "file/jsonsplit.h"
#include "file/jsonvalue.h"

#include <QByteArray>
#include <memory>
#include <vector>

namespace inbetween {

// A JSON text parsed by simdjson's DOM parser, in parts (JsonSplit): the text around the long
// arrays first, then each long array a window at a time as the reader asks for its items.
// simdjson checks the syntax, UTF-8 and each number; this class checks, on each part as it is
// parsed, what the file adds: no duplicate keys, and the counts of values and of array items
// within the limits (JsonSplit checks the rest). A number simdjson reads as 0 from a text that
// is not 0 (1e-400, which a double cannot hold) looks like a written 0.0: any 0 written as a
// fraction has the text read again by strictjson::scan before it passes. It only says whether
// the text is fine (ok()): the words for what is wrong come from strictjson::scan, which reads
// the text again, slowly, only then.
class JsonDocument
{
public:
    // Parses json[from..] (`json` must outlive the document) but its long arrays' windows,
    // cutting arrays longer than `window` bytes.
    JsonDocument(const QByteArray &json, qsizetype from, const ProjectLimits &limits, qsizetype window);
    ~JsonDocument();

    // False once any part was refused; what was read is then to be thrown away.
    bool ok() const { return m_ok; }
    JsonValue root() const { return m_root; }
    // The items of an array, in order: each(index, item). Parses a cut array's windows as it goes.
    template <typename Each>
    void forEachItem(const JsonValue &array, Each each);
    // Its count of items; of a cut array, unless `exact`, about as many: its first window's, in proportion.
    qint64 size(const JsonValue &array, bool exact = true);
    // Parses and checks the windows no one asked for; returns ok().
    bool finish();

private:
    static constexpr size_t kSkeleton = size_t(-1);
    // Parses the text around the cut arrays (kSkeleton) or window `w` of cut array `index`.
    bool parse(size_t index, size_t w, simdjson::dom::element *out);
    // The items of window `w` of cut array `index`, checked; false when refused.
    bool window(size_t index, size_t w, simdjson::dom::array *out);
    // Every value of the part `parser` holds (a window's brackets are not a value of the file).
    void check(const simdjson::dom::parser &parser, bool window);
    void refuse() { m_ok = false; }

    const QByteArray &m_json;
    const qsizetype m_from;
    const ProjectLimits m_limits;
    JsonSplit m_split;
    bool m_ok;
    bool m_zero = false; // a 0 written as a fraction
    // One parser and text for each level of cut arrays: the skeleton's, then a window of a cut
    // array at each level (an item may hold a cut array of its own).
    std::vector<std::unique_ptr<simdjson::dom::parser>> m_parsers;
    std::vector<std::string> m_texts;
    JsonValue m_root;
    qint64 m_values = 0;
    struct Open // an array or object the tape walk is in: its kind, whether a key comes next,
    {           // where its keys begin, its items (or members) so far
        bool object, key;
        size_t keys;
        qint64 items;
    };
    std::vector<Open> m_open;
    std::vector<std::string_view> m_keys;
};

template <typename Each>
void JsonDocument::forEachItem(const JsonValue &array, Each each)
{
    if (array.m_kind != JsonValue::Kind::Array)
        return;
    qint64 index = 0;
    if (array.m_element.is_array()) {
        const simdjson::dom::array items = array.m_element.get_array().value_unsafe();
        for (const simdjson::dom::element item : items)
            each(index++, JsonValue(item, array.m_placeholders));
        return;
    }
    JsonSplit::Array &cut = m_split.arrays[array.m_cut];
    simdjson::dom::array items;
    for (size_t w = 0; w <= cut.cuts.size() && window(array.m_cut, w, &items); ++w) {
        for (const simdjson::dom::element item : items)
            each(index++, JsonValue(item, true));
    }
}

} // namespace inbetween
