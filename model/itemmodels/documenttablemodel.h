#pragma once

#include "document/document.h"

#include <QAbstractTableModel>

namespace inbetween {

// A table over one of the document's lists: turns the document's row signals into the item-model
// signals every view reacts to, and offers edits of several rows as one undo step.
class DocumentTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    DocumentTableModel(Document *document, ListKind kind, QObject *parent = nullptr);

    Document *document() const { return m_document; }
    int rowCount(const QModelIndex &parent = {}) const override;

    // Sets `value` in `column` of every row in `rows` as one undo command; false (and nothing
    // changed) when the value is not valid for one of them.
    virtual bool setDataForRows(const QList<int> &rows, int column, const QVariant &value) = 0;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

protected:
    virtual int listSize() const = 0;

private:
    void onRowsChanged(ListKind kind, int first, int last);

    Document *m_document;
    ListKind m_kind;
    bool m_resetting = false;
};

} // namespace inbetween
