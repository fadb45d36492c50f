#include "secretstore.h"

using namespace Qt::StringLiterals;

namespace paydesk::profiles {

QString secretKey(const QString &profileId, SecretKind kind)
{
    return profileId + (kind == SecretKind::ApiKey ? u"/api_key"_s : u"/webhook_secret"_s);
}

} // namespace paydesk::profiles
