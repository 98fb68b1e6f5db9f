#include "framedata.h"

namespace inbetween {

QString boxKindName(BoxKind kind)
{
    switch (kind) {
    case BoxKind::Hit: return QStringLiteral("hit");
    case BoxKind::Hurt: return QStringLiteral("hurt");
    case BoxKind::Other: break;
    }
    return QStringLiteral("other");
}

QRgb boxKindColour(BoxKind kind)
{
    switch (kind) {
    case BoxKind::Hit: return 0xffff3030;
    case BoxKind::Hurt: return 0xff3080ff;
    case BoxKind::Other: break;
    }
    return 0xffffd600;
}

std::optional<BoxKind> boxKindFromName(const QString &name)
{
    for (BoxKind kind : {BoxKind::Hit, BoxKind::Hurt, BoxKind::Other}) {
        if (name == boxKindName(kind))
            return kind;
    }
    return std::nullopt;
}

} // namespace inbetween
