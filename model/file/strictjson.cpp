#include "strictjson.h"

#include "jsoncursor.h"
#include "jsonproblems.h"
#include "utf8check.h"

namespace inbetween::strictjson {

qsizetype textStart(const QByteArray &json)
{
    return json.startsWith("\xEF\xBB\xBF") ? 3 : 0;
}

Diagnostics cursorProblems(JsonCursor &cursor, const QByteArray &json, qsizetype from)
{
    // Text that is not UTF-8 is named first, wherever it is: the reading stops at the first
    // problem, so it may not have got there (unless it read the whole text).
    if (cursor.stopped()) {
        const QByteArray text = QByteArray::fromRawData(json.constData() + from, json.size() - from);
        const Utf8Problem bad = findUtf8Problem(text);
        if (bad.found())
            return {{Diagnostic::Severity::Error, JsonProblems::lineAndColumn(text.constData(), text.size(), bad.offset),
                     bad.message}};
    }
    return cursor.takeProblems();
}

Diagnostics problems(const QByteArray &json, const ProjectLimits &limits)
{
    if (json.size() > limits.maxFileBytes)
        return {{Diagnostic::Severity::Error, QString(),
                 QStringLiteral("the file is %1 bytes, larger than the limit of %2 bytes").arg(json.size()).arg(limits.maxFileBytes)}};
    const qsizetype from = textStart(json);
    JsonCursor cursor(json, from, limits);
    if (cursor.beginDocument()) {
        cursor.skip(cursor.beginValue());
        cursor.endDocument();
    }
    return cursorProblems(cursor, json, from);
}

} // namespace inbetween::strictjson
