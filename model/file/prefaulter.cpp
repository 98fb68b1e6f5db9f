#include "prefaulter.h"

#include <algorithm>
#include <cstdint>

#ifdef Q_OS_LINUX
#include <sys/mman.h>
#include <unistd.h>
#ifndef MADV_COLLAPSE
#define MADV_COLLAPSE 25 // Linux 6.1's, which glibc 2.36 does not name; older kernels say EINVAL
#endif
#endif

namespace inbetween {

void Prefaulter::adviseHugePages(const void *data, size_t size, size_t present)
{
#if defined(Q_OS_LINUX) && defined(MADV_HUGEPAGE)
    // After another process freed much memory the kernel may compact memory to find huge pages
    // (/sys/kernel/mm/transparent_hugepage/defrag "madvise"): seen as a slower read before
    // (issue 15), not seen in the interleaved runs after CPython's json.load of December 2026.
    // The huge pages wholly inside; and one that begins (or ends) in the same small page as the
    // bytes do, which is of the same mapping (a list's block just after its header).
    static const uintptr_t page = uintptr_t(sysconf(_SC_PAGESIZE));
    const auto down = [](uintptr_t a, uintptr_t unit) { return a & ~(unit - 1); };
    const auto up = [](uintptr_t a, uintptr_t unit) { return (a + unit - 1) & ~(unit - 1); };
    const uintptr_t first = uintptr_t(data), last = first + size;
    const uintptr_t begin = down(first, kHugePageBytes) == down(first, page) ? down(first, kHugePageBytes)
                                                                             : up(first, kHugePageBytes);
    const uintptr_t end = up(last, kHugePageBytes) == up(last, page) ? up(last, kHugePageBytes)
                                                                     : down(last, kHugePageBytes);
    if (end <= begin)
        return;
    madvise(reinterpret_cast<void *>(begin), end - begin, MADV_HUGEPAGE);
    // Advice only counts for pages not yet there: a list's block holds malloc's and the list's
    // headers and the items written so far, in small pages. Made huge pages now (Linux 6.1),
    // else the first 2 MiB of every big list stayed small (the 12 MB of the 100k file's
    // keyframes: 10 MiB huge, 2 MiB in 512 small pages; validate 56 -> 51 ms).
    const uintptr_t presentEnd = std::min(end, up(first + present, kHugePageBytes));
    if (present > 0 && presentEnd > begin)
        madvise(reinterpret_cast<void *>(begin), presentEnd - begin, MADV_COLLAPSE);
#else
    Q_UNUSED(data);
    Q_UNUSED(size);
    Q_UNUSED(present);
#endif
}

qsizetype Prefaulter::hugePageCapacity(qsizetype items, size_t itemSize)
{
    // The list's header (QArrayData, 16 bytes) and malloc's own (16 for a block of its own
    // mapping), with room to spare: the block's mapping is then exactly the pages rounded up to.
    constexpr size_t kHeaders = 64;
    const size_t bytes = size_t(items) * itemSize + kHeaders;
    if (items <= 0 || bytes < 2 * kHugePageBytes)
        return items;
    const size_t rounded = (bytes + kHugePageBytes - 1) & ~(kHugePageBytes - 1);
    return qsizetype((rounded - kHeaders) / itemSize);
}

bool Prefaulter::populate(const void *data, size_t from, size_t to)
{
#if defined(Q_OS_LINUX) && defined(MADV_POPULATE_WRITE)
    static const uintptr_t page = uintptr_t(sysconf(_SC_PAGESIZE));
    const uintptr_t base = uintptr_t(data);
    const uintptr_t begin = (base + from + page - 1) & ~(page - 1);
    const uintptr_t end = (base + to) & ~(page - 1);
    return end > begin && madvise(reinterpret_cast<void *>(begin), end - begin, MADV_POPULATE_WRITE) == 0;
#else
    Q_UNUSED(data);
    Q_UNUSED(from);
    Q_UNUSED(to);
    return false;
#endif
}

void Prefaulter::meet(const void *data, size_t used)
{
    if (data == m_data)
        return;
    m_data = data;
    m_ready = used;
    m_huge = false;
}

void Prefaulter::adviseIfBig(const void *data, size_t to, size_t capacity)
{
    // Not before the list needs more than 2 MiB, but while the allowance lasts: in room guessed
    // from the rest of the file, a list may get few items, and one huge page is 2 MiB of memory
    // (twenty clips of 2,000 frames and keys each in a 15 MB file took 148 MiB so, against 34
    // before the room); and a big list's first 2 MiB in small pages, collapsed later, cost the
    // 100k file's read 3 to 10 ms.
    if (m_huge || capacity < 2 * kHugePageBytes)
        return;
    if (to <= kHugePageBytes && !(m_early && m_early->take()))
        return;
    m_huge = true;
    adviseHugePages(data, capacity, m_ready);
}

void Prefaulter::prepare(const void *data, size_t used, size_t size, size_t capacity, Ahead ahead)
{
    meet(data, used); // a new block (the list grew or made room)
    adviseIfBig(data, used + size, capacity);
    size_t to = used + size;
    if (ahead == Ahead::AsMuchAsHeld) {
        // As much as the list holds (64 KiB to 2 MiB), and in small pages not past the first
        // 2 MiB: a list in a room far bigger than it gets asks for twice its size at most.
        constexpr size_t kMinAhead = 64 * 1024;
        to = std::min(capacity, to + std::clamp(used, kMinAhead, kHugePageBytes));
        if (!m_huge)
            to = std::min(to, std::max(used + size, kHugePageBytes));
    }
    if (to > m_ready && populate(data, m_ready, to))
        m_ready = to;
    m_ready = std::max(m_ready, used + size);
}

} // namespace inbetween
