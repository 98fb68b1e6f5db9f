#pragma once

#include "hugepageallowance.h"

#include <QtGlobal>
#include <algorithm>
#include <cstddef>

namespace inbetween {

// Filling a big list, the page faults of its fresh memory cost more than the work (reading a
// project of 100,000 frames and keys took 4,000 of them). Before the list's next item is written,
// a Prefaulter asks the kernel for the pages ahead in one call (MADV_POPULATE_WRITE, Linux
// 5.14), as many bytes as the list holds (64 KiB to 2 MiB), and for huge pages once the list
// holds more than 2 MiB of a block of 4 MiB or more, or from the start while a
// HugePageAllowance lasts (MADV_HUGEPAGE): in a virtual machine the first write to each 4 KiB
// page costs some microseconds even after it was asked for (8 MB: 8 ms; in 2 MiB pages 0.6 ms,
// on the 2-core machine). A list with room for many more items than it gets (ClipReader
// guesses from the rest of the file) so takes little more memory than it holds. Elsewhere, or
// when the kernel says no, it does nothing.
class Prefaulter
{
public:
    static constexpr size_t kHugePageBytes = 2 * 1024 * 1024;

    // Huge pages from the first items on, for a block of 4 MiB or more, while `early` has some.
    explicit Prefaulter(HugePageAllowance *early = nullptr) : m_early(early) {}

    // Asks for huge pages in the 2 MiB-aligned part of `size` bytes at `data`: advice for the
    // pages to come, and the huge pages that hold any of the first `present` bytes (written or
    // prefaulted before, in small pages) made at once.
    static void adviseHugePages(const void *data, size_t size, size_t present);
    // At least `items` items of `itemSize` bytes, more if that makes a list's block a whole
    // number of huge pages: such a block is one mapping that Linux (6.7 on) puts on a huge page
    // boundary, where the block of another size starts anywhere, and a part of up to 2 MiB at
    // each end of it can only be in small pages.
    static qsizetype hugePageCapacity(qsizetype items, size_t itemSize);

    // Before writing bytes [used, used + size) of the block at `data` of `capacity` bytes.
    void beforeWrite(const void *data, size_t used, size_t size, size_t capacity)
    {
        if (data == m_data && used + size <= m_ready)
            return;
        prepare(data, used, size, capacity, Ahead::AsMuchAsHeld);
    }
    template <typename List>
    void beforeAppend(const List &list)
    {
        using T = typename List::value_type;
        beforeWrite(list.constData(), size_t(list.size()) * sizeof(T), sizeof(T), size_t(list.capacity()) * sizeof(T));
    }
    // Before appending `count` items to a list that has room for them: all their pages at once.
    template <typename List>
    void beforeAppending(const List &list, qsizetype count)
    {
        using T = typename List::value_type;
        prepare(list.constData(), size_t(list.size()) * sizeof(T), size_t(count) * sizeof(T),
                size_t(list.capacity()) * sizeof(T), Ahead::None);
    }

private:
    // Asks for the pages wholly inside bytes [from, to) of the block at `data`; false if refused.
    static bool populate(const void *data, size_t from, size_t to);
    // How far past the bytes about to be written the pages are asked for.
    enum class Ahead { None, AsMuchAsHeld };
    void prepare(const void *data, size_t used, size_t size, size_t capacity, Ahead ahead);
    // A block met for the first time: the bytes it holds so far were written.
    void meet(const void *data, size_t used);
    // Huge pages for the block once bytes up to `to` are to be written, past its first 2 MiB.
    void adviseIfBig(const void *data, size_t to, size_t capacity);

    HugePageAllowance *m_early = nullptr;
    const void *m_data = nullptr;
    size_t m_ready = 0; // bytes of m_data that are written or prefaulted
    bool m_huge = false; // huge pages asked for in m_data
};

} // namespace inbetween
