// The store-plugin flow of the spec (spec/payment-service-interface.md, "Store plugin"), end to
// end: a real little store (store.mjs, a Node.js server on 127.0.0.1), the sandbox, and the
// customer's browser (headless Debian Chromium, driven by playwright-core).
//
//   1. the customer places an order at the store, which keeps it pending payment;
//   2. the store's plugin calls POST /api/v1/transactions/redirect;
//   3. the browser goes to the hosted checkout page, where the customer pays;
//   4. the captured webhook reaches the store, which verifies it with the `standardwebhooks`
//      library and marks the order processing;
//   5. the customer lands on the store's order-received page, which shows the order processing.
//
//   6. the merchant refunds the order: transaction.refunded reaches the store, which marks the
//      order refunded.
//
// Then the decline card (transaction.failed: the order stays pending, the failure noted),
// `paydesk trigger transaction.failed` against the same sandbox (the store hears it too), the
// hosted page in German by Accept-Language, and the spec's two failures, each of which
// leaves the order pending: an unreachable webhook address (the sandbox's delivery log shows the
// failed attempts, their error and the retries) and a wrong signing secret at the store (the
// store answers 400; the log shows the 400s; `paydesk listen`, given the store's secret, gives
// the signature verdict and why). Each case has a store and a sandbox of its own. Every event
// kind the store gets is verified with the `standardwebhooks` library.
//
// `paydesk trigger` reads its profile's API key from the OS keychain: run it in a D-Bus session
// with a Secret Service (tests/support/with-test-keyring.sh, as .ci/e2e.sh and installer/test.sh
// do).
//
// Run by CTest through run.sh (label "e2e"); by hand:
//   PAYDESK_SANDBOX_BIN=build/app/sandbox/paydesk-sandbox PAYDESK_BIN=build/app/paydesk \
//   PAYDESK_SCREENSHOT_DIR=docs/screenshots node tests/e2e/storeflow.spec.mjs
//
// Nothing leaves the machine: the browser resolves no host name, and every request it makes is
// paused through the DevTools Fetch domain and let through only to the stores and sandboxes on
// 127.0.0.1 (anything else is refused, and the test fails). The stores' pages are HTTPS with a
// certificate made for this run by openssl; Chromium trusts that one key
// (--ignore-certificate-errors-spki-list), no other.
//
// The output never shows an API key or a signing secret (tests/secretscan.sh reads it).

