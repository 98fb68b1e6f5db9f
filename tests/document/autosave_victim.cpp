// A process that edits a project with autosave on, for tst_autosave to kill with SIGKILL right
// after an autosave, and to start again to see what it offers to recover.
//   autosave_victim edit PROJECT INTERVAL_MS   edits, prints "autosaved PATH" after each autosave
//   autosave_victim edit-clips PROJECT INTERVAL_MS   the same, with edits across clips
//   autosave_victim recover                    prints each recoverable entry: original, then its JSON

#include "document/appidentity.h"
#include "document/autosaver.h"
#include "document/clipedits.h"
#include "document/document.h"
#include "document/rowcommands.h"
#include "file/projectreader.h"
#include "file/projectwriter.h"

#include <QCoreApplication>
#include <QFile>
#include <cstdio>

using namespace inbetween;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    setApplicationIdentity();
    const QStringList args = app.arguments();
    if (args.value(1) == QLatin1String("recover")) {
        for (const AutosaveStore::Entry &e : AutosaveStore().recoverable()) {
            const auto result = ProjectReader::readFile(e.recoveryPath);
            std::printf("original %s\n", qPrintable(e.originalPath));
            std::fputs(result.ok() ? ProjectWriter::toJson(*result.project).constData() : "unreadable\n", stdout);
        }
        return 0;
    }
    if (args.size() != 4 || (args[1] != QLatin1String("edit") && args[1] != QLatin1String("edit-clips")))
        return 2;
    Document doc;
    QStringList messages;
    if (!doc.load(args[2], &messages))
        return 1;
    Autosaver autosaver(&doc, AutosaveStore(), args[3].toInt());
    QObject::connect(&autosaver, &Autosaver::autosaved, [](const QString &path) {
        std::printf("autosaved %s\n", qPrintable(path));
        std::fflush(stdout);
    });
    // The same edits as tst_autosave's expected projects.
    if (args[1] == QLatin1String("edit-clips")) {
        ClipEdits::add(&doc); // "clip", after the first, shown
        doc.undoStack()->push(new InsertFramesCommand(&doc, 0, {{80, {}}}, QStringLiteral("Add frame")));
        doc.setCurrentClip(2);
        doc.undoStack()->push(new SetFramesCommand(&doc, {0}, {{60, {}}}, QStringLiteral("Set")));
        ClipEdits::setLoopMode(&doc, 0, LoopMode::Once);
        return app.exec();
    }
    doc.undoStack()->push(new SetFramesCommand(&doc, {1}, {{200, doc.clip().frames.frame(1).image}}, QStringLiteral("Set")));
    doc.undoStack()->push(new InsertEventsCommand(&doc, 0, {{50, QStringLiteral("land")}}, QStringLiteral("Add event")));
    return app.exec(); // until killed
}
