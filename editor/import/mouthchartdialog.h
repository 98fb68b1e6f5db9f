#pragma once

#include "mouthpicture.h"

#include <QDialog>
#include <QImage>
#include <functional>

class QLabel;
class QListWidget;
class QPushButton;

namespace inbetween {

class Document;
class SheetPreview;
class ThumbnailCache;

// Clips > Mouth Chart... (DESIGN.md, "Timing to voice and beat"): the project's mouth chart,
// shape by shape. The list holds every shape the chart names or a frame of any clip shows (a
// lip-sync import's), each with its picture, or a labelled placeholder and "no picture"; the
// first without a picture is chosen when it opens. For the chosen shape: Choose Picture... takes
// an image (the whole of it), a click on a cell of it takes that cell (the grid read from the
// picture, as the sheet import proposes it; a shape without a picture is shown the sheet the
// chart's other shapes use), Whole Image drops the cell, Clear takes the picture away. Each change is one undo step (MouthChartCommand) made at once; the dialog follows the
// chart through undo and redo. The chart serves every later lip-sync import into the project.
class MouthChartDialog : public QDialog
{
    Q_OBJECT

public:
    // `chooseImage`: asks the user for a picture file (absolute path; empty: cancelled).
    MouthChartDialog(Document *document, std::function<QString()> chooseImage, QWidget *parent = nullptr);
    ~MouthChartDialog() override;

    // The shapes listed, in order, and the one chosen ("" when none).
    QStringList shapes() const;
    QString currentShape() const;
    void setCurrentShape(const QString &shape);
    SheetPreview *sheet() const { return m_sheet; }
    QListWidget *shapeList() const { return m_list; }

private:
    void refresh();
    void showCurrent();
    void choosePicture();
    void chooseCell(qint64 index);
    void set(const std::optional<MouthPicture> &picture);

    Document *m_document;
    std::function<QString()> m_chooseImage;
    QListWidget *m_list;
    SheetPreview *m_sheet;
    QLabel *m_where;
    QPushButton *m_choose;
    QPushButton *m_whole;
    QPushButton *m_clear;
    ThumbnailCache *m_thumbnails;
    QString m_sheetImage; // the image m_sheet shows (as the chart names it)
    QImage m_decoded;
};

} // namespace inbetween
