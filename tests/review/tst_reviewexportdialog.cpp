// File > Export Review... (ReviewExportDialog) driven as a user drives it: the pixel size and the
// file size follow the format, clip and scale; Export writes the file (read back by ImageMagick)
// and the next dialog starts in its folder; and the floating preview's Copy as GIF puts the file's
// URL, the GIF and a picture on the clipboard.

#include "actions/editoractions.h"
#include "actions/reviewexportdialog.h"
#include "app/mainwindow.h"
#include "file/projectreader.h"
#include "playback/gifclipboard.h"
#include "review/reviewreaders.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLineEdit>
#include <QMimeData>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace inbetween;

class TestReviewExportDialog : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    Project m_project;
    QString m_folder;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("InbetweenTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_reviewexportdialog"));
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.filePath(QStringLiteral("settings")));
        QSettings().clear();
        const QString hero = QFINDTESTDATA("../../resources/examples/hero.json");
        QVERIFY(!hero.isEmpty());
        const ProjectReader::Result read = ProjectReader::readFile(hero);
        QVERIFY(read.ok());
        m_project = *read.project;
        m_folder = QFileInfo(hero).absolutePath();
    }

    void estimateFollowsTheChoices()
    {
        ReviewExportDialog dialog(m_project, m_folder, 1);
        dialog.show();
        auto *clip = dialog.findChild<QComboBox *>(QStringLiteral("reviewClip"));
        auto *scale = dialog.findChild<QSpinBox *>(QStringLiteral("reviewScale"));
        auto *format = dialog.findChild<QComboBox *>(QStringLiteral("reviewFormat"));
        auto *transparent = dialog.findChild<QCheckBox *>(QStringLiteral("reviewTransparent"));
        QVERIFY(clip && scale && format && transparent);
        QCOMPARE(clip->currentText(), QStringLiteral("walk")); // the current clip
        QCOMPARE(scale->value(), 4);
        // The estimate waits for a pause in the changes, then shows the plan and the real size.
        QTRY_VERIFY(dialog.pixelSizeText().contains(QLatin1String("256 x 256")));
        QTRY_VERIFY(dialog.fileSizeText().contains(QLatin1String("KB")));
        QVERIFY(dialog.pixelSizeText().contains(QLatin1String("4 pictures")));

        scale->setFocus();
        QTest::keyClick(scale, Qt::Key_Down);
        QTest::keyClick(scale, Qt::Key_Down);
        QTRY_VERIFY(dialog.pixelSizeText().contains(QLatin1String("128 x 128")));

        // Ping-pong idle unrolled: 4 frames out, 3 back (frame 0 closes the period).
        clip->setCurrentIndex(0);
        QTRY_VERIFY(dialog.pixelSizeText().contains(QLatin1String("7 pictures")));
        QVERIFY(dialog.outputPath().endsWith(QLatin1String("/idle.gif")));

        // MP4 keeps no transparency.
        format->setCurrentIndex(format->findData(QStringLiteral("mp4")));
        QVERIFY(!transparent->isEnabled());
        QVERIFY(!transparent->isChecked());
        QVERIFY(dialog.outputPath().endsWith(QLatin1String("/idle.mp4")));
    }

    void exportWritesTheFileAndRemembersTheFolder()
    {
        const QString folder = m_dir.filePath(QStringLiteral("out"));
        QVERIFY(QDir().mkpath(folder));
        QString estimate;
        {
            ReviewExportDialog dialog(m_project, m_folder, 1);
            dialog.show();
            dialog.setOutputPath(QDir(folder).filePath(QStringLiteral("walk.gif")));
            dialog.updateEstimateNow();
            estimate = dialog.fileSizeText();
            auto *buttons = dialog.findChild<QDialogButtonBox *>();
            QVERIFY(buttons);
            QTest::mouseClick(buttons->button(QDialogButtonBox::Ok), Qt::LeftButton);
            QCOMPARE(dialog.result(), int(QDialog::Accepted));
        }
        const QString gif = QDir(folder).filePath(QStringLiteral("walk.gif"));
        QVERIFY(QFile::exists(gif));
        // The estimate (an encoding of the same plan at scale 4, under 12 million pixels) is the size.
        const qint64 size = QFileInfo(gif).size();
        QCOMPARE(estimate, size < 1024 ? QStringLiteral("%1 bytes").arg(size)
                                       : QStringLiteral("%1 KB").arg(double(size) / 1024.0, 0, 'f', 1));
        if (!reviewtest::program(QStringLiteral("identify")).isEmpty())
            QCOMPARE(reviewtest::gifDelays(gif), (QList<int>{12, 12, 12, 12}));
        ReviewExportDialog next(m_project, m_folder, 2);
        QCOMPARE(QFileInfo(next.outputPath()).absolutePath(), QFileInfo(folder).absoluteFilePath());
        QCOMPARE(QFileInfo(next.outputPath()).fileName(), QStringLiteral("jump.gif"));
    }

    void menuOpensTheDialog()
    {
        MainWindow window;
        QAction *action = window.findChild<EditorActions *>() ? window.findChild<EditorActions *>()->action(QStringLiteral("exportReview")) : nullptr;
        QVERIFY(action);
        QCOMPARE(action->text().remove(QLatin1Char('&')), QStringLiteral("Export Review..."));
        QTimer::singleShot(0, [] {
            auto *dialog = qobject_cast<ReviewExportDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            dialog->reject();
        });
        action->trigger();
    }

    void copyAsGifPutsTheFileOnTheClipboard()
    {
        QString error;
        const QString path = GifClipboard::copy(m_project.clips[1], m_folder, &error);
        QVERIFY2(!path.isEmpty(), qPrintable(error));
        const QMimeData *data = QGuiApplication::clipboard()->mimeData();
        QVERIFY(data);
        QCOMPARE(data->urls(), QList<QUrl>{QUrl::fromLocalFile(path)});
        QVERIFY(data->data(QStringLiteral("image/gif")).startsWith("GIF89a"));
        QCOMPARE(qvariant_cast<QImage>(data->imageData()).size(), QSize(128, 128)); // scale 2
    }
};

QTEST_MAIN(TestReviewExportDialog)
#include "tst_reviewexportdialog.moc"