import { execFileSync, spawn } from 'node:child_process';
import { createHash, createPublicKey, randomBytes } from 'node:crypto';
import { mkdtempSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { chromium } from 'playwright-core';
import { startStore } from './store.mjs';

const CHROMIUM = '/usr/bin/chromium';
const OVERALL_TIMEOUT_MS = 120_000;
// The sandbox's delays between webhook attempts, in seconds: three attempts in about 3 s.
const RETRY_SCHEDULE = [1, 2];
const ATTEMPTS = RETRY_SCHEDULE.length + 1;
const SUCCESS_CARD = '4242 4242 4242 4242';
const DECLINE_CARD = '4000 0000 0000 0002';

const sandboxBin = requiredEnv('PAYDESK_SANDBOX_BIN');
const paydeskBin = requiredEnv('PAYDESK_BIN');
const screenshotDir = path.resolve(process.env.PAYDESK_SCREENSHOT_DIR ?? 'screenshots');

function requiredEnv(name) {
  const value = process.env[name];
  if (!value) {
    console.error(`${name} is not set: it names the binary to test`);
    process.exit(2);
  }
  return value;
}

class Failure extends Error {}

// Every child started here, so that nothing outlives the script, whatever happens; once the
// overall timeout has struck, no more are started.
const children = new Set();
let outOfTime = false;
// What the run holds: the stores and their sandboxes (storeFlowShop: the one of the store flow,
// which the decline case uses too), the origins the browser may reach and the requests it was
// refused, the browser, the stores' certificate, the scratch directory.
const ctx = { shops: [], storeFlowShop: null, allowedOrigins: new Set(), blocked: [], browser: null,
  tls: null, scratch: null };

function check(condition, message) {
  if (!condition) throw new Failure(message);
}

// Resolves when predicate() (which may be async) is truthy, with its value, polling; rejects
// after timeoutMs.
async function waitFor(what, predicate, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await predicate();
    if (value) return value;
    if (Date.now() > deadline) throw new Failure(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// A child process whose stdout lines are kept as they come.
function start(name, command, args, { env, stdin } = {}) {
  if (outOfTime) throw new Failure(`out of time: ${name} not started`);
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const proc = { name, child, lines: [], stderr: '', exited: null };
  children.add(child);
  createInterface({ input: child.stdout }).on('line', (line) => proc.lines.push(line));
  child.stderr.on('data', (chunk) => { proc.stderr += chunk; });
  child.on('exit', (code, signal) => {
    proc.exited = { code, signal };
    children.delete(child);
  });
  if (stdin !== undefined) child.stdin.write(stdin);
  child.stdin.end();
  return proc;
}

async function firstLine(proc, pattern) {
  const line = await waitFor(`${proc.name} to report ready`, () => {
    if (proc.exited)
      throw new Failure(`${proc.name} exited (${JSON.stringify(proc.exited)}): ${proc.stderr}`);
    return proc.lines.find((l) => pattern.test(l));
  });
  return line.match(pattern);
}

async function stop(proc) {
  if (!proc || proc.exited) return;
  proc.child.kill('SIGTERM');
  await waitFor(`${proc.name} to exit`, () => proc.exited, 10_000).catch(() => {
    proc.child.kill('SIGKILL');
  });
}

async function api(shop, method, pathname, headers = {}) {
  const res = await fetch(new URL(pathname, shop.base), {
    method,
    headers: { Authorization: `Bearer ${shop.apiKey}`, ...headers },
  });
  return { status: res.status, json: await res.json() };
}

// Runs a command to its end: its exit code, stdout lines and stderr.
async function run(name, command, args, options) {
  const proc = start(name, command, args, options);
  await waitFor(`${name} to finish`, () => proc.exited, 60_000);
  return proc;
}

// The paydesk command line with its settings and keychain entries in the scratch directory's
// profile, not the user's.
function paydeskEnv() {
  return { HOME: ctx.scratch, XDG_CONFIG_HOME: path.join(ctx.scratch, 'config'),
    XDG_DATA_HOME: path.join(ctx.scratch, 'data'),
    PAYDESK_SETTINGS_DIR: path.join(ctx.scratch, 'settings') };
}

// The sandbox's webhook delivery log (docs/api.md §6.12): every attempt, newest first, and how
// many deliveries are still to be retried.
async function deliveryLog(shop) {
  const r = await api(shop, 'GET', '/sandbox/v1/webhook-deliveries?limit=1000');
  check(r.status === 200, `the delivery log: ${r.status} ${JSON.stringify(r.json)}`);
  return r.json;
}

// The deliveries `paydesk listen --json` printed, one JSON object per line.
function inspected(shop) {
  return shop.listen.lines.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l));
}

// The first delivery of `type` the store verified; on a timeout, what the store got instead.
async function verifiedAtStore(shop, type) {
  return waitFor(`a verified ${type} webhook at the store`, () =>
    shop.store.webhooks.find((d) => d.verified && d.type === type)).catch((e) => {
    throw new Failure(`${e.message}; it received ${JSON.stringify(shop.store.webhooks)}`);
  });
}

const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

// A self-signed certificate for 127.0.0.1 for the stores' HTTPS pages, and the SHA-256 of its
// public key, which Chromium is told to trust.
function makeCertificate(dir) {
  const keyFile = path.join(dir, 'store-key.pem');
  const certFile = path.join(dir, 'store-cert.pem');
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt',
      'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
      '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', keyFile, '-out', certFile],
    { stdio: 'pipe' });
  } catch (e) {
    throw new Failure(`making the stores' certificate with openssl: ${e.stderr ?? e.message}`);
  }
  const cert = readFileSync(certFile);
  const spki = createPublicKey(cert).export({ type: 'spki', format: 'der' });
  return {
    key: readFileSync(keyFile),
    cert,
    spkiHash: createHash('sha256').update(spki).digest('base64'),
  };
}

