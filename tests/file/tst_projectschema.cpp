// The project file's JSON Schema and model/file/keys.md's table of keys (keydocs.h, made from the keys'
// declarations): the checked-in resources/schema/inbetween-project.schema.json is the text it
// makes, `inbetween-cli schema` prints it, and model/file/keys.md holds the table; python3-jsonschema (a real validator, draft 2020-12) passes
// every file of tests/data and resources/examples the reader accepts, and fails every file of
// tests/data/malformed but those whose fault no schema can say (listed below, with why). The
// declared defaults are what the model's values are when the key is missing.
#include "common/testpaths.h"
#include "common/testutil.h"
#include "file/filewriting.h"
#include "file/keydocs.h"
#include "file/projectkeys.h"
#include "file/projectreader.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTest>
#include <map>

using namespace inbetween;

namespace {

// Refused files of tests/data/malformed that the schema passes, and why it cannot fail them.
// (A file whose only fault is in the files it names, an image or a sound, is read here without
// its folder: the reader accepts it, so the schema must pass it too.)
const std::map<QString, const char *> kBeyondTheSchema = {
    {QStringLiteral("deep-nesting.json"), "the nesting limit, in an unknown key"},
    {QStringLiteral("keyframes-out-of-order.json"), "times must increase: a rule across items"},
    {QStringLiteral("matrix-scale-over-limit.json"), "the matrix's decomposed scale"},
    {QStringLiteral("matrix-singular.json"), "the matrix's decomposition"},
    {QStringLiteral("v2-clip-name-duplicate.json"), "unique clip names: a rule across items"},
    {QStringLiteral("v2-play-range-beyond.json"), "the range within the clip's length"},
    {QStringLiteral("v2-play-range-reversed.json"), "from < to: a rule across items"},
    {QStringLiteral("v3-box-name-duplicate.json"), "unique box names: a rule across items"},
    {QStringLiteral("v3-box-undeclared.json"), "a frame's box names are the declared ones: a rule across objects"},
    {QStringLiteral("v3-point-undeclared.json"), "a frame's point names are the declared ones: a rule across objects"},
};

// What one key's value of `owner` is written as.
template <typename Key, typename Owner>
QByteArray written(const Key &k, const Owner &owner)
{
    JsonOutput out(256);
    FileWriting w(out);
    k.type.write(w, k.of(owner), 0);
    return out.take();
}

template <typename Kind>
void compareDefaults(const typename Kind::Owner &owner)
{
    forEachKey<Kind>([&](const auto &k) {
        if (k.defaultJson.empty())
            return;
        const QByteArray declared(k.defaultJson.data(), qsizetype(k.defaultJson.size()));
        QVERIFY2(written(k, owner) == declared, qPrintable(QStringLiteral("%1.%2: the model's %3, declared %4")
                                                                .arg(QLatin1String(Kind::name.data(), Kind::name.size()),
                                                                     QLatin1String(k.name.data(), k.name.size()),
                                                                     QString::fromUtf8(written(k, owner)),
                                                                     QString::fromUtf8(declared))));
    });
}

} // namespace

