// A real little web shop with the store plugin of the Payment Transactions Service, as the
// spec's "Store plugin" part describes it (docs/api.md §9): the customer places an order, the
// plugin creates a redirect session and sends the browser to the hosted checkout page, the
// signed transaction.captured webhook marks the order processing, and the customer lands on the
// order-received page. It hears every event kind: transaction.failed notes a failed payment on
// its order (which stays pending), transaction.refunded marks a fully refunded order refunded.
//
// Its pages are HTTPS on 127.0.0.1 (the spec: the store requires HTTPS, and the service accepts
// only an https:// return_url), with the certificate the test made. Its webhook address is plain
// HTTP on 127.0.0.1: the sandbox has no option to trust a test certificate. Webhooks are checked
// with the `standardwebhooks` library, as a store written in JavaScript would check them.
//
// The store knows the state of an order only from verified webhooks. The order-received page
// ignores the `status=captured` in its query string (anyone can type it) and never asks the
// API: with an unreachable webhook address or a wrong signing secret, the order stays pending,
// as the spec says it does.

import http from 'node:http';
import https from 'node:https';
import { Webhook } from 'standardwebhooks';

const MAX_BODY = 1 << 20;
const CART = { amount: 4_999, currency: 'USD', description: 'Two mugs and a teapot' };

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) =>
    ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

