#include "import/gifdelays.h"

namespace inbetween {

namespace {

class Bytes
{
public:
    explicit Bytes(const QByteArray &b) : m_b(b) {}
    bool has(qsizetype n) const { return m_at + n <= m_b.size(); }
    int byte() { return has(1) ? quint8(m_b[m_at++]) : -1; }
    int word() // little-endian
    {
        const int lo = byte(), hi = byte();
        return lo < 0 || hi < 0 ? -1 : lo | (hi << 8);
    }
    bool skip(qsizetype n)
    {
        if (!has(n))
            return false;
        m_at += n;
        return true;
    }
    // Data sub-blocks: a size byte and that many bytes, until a size of 0.
    bool skipSubBlocks()
    {
        for (int size = byte(); size != 0; size = byte()) {
            if (size < 0 || !skip(size))
                return false;
        }
        return true;
    }
private:
    const QByteArray &m_b;
    qsizetype m_at = 0;
};

qsizetype colorTableBytes(int packed)
{
    return (packed & 0x80) ? 3 * (qsizetype(1) << ((packed & 7) + 1)) : 0;
}

} // namespace

QList<int> gifDelays(const QByteArray &gif)
{
    if (!gif.startsWith("GIF87a") && !gif.startsWith("GIF89a"))
        return {};
    Bytes in(gif);
    in.skip(6 + 4); // signature, width and height
    const int packed = in.byte();
    if (packed < 0 || !in.skip(2) || !in.skip(colorTableBytes(packed)))
        return {};
    QList<int> delays;
    int pending = 0;
    for (;;) {
        switch (in.byte()) {
        case 0x21: { // an extension
            const int label = in.byte();
            if (label == 0xF9) { // Graphic Control Extension: size 4, packed, delay, transparent index
                const int size = in.byte();
                if (size < 4 || !in.skip(1))
                    return {};
                pending = in.word();
                if (pending < 0 || !in.skip(size - 3))
                    return {};
            }
            if (label < 0 || !in.skipSubBlocks())
                return {};
            break;
        }
        case 0x2C: { // an image: descriptor, local colours, LZW data
            if (!in.skip(8))
                return {};
            const int imagePacked = in.byte();
            if (imagePacked < 0 || !in.skip(colorTableBytes(imagePacked)) || !in.skip(1) || !in.skipSubBlocks())
                return {};
            delays.append(pending);
            pending = 0;
            break;
        }
        case 0x3B: // the trailer
            return delays;
        default: // a broken or cut file: what was read so far
            return delays;
        }
    }
}

} // namespace inbetween
