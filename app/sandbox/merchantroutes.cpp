// SandboxApi's merchants: POST /sandbox/v1/merchants, the admin key's one route. A team's shared
// sandbox holds many merchants; each starts with a full key of its own, shown in this answer
// only, and sees nothing of the others.
#include "routesupport.h"

using namespace Qt::StringLiterals;

namespace paydesk::sandbox {

HttpResponse SandboxApi::createMerchant(const HttpRequest &req)
{
    ParsedBody body = parseJsonBody(req);
    if (body.error)
        return *body.error;
    json::BodyReader in(body.object, body.numberTokens);
    const auto name = in.string(u"name"_s, true, 1, 100);
    if (name && name->trimmed().isEmpty())
        in.fail(u"name"_s, u"must not be blank"_s);
    if (!in.ok())
        return fieldError(in.errors());

    const qint64 now = m_clock->nowSecs();
    const MerchantRecord m{randomId(u"mer_"_s, 16), name->trimmed(), now};
    const QString secret = generateApiKey();
    ApiKeyRecord k;
    k.hash = hashKey(secret);
    k.id = randomId(u"key_"_s);
    k.merchantId = m.id;
    k.name = u"Default"_s;
    k.permissions = {u"*"_s};
    k.createdAt = now;
    if (!m_store.insertMerchant(m) || !m_store.insertApiKey(k))
        return error(500, u"internal_error"_s, u"The merchant could not be stored."_s);
    return jsonResponse(201, {{u"object"_s, u"merchant"_s},
                              {u"id"_s, m.id},
                              {u"name"_s, m.name},
                              {u"api_key"_s, secret}});
}

} // namespace paydesk::sandbox