function page(title, body, { refreshSeconds } = {}) {
  const refresh = refreshSeconds ? `<meta http-equiv="refresh" content="${refreshSeconds}">` : '';
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">${refresh}
<title>${escapeHtml(title)} – Teapot Shop</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;max-width:34rem}
.status{display:inline-block;padding:.1rem .5rem;border-radius:.3rem;background:#eee}
.status.processing{background:#d7f5dd}.status.pending{background:#fde9c8}</style>
</head><body><p><strong>Teapot Shop</strong></p>${body}</body></html>`;
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error('body over 1 MiB'));
        req.destroy();
      } else {
        chunks.push(chunk);
      }
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function listen(server) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server.address().port));
  });
}

const STATUS_LABEL = { pending: 'Pending payment', processing: 'Processing', refunded: 'Refunded' };

// Starts the store: its pages on HTTPS with `tls` ({key, cert}), its webhook endpoint on HTTP,
// checking deliveries with `signingSecret`, the secret its owner entered in the plugin's
// settings. The other settings, the API's base URL and key, come with connect().
//
// What happened is kept for the test to read: `orders` (by number), `apiCalls` (the plugin's
// requests to the API and their answers) and `webhooks` (every delivery: its id, type, whether
// the library verified it, the library's error, and the status the store answered).
export async function startStore({ tls, signingSecret }) {
  const verifier = new Webhook(signingSecret);
  const store = {
    orders: new Map(),
    apiCalls: [],
    webhooks: [],
    settings: null,
    nextOrder: 1001,
  };

  const orderByRef = (ref) => [...store.orders.values()].find((o) => o.merchantRef === ref);

  // Step 1 and 2: the order, pending payment, and the plugin's call; step 3: the redirect.
  async function checkout(res) {
    const order = {
      number: store.nextOrder++,
      ...CART,
      status: 'pending',
      sessionId: null,
      transactionId: null,
      failedPayments: [],
    };
    order.merchantRef = `order-${order.number}`;
    store.orders.set(order.number, order);
    const body = {
      amount: order.amount,
      currency: order.currency,
      gateway: 'cardnet',
      merchant_ref: order.merchantRef,
      description: order.description,
      return_url: `${store.origin}/checkout/order-received/${order.number}`,
      cancel_url: `${store.origin}/`,
    };
    const call = { method: 'POST', path: '/api/v1/transactions/redirect', body };
    store.apiCalls.push(call);
    try {
      const answer = await fetch(new URL(call.path, store.settings.apiBase), {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${store.settings.apiKey}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': `${order.merchantRef}-1`,
        },
        body: JSON.stringify(body),
      });
      call.status = answer.status;
      call.response = await answer.json();
    } catch (e) {
      call.error = e.message;
    }
    if (call.status !== 201) {
      res.writeHead(502, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(page('Payment unavailable', `<h1>The payment could not be started</h1>
<p id="error">${escapeHtml(call.error ?? JSON.stringify(call.response))}</p>`));
      return;
    }
    order.sessionId = call.response.id;
    res.writeHead(303, { Location: call.response.checkout_url });
    res.end();
  }

  // Step 5: the order as the store knows it. While it is pending the page looks again every
  // second, since the webhook and the customer's return race (docs/api.md §9).
  function orderReceived(res, number) {
    const order = store.orders.get(number);
    if (!order) {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(page('Not found', '<h1>No such order</h1>'));
      return;
    }
    const pending = order.status === 'pending';
    const label = escapeHtml(STATUS_LABEL[order.status] ?? order.status);
    const waiting = pending
      ? '<p id="waiting">We are waiting for the payment service to confirm the payment.</p>' : '';
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(page('Order received', `<h1>Thank you. Your order has been received.</h1>
<p>Order number: <strong id="order-number">${order.number}</strong></p>
<p>Total: ${(order.amount / 100).toFixed(2)} ${escapeHtml(order.currency)}</p>
<p>Status: <span id="order-status" class="status ${escapeHtml(order.status)}">${label}</span></p>
${waiting}`, { refreshSeconds: pending ? 1 : 0 }));
  }

  async function shopRequest(req, res) {
    const url = new URL(req.url, store.origin);
    const received = url.pathname.match(/^\/checkout\/order-received\/(\d+)$/);
    if (req.method === 'GET' && url.pathname === '/') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(page('Cart', `<h1>Your cart</h1>
<p id="cart">${escapeHtml(CART.description)}:
<strong>${(CART.amount / 100).toFixed(2)} ${CART.currency}</strong></p>
<form method="post" action="/checkout">
<button id="place-order" type="submit">Place order</button></form>`));
    } else if (req.method === 'POST' && url.pathname === '/checkout') {
      await readBody(req);
      await checkout(res);
    } else if (req.method === 'GET' && received) {
      orderReceived(res, Number(received[1]));
    } else {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('not found');
    }
  }

  // Step 4: the webhooks. Anything the library does not verify is answered 400 and changes
  // nothing; a verified transaction.captured marks its order processing, transaction.failed is
  // noted on its pending order, transaction.refunded marks its order refunded. Events of no
  // order of this store (a `paydesk trigger`) are verified and answered 200 all the same.
  async function webhookRequest(req, res) {
    if (req.method !== 'POST' || new URL(req.url, 'http://store').pathname !== '/webhooks') {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('not found');
      return;
    }
    const raw = await readBody(req);
    const delivery = { id: req.headers['webhook-id'] ?? null, type: null, verified: false };
    store.webhooks.push(delivery);
    const answer = (status, body) => {
      delivery.answered = status;
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    let event;
    try {
      // The raw bytes as received: re-serialised JSON would not match the signature.
      event = verifier.verify(raw, req.headers);
    } catch (e) {
      delivery.error = e.message;
      answer(400, { error: 'invalid_signature', details: e.message });
      return;
    }
    delivery.verified = true;
    delivery.type = event.type;
    // Retries (and rare duplicates) share the webhook-id.
    delivery.duplicate =
      store.webhooks.some((d) => d !== delivery && d.verified && d.id === delivery.id);
    const txn = event.data?.object;
    delivery.transactionId = txn?.id ?? null;
    const order = orderByRef(txn?.merchant_ref);
    if (!delivery.duplicate && order) {
      if (event.type === 'transaction.captured' && order.status === 'pending' &&
          txn.amount === order.amount && txn.currency === order.currency) {
        order.status = 'processing';
        order.transactionId = txn.id;
      } else if (event.type === 'transaction.failed' && order.status === 'pending') {
        // The customer may try another card: the order waits, with the failure noted.
        order.failedPayments.push({ transactionId: txn.id, code: txn.failure_code ?? null });
      } else if (event.type === 'transaction.refunded' && txn.id === order.transactionId &&
                 txn.status === 'refunded') {
        order.status = 'refunded';
      }
    }
    answer(200, { received: true });
  }

  const guard = (handler) => (req, res) => {
    handler(req, res).catch((e) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(`store error: ${e.message}`);
    });
  };
  const shop = https.createServer({ key: tls.key, cert: tls.cert }, guard(shopRequest));
  const hooks = http.createServer(guard(webhookRequest));
  store.origin = `https://127.0.0.1:${await listen(shop)}`;
  store.webhookUrl = `http://127.0.0.1:${await listen(hooks)}/webhooks`;

  // The plugin's settings besides the signing secret: the API's base URL and the key.
  store.connect = (apiBase, apiKey) => { store.settings = { apiBase, apiKey }; };
  store.close = async () => {
    for (const server of [shop, hooks]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  };
  return store;
}
