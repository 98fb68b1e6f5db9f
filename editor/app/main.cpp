// inbetween [FILE]: the editor window on FILE, or on the last project, or on the bundled example.
#include "app/mainwindow.h"
#include "app/startup.h"
#include "document/appidentity.h"
#include "document/englishplurals.h"
#include "files/filecontroller.h"
#include "files/recoverycontroller.h"
#include "preview/previewwidget.h"

#include <QApplication>
#include <QIcon>
#include <cstring>

namespace {
void describe()
{
    inbetween::setApplicationIdentity();
    QCoreApplication::setApplicationVersion(QStringLiteral(INBETWEEN_VERSION));
}

// --help and --version answer on the terminal, without a display.
bool asksForTextOnly(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        for (const char *option : {"-h", "--help", "--help-all", "-?", "-v", "--version"})
            if (std::strcmp(argv[i], option) == 0)
                return true;
    }
    return false;
}
} // namespace

int main(int argc, char *argv[])
{
    if (asksForTextOnly(argc, argv)) {
        QCoreApplication app(argc, argv);
        describe();
        inbetween::Startup::parse(QCoreApplication::arguments()); // prints and exits
        return 0;
    }
    QApplication app(argc, argv);
    inbetween::EnglishPlurals plurals; // "Remove 1 frame", not "Remove 1 frames"
    QApplication::installTranslator(&plurals);
    describe();
    // The desktop entry the window belongs to (Wayland's app id), and its icon where none is
    // looked up by that (X11 window managers, a run from the build tree).
    QGuiApplication::setDesktopFileName(QStringLiteral("org.inbetween.Inbetween"));
    QIcon icon;
    for (const int size : {16, 32, 48, 64, 256})
        icon.addFile(QStringLiteral(":/icons/app/icon-%1.png").arg(size));
    QApplication::setWindowIcon(icon);
    inbetween::PreviewWidget::prepareSurfaceFormat(); // before the first window
    const inbetween::StartupChoice choice = inbetween::Startup::parse(QApplication::arguments());
    inbetween::MainWindow window;
    inbetween::RecoveryController recovery(window.session(), window.files(), &window, inbetween::AutosaveStore(),
                                           choice.autosaveIntervalMs);
    window.show();
    // After a crash the autosaved work comes first; else FILE, the last project or the example.
    if (!recovery.offerRecovery() && !choice.file.isEmpty() && !window.files()->openFile(choice.file)
        && !choice.explicitFile)
        window.files()->newProject(); // the last project went bad: start empty, it was reported
    const int status = app.exec();
    recovery.closedCleanly(); // the window only closes once its changes were saved or discarded
    return status;
}