// A port on 127.0.0.1 that nothing listens on: one the system just handed out and took back.
function closedPort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// A store with its own sandbox. The sandbox signs with `sandboxSecret`, the store verifies with
// `storeSecret`; `unreachable` gives the sandbox a closed port as the store's webhook address;
// `inspectorSecret` adds `paydesk listen`, checking with that secret, as the sandbox's second
// webhook endpoint (signed with the same secret as the first).
async function openShop(name, { storeSecret, sandboxSecret = storeSecret, unreachable,
  inspectorSecret }) {
  const shop = { name };
  ctx.shops.push(shop);
  shop.store = await startStore({ tls: ctx.tls, signingSecret: storeSecret });
  ctx.allowedOrigins.add(shop.store.origin);
  shop.webhookUrl = unreachable
    ? `http://127.0.0.1:${await closedPort()}/webhooks`
    : shop.store.webhookUrl;
  const args = ['--port', '0', '--in-memory',
    '--retry-schedule', RETRY_SCHEDULE.map((s) => `${s}s`).join(','),
    '--webhook-url', shop.webhookUrl, '--webhook-secret', sandboxSecret];
  if (inspectorSecret) {
    shop.listen = start(`paydesk listen (${name})`, paydeskBin,
      ['listen', '--secret-stdin', '--port', '0', '--json'],
      { env: { HOME: ctx.scratch, XDG_CONFIG_HOME: path.join(ctx.scratch, 'config') },
        stdin: `${inspectorSecret}\n` });
    const [, listenUrl] = await firstLine(shop.listen, /^listening url=(\S+)$/);
    shop.inspectorUrl = new URL('/hooks', listenUrl).toString();
    args.push('--webhook-url', shop.inspectorUrl, '--webhook-secret', sandboxSecret);
  }
  shop.sandbox = start(`paydesk-sandbox (${name})`, sandboxBin, args, { env: { HOME: ctx.scratch } });
  const [, base, apiKey] = await firstLine(shop.sandbox, /^ready url=(\S+) api_key=(\S+)/);
  shop.base = base;
  shop.apiKey = apiKey;
  ctx.allowedOrigins.add(new URL(base).origin);
  shop.store.connect(base, apiKey);
  return shop;
}

