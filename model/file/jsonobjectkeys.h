#pragma once

#include "jsonitem.h"

#include <QByteArray>
#include <QHash>
#include <vector>

namespace inbetween {

// The keys an open JSON object was given so far, each with where it was given (a byte offset),
// to find a duplicate (split from JsonCursor, which reads the keys). The keys of the JsonKeys
// the reader knows (at most 16) are a bit each, by their index, with where each was given: one
// of them can repeat only itself, so a duplicate costs a bit test. All other keys go in a short
// list, then a hash; a bit for each listed key (keyBit()) tells that a key written without
// escapes cannot be among them, unless some key was written with escapes.
//
// What the reading of a known key does (lastKnown(), hasKnown(), addKnown()) is inline: the
// cursor reads most keys that way.
class JsonObjectKeys
{
public:
    // No keys yet; the storage stays for the next object at this depth.
    void clear()
    {
        m_knownSeen = 0;
        m_lastKnown = -1;
        m_keys.clear();
        m_keyBits = 0;
        m_escapedKeys = false;
        if (!m_keyHash.isEmpty())
            m_keyHash.clear();
    }
    // The index of the known key given last (-1: none): the next one in the list is likely next.
    int lastKnown() const { return m_lastKnown; }
    bool hasKnown(int index) const { return m_knownSeen & (1u << index); }
    // Known key `index`, not given before, at `offset`.
    void addKnown(int index, qint64 offset)
    {
        m_knownSeen |= 1u << index;
        m_lastKnown = index;
        m_knownAt[index] = offset;
    }
    // `key`, with its index among the known keys (-1: not one of them), given at `offset`: where
    // it was given before (a duplicate), or -1.
    qint64 add(const JsonString &key, int known, qint64 offset)
    {
        if (known < 0)
            return addOther(key, offset);
        if (hasKnown(known)) {
            m_lastKnown = known;
            return m_knownAt[known];
        }
        addKnown(known, offset);
        return -1;
    }

private:
    struct Key
    {
        JsonString name;
        qint64 offset;
    };
    qint64 addOther(const JsonString &key, qint64 offset);

    quint32 m_knownSeen = 0;
    int m_lastKnown = -1;
    qint64 m_knownAt[16];
    // The other keys so far and where each was given: a short list, then a hash.
    std::vector<Key> m_keys;
    quint64 m_keyBits = 0;
    bool m_escapedKeys = false;
    QHash<QByteArray, qint64> m_keyHash;
};

} // namespace inbetween
