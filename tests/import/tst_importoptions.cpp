// ImportOptions::nameFor: an import's project (and single clip) takes the name given, else the
// source's base name, else the default clip name: never a blank one, which no clip may have (the
// project it saved would not open again).
#include "import/importoptions.h"

#include <QTest>

using namespace inbetween;

class TestImportOptions : public QObject
{
    Q_OBJECT

private slots:
    void nameFor_data()
    {
        QTest::addColumn<QString>("given");
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("expected");
        QTest::newRow("given") << "Hero" << "/art/walk.png" << "Hero";
        QTest::newRow("the source's base name") << "" << "/art/walk.sheet.png" << "walk.sheet";
        QTest::newRow("a blank name given") << "   " << "/art/walk.png" << "walk";
        QTest::newRow("a source named blank") << "" << "/art/ .png" << Project::defaultClipName();
        QTest::newRow("a source without a base name") << "" << "/art/.png" << Project::defaultClipName();
    }
    void nameFor()
    {
        QFETCH(QString, given);
        QFETCH(QString, source);
        QFETCH(QString, expected);
        ImportOptions options;
        options.name = given;
        QCOMPARE(options.nameFor(source), expected);
    }
};

QTEST_GUILESS_MAIN(TestImportOptions)
#include "tst_importoptions.moc"