// A page whose every request is paused before it is sent: those to a store or a sandbox go on,
// anything else is refused (and recorded). `acceptLanguage`: what the customer's browser asks
// for instead of the context's English (its locale emulation would override a page's own
// extra headers).
async function newPage({ acceptLanguage } = {}) {
  const page = await ctx.browser.newPage();
  const cdp = await ctx.browser.newCDPSession(page);
  cdp.on('Fetch.requestPaused', async ({ requestId, request }) => {
    try {
      if (ctx.allowedOrigins.has(new URL(request.url).origin)) {
        const headers = acceptLanguage === undefined ? undefined
          : Object.entries(request.headers)
            .filter(([name]) => name.toLowerCase() !== 'accept-language')
            .map(([name, value]) => ({ name, value }))
            .concat([{ name: 'Accept-Language', value: acceptLanguage }]);
        await cdp.send('Fetch.continueRequest', { requestId, headers });
      } else {
        ctx.blocked.push(request.url);
        await cdp.send('Fetch.failRequest', { requestId, errorReason: 'BlockedByClient' });
      }
    } catch {
      // The page went away while its request was paused.
    }
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*', requestStage: 'Request' }] });
  return page;
}

// Steps 1 and 2 in the browser: the cart, Place order; the store's plugin creates the session
// and the browser follows its redirect to the hosted checkout page (the start of step 3).
async function placeOrder(shop, page) {
  page ??= await newPage();
  const cart = await page.goto(`${shop.store.origin}/`);
  check(cart.status() === 200, `the store's cart page: HTTP ${cart.status()}`);
  const sandboxOrigin = new URL(shop.base).origin;
  await Promise.all([
    page.waitForURL((url) => url.origin === sandboxOrigin || url.pathname === '/checkout',
      { timeout: 15_000 }),
    page.click('#place-order'),
  ]);
  const call = shop.store.apiCalls.at(-1);
  check(call, 'the store made no call to the API');
  check(call.status === 201,
        `the plugin's POST ${call.path}: ${call.status ?? call.error} ` +
        `${JSON.stringify(call.response)}`);
  const order = [...shop.store.orders.values()].at(-1);
  const session = call.response;
  check(page.url() === session.checkout_url,
        `the browser went to checkout_url (${session.checkout_url}), not ${page.url()}`);
  return { page, order, session, call };
}

async function fillCard(page, cardNumber) {
  await page.fill('#card_number', cardNumber);
  await page.fill('#expiry', '12/34');
  await page.fill('#cvc', '123');
  await page.fill('#name', 'Ada Lovelace');
}

// Pays with the success card and follows the 303 back to the store: the return URL and the
// transaction id it carries.
async function payAndReturn(page, shop, { session, order }, screenshot) {
  await fillCard(page, SUCCESS_CARD);
  if (screenshot)
    await page.screenshot({ path: path.join(screenshotDir, screenshot), fullPage: true });
  await Promise.all([
    page.waitForURL((url) => url.origin === shop.store.origin, { timeout: 15_000 }),
    page.click('#pay'),
  ]);
  const back = new URL(page.url());
  const returnUrl = `${shop.store.origin}/checkout/order-received/${order.number}`;
  check(back.origin + back.pathname === returnUrl, `redirected to ${returnUrl}, not ${back}`);
  check(back.searchParams.get('session_id') === session.id, `session_id in the return URL: ${back}`);
  check(back.searchParams.get('status') === 'captured', `status=captured in the return URL: ${back}`);
  const transactionId = back.searchParams.get('transaction_id') ?? '';
  check(transactionId.startsWith('txn_'), `transaction_id in the return URL: ${back}`);
  return { back, transactionId };
}

// The status the order-received page shows, read between its refreshes (it reloads itself every
// second while the order is pending).
async function shownStatus(page) {
  for (let tries = 1; ; ++tries) {
    try {
      await page.waitForLoadState();
      return (await page.textContent('#order-status', { timeout: 2_000 })).trim();
    } catch (e) {
      if (tries === 5) throw e;
    }
  }
}

async function checkShownStatus(page, wanted) {
  const shown = await shownStatus(page);
  check(shown === wanted, `the order-received page shows "${shown}", not "${wanted}"`);
}

async function waitForShownStatus(page, wanted) {
  let shown;
  await waitFor(`the order-received page to show "${wanted}"`, async () => {
    shown = await shownStatus(page).catch((e) => e.message);
    return shown === wanted;
  }, 10_000).catch(() => {
    throw new Failure(`the order-received page shows "${shown}", not "${wanted}"`);
  });
}

// Waits until the sandbox has given up on the store's webhook address (nothing pending), and
// checks the attempts it logged for it: ATTEMPTS of them, oldest first, for one event, each
// with `statusCode` and `error`, each after its delay in RETRY_SCHEDULE. While the first has
// failed and the second is due, the log counts the delivery as pending.
async function failedAttempts(shop, { statusCode, error }) {
  const expected = (r) => r.status_code === statusCode && r.error === error;
  const first = await waitFor('the first attempt in the sandbox\'s delivery log', async () => {
    const log = await deliveryLog(shop);
    return log.data.some((r) => r.url === shop.webhookUrl) && log;
  });
  const attempt1 = first.data.find((r) => r.url === shop.webhookUrl);
  check(expected(attempt1),
        `attempt 1: status ${statusCode} and "${error}" expected: ${JSON.stringify(attempt1)}`);
  check(first.pending >= 1,
        `after the first failed attempt a retry is due: ${JSON.stringify(first)}`);
  const log = await waitFor('the sandbox to give up on the store\'s webhook address', async () => {
    const l = await deliveryLog(shop);
    return l.pending === 0 && l;
  }, 5_000 + RETRY_SCHEDULE.reduce((a, b) => a + b, 0) * 1000);
  const rows = log.data.filter((r) => r.url === shop.webhookUrl).reverse();
  check(rows.length === ATTEMPTS,
        `${ATTEMPTS} attempts to ${shop.webhookUrl}, not ${rows.length}: ${JSON.stringify(log)}`);
  rows.forEach((r, i) => {
    check(r.attempt === i + 1 && r.event_id === rows[0].event_id && expected(r),
          `attempt ${i + 1}: status ${statusCode} and "${error}" expected: ${JSON.stringify(r)}`);
  });
  for (let i = 1; i < rows.length; ++i) {
    const gap = Date.parse(rows[i].at) - Date.parse(rows[i - 1].at);
    const delay = RETRY_SCHEDULE[i - 1] * 1000;
    // Qt's coarse timers may fire up to 5 % early.
    check(gap >= delay * 0.9, `attempt ${i + 1} came ${gap} ms after attempt ${i}, not ${delay} ms`);
  }
  // The sandbox's own log says when the next attempt comes, and when it gives up.
  const eventId = rows[0].event_id;
  rows.forEach((r, i) => {
    const next = i < RETRY_SCHEDULE.length ? `next attempt in ${RETRY_SCHEDULE[i]} s` : 'giving up';
    const line = `delivery of ${eventId} to ${shop.webhookUrl} failed, attempt ${i + 1} : ` +
                 `${error} ; ${next}`;
    check(shop.sandbox.stderr.includes(line), `the sandbox logs "${line}"`);
  });
  return rows;
}

async function theStoreFlow() {
  const secret = newSecret();
  const shop = await openShop('store flow', { storeSecret: secret, inspectorSecret: secret });
  ctx.storeFlowShop = shop;

  const { page, order, session, call } = await placeOrder(shop);
  check(order.status === 'pending', `a new order is pending payment: ${JSON.stringify(order)}`);
  console.log(`ok - 1. the customer places order ${order.number}; the store keeps it pending ` +
              'payment');

  const returnUrl = `${shop.store.origin}/checkout/order-received/${order.number}`;
  check(call.body.amount === order.amount && call.body.merchant_ref === order.merchantRef &&
        call.body.return_url === returnUrl, `the plugin's request: ${JSON.stringify(call.body)}`);
  check(session.id.startsWith('rds_') && session.status === 'open' && session.amount === 4_999 &&
        session.merchant_ref === order.merchantRef && session.return_url === returnUrl,
        `an open session for the order: ${JSON.stringify(session)}`);
  check(order.sessionId === session.id, 'the store keeps the session id with the order');
  const read = await api(shop, 'GET', `/api/v1/transactions/redirect/${session.id}`);
  check(read.status === 200 && read.json.status === 'open',
        `the session through the API: ${JSON.stringify(read.json)}`);
  console.log(`ok - 2. the plugin calls POST /api/v1/transactions/redirect: 201, ${session.id} open`);

  check(new URL(page.url()).pathname === `/checkout/${session.id}`, `the hosted page: ${page.url()}`);
  check((await page.textContent('#amount')).includes('49.99 USD'), 'the amount on the hosted page');
  const { transactionId } = await payAndReturn(page, shop, { session, order }, 'checkout.png');
  console.log('ok - 3. the browser is sent to the hosted page; the customer pays with ' +
              SUCCESS_CARD);

  const delivery = await verifiedAtStore(shop, 'transaction.captured');
  check(delivery.answered === 200 && delivery.transactionId === transactionId,
        `the store answered 200 for ${transactionId}: ${JSON.stringify(delivery)}`);
  check(shop.store.webhooks.every((d) => d.verified),
        `every delivery verified: ${JSON.stringify(shop.store.webhooks)}`);
  await waitFor('the order to be processing', () => order.status === 'processing', 2_000)
    .catch(() => { throw new Failure(`the order after the webhook: ${JSON.stringify(order)}`); });
  check(order.transactionId === transactionId, `the order's transaction: ${order.transactionId}`);
  // The sandbox logs the attempt once it has the store's answer.
  let log;
  const row = await waitFor('the attempt to the store in the delivery log', async () => {
    log = await deliveryLog(shop);
    return log.data.find((r) => r.url === shop.webhookUrl && r.event_id === delivery.id);
  }, 5_000).catch(() => undefined);
  check(row && row.attempt === 1 && row.status_code === 200 && row.error === null,
        `the sandbox logs one successful attempt to the store: ${JSON.stringify(log)}`);
  // The inspector, with the store's secret, agrees: the control for the wrong-secret case.
  const seen = await waitFor('the captured event at paydesk listen', () =>
    inspected(shop).find((d) => d.id === delivery.id));
  check(seen.verdict === 'valid' && seen.scheme === 'standard-webhooks',
        `paydesk listen finds it valid: ${JSON.stringify(seen)}`);
  console.log(`ok - 4. transaction.captured ${delivery.id} reaches the store, verified by ` +
              `standardwebhooks; order ${order.number} is processing`);

  await waitForShownStatus(page, 'Processing');
  check((await page.textContent('#order-number')) === String(order.number), 'the order number shown');
  await page.screenshot({ path: path.join(screenshotDir, 'order-received.png'), fullPage: true });
  await page.close();
  const t = await api(shop, 'GET', `/api/v1/transactions/${transactionId}`);
  check(t.status === 200 && t.json.status === 'captured' && t.json.merchant_ref === order.merchantRef,
        `the transaction through the API: ${JSON.stringify(t.json)}`);
  const s = await api(shop, 'GET', `/api/v1/transactions/redirect/${session.id}`);
  check(s.json.status === 'completed' && s.json.transaction_id === transactionId,
        `the session is completed: ${JSON.stringify(s.json)}`);
  console.log(`ok - 5. the customer lands on the order-received page: order ${order.number}, ` +
              'Processing');

  const refund = await api(shop, 'POST', `/api/v1/transactions/${transactionId}/refunds`,
    { 'Idempotency-Key': `refund-${order.number}` });
  check(refund.status === 201 && refund.json.amount === order.amount,
        `the refund through the API: ${refund.status} ${JSON.stringify(refund.json)}`);
  const refunded = await verifiedAtStore(shop, 'transaction.refunded');
  check(refunded.answered === 200 && refunded.transactionId === transactionId,
        `the store answered 200 for ${transactionId}: ${JSON.stringify(refunded)}`);
  await waitFor('the order to be refunded', () => order.status === 'refunded', 2_000)
    .catch(() => { throw new Failure(`the order after the refund: ${JSON.stringify(order)}`); });
  console.log(`ok - 6. the merchant refunds it: transaction.refunded ${refunded.id} reaches the ` +
              `store, verified by standardwebhooks; order ${order.number} is refunded`);
}

async function theDeclineCardLeavesTheOrderPending() {
  const shop = ctx.storeFlowShop;
  check(shop, 'the store flow did not get as far as opening its store');
  const { page, order, session } = await placeOrder(shop);
  await fillCard(page, DECLINE_CARD);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    page.click('#pay'),
  ]);
  await page.waitForLoadState();
  check(response.status() === 402, `the declined payment answers 402, not ${response.status()}`);
  check(new URL(page.url()).origin === new URL(shop.base).origin, 'the browser stays on checkout');
  const message = await page.textContent('#error');
  check(/declined/i.test(message ?? ''), `the decline message: ${message}`);
  await page.screenshot({ path: path.join(screenshotDir, 'checkout-declined.png'), fullPage: true });
  await page.close();

  const delivery = await verifiedAtStore(shop, 'transaction.failed');
  check(delivery.answered === 200, `the store answered 200: ${JSON.stringify(delivery)}`);
  const t = await api(shop, 'GET', `/api/v1/transactions/${delivery.transactionId}`);
  check(t.status === 200 && t.json.status === 'failed' && t.json.merchant_ref === order.merchantRef,
        `the failed transaction through the API: ${JSON.stringify(t.json)}`);
  const s = await api(shop, 'GET', `/api/v1/transactions/redirect/${session.id}`);
  check(s.json.status === 'open', `a declined session stays open: ${JSON.stringify(s.json)}`);
  check(order.status === 'pending', `the order stays pending: ${JSON.stringify(order)}`);
  check(order.failedPayments.some((f) => f.transactionId === delivery.transactionId),
        `the store notes the failed payment: ${JSON.stringify(order)}`);
  console.log(`ok - decline card: "${message}"; transaction.failed verified; ` +
              `order ${order.number} pending`);
}

