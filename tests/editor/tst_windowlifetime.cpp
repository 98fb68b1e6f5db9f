// The main window opened and closed again and again with a project loaded and playback running
// (issue 15: a window torn down while playing crashed now and then, as the clock's destroyed()
// reached a preview of a document that was gone), and the order its parts go in.

#include "document/editoperations.h"
#include "editor/testsupport.h"
#include "playback/playbackarea.h"
#include "playback/playbackclock.h"
#include "preview/previewwidget.h"
#include "timeline/timelineview.h"

#include <QPointer>

using namespace testsupport;

class TestWindowLifetime : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        isolateSettings(m_settings.path());
        m_path = copyFlipbook(QFINDTESTDATA("data/flipbook/flipbook.json"), m_dir);
    }

    // When the window goes, the views of the document go before it and before the clock they
    // follow: children would go in the order they were made, the document first.
    void viewsGoBeforeWhatTheyShow()
    {
        auto *window = openPlaying();
        QPointer<Document> document = window->document();
        QPointer<PlaybackClock> clock = window->playback()->clock();
        QStringList gone; // what was gone when each view went
        auto note = [&](QObject *view, const char *name) {
            connect(view, &QObject::destroyed, this, [&, name] {
                if (!document)
                    gone << QStringLiteral("document before the %1").arg(QLatin1String(name));
                if (!clock)
                    gone << QStringLiteral("clock before the %1").arg(QLatin1String(name));
            });
        };
        note(window->playback()->preview(), "preview");
        note(window->playback()->timeline(), "timeline");
        delete window;
        QVERIFY(!document && !clock);
        QVERIFY2(gone.isEmpty(), qPrintable(gone.join(QStringLiteral(", "))));
    }

    // Nothing hears the document while the window goes: its undo stack, cleared as it goes, must
    // not tell the window's actions (which would read the document) that it is now unmodified.
    void modifiedDocumentGoesQuietly()
    {
        auto *window = openPlaying();
        window->operations().addFrame(0);
        QVERIFY(window->document()->isModified());
        int heard = 0;
        connect(window->document(), &Document::modifiedChanged, this, [&heard] { ++heard; });
        delete window; // no crash under the sanitizers, and nothing reaches a window half gone
        QCOMPARE(heard, 0);
    }

    // 50 times: open a project, play until the playhead has moved, close while playing, in each
    // of the ways a window goes (deleted at once, deleted later from the event loop, closed by
    // the user and then deleted), every third time with an unsaved edit.
    void opensAndClosesWhilePlaying()
    {
        for (int round = 0; round < 50; ++round) {
            auto *window = openPlaying();
            QPointer<PreviewWidget> preview = window->playback()->preview();
            QPointer<PlaybackClock> clock = window->playback()->clock();
            QTRY_VERIFY_WITH_TIMEOUT(window->clipTime() > 0.0, 10000); // renders or ticks moved it
            if (round % 3 == 2) {
                window->operations().addFrame(0);
                m_prompts.saveAnswers << UserPrompts::Answer::Discard;
            } else {
                window->document()->undoStack()->setClean();
            }
            switch (round % 3) {
            case 0:
                delete window;
                break;
            case 1:
                window->deleteLater();
                QTRY_VERIFY(!clock);
                break;
            default:
                QVERIFY(window->close());
                QTest::qWait(20); // the clock and the timer would go on if anything still held them
                delete window;
            }
            QVERIFY(!preview);
            QVERIFY(!clock);
        }
    }

private:
    MainWindow *openPlaying()
    {
        auto *window = new MainWindow(&m_prompts);
        if (!window->files()->openFile(m_path))
            qFatal("cannot open %s", qPrintable(m_path));
        window->show();
        if (!QTest::qWaitForWindowExposed(window))
            qFatal("the window was never exposed");
        window->playback()->clock()->play();
        return window;
    }

    QTemporaryDir m_settings;
    QTemporaryDir m_dir;
    QString m_path;
    ScriptedPrompts m_prompts;
};

QTEST_MAIN(TestWindowLifetime)
#include "tst_windowlifetime.moc"
