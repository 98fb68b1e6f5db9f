#pragma once

#include <QtGlobal>
#include <cstddef>

namespace inbetween {

// Filling a big list, the page faults of its fresh memory cost more than the work (reading a
// project of 100,000 frames and keys took 4,000 of them). Before the list's next item is written,
// a Prefaulter asks the kernel for the pages ahead, 2 MiB at a time in one call
// (MADV_POPULATE_WRITE, Linux 5.14); elsewhere, or when the kernel says no, it does nothing.
class Prefaulter
{
public:
    // Before writing bytes [used, used + size) of the block at `data` of `capacity` bytes.
    void beforeWrite(const void *data, size_t used, size_t size, size_t capacity)
    {
        if (data == m_data && used + size <= m_ready)
            return;
        prepare(data, used, size, capacity);
    }
    template <typename List>
    void beforeAppend(const List &list)
    {
        using T = typename List::value_type;
        beforeWrite(list.constData(), size_t(list.size()) * sizeof(T), sizeof(T), size_t(list.capacity()) * sizeof(T));
    }

private:
    void prepare(const void *data, size_t used, size_t size, size_t capacity);

    const void *m_data = nullptr;
    size_t m_ready = 0; // bytes of m_data that are written or prefaulted
};

} // namespace inbetween