// The store developer makes a failed payment happen from the command line, against the
// store's sandbox: the store hears it like any other.
async function paydeskTriggerReachesTheStore() {
  const shop = ctx.storeFlowShop;
  check(shop, 'the store flow did not get as far as opening its store');
  const profile = 'Teapot sandbox';
  const added = await run('paydesk profiles add', paydeskBin,
    ['profiles', 'add', '--name', profile, '--environment', 'sandbox', '--base-url', shop.base,
      '--key-stdin'], { env: paydeskEnv(), stdin: `${shop.apiKey}\n` });
  check(added.exited.code === 0,
        `paydesk profiles add (it keeps the key in the OS keychain: run in a D-Bus session with ` +
        `one, tests/support/with-test-keyring.sh): ${added.stderr}`);
  try {
    const triggered = await run('paydesk trigger', paydeskBin,
      ['trigger', 'transaction.failed', '--profile', profile, '--json'], { env: paydeskEnv() });
    check(triggered.exited.code === 0, `paydesk trigger: ${triggered.stderr}`);
    const out = JSON.parse(triggered.lines.join('\n'));
    check(out.type === 'transaction.failed' && out.event_id?.startsWith('evt_'),
          `paydesk trigger's answer: ${JSON.stringify(out)}`);
    const delivery = await waitFor(`${out.event_id} at the store`, () =>
      shop.store.webhooks.find((d) => d.id === out.event_id)).catch((e) => {
      throw new Failure(`${e.message}; it received ${JSON.stringify(shop.store.webhooks)}`);
    });
    check(delivery.verified && delivery.type === 'transaction.failed' &&
          delivery.answered === 200 && delivery.transactionId === out.transaction_id,
          `the store verified it and answered 200: ${JSON.stringify(delivery)}`);
    console.log(`ok - paydesk trigger transaction.failed: ${out.event_id} reaches the store, ` +
                'verified by standardwebhooks');
  } finally {
    await run('paydesk profiles remove', paydeskBin, ['profiles', 'remove', profile],
      { env: paydeskEnv() });
  }
}

