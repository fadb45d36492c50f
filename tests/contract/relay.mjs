// The upstream of the Prism proxies in .ci/contract.sh: it hands each request Prism forwards to
// the sandbox the test named, and keeps what that sandbox answered.
//
// Why it exists: Prism proxies to one fixed upstream, but the sandbox tests start many sandboxes
// on free ports, several at once; Prism parses a JSON body and forwards its own serialisation
// (1000.0 becomes 1000, a repeated member disappears), while the tests check what the sandbox
// does with exact bytes; and Prism follows a 303, so a redirect's answer never reaches the test.
// So the test client (tests/sandbox/sandboxclient.h, contract mode):
//   1. PUTs a request's exact body to /__contract/body/<id>;
//   2. sends the request through Prism with `X-PayDesk-Upstream: <sandbox port>`,
//      `X-PayDesk-Request: <id>` and `X-PayDesk-Target: <path and query as sent>` (Prism
//      re-encodes a query: `a, b` arrives as `a%2C+b`); Prism validates it, forwards it here,
//      and this relay sends the exact target and body to that sandbox and returns the sandbox's
//      answer unchanged to Prism, which validates it against docs/openapi.yaml;
//   3. GETs /__contract/answer/<id>: the sandbox's answer as it was (or 404: Prism refused the
//      request and never forwarded it), and returns it to the test with Prism's verdict.
// The relay judges nothing: Prism does.
//
// Usage: node relay.mjs          prints "relay listening on http://127.0.0.1:PORT" when ready.
import http from 'node:http';

const bodies = new Map(); // request id -> exact body bytes
const answers = new Map(); // request id -> {status, headers, body (base64)}

function readAll(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', c => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function control(req, res, body) {
  const m = /^\/__contract\/(body|answer)\/([A-Za-z0-9_.-]{1,64})$/.exec(req.url);
  if (!m) {
    res.writeHead(404).end();
    return;
  }
  const [, kind, id] = m;
  if (kind === 'body' && req.method === 'PUT') {
    bodies.set(id, body);
    res.writeHead(204).end();
    return;
  }
  if (kind === 'answer' && req.method === 'GET') {
    const answer = answers.get(id);
    answers.delete(id);
    bodies.delete(id);
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    return;
  }
  res.writeHead(405).end();
}

const server = http.createServer(async (req, res) => {
  const received = await readAll(req);
  if (req.url.startsWith('/__contract/')) {
    control(req, res, received);
    return;
  }
  const port = Number(req.headers['x-paydesk-upstream']);
  const id = req.headers['x-paydesk-request'];
  if (!Number.isInteger(port) || port <= 0 || port > 65535 || !id) {
    res.writeHead(502, { 'content-type': 'text/plain' })
      .end('relay: no X-PayDesk-Upstream / X-PayDesk-Request');
    return;
  }
  const body = bodies.has(id) ? bodies.get(id) : received;
  // Headers as Prism sent them (it passes the client's on), less the relay's own and the framing
  // of Prism's re-serialised body.
  const headers = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i].toLowerCase();
    if (['x-paydesk-upstream', 'x-paydesk-request', 'x-paydesk-target', 'content-length',
         'transfer-encoding', 'host', 'connection'].includes(name))
      continue;
    headers.push(req.rawHeaders[i], req.rawHeaders[i + 1]);
  }
  headers.push('Host', `127.0.0.1:${port}`);
  if (body.length > 0 || !['GET', 'HEAD', 'DELETE'].includes(req.method))
    headers.push('Content-Length', String(body.length));
  const upstream = http.request(
    {
      host: '127.0.0.1',
      port,
      method: req.method,
      path: req.headers['x-paydesk-target'] || req.url,
      headers,
      agent: false,
    },
    up => {
      readAll(up).then(answer => {
        const rawHeaders = [];
        for (let i = 0; i < up.rawHeaders.length; i += 2)
          rawHeaders.push([up.rawHeaders[i], up.rawHeaders[i + 1]]);
        answers.set(id, {
          status: up.statusCode,
          headers: rawHeaders,
          body: answer.toString('base64'),
        });
        const out = {};
        for (const [name, value] of rawHeaders) {
          const key = name.toLowerCase();
          if (key === 'connection' || key === 'keep-alive' || key === 'transfer-encoding')
            continue;
          out[key] = out[key] === undefined ? value : `${out[key]}, ${value}`;
        }
        out['x-paydesk-relayed'] = '1';
        res.writeHead(up.statusCode, out).end(answer);
      }, error => {
        res.writeHead(502, { 'content-type': 'text/plain' }).end(`relay: ${error.message}`);
      });
    },
  );
  upstream.on('error', error => {
    // The sandbox closed the connection without an answer (an injected fault, for one): the
    // test gets the same, a connection closed without an answer.
    answers.set(id, { status: 0, headers: [], body: '', error: error.message });
    res.destroy();
  });
  upstream.end(body);
});

server.keepAliveTimeout = 30000;
server.listen(Number(process.env.RELAY_PORT || 0), '127.0.0.1', () => {
  console.log(`relay listening on http://127.0.0.1:${server.address().port}`);
});
