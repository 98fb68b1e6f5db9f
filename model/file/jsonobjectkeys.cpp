// The duplicate-key check of an open JSON object, split from jsoncursor.cpp.
#include "jsonobjectkeys.h"

namespace inbetween {

namespace {

// One of 64 bits for a key written without escapes: equal keys have equal bits.
int keyBit(const JsonString &key)
{
    const char *text = key.plainBegin();
    const qsizetype n = key.end - text;
    return n == 0 ? 0 : int((quint64(n) * 31 + uchar(text[0]) * 7 + uchar(key.end[-1])) & 63);
}

} // namespace

qint64 JsonObjectKeys::addOther(const JsonString &key, qint64 offset)
{
    constexpr size_t kListSize = 16;
    if (m_keyHash.isEmpty()) {
        const quint64 bit = quint64(1) << keyBit(key);
        if (key.escaped || m_escapedKeys || (m_keyBits & bit)) {
            for (const Key &k : m_keys) {
                if (k.name == key)
                    return k.offset;
            }
        }
        if (m_keys.size() < kListSize) {
            m_keys.push_back({key, offset});
            m_keyBits |= bit;
            m_escapedKeys = m_escapedKeys || key.escaped;
            return -1;
        }
        for (const Key &k : m_keys)
            m_keyHash.insert(k.name.textBytes(), k.offset);
    }
    const QByteArray name = key.textBytes();
    const auto it = m_keyHash.constFind(name);
    if (it != m_keyHash.constEnd())
        return *it;
    m_keyHash.insert(name, offset);
    return -1;
}

} // namespace inbetween