// A German shopper's browser asks for German: the hosted page answers in it.
async function theHostedPageSpeaksTheShoppersLanguage() {
  const shop = ctx.storeFlowShop;
  check(shop, 'the store flow did not get as far as opening its store');
  const page = await newPage({ acceptLanguage: 'de-DE,de;q=0.9,en;q=0.8' });
  const { order, session } = await placeOrder(shop, page);
  const lang = await page.getAttribute('html', 'lang');
  check(lang === 'de', `the page says it is German, not ${lang}`);
  const label = (await page.textContent('label[for=card_number]'))?.trim();
  const pay = (await page.textContent('#pay'))?.trim();
  check(label === 'Kartennummer' && pay === '49,99 USD bezahlen',
        `the hosted page in German: "${label}", "${pay}"`);
  await page.screenshot({ path: path.join(screenshotDir, 'checkout-de.png'), fullPage: true });
  await page.close();
  check(order.sessionId === session.id, 'the order has its session');
  console.log(`ok - the hosted page in German by Accept-Language: "${label}", "${pay}"`);
}

async function anUnreachableWebhookAddressLeavesTheOrderPending() {
  const shop = await openShop('unreachable webhook address',
    { storeSecret: newSecret(), unreachable: true });
  const { page, order, session } = await placeOrder(shop);
  const { transactionId } = await payAndReturn(page, shop, { session, order });

  const rows = await failedAttempts(shop, { statusCode: null, error: 'Connection refused' });
  check(shop.store.webhooks.length === 0, 'the store received no webhook');
  check(order.status === 'pending', `the order stays pending: ${JSON.stringify(order)}`);
  await checkShownStatus(page, 'Pending payment');
  await page.screenshot({ path: path.join(screenshotDir, 'order-pending.png'), fullPage: true });
  await page.close();
  const t = await api(shop, 'GET', `/api/v1/transactions/${transactionId}`);
  check(t.json.status === 'captured', `yet the payment is captured: ${JSON.stringify(t.json)}`);
  console.log(`ok - unreachable webhook address: ${ATTEMPTS} attempts "${rows[0].error}" ` +
              `${RETRY_SCHEDULE.map((s) => `${s} s`).join(' and ')} apart, then none pending; ` +
              `order ${order.number} pending though ${transactionId} is captured`);
}

