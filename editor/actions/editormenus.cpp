// EditorActions' menus, toolbar and Open Recent list: where the actions made in editoractions.cpp
// and the parts' own actions are shown.

#include "actions/editoractions.h"

#include "actions/exportactions.h"
#include "actions/shortcutsdialog.h"
#include "files/filecontroller.h"
#include "files/importcontroller.h"
#include "files/mouthchartactions.h"
#include "files/recentfiles.h"
#include "files/soundactions.h"
#include "session/editorsession.h"
#include "tables/clipspanel.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDir>
#include <QMainWindow>
#include <QMenuBar>
#include <QMessageBox>
#include <QToolBar>

namespace inbetween {

void EditorActions::createMenus()
{
    QMenuBar *bar = m_window->menuBar();
    auto a = [this](const char *name) { return m_actions.value(QString::fromLatin1(name)); };
    QMenu *file = m_fileMenu = bar->addMenu(tr("&File"));
    file->setObjectName(QStringLiteral("fileMenu"));
    file->addActions({a("new"), a("open")});
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    file->addActions({a("importImages")});
    QMenu *importMenu = file->addMenu(tr("I&mport"));
    importMenu->setObjectName(QStringLiteral("importMenu"));
    for (QAction *action : m_parts.importer->actions()) {
        importMenu->addAction(action);
        m_actions.insert(action->objectName(), action);
    }
    auto *exports = new ExportActions(m_session, m_parts.exports, m_parts.targets, m_window, file);
    file->addMenu(exports->exportMenu());
    file->addActions(exports->targetActions());
    file->addAction(exports->reviewAction());
    for (QAction *action : exports->actions())
        m_actions.insert(action->objectName(), action);
    file->addSeparator();
    file->addActions({a("save"), a("saveAs"), a("revert"), a("missingFiles"), a("collectFiles")});
    file->addSeparator();
    file->addActions({a("close"), a("quit")});

    QMenu *edit = m_editMenu = bar->addMenu(tr("&Edit"));
    edit->setObjectName(QStringLiteral("editMenu"));
    edit->addActions({a("undo"), a("redo")});
    edit->addSeparator();
    edit->addActions({a("cut"), a("copy"), a("paste"), a("delete")});
    edit->addSeparator();
    edit->addAction(a("selectAll"));

    QMenu *frames = m_framesMenu = bar->addMenu(tr("F&rames"));
    frames->setObjectName(QStringLiteral("framesMenu"));
    frames->addActions({a("addFrame"), a("importImages"), a("duplicateFrames"), a("removeFrames")});
    frames->addSeparator();
    frames->addActions({a("moveFramesUp"), a("moveFramesDown")});
    frames->addSeparator();
    frames->addAction(a("retimeFrames"));
    frames->addSeparator();
    frames->addAction(a("keysFollowFrames"));

    QMenu *clips = m_clipsMenu = bar->addMenu(tr("&Clips"));
    clips->setObjectName(QStringLiteral("clipsMenu"));
    const ClipsPanel *panel = m_parts.clips;
    for (const char *name : {"addClip", "duplicateClip", "renameClip", "removeClip", "", "moveClipUp", "moveClipDown", "",
                             "previousClip", "nextClip"}) {
        if (*name)
            clips->addAction(panel->action(QString::fromLatin1(name)));
        else
            clips->addSeparator();
    }
    clips->addSeparator();
    for (QAction *clipAction : {m_parts.sound->setSoundAction(), m_parts.sound->removeSoundAction(), m_parts.mouths->action()}) {
        clips->addAction(clipAction);
        m_actions.insert(clipAction->objectName(), clipAction);
    }

    QMenu *keys = bar->addMenu(tr("&Keyframes"));
    keys->addActions({a("addKeyframe"), a("removeKeyframes")});
    keys->addSection(tr("Events"));
    keys->addActions({a("addEvent"), a("renameEvent"), a("retimeEvent"), a("removeEvents")});

    QMenu *playback = m_playbackMenu = bar->addMenu(tr("&Playback"));
    playback->addActions(m_loopGroup->actions());
    playback->addSeparator();
    playback->addActions({a("fps"), a("durationsInFrames")});
    playback->addSeparator();
    playback->addActions({a("goToStart"), a("previousFrame"), a("nextFrame"), a("previousStep"), a("nextStep"), a("goToEnd")});

    QMenu *help = bar->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("helpMenu"));
    // Every action's keys, read from the window's actions as they are now.
    QAction *shortcuts = ShortcutsDialog::createAction(m_window);
    m_actions.insert(shortcuts->objectName(), shortcuts);
    help->addAction(shortcuts);
    help->addSeparator();
    connect(help->addAction(tr("&About Inbetween")), &QAction::triggered, m_window, [this] {
        QMessageBox::about(m_window, tr("About Inbetween"),
                           tr("<b>Inbetween %1</b><p>An animation timing editor: frame holds, motion keys, "
                              "events, and exports for game engines.</p>")
                               .arg(QStringLiteral(INBETWEEN_VERSION)));
    });
    connect(help->addAction(tr("About &Qt")), &QAction::triggered, qApp, &QApplication::aboutQt);
}

void EditorActions::addPartActions(QMenu *menu, QAction *before, const QList<QAction *> &actions)
{
    menu->insertActions(before, actions);
    for (QAction *a : actions)
        m_actions.insert(a->objectName(), a);
}

void EditorActions::createToolBar()
{
    QToolBar *bar = m_window->addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto a = [this](const char *name) { return m_actions.value(QString::fromLatin1(name)); };
    bar->addActions({a("new"), a("open"), a("save"), a("undo"), a("redo")});
    bar->addSeparator();
    bar->addActions({a("addFrame"), a("duplicateFrames"), a("moveFramesUp"), a("moveFramesDown"), a("retimeFrames")});
    bar->addSeparator();
    bar->addActions({a("addKeyframe"), a("addEvent")});
    bar->addSeparator();
    bar->addActions(m_loopGroup->actions());
}

void EditorActions::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = m_parts.files->recentFiles()->files();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files[i];
        QAction *a = m_recentMenu->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(QDir::toNativeSeparators(path)));
        connect(a, &QAction::triggered, m_parts.files, [this, path] { m_parts.files->openFile(path); });
    }
    m_recentMenu->addSeparator();
    QAction *clear = m_recentMenu->addAction(tr("&Clear List"));
    clear->setEnabled(!files.isEmpty());
    connect(clear, &QAction::triggered, m_parts.files->recentFiles(), &RecentFiles::clear);
    m_recentMenu->setEnabled(!files.isEmpty());
}

} // namespace inbetween
