// FileBytes reads a file whole, as it is on disk: small files, files around the page size, big
// files, and files beyond the byte limit.
#include "file/filebytes.h"

#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using namespace inbetween;

class TestFileBytes : public QObject
{
    Q_OBJECT

private slots:
    void readsWhole_data()
    {
        QTest::addColumn<qint64>("size");
        QTest::addColumn<qint64>("maxBytes");
        constexpr qint64 kMiB = 1024 * 1024;
        const qint64 all = std::numeric_limits<qint64>::max();
        QTest::newRow("empty") << qint64(0) << all;
        QTest::newRow("one byte") << qint64(1) << all;
        QTest::newRow("a page less one") << qint64(4095) << all;
        QTest::newRow("a page") << qint64(4096) << all;
        QTest::newRow("a huge page and a byte") << 2 * kMiB + 1 << all;
        QTest::newRow("4 MiB") << 4 * kMiB << all;
        QTest::newRow("9 MiB and 5 bytes") << 9 * kMiB + 5 << all;
        QTest::newRow("cut at the limit") << 5 * kMiB + 7 << 4 * kMiB + 3;
        QTest::newRow("small file, small limit") << qint64(100) << qint64(10);
    }
    void readsWhole()
    {
        QFETCH(qint64, size);
        QFETCH(qint64, maxBytes);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QByteArray text(size, Qt::Uninitialized);
        QRandomGenerator random(size);
        for (char &c : text)
            c = char(random.bounded(256));
        QFile out(dir.filePath(QStringLiteral("bytes")));
        QVERIFY(out.open(QIODevice::WriteOnly));
        QCOMPARE(out.write(text), size);
        out.close();

        QFile in(out.fileName());
        QVERIFY(in.open(QIODevice::ReadOnly | QIODevice::Unbuffered));
        FileBytes bytes;
        QVERIFY2(bytes.read(in, maxBytes), qPrintable(bytes.errorString()));
        const QByteArray expected = text.left(qsizetype(std::min(size, maxBytes)));
        QCOMPARE(bytes.bytes().size(), expected.size());
        QVERIFY(bytes.bytes() == expected);
    }

    // A Qt resource has no file handle: it is read through QFile.
    void readsResource()
    {
        QFile onDisk(QFINDTESTDATA("../../resources/examples/square.json"));
        QVERIFY(onDisk.open(QIODevice::ReadOnly));
        QFile in(QStringLiteral(":/filebytes/square.json"));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QCOMPARE(in.handle(), -1);
        FileBytes bytes;
        QVERIFY(bytes.read(in, std::numeric_limits<qint64>::max()));
        QVERIFY(bytes.bytes() == onDisk.readAll());
    }
};

QTEST_GUILESS_MAIN(TestFileBytes)
#include "tst_filebytes.moc"