async function aWrongSigningSecretLeavesTheOrderPending() {
  const storeSecret = newSecret();
  const shop = await openShop('wrong signing secret',
    { storeSecret, sandboxSecret: newSecret(), inspectorSecret: storeSecret });
  const { page, order, session } = await placeOrder(shop);
  const { transactionId } = await payAndReturn(page, shop, { session, order });

  const rows = await failedAttempts(shop, { statusCode: 400, error: 'HTTP 400' });
  const eventId = rows[0].event_id;
  check(shop.store.webhooks.length === ATTEMPTS && shop.store.webhooks.every((d) =>
    d.id === eventId && !d.verified && d.answered === 400 &&
    d.error === 'No matching signature found'),
  `the store's library refused each attempt, answering 400: ${JSON.stringify(shop.store.webhooks)}`);
  check(order.status === 'pending', `the order stays pending: ${JSON.stringify(order)}`);
  await checkShownStatus(page, 'Pending payment');
  await page.close();

  // The inspector, checking with the store's secret, says why.
  const seen = await waitFor('the event at paydesk listen', () =>
    inspected(shop).find((d) => d.id === eventId));
  check(seen.verdict === 'invalid' && seen.reason === 'no_matching_signature' &&
        /signing secret differs/.test(seen.message) && seen.transaction_id === transactionId &&
        seen.type === 'transaction.captured',
        `paydesk listen: invalid, no_matching_signature: ${JSON.stringify(seen)}`);
  const log = await deliveryLog(shop);
  check(log.data.some((r) => r.url === shop.inspectorUrl && r.event_id === eventId &&
                             r.status_code === 200),
        `the inspector answered 200: ${JSON.stringify(log)}`);
  console.log('ok - wrong signing secret: the store answers 400 ' +
              `("${shop.store.webhooks[0].error}") ` +
              `${ATTEMPTS} times; order ${order.number} pending; paydesk listen: ${seen.verdict}, ` +
              `${seen.reason}`);
}

