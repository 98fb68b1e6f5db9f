// Prefaulter: a big list's block, made with room for the rest of its items (as the reader makes
// it), is all in huge pages once the next items are about to be written, its first huge page
// too (which malloc's and the list's headers and the items copied in had put in small pages).
// Read from the kernel's own account (/proc/self/smaps).
#include "keyframe.h"
#include "frame.h"
#include "prefaulter.h"

#include <QFile>
#include <QTest>

#include <cstdio>

#ifdef Q_OS_LINUX
#include <sys/utsname.h>
#endif
#ifdef __GLIBC__
#include <malloc.h>
#endif

using namespace inbetween;

namespace {

struct Pages
{
    qint64 residentKiB = -1;
    qint64 hugeKiB = -1;
};

// The resident and the huge-page memory of the mapping that holds `address`.
Pages pagesOfMappingAt(const void *address)
{
    QFile smaps(QStringLiteral("/proc/self/smaps"));
    if (!smaps.open(QIODevice::ReadOnly))
        return {};
    const quintptr at = quintptr(address);
    bool inside = false;
    Pages pages;
    for (const QByteArray &line : smaps.readAll().split('\n')) {
        const QList<QByteArray> fields = line.simplified().split(' ');
        const qsizetype dash = fields.first().indexOf('-');
        bool okFrom = false, okTo = false;
        if (dash > 0 && !fields.first().endsWith(':')) { // "start-end perms offset ...": a mapping
            const quintptr from = fields.first().left(dash).toULongLong(&okFrom, 16);
            const quintptr to = fields.first().mid(dash + 1).toULongLong(&okTo, 16);
            if (okFrom && okTo) {
                if (inside)
                    break;
                inside = from <= at && at < to;
                continue;
            }
        }
        if (inside && fields.size() >= 2 && fields[0] == "Rss:")
            pages.residentKiB = fields[1].toLongLong();
        if (inside && fields.size() >= 2 && fields[0] == "AnonHugePages:")
            pages.hugeKiB = fields[1].toLongLong();
    }
    return pages;
}

// Why huge pages cannot be asked for here, or empty when they can.
QString whyNoHugePages()
{
#if defined(__SANITIZE_ADDRESS__)
    return QStringLiteral("AddressSanitizer's allocator places big blocks its own way");
#elif defined(Q_OS_LINUX)
    QFile enabled(QStringLiteral("/sys/kernel/mm/transparent_hugepage/enabled"));
    if (!enabled.open(QIODevice::ReadOnly) || enabled.readAll().contains("[never]"))
        return QStringLiteral("transparent huge pages are off on this machine");
    utsname name;
    int major = 0, minor = 0;
    // 6.7 puts a mapping of whole huge pages on a huge page boundary; 6.1 has MADV_COLLAPSE.
    if (uname(&name) != 0 || std::sscanf(name.release, "%d.%d", &major, &minor) != 2
        || std::make_pair(major, minor) < std::make_pair(6, 7))
        return QStringLiteral("Linux before 6.7 may place a list's block anywhere");
    return {};
#else
    return QStringLiteral("huge pages are only asked for on Linux");
#endif
}

template <typename T>
Pages pagesOfListWithRoom(int writtenFirst, int room)
{
    QList<T> list(writtenFirst);
    list.reserve(Prefaulter::hugePageCapacity(room, sizeof(T)));
    Prefaulter memory;
    memory.beforeAppend(list);
    list.append(T());
    return pagesOfMappingAt(list.constData());
}

} // namespace

class TestPrefaulter : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
#ifdef __GLIBC__
        // Each row's block a mapping of its own, as in a process that has freed no big block
        // yet: after freeing one, glibc serves blocks up to its size from the heap.
        mallopt(M_MMAP_THRESHOLD, 128 * 1024);
#endif
    }

    void bigListAllInHugePages_data()
    {
        QTest::addColumn<bool>("keyframes"); // else frames
        QTest::addColumn<int>("writtenFirst");
        QTest::addColumn<int>("room");
        QTest::newRow("keyframes: room after 1024 read") << true << 1024 << 100000;
        QTest::newRow("frames: room after 1024 read") << false << 1024 << 100000;
        QTest::newRow("keyframes: room at once") << true << 0 << 50000;
        // 1.9 MB copied in before the advice: the whole first huge page but its last bytes.
        QTest::newRow("keyframes: nearly a huge page read") << true << 16000 << 60000;
    }
    void bigListAllInHugePages()
    {
        QFETCH(bool, keyframes);
        QFETCH(int, writtenFirst);
        QFETCH(int, room);
        if (const QString why = whyNoHugePages(); !why.isEmpty())
            QSKIP(qPrintable(why));
        const Pages pages = keyframes ? pagesOfListWithRoom<Keyframe>(writtenFirst, room)
                                      : pagesOfListWithRoom<Frame>(writtenFirst, room);
        QCOMPARE(pages.hugeKiB, pages.residentKiB);
        QVERIFY(pages.hugeKiB >= 2048); // at least the first huge page
    }
};

QTEST_GUILESS_MAIN(TestPrefaulter)
#include "tst_prefaulter.moc"
