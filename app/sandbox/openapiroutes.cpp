// The sandbox's GET /openapi.json (no key): docs/openapi.yaml, the document of every path,
// parameter, body, answer and error the sandbox gives, as JSON (openapi_json.py, a build step).
#include "openapiroutes.h"

#include <QFile>

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

HttpResponse openApiDocument()
{
    // Read once: the resource is part of the binary and never changes.
    static const QByteArray document = [] {
        QFile f(u":/sandbox/openapi.json"_s);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();
    if (document.isEmpty())
        return SandboxApi::error(500, u"internal_error"_s,
                                 u"This build of the sandbox has no OpenAPI document."_s);
    HttpResponse r;
    r.body = document;
    return r;
}

} // namespace paydesk::sandbox
