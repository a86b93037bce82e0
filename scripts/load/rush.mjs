// `npm run load -- --rush`: a bulk-buy rush on one product (issue #27). One farmer
// lists RUSH.stockKg; RUSH.buyers distinct buyers each send one placeBuyRequest for
// RUSH.askKg, spread evenly over RUSH.seconds, so demand exceeds the stock; the
// farmer's one accept loop (a phone: one step at a time) accepts pending requests
// as they arrive, so stock runs out mid-rush. Prints the latencies, the outcomes by
// code and the retries the clients saw, then the load run's invariant checks.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { newWorld, PRESS_AGAIN, pressAgain } from './actions.mjs';
import { listProduct, signUpCast } from './cast.mjs';
import { checkInvariants } from './checks.mjs';
import { createRecorder, summaryLines } from './recorder.mjs';

// 150 kg: with one accept at a time the farmer takes about 5 requests a second, so a
// larger lot (300 kg) still has stock when the last buyer asks and nobody is refused.
// In kg here; the lots and requests go in grams.
const RUSH = { buyers: 100, seconds: 10, stockKg: 150, askKg: 5 };
const SIGNUP_POOL = 8;
/** Buyers who warm the functions up on a lot of their own before the rush (the emulator's parallelism). */
const WARM_BUYERS = Number(process.env.FUNCTIONS_EMULATOR_PARALLEL ?? '4');
// A buyer presses Send again as the app's person does (actions.mjs pressAgain, PRESS_AGAIN).
const BUSY = /^functions\/aborted/;
const RETRY_MS = PRESS_AGAIN.afterMs;
const MAX_SENDS = PRESS_AGAIN.maxSends;
/** How long the farmer keeps looking for pending requests once every buyer has an answer. */
const ACCEPT_TAIL_MS = 60_000;
const POLL_MS = 250;

/** Lines runOrderTransaction logs (functions/src/orders/order-tx.ts) when a transaction needed more than one attempt. */
const TX_LOG = /"message":"order transaction (retried|gave up under contention|unavailable)"/;

const logLines = (path) => readFileSync(path, 'utf8').split('\n');

/** The order transactions' own retries, from the emulator log's lines after line `from`. */
function serverRetries(path, from) {
  const out = new Map(); // function -> { transactions, extra attempts, gave up }
  for (const line of logLines(path).slice(from)) {
    if (!TX_LOG.test(line)) continue;
    let entry;
    try {
      entry = JSON.parse(line.slice(line.indexOf('{')));
    } catch {
      continue; // a line cut short
    }
    const o = out.get(entry.name) ?? { transactions: 0, extra: 0, gaveUp: 0 };
    if (entry.message === 'order transaction retried') {
      o.transactions++;
      o.extra += Number(entry.attempts) - 1;
    } else o.gaveUp++;
    out.set(entry.name, o);
  }
  return out;
}

/** One buyer's purchase: sends until an answer is final; answers its outcome and how many sends. */
async function buyOnce(buyer, productId, timed, tally, arrived) {
  const requestId = randomBytes(16).toString('hex');
  const place = () => buyer.client.call('placeBuyRequest', { productId, quantityG: RUSH.askKg * 1000, requestId });
  for (let send = 1; ; send++) {
    const r = await timed(send === 1 ? 'placeBuyRequest' : 'placeBuyRequest (retry)', place);
    tally.sends++;
    if (!r.ok && BUSY.test(r.code)) tally.aborted++;
    if (r.ok) {
      if (!arrived.includes(r.value.orderId)) arrived.push(r.value.orderId);
      return r.value.created ? 'placed' : 'placed (found by a retry)';
    }
    if (!pressAgain(r.code) || send >= MAX_SENDS) return r.code;
    tally.retries++;
    await sleep(RETRY_MS);
  }
}

/**
 * The farmer's phone: takes the requests in the order they arrived (the buyers'
 * answers name them, as the new-request notification does; a Firestore query
 * per poll on the emulator's gRPC channel stalled this loop for a minute once)
 * and accepts them one at a time, until `done()` and none is left. A busy or
 * lost answer is pressed again later; any other refusal (not enough stock left,
 * or already declined automatically) is final.
 */
async function acceptLoop(farmer, arrived, timed, tally, done) {
  let tail = null;
  for (;;) {
    if (done()) {
      tail ??= Date.now() + ACCEPT_TAIL_MS;
      if (!arrived.length || Date.now() > tail) return;
    }
    const orderId = arrived.shift();
    if (!orderId) {
      await sleep(POLL_MS);
      continue;
    }
    const r = await timed('updateOrder accept', () => farmer.client.call('updateOrder', { orderId, action: 'accept' }));
    if (!r.ok && BUSY.test(r.code)) tally.aborted++;
    if (!r.ok && pressAgain(r.code)) {
      tally.retries++;
      arrived.push(orderId);
    }
  }
}

