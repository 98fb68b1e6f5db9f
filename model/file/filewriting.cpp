#include "filewriting.h"

#include "jsontext.h"

namespace inbetween {

FileWriting::FileWriting(JsonOutput &out) : out(out)
{
    for (size_t t = 0; t < m_easingNames.size(); ++t)
        m_easingNames[t] = jsonString(Easing(Easing::Type(t)).name());
}

QByteArray FileWriting::jsonStringText(const QString &s)
{
    return jsonString(s);
}

} // namespace inbetween