class TestProjectSchema : public QObject
{
    Q_OBJECT

private slots:
    // After a change of the declarations: INBETWEEN_WRITE_KEYDOCS=1 tst_projectschema writes it.
    void checkedInIsGenerated()
    {
        const QString path = QFINDTESTDATA("../../resources/schema/inbetween-project.schema.json");
        QVERIFY(!path.isEmpty());
        if (qEnvironmentVariableIsSet("INBETWEEN_WRITE_KEYDOCS")) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly) && f.write(keydocs::schemaText()) > 0);
        }
        QCOMPARE(testutil::contentsOf(path), keydocs::schemaText());
    }

    // model/file/keys.md's table of keys, between its markers, is what the declarations make.
    void readmeTableIsGenerated()
    {
        const QString path = QFINDTESTDATA("../../model/file/keys.md");
        QVERIFY(!path.isEmpty());
        QByteArray readme = testutil::contentsOf(path);
        const QByteArray begin = "<!-- keys: made from model/file/projectkeys.h by tests/file/keydocs.cpp -->\n";
        const qsizetype from = readme.indexOf(begin), to = readme.indexOf("<!-- /keys -->");
        QVERIFY2(from >= 0 && to > from, "model/file/keys.md has no table of keys between its markers");
        if (qEnvironmentVariableIsSet("INBETWEEN_WRITE_KEYDOCS")) {
            readme.replace(from + begin.size(), to - from - begin.size(), keydocs::keyTable());
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly) && f.write(readme) == readme.size());
        }
        QCOMPARE(readme.mid(from + begin.size(), to - from - begin.size()), keydocs::keyTable());
    }

    void cliPrintsIt()
    {
        QProcess p;
        p.start(testpaths::cli(), {QStringLiteral("schema")});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 0);
        QCOMPARE(p.readAllStandardOutput(), keydocs::schemaText());
    }

    void defaultsAreTheModels()
    {
        using namespace projectkeys;
        compareDefaults<FrameKeys>(Frame{});
        compareDefaults<KeyframeKeys>(Keyframe{});
        compareDefaults<EventKeys>(ClipEvent{});
        compareDefaults<AudioKeys>(ClipAudio{});
        compareDefaults<ClipKeys>(Clip(Project::defaultClipName()));
        compareDefaults<ProjectKeys>(Project{});
        compareDefaults<BoxKeys>(BoxDeclaration{});
        compareDefaults<PointKeys>(PointDeclaration{});
    }

    void validatorAgreesWithTheReader()
    {
        const QString python = QStringLiteral("/usr/bin/python3");
        if (QProcess::execute(python, {QStringLiteral("-c"), QStringLiteral("import jsonschema")}) != 0)
            QSKIP("Debian's python3-jsonschema is not installed (resources/debian-packages-tests.txt)");
        const QString top = QFINDTESTDATA("../../resources/examples") + QStringLiteral("/../..");
        QStringList files;
        for (const char *folder : {"tests/data", "resources/examples"}) {
            QDirIterator it(QDir(top).filePath(QLatin1String(folder)), {QStringLiteral("*.json")}, QDir::Files,
                            QDirIterator::Subdirectories);
            while (it.hasNext())
                files << it.next();
        }
        files.sort();
        QProcess p;
        p.start(python, QStringList{QFINDTESTDATA("data/schemacheck.py"),
                                    QFINDTESTDATA("../../resources/schema/inbetween-project.schema.json")}
                            + files);
        QVERIFY(p.waitForFinished(120000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        std::map<QString, QString> verdicts; // path -> "pass", "fail\tWHY", "notjson\tWHY"
        for (const QByteArray &line : p.readAllStandardOutput().split('\n')) {
            const qsizetype space = line.indexOf(' ');
            if (space < 0)
                continue;
            const QString rest = QString::fromUtf8(line.mid(space + 1));
            const QString path = rest.section(QLatin1Char('\t'), 0, 0);
            verdicts[path] = QString::fromUtf8(line.left(space)) + QLatin1Char('\t') + rest.section(QLatin1Char('\t'), 1);
        }
        int accepted = 0, failed = 0, notJson = 0, beyond = 0;
        for (const QString &path : files) {
            const QString verdict = verdicts[path];
            const bool passes = verdict.startsWith(QLatin1String("pass"));
            if (ProjectReader::read(testutil::contentsOf(path)).ok()) {
                QVERIFY2(passes, qPrintable(path + QStringLiteral(": the reader accepts it, the schema says ") + verdict));
                ++accepted;
                continue;
            }
            if (!path.contains(QLatin1String("/malformed/")))
                continue; // not a project file (an Aseprite sheet's JSON)
            const QString name = QFileInfo(path).fileName();
            if (kBeyondTheSchema.count(name)) {
                QVERIFY2(passes, qPrintable(name + QStringLiteral(" is listed as beyond the schema, which says ") + verdict));
                ++beyond;
            } else {
                QVERIFY2(!passes, qPrintable(name + QStringLiteral(": refused by the reader, passed by the schema")));
                ++(verdict.startsWith(QLatin1String("fail")) ? failed : notJson);
            }
        }
        qInfo("%d accepted files pass; of the refused: %d fail the schema, %d are not strict JSON, %d are beyond it",
              accepted, failed, notJson, beyond);
        QVERIFY(accepted >= 10);
        QCOMPARE(beyond, int(kBeyondTheSchema.size())); // every file listed is still there
    }
};

QTEST_GUILESS_MAIN(TestProjectSchema)
#include "tst_projectschema.moc"
