#pragma once

#include "sandboxapi.h"

namespace paydesk::sandbox {

// GET /openapi.json: the contract as a document, docs/openapi.yaml made JSON at build time and
// embedded as the resource :/sandbox/openapi.json.
HttpResponse openApiDocument();

} // namespace paydesk::sandbox
