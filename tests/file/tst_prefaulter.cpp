// Prefaulter: a list filled as the reader fills one, in room made for the rest of its items, is
// all in huge pages once it is past 2 MiB, its first huge page too (which malloc's and the
// list's headers and the first items had put in small pages); a list that gets far fewer items
// than its room has takes no huge page and little more memory than it holds, unless the
// reader's HugePageAllowance gives it one at once. Read from the kernel's own account
// (/proc/self/smaps).
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

// GCC says AddressSanitizer is on with __SANITIZE_ADDRESS__, clang 14 only with __has_feature.
#if defined(__SANITIZE_ADDRESS__)
#define PREFAULTER_TEST_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define PREFAULTER_TEST_ASAN 1
#endif
#endif

// Why huge pages cannot be tested here as they are asked for, or empty when they can.
QString whyNoHugePages()
{
#if defined(PREFAULTER_TEST_ASAN)
    return QStringLiteral("AddressSanitizer's allocator places big blocks its own way");
#elif defined(Q_OS_LINUX)
    // Only where huge pages come when asked for: "always" gives them unasked.
    QFile enabled(QStringLiteral("/sys/kernel/mm/transparent_hugepage/enabled"));
    if (!enabled.open(QIODevice::ReadOnly) || !enabled.readAll().contains("[madvise]"))
        return QStringLiteral("transparent huge pages are not \"madvise\" on this machine");
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

// The times the kernel had no huge page to give, machine-wide (/proc/vmstat).
qint64 hugePagesRefused()
{
    QFile vmstat(QStringLiteral("/proc/vmstat"));
    if (!vmstat.open(QIODevice::ReadOnly))
        return 0;
    qint64 refused = 0;
    for (const QByteArray &line : vmstat.readAll().split('\n')) {
        if (line.startsWith("thp_fault_fallback ") || line.startsWith("thp_collapse_alloc_failed "))
            refused += line.mid(line.indexOf(' ') + 1).toLongLong();
    }
    return refused;
}

// A list filled as ClipReader fills one: `measured` items, then room for `room`, then items up
// to `count`, each after asking the Prefaulter.
template <typename T>
Pages pagesOfListFilled(int measured, int room, int count, HugePageAllowance *early = nullptr)
{
    QList<T> list(measured);
    list.reserve(Prefaulter::hugePageCapacity(room, sizeof(T)));
    Prefaulter memory(early);
    while (list.size() < count) {
        memory.beforeAppend(list);
        list.append(T());
    }
    return pagesOfMappingAt(list.constData());
}

} // namespace

class TestPrefaulter : public QObject
{
    Q_OBJECT

    qint64 m_refusedBefore = 0;

    // A machine without 2 MiB of free memory in one piece says no, which is not the Prefaulter's
    // doing: the test is then skipped, not failed.
    bool kernelRefusedHugePages() const { return hugePagesRefused() != m_refusedBefore; }

private slots:
    void initTestCase()
    {
#ifdef __GLIBC__
        // Each row's block a mapping of its own, as in a process that has freed no big block
        // yet: after freeing one, glibc serves blocks up to its size from the heap.
        mallopt(M_MMAP_THRESHOLD, 128 * 1024);
#endif
    }

    void init()
    {
        if (const QString why = whyNoHugePages(); !why.isEmpty())
            QSKIP(qPrintable(why));
        m_refusedBefore = hugePagesRefused();
    }

    // A list past its first 2 MiB: every page of its block a huge page, the first ones too.
    void bigListAllInHugePages_data()
    {
        QTest::addColumn<bool>("keyframes"); // else frames
        QTest::addColumn<int>("measured");
        QTest::addColumn<int>("room");
        QTest::addColumn<int>("count");
        QTest::newRow("100,000 keyframes") << true << 1024 << 120000 << 100000;
        QTest::newRow("100,000 frames") << false << 1024 << 300000 << 100000;
        QTest::newRow("keyframes just past 2 MiB") << true << 1024 << 120000 << 18000;
        QTest::newRow("keyframes in room made at once") << true << 0 << 60000 << 50000;
        // 1.9 MB copied in when the room is made: the first huge page but its last bytes.
        QTest::newRow("keyframes: nearly a huge page measured") << true << 16000 << 60000 << 40000;
    }
    void bigListAllInHugePages()
    {
        QFETCH(bool, keyframes);
        QFETCH(int, measured);
        QFETCH(int, room);
        QFETCH(int, count);
        const Pages pages = keyframes ? pagesOfListFilled<Keyframe>(measured, room, count)
                                      : pagesOfListFilled<Frame>(measured, room, count);
        if (kernelRefusedHugePages())
            QSKIP("the kernel had no huge page to give (/proc/vmstat)");
        QCOMPARE(pages.hugeKiB, pages.residentKiB);
        QVERIFY(pages.hugeKiB >= 4096);
    }

    // A list in room made for far more items than it gets (the room is guessed from the rest of
    // the file, where other clips' lists may follow): no huge page, and no more memory than
    // twice what it holds and 64 KiB.
    void smallListInBigRoom_data()
    {
        QTest::addColumn<bool>("keyframes");
        QTest::addColumn<int>("count");
        QTest::newRow("2,000 frames") << false << 2000;
        QTest::newRow("2,000 keyframes") << true << 2000;
        QTest::newRow("15,000 frames (0.8 MB)") << false << 15000;
        QTest::newRow("16,000 keyframes (1.9 MB)") << true << 16000;
    }
    void smallListInBigRoom()
    {
        QFETCH(bool, keyframes);
        QFETCH(int, count);
        const Pages pages = keyframes ? pagesOfListFilled<Keyframe>(1024, 500000, count)
                                      : pagesOfListFilled<Frame>(1024, 500000, count);
        const qint64 heldKiB = count * qint64(keyframes ? sizeof(Keyframe) : sizeof(Frame)) / 1024;
        QVERIFY(pages.residentKiB > 0);
        QVERIFY2(pages.residentKiB <= 2 * heldKiB + 64,
                 qPrintable(QStringLiteral("%1 KiB resident for %2 KiB").arg(pages.residentKiB).arg(heldKiB)));
        QCOMPARE(pages.hugeKiB, qint64(0));
    }

    // While the reader's allowance lasts, a list with room for many items takes huge pages from
    // its first items on, however few it gets; then the next waits for 2 MiB.
    void earlyHugePagesWhileAllowed()
    {
        HugePageAllowance allowance(1);
        const Pages first = pagesOfListFilled<Frame>(1024, 500000, 2000, &allowance);
        const Pages second = pagesOfListFilled<Frame>(1024, 500000, 2000, &allowance);
        const Pages big = pagesOfListFilled<Keyframe>(1024, 120000, 100000, &allowance);
        if (kernelRefusedHugePages())
            QSKIP("the kernel had no huge page to give (/proc/vmstat)");
        QCOMPARE(first.hugeKiB, first.residentKiB);
        QVERIFY(first.hugeKiB >= 2048);
        QCOMPARE(second.hugeKiB, qint64(0));
        QVERIFY(second.residentKiB <= 2 * qint64(2000 * sizeof(Frame)) / 1024 + 64);
        QCOMPARE(big.hugeKiB, big.residentKiB);
    }
};

QTEST_GUILESS_MAIN(TestPrefaulter)
#include "tst_prefaulter.moc"
