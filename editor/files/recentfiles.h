#pragma once

#include <QObject>
#include <QStringList>

namespace inbetween {

// The recently opened projects (newest first) and the last one, kept in QSettings.
class RecentFiles : public QObject
{
    Q_OBJECT

public:
    static constexpr int maximum = 8;

    explicit RecentFiles(QObject *parent = nullptr);

    QStringList files() const;
    // Puts `path` first (absolute) and makes it the last project.
    void add(const QString &path);
    void remove(const QString &path);
    void clear();

    static QString lastProject();

signals:
    void changed();
};

} // namespace inbetween
