// The Clips list and the Frames table on the bundled hero (issue 27, finding 13): each row's
// thumbnail shows whole in its row (before: drawn at its own, larger size and cut at the row's
// top and bottom), and the Image column is wide enough for an image and its sheet region
// (before: "hero.png [128, 128, 64, ..." cut mid-region).

#include "cliplistmodel.h"
#include "testsupport.h"
#include "windowfixture.h"

#include <QAbstractItemDelegate>

using namespace inbetween;
using namespace testsupport;

class TestWindowLayout : public QObject, protected WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { isolateSettings(m_settings.path()); }
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        openCopy(copyProject(QFINDTESTDATA("../../resources/examples/hero.json"), {QStringLiteral("hero")}, *m_dir));
    }
    void cleanup() { closeWindow(); }

    void thumbnailsShowWholeInTheirRows_data();
    void thumbnailsShowWholeInTheirRows();
    void imageColumnShowsTheWholeCell();

private:
    // What the cell needs to be shown whole, as its delegate measures it.
    static QSize needed(const DocumentTableView *view, const QModelIndex &index)
    {
        QStyleOptionViewItem option;
        option.initFrom(view->viewport());
        option.font = view->font();
        option.decorationSize = view->iconSize();
        option.features = QStyleOptionViewItem::HasDisplay;
        return view->itemDelegateForIndex(index)->sizeHint(option, index);
    }
};

void TestWindowLayout::thumbnailsShowWholeInTheirRows_data()
{
    QTest::addColumn<QString>("list");
    QTest::newRow("Clips") << QStringLiteral("clips");
    QTest::newRow("Frames") << QStringLiteral("frames");
}

void TestWindowLayout::thumbnailsShowWholeInTheirRows()
{
    QFETCH(QString, list);
    const bool clips = list == QLatin1String("clips");
    DocumentTableView *view = clips ? m_window->clipsPanel()->view() : m_window->frameView();
    const int column = clips ? int(ClipListModel::NameColumn) : int(FrameTableModel::ImageColumn);
    QVERIFY(view->model()->rowCount() >= 3);
    for (int r = 0; r < view->model()->rowCount(); ++r) {
        const QModelIndex index = view->model()->index(r, column);
        const QImage thumbnail = index.data(Qt::DecorationRole).value<QImage>();
        QVERIFY2(!thumbnail.isNull(), "every row of the hero has a picture");
        QVERIFY(thumbnail.height() > view->rowHeight(r)); // the model's picture is bigger than a row
        const QSize size = needed(view, index);
        QVERIFY2(size.height() <= view->rowHeight(r),
                 qPrintable(QStringLiteral("row %1 needs %2 px, has %3").arg(r).arg(size.height()).arg(view->rowHeight(r))));
    }
}

void TestWindowLayout::imageColumnShowsTheWholeCell()
{
    DocumentTableView *view = m_window->frameView();
    for (int clip = 0; clip < m_window->document()->clipCount(); ++clip) {
        m_window->document()->setCurrentClip(clip);
        for (int r = 0; r < view->model()->rowCount(); ++r) {
            const QModelIndex index = view->model()->index(r, FrameTableModel::ImageColumn);
            QVERIFY(index.data().toString().contains(QLatin1String("hero.png [")));
            const int width = needed(view, index).width();
            QVERIFY2(width <= view->columnWidth(FrameTableModel::ImageColumn),
                     qPrintable(QStringLiteral("%1 needs %2 px, has %3").arg(index.data().toString()).arg(width).arg(view->columnWidth(FrameTableModel::ImageColumn))));
        }
    }
}

QTEST_MAIN(TestWindowLayout)
#include "tst_windowlayout.moc"
