// The store-plugin flow in a real browser: a store creates a redirect session through the API,
// the customer's browser (headless Debian Chromium, driven by playwright-core) pays on the
// sandbox's hosted checkout page and is sent back to the store's return_url, and the store's
// webhook endpoint (`paydesk listen`) receives the signed transaction.captured event. Then the
// same with the decline card and transaction.failed.
//
// Run by CTest through run.sh (label "e2e"); by hand:
//   PAYDESK_SANDBOX_BIN=build/app/sandbox/paydesk-sandbox PAYDESK_BIN=build/app/paydesk \
//   PAYDESK_SCREENSHOT_DIR=docs/screenshots node tests/e2e/checkout.spec.mjs
//
// Nothing leaves the machine: the browser resolves no host name and reaches only the sandbox on
// 127.0.0.1; the navigation to the store (https://shop.example) is answered inside the browser.
// That is done with the DevTools Fetch domain rather than page.route, because Playwright does
// not route the request that follows a redirect (microsoft/playwright#3993, #12527), and the
// return to the store is exactly such a request: the checkout form's POST answers 303.

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { chromium } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';
const STORE_ORIGIN = 'https://shop.example';
const RETURN_URL = `${STORE_ORIGIN}/return`;
const CANCEL_URL = `${STORE_ORIGIN}/cancel`;
const OVERALL_TIMEOUT_MS = 120_000;

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

// Every child started here, so that nothing outlives the script, whatever happens.
const children = new Set();

function check(condition, message) {
  if (!condition) throw new Failure(message);
}

