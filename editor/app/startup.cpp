#include "app/startup.h"

#include "files/recentfiles.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <cstdio>
#include <cstdlib>

namespace inbetween::Startup {

QString bundledExample()
{
    const QString relative = QStringLiteral("examples/hero.json"); // the character
    const QString appDir = QCoreApplication::applicationDirPath();
    const QStringList folders = {
        appDir + QStringLiteral("/" INBETWEEN_DATA_DIR),  // an install: bin/ -> share/inbetween
        QStringLiteral(INBETWEEN_RESOURCES_DIR),         // the source tree this was built from
        appDir + QStringLiteral("/../../resources"),     // build/editor/inbetween in a moved tree
    };
    for (const QString &folder : folders) {
        const QString path = QDir(folder).filePath(relative);
        if (QFileInfo::exists(path))
            return QFileInfo(path).absoluteFilePath();
    }
    return {};
}

StartupChoice parse(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("Startup", "Inbetween, an animation timing editor."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 QCoreApplication::translate("Startup", "The project to open."),
                                 QStringLiteral("[FILE]"));
    const QCommandLineOption autosave(QStringLiteral("autosave-interval"),
                                      QCoreApplication::translate("Startup", "Autosave a modified project every MS milliseconds (default 60000)."),
                                      QStringLiteral("MS"), QStringLiteral("60000"));
    parser.addOption(autosave);
    if (!parser.parse(arguments)) {
        std::fprintf(stderr, "%s\n", qPrintable(parser.errorText()));
        std::exit(2);
    }
    if (parser.isSet(QStringLiteral("help")))
        parser.showHelp(0);
    if (parser.isSet(QStringLiteral("version")))
        parser.showVersion();
    const QStringList files = parser.positionalArguments();
    if (files.size() > 1) {
        std::fprintf(stderr, "%s\n", qPrintable(QCoreApplication::translate("Startup", "Give at most one FILE.")));
        std::exit(2);
    }
    bool ok = false;
    const int interval = parser.value(autosave).toInt(&ok);
    if (!ok || interval < 10) {
        std::fprintf(stderr, "%s\n",
                     qPrintable(QCoreApplication::translate("Startup", "--autosave-interval needs a number of ms, at least 10.")));
        std::exit(2);
    }
    StartupChoice choice{bundledExample(), false, interval};
    const QString last = RecentFiles::lastProject();
    if (!files.isEmpty())
        choice = {files.front(), true, interval};
    else if (!last.isEmpty() && QFileInfo::exists(last))
        choice = {last, false, interval};
    return choice;
}

} // namespace inbetween::Startup
