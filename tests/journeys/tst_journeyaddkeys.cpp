#include "journeywindow.h"
class TestJourneyAddKeys : public QObject { Q_OBJECT };
QTEST_MAIN(TestJourneyAddKeys)
#include "tst_journeyaddkeys.moc"
