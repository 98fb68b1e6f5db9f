#include "import/jsonkeyorder.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <vector>

namespace inbetween {

namespace {

// A string token's text as JSON decodes it (escapes and all).
QString decodeString(const QByteArray &json, qsizetype begin, qsizetype end)
{
    const QByteArray wrapped = '[' + json.mid(begin, end - begin) + ']';
    return QJsonDocument::fromJson(wrapped).array().at(0).toString();
}

// The end (one past the closing quote) of the string token starting at json[begin] == '"'.
qsizetype stringEnd(const QByteArray &json, qsizetype begin)
{
    qsizetype i = begin + 1;
    while (i < json.size() && json[i] != '"')
        i += json[i] == '\\' ? 2 : 1;
    return i + 1;
}

} // namespace

QStringList objectKeysInOrder(const QByteArray &json, const QString &topLevelKey)
{
    struct Level
    {
        bool object;
        bool expectKey;
    };
    std::vector<Level> stack;
    QStringList keys;
    bool pendingTarget = false; // the last top-level key read was topLevelKey
    bool inTarget = false;      // inside that key's object (depth 2)
    for (qsizetype i = 0; i < json.size(); ++i) {
        const char c = json[i];
        switch (c) {
        case '{':
        case '[':
            if (stack.size() == 1 && pendingTarget && c == '{')
                inTarget = true;
            pendingTarget = false;
            stack.push_back({c == '{', c == '{'});
            break;
        case '}':
        case ']':
            stack.pop_back();
            if (stack.size() == 1 && inTarget)
                return keys; // the object is closed: every key is read
            break;
        case ',':
            if (!stack.empty() && stack.back().object)
                stack.back().expectKey = true;
            pendingTarget = false;
            break;
        case '"': {
            const qsizetype end = stringEnd(json, i);
            if (!stack.empty() && stack.back().object && stack.back().expectKey) {
                stack.back().expectKey = false;
                if (stack.size() == 1)
                    pendingTarget = decodeString(json, i, end) == topLevelKey;
                else if (stack.size() == 2 && inTarget)
                    keys.append(decodeString(json, i, end));
            }
            i = end - 1;
            break;
        }
        default:
            break;
        }
    }
    return keys;
}

} // namespace inbetween
