// inbetween [FILE]: the editor window on FILE, or on the last project, or on the bundled example.
#include "filecontroller.h"
#include "mainwindow.h"
#include "startup.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Inbetween"));
    QApplication::setApplicationName(QStringLiteral("Inbetween"));
    QApplication::setApplicationVersion(QStringLiteral(INBETWEEN_VERSION));

    const inbetween::StartupChoice choice = inbetween::Startup::parse(QApplication::arguments());
    inbetween::MainWindow window;
    window.show();
    if (!choice.file.isEmpty() && !window.files()->openFile(choice.file) && !choice.explicitFile)
        window.files()->newProject(); // the last project went bad: start empty, it was reported
    return app.exec();
}