// Resolves when predicate() is truthy (its value), polling; rejects after timeoutMs.
async function waitFor(what, predicate, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = predicate();
    if (value) return value;
    if (Date.now() > deadline) throw new Failure(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// A child process whose stdout lines are kept as they come.
function start(name, command, args, { env, stdin } = {}) {
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

async function api(base, apiKey, method, pathname, body) {
  const res = await fetch(new URL(pathname, base), {
    method,
    headers: {
      Authorization: `Bearer ${apiKey}`,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: await res.json() };
}

// The deliveries `paydesk listen --json` printed, one JSON object per line.
function deliveries(listen) {
  return listen.lines.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l));
}

async function createSession(ctx, merchantRef, amount) {
  const r = await api(ctx.base, ctx.apiKey, 'POST', '/api/v1/transactions/redirect', {
    amount,
    currency: 'USD',
    gateway: 'cardnet',
    merchant_ref: merchantRef,
    description: 'Two mugs and a teapot',
    return_url: RETURN_URL,
    cancel_url: CANCEL_URL,
  });
  check(r.status === 201, `creating the redirect session: ${r.status} ${JSON.stringify(r.json)}`);
  check(r.json.id.startsWith('rds_') && r.json.status === 'open', 'an open rds_ session');
  check(new URL(r.json.checkout_url).origin === new URL(ctx.base).origin,
        `checkout_url on the sandbox: ${r.json.checkout_url}`);
  return r.json;
}

async function fillCard(page, cardNumber) {
  await page.fill('#card_number', cardNumber);
  await page.fill('#expiry', '12/34');
  await page.fill('#cvc', '123');
  await page.fill('#name', 'Ada Lovelace');
}

const STORE_PAGE = '<!DOCTYPE html><title>Shop</title><h1>Thanks for your order</h1>';

// A page whose every request is paused before it is sent: the sandbox's are let through, the
// store's answered with STORE_PAGE (and recorded), anything else refused.
async function newPage(ctx) {
  const page = await ctx.browser.newPage();
  const cdp = await ctx.browser.newCDPSession(page);
  const sandboxOrigin = new URL(ctx.base).origin;
  cdp.on('Fetch.requestPaused', async ({ requestId, request, resourceType }) => {
    const origin = new URL(request.url).origin;
    try {
      if (origin === STORE_ORIGIN) {
        if (resourceType === 'Document') ctx.storeNavigations.push(request.url);
        await cdp.send('Fetch.fulfillRequest', {
          requestId,
          responseCode: 200,
          responseHeaders: [{ name: 'Content-Type', value: 'text/html; charset=utf-8' }],
          body: Buffer.from(STORE_PAGE).toString('base64'),
        });
      } else if (origin === sandboxOrigin) {
        await cdp.send('Fetch.continueRequest', { requestId });
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

async function paysWithTheSuccessCard(ctx) {
  const session = await createSession(ctx, 'e2e-order-1001', 4_999);
  const page = await newPage(ctx);
  const landing = await page.goto(session.checkout_url);
  check(landing.status() === 200, `checkout page: HTTP ${landing.status()}`);
  check((await page.textContent('#amount')).includes('49.99 USD'), 'the amount on the page');
  await fillCard(page, '4242 4242 4242 4242');
  await page.screenshot({ path: path.join(screenshotDir, 'checkout.png'), fullPage: true });

  await Promise.all([page.waitForURL((url) => url.origin === STORE_ORIGIN), page.click('#pay')]);
  const back = new URL(page.url());
  check(back.origin + back.pathname === RETURN_URL, `redirected to return_url, not ${back}`);
  check(back.searchParams.get('session_id') === session.id, 'session_id in the return URL');
  check(back.searchParams.get('status') === 'captured', 'status=captured in the return URL');
  const transactionId = back.searchParams.get('transaction_id') ?? '';
  check(transactionId.startsWith('txn_'), `transaction_id in the return URL: ${back}`);
  check((await page.textContent('h1')) === 'Thanks for your order', 'the store page is shown');
  await page.close();

  const t = await api(ctx.base, ctx.apiKey, 'GET', `/api/v1/transactions/${transactionId}`);
  check(t.status === 200 && t.json.status === 'captured' && t.json.amount === 4_999,
        `the transaction through the API: ${JSON.stringify(t.json)}`);
  const s = await api(ctx.base, ctx.apiKey, 'GET', `/api/v1/transactions/redirect/${session.id}`);
  check(s.json.status === 'completed' && s.json.transaction_id === transactionId,
        `the session is completed: ${JSON.stringify(s.json)}`);

  const delivery = await waitFor('the transaction.captured delivery at paydesk listen', () =>
    deliveries(ctx.listen).find(
      (d) => d.type === 'transaction.captured' && d.transaction_id === transactionId));
  check(delivery.verdict === 'valid', `the delivery verifies: ${JSON.stringify(delivery)}`);
  check(delivery.scheme === 'standard-webhooks', `signed with Standard Webhooks: ${delivery.scheme}`);
  console.log(`ok - success card: redirected to ${back}, transaction.captured ${delivery.id} valid`);
}

async function theDeclineCardIsDeclined(ctx) {
  const session = await createSession(ctx, 'e2e-order-1002', 2_500);
  const page = await newPage(ctx);
  await page.goto(session.checkout_url);
  await fillCard(page, '4000 0000 0000 0002');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    page.click('#pay'),
  ]);
  await page.waitForLoadState();
  check(response.status() === 402, `the declined payment answers 402, not ${response.status()}`);
  check(new URL(page.url()).origin === new URL(ctx.base).origin, 'the browser stays on checkout');
  const message = await page.textContent('#error');
  check(/declined/i.test(message ?? ''), `the decline message: ${message}`);
  await page.screenshot({ path: path.join(screenshotDir, 'checkout-declined.png'), fullPage: true });
  await page.close();

  const delivery = await waitFor('the transaction.failed delivery at paydesk listen', () =>
    deliveries(ctx.listen).find((d) => d.type === 'transaction.failed'));
  check(delivery.verdict === 'valid', `the delivery verifies: ${JSON.stringify(delivery)}`);
  const t = await api(ctx.base, ctx.apiKey, 'GET', `/api/v1/transactions/${delivery.transaction_id}`);
  check(t.status === 200 && t.json.status === 'failed' && t.json.merchant_ref === 'e2e-order-1002',
        `the failed transaction through the API: ${JSON.stringify(t.json)}`);
  const s = await api(ctx.base, ctx.apiKey, 'GET', `/api/v1/transactions/redirect/${session.id}`);
  check(s.json.status === 'open', `a declined session stays open: ${JSON.stringify(s.json)}`);
  console.log(`ok - decline card: "${message}", transaction.failed ${delivery.id} valid`);
}

async function main() {
  mkdirSync(screenshotDir, { recursive: true });
  const scratch = mkdtempSync(path.join(tmpdir(), 'paydesk-e2e-'));
  const ctx = { storeNavigations: [], blocked: [] };
  let passed = 0;
  let failed = 0;
  try {
    // The store's webhook endpoint, checking signatures with a secret it reads from stdin.
    const secret = `whsec_${randomBytes(32).toString('base64')}`;
    ctx.listen = start('paydesk listen', paydeskBin,
      ['listen', '--secret-stdin', '--port', '0', '--json'],
      { env: { HOME: scratch, XDG_CONFIG_HOME: path.join(scratch, 'config') }, stdin: `${secret}\n` });
    const [, listenUrl] = await firstLine(ctx.listen, /^listening url=(\S+)$/);

    ctx.sandbox = start('paydesk-sandbox', sandboxBin,
      ['--port', '0', '--in-memory', '--webhook-url', new URL('/hooks', listenUrl).toString(),
       '--webhook-secret', secret],
      { env: { HOME: scratch } });
    const ready = await firstLine(ctx.sandbox, /^ready url=(\S+) api_key=(\S+)/);
    ctx.base = ready[1];
    ctx.apiKey = ready[2];

    ctx.browser = await chromium.launchPersistentContext(path.join(scratch, 'chromium-profile'), {
      executablePath: CHROMIUM,
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync',
        // No host name is ever looked up: 127.0.0.1 is the only address the page may reach.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
      viewport: { width: 640, height: 720 },
      deviceScaleFactor: 1,
    });
    const onlyTheStoreAndTheSandbox = async () => {
      check(ctx.storeNavigations.length === 1,
            `one navigation to the store, not ${JSON.stringify(ctx.storeNavigations)}`);
      check(ctx.blocked.length === 0, `requests elsewhere: ${JSON.stringify(ctx.blocked)}`);
      console.log('ok - the browser reached the sandbox and, once, the store; nothing else');
    };
    for (const test of [paysWithTheSuccessCard, theDeclineCardIsDeclined,
      onlyTheStoreAndTheSandbox]) {
      try {
        await test(ctx);
        ++passed;
      } catch (e) {
        ++failed;
        console.log(`not ok - ${test.name || 'test'}: ${e instanceof Failure ? e.message : e.stack}`);
      }
    }
  } catch (e) {
    ++failed;
    console.log(`not ok - setup: ${e instanceof Failure ? e.message : e.stack}`);
  } finally {
    if (failed > 0) {
      for (const proc of [ctx.listen, ctx.sandbox].filter(Boolean))
        if (proc.stderr) console.log(`${proc.name} stderr:\n${proc.stderr}`);
    }
    await ctx.browser?.close().catch(() => {});
    await stop(ctx.sandbox);
    await stop(ctx.listen);
    rmSync(scratch, { recursive: true, force: true });
  }
  console.log(`screenshots in ${screenshotDir}`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

const timer = setTimeout(() => {
  console.log(`not ok - no result within ${OVERALL_TIMEOUT_MS / 1000} s`);
  for (const child of children) child.kill('SIGKILL');
  process.exit(1);
}, OVERALL_TIMEOUT_MS);
timer.unref();
process.exitCode = await main();