// Retried for 2 s: a browser that is going away may still be writing to its profile.
function removeScratch() {
  try {
    if (ctx.scratch)
      rmSync(ctx.scratch, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
  } catch (e) {
    console.log(`# could not remove ${ctx.scratch}: ${e.message}`);
  }
}

async function main() {
  mkdirSync(screenshotDir, { recursive: true });
  ctx.scratch = mkdtempSync(path.join(tmpdir(), 'paydesk-e2e-'));
  let passed = 0;
  let failed = 0;
  try {
    ctx.tls = makeCertificate(ctx.scratch);
    ctx.browser = await chromium.launchPersistentContext(path.join(ctx.scratch, 'chromium-profile'), {
      executablePath: CHROMIUM,
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync',
        // No host name is ever looked up: 127.0.0.1 is the only address the page may reach.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
        // The stores' certificate, and no other, is trusted.
        `--ignore-certificate-errors-spki-list=${ctx.tls.spkiHash}`],
      viewport: { width: 640, height: 720 },
      // The customer's language, as the hosted page reads it from Accept-Language.
      locale: 'en-US',
      deviceScaleFactor: 1,
    });
    const onlyTheStoresAndTheSandboxes = async () => {
      check(ctx.blocked.length === 0,
            `requests elsewhere: ${JSON.stringify([...new Set(ctx.blocked)])}`);
      console.log('ok - the browser reached only the stores and the sandboxes');
    };
    for (const test of [theStoreFlow, theDeclineCardLeavesTheOrderPending,
      paydeskTriggerReachesTheStore, theHostedPageSpeaksTheShoppersLanguage,
      anUnreachableWebhookAddressLeavesTheOrderPending, aWrongSigningSecretLeavesTheOrderPending,
      onlyTheStoresAndTheSandboxes]) {
      const started = Date.now();
      try {
        await test();
        ++passed;
      } catch (e) {
        ++failed;
        console.log(`not ok - ${test.name || 'test'}: ${e instanceof Failure ? e.message : e.stack}`);
      }
      console.log(`# ${test.name || 'test'}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  } catch (e) {
    ++failed;
    console.log(`not ok - setup: ${e instanceof Failure ? e.message : e.stack}`);
  } finally {
    const procs = ctx.shops.flatMap((s) => [s.listen, s.sandbox]).filter(Boolean);
    if (failed > 0) {
      for (const proc of procs)
        if (proc.stderr) console.log(`${proc.name} stderr:\n${proc.stderr}`);
    }
    await ctx.browser?.close().catch(() => {});
    for (const proc of procs) await stop(proc);
    for (const shop of ctx.shops) await shop.store?.close().catch(() => {});
    // After the overall timeout, its handler cleans up.
    if (!outOfTime) removeScratch();
  }
  console.log(`screenshots in ${screenshotDir}`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

const timer = setTimeout(async () => {
  outOfTime = true;
  console.log(`not ok - no result within ${OVERALL_TIMEOUT_MS / 1000} s`);
  for (const child of children) child.kill('SIGKILL');
  // Closing the browser lets it end its own helper processes; 5 s at most.
  const closed = ctx.browser?.close().catch(() => {});
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  for (const child of children) child.kill('SIGKILL');
  removeScratch();
  process.exit(1);
}, OVERALL_TIMEOUT_MS);
timer.unref();
process.exitCode = await main();