/** One lot bought by `buyers` at once and accepted by `farmer`, while `timed` records it. */
async function rushOn({ farmer, buyers, productId, timed, spreadMs }) {
  const buyTally = { sends: 0, retries: 0, aborted: 0 };
  const acceptTally = { retries: 0, aborted: 0 };
  const arrived = []; // order ids placed and not yet accepted or refused
  let answered = false;
  const t0 = performance.now();
  const accepting = acceptLoop(farmer, arrived, timed, acceptTally, () => answered);
  const outcomes = await Promise.all(
    buyers.map(async (b, i) => {
      await sleep((i * spreadMs) / buyers.length);
      return buyOnce(b, productId, timed, buyTally, arrived);
    }),
  );
  const buysMs = performance.now() - t0;
  answered = true;
  await accepting;
  return { outcomes, buyTally, acceptTally, buysMs, seconds: (performance.now() - t0) / 1000 };
}

/** Signs up, warms up, runs the rush, prints it and checks the invariants; answers true when all hold. */
export async function rush({ tag, warmup, going, serverLog }) {
  const setup = createRecorder();
  const t0 = performance.now();
  const cast = await signUpCast({
    farmers: 1,
    buyers: RUSH.buyers + (warmup ? WARM_BUYERS : 0),
    tag,
    size: SIGNUP_POOL,
    timed: setup.timed,
  });
  const [farmer] = cast.farmers;
  const buyers = cast.buyers.slice(0, RUSH.buyers);
  const warmBuyers = cast.buyers.slice(RUSH.buyers);
  console.log(
    `signed up 1 farmer and ${cast.buyers.length} buyers in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const stock = new Map();
  const productId = await listProduct(farmer, 0, stock, RUSH.stockKg * 1000);
  if (warmBuyers.length) {
    // Starts the functions emulator's worker processes (seconds each on 2 cores) before the clock.
    const warm = createRecorder();
    const warmLot = await listProduct(farmer, 1, stock, RUSH.askKg * 1000 * warmBuyers.length);
    await rushOn({ farmer, buyers: warmBuyers, productId: warmLot, timed: warm.timed, spreadMs: 0 });
    const n = [...warm.ops.values()].reduce((sum, o) => sum + o.ms.length, 0);
    console.log(`warm-up: ${warmBuyers.length} buyers on a lot of their own, ${n} calls, not counted`);
  }
  if (!going()) return false;

  console.log(
    `\nrush: ${RUSH.buyers} buyers ask ${RUSH.askKg} kg each (${RUSH.buyers * RUSH.askKg} kg) of one ${RUSH.stockKg} kg ` +
      `lot over ${RUSH.seconds} s; the farmer accepts one request at a time as they arrive ...`,
  );
  const run = createRecorder();
  const logFrom = logLines(serverLog).length - 1;
  const r = await rushOn({ farmer, buyers, productId, timed: run.timed, spreadMs: RUSH.seconds * 1000 });
  console.log(
    `every buyer answered ${(r.buysMs / 1000).toFixed(1)} s after the first send; the farmer done at ${r.seconds.toFixed(1)} s\n`,
  );
  for (const line of summaryLines(run.ops, r.seconds)) console.log(line);
  const byOutcome = new Map();
  for (const o of r.outcomes) byOutcome.set(o, (byOutcome.get(o) ?? 0) + 1);
  console.log(`\n${r.buyTally.sends} placeBuyRequest calls sent by ${RUSH.buyers} buyers; final outcome per buyer:`);
  for (const [o, n] of [...byOutcome].sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(5)}  ${o}`);
  console.log(
    `retries the clients saw: ${r.buyTally.retries} buy requests sent again with their request id, ` +
      `${r.acceptTally.retries} accepts pressed again (after aborted/unavailable/deadline-exceeded/lost answers); ` +
      `${r.buyTally.aborted + r.acceptTally.aborted} answers were 'aborted' (orders/busy: the server's transaction ` +
      `retries gave up under contention). An accept refused with orders/wrong-status found the request ` +
      'already declined automatically when the stock ran out.',
  );

  const world = newWorld({ farmers: [farmer], buyers, blogs: [], stock });
  const ok = await checkInvariants(world);
  // After the checks, so the triggers' and callables' log lines of the rush are all written.
  const server = [...serverRetries(serverLog, logFrom)]
    .map(
      ([name, o]) => `${name}: ${o.transactions} transactions retried, ${o.extra} extra attempts, ${o.gaveUp} gave up`,
    )
    .join('; ');
  console.log(`\nthe server's transaction retries during the rush (its log, ${serverLog}): ${server || 'none'}`);
  return ok;
}
