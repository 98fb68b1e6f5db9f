// English singulars for "%n things": the program's own texts read "Remove 1 frame", not
// "Remove 1 frames", once EnglishPlurals is installed; plurals and other texts are untouched.
#include "document/englishplurals.h"

#include <QCoreApplication>
#include <QTest>

using namespace inbetween;

class TestEnglishPlurals : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QCoreApplication::installTranslator(&m_plurals); }

    void texts_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<int>("n");
        QTest::addColumn<QString>("shown");
        QTest::newRow("remove one") << "Remove %n frames" << 1 << "Remove 1 frame";
        QTest::newRow("remove two") << "Remove %n frames" << 2 << "Remove 2 frames";
        QTest::newRow("remove none") << "Remove %n frames" << 0 << "Remove 0 frames";
        QTest::newRow("word at the start") << "%n frames" << 1 << "1 frame";
        QTest::newRow("text after the word") << "Opened %1 with %n warnings: %2" << 1 << "Opened %1 with 1 warning: %2";
        QTest::newRow("keyframes") << "Edit %n keyframes" << 1 << "Edit 1 keyframe";
        QTest::newRow("in the middle") << "Set duration of %n frames" << 1 << "Set duration of 1 frame";
        QTest::newRow("no plural s") << "... and %n more" << 1 << "... and 1 more";
        // The Collect Files question ("the 1 picture and sounds" read wrong: the count's noun
        // must be one word).
        QTest::newRow("collect one file") << "Copy the %n files this project uses from other folders into %1?" << 1
                                          << "Copy the 1 file this project uses from other folders into %1?";
        QTest::newRow("no %n") << "Move frames up" << 1 << "Move frames up";
    }
    void texts()
    {
        QFETCH(QString, source);
        QFETCH(int, n);
        QFETCH(QString, shown);
        const QByteArray utf8 = source.toUtf8();
        QCOMPARE(QCoreApplication::translate("Any", utf8.constData(), nullptr, n), shown);
    }

private:
    EnglishPlurals m_plurals;
};

QTEST_GUILESS_MAIN(TestEnglishPlurals)
#include "tst_englishplurals.moc"
