import { collection, getDocs, query, where } from 'firebase/firestore/lite';
import { httpsCallable } from 'firebase/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAs, type Client } from '../helpers/client';
import { clearAuth, clearFirestore, messageOf } from '../helpers/env';
import {
  callAsTheApp,
  closeAdmin,
  createGate,
  listProduct,
  newRequestId,
  readDoc,
  withAdmin,
  type BusyStats,
  type Gate,
} from '../helpers/orders';

// 20 buyers ask for the same 50 kg at once, then the farmer accepts every
// request at once. Transactions on the one product collide and are retried by
// the Admin SDK and the functions; the clients call once, as the web app does
// (no automatic retry), so an answer may be 'busy' and the person presses again.
// What must hold is not who wins but the invariants: no overselling, no
// negative stock, no lost or doubled order, every order in exactly one state,
// and a busy answer changes nothing.
const BUYERS = 20;
/** 50 kg, in grams; the buyers ask for 0.1 kg to 10 kg each, in steps of 0.1 kg. */
const STOCK_G = 50_000;
const SEED = Number(process.env.KH_RACE_SEED ?? Date.now() % 1_000_000);

/**
 * Production runs at most 10 instances of each function, one request each
 * (functions/src/config.ts: maxInstances 10, 256 MiB); the emulator has no
 * such cap and starts one Node process per concurrent request, giving each 30 s
 * to load before the request hangs. A gate per function plays the cap.
 */
const INSTANCES = 10;

/** mulberry32: a tiny seeded generator, so a failing run can be replayed with KH_RACE_SEED. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Runs `fn` over `items` with at most `limit` at a time. */
async function pool<T, R>(items: T[], limit: number, fn: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/**
 * Starts the instances before the race, 5 at a time so no start misses the
 * emulator's load timeout on a busy 2-core machine (production keeps warm
 * instances too). The calls read Firestore, so each process has its client
 * ready, and are refused as not-found, writing nothing.
 */
async function warmUp(buyer: Client): Promise<void> {
  const calls: Array<[string, (i: number) => unknown]> = [
    ['placeBuyRequest', (i) => ({ productId: 'warmUpNoProduct', quantityG: 1000, requestId: `warm-up-${i}` })],
    ['updateOrder', () => ({ orderId: 'warmUpNoOrder', action: 'cancel' })],
  ];
  for (const [name, data] of calls) {
    for (let inFlight = 5; inFlight <= INSTANCES; inFlight += 5) {
      const call = httpsCallable(buyer.functions, name, { timeout: 45_000 });
      await Promise.allSettled(Array.from({ length: inFlight }, (_, i) => call(data(i))));
    }
  }
}

let farmer: Client;
let buyers: Client[] = [];
const gates: Record<string, Gate> = {};
const gate = (name: string) => (gates[name] ??= createGate(INSTANCES));

describe(`order race (seed ${SEED})`, { timeout: 90_000 }, () => {
  beforeAll(async () => {
    const t0 = Date.now();
    await Promise.all([clearFirestore(), clearAuth()]);
    farmer = await signUpAs('farmer', 'race-farmer@example.com');
    buyers = await pool(Array.from({ length: BUYERS }), 5, (_, i) => signUpAs('user', `race-buyer-${i}@example.com`));
    const t1 = Date.now();
    await warmUp(buyers[0]!);
    console.log(`race setup: ${BUYERS + 1} signups ${t1 - t0} ms, warm-up ${Date.now() - t1} ms`);
  });
  afterAll(async () => {
    await Promise.all([farmer, ...buyers].map((c) => c?.close()));
    await closeAdmin();
  });

  it('never oversells, loses or doubles an order when 20 buyers and the farmer act at once', async () => {
    const rnd = random(SEED);
    const productId = await listProduct(farmer, { title: 'Alphonso Mango', pricePaise: 12_000, quantityG: STOCK_G });
    const wanted = buyers.map(() => 100 * (1 + Math.floor(rnd() * 100)));
    const stats: BusyStats = { busy: 0, codes: {} };
    const call = <Out>(c: Client, name: string, data: unknown) => callAsTheApp<Out>(c, name, data, stats, gate(name));
    // What the app shows for a busy answer (written here, not imported from the code under test).
    const expectBusy = (answer: { ok: false; message: string }) =>
      expect(answer.message).toBe('Many orders are being handled at once; please try again');
    const started = Date.now();

    // Every buyer at once. A busy answer leaves that buyer without an order (checked below).
    const requests = buyers.map((_, i) => ({ productId, quantityG: wanted[i], requestId: newRequestId() }));
    const placed: Array<string | null> = await Promise.all(
      buyers.map(async (b, i) => {
        const answer = await call<{ orderId: string }>(b, 'placeBuyRequest', requests[i]);
        if (answer.ok) return answer.data.orderId;
        expectBusy(answer);
        return null;
      }),
    );
    const placedMs = Date.now() - started;
    const placedIds = placed.filter((id): id is string => id !== null);
    expect(new Set(placedIds).size).toBe(placedIds.length);
    // Requests do not take stock.
    expect(await readDoc(`products/${productId}`)).toMatchObject({ quantityG: STOCK_G });

    // The farmer accepts every placed request at once.
    type Outcome = { orderId: string; grams: number; result: 'accepted' | 'no-stock' | 'busy' };
    const outcomes: Outcome[] = await Promise.all(
      placed
        .flatMap((orderId, i) => (orderId === null ? [] : [{ orderId, grams: wanted[i]! }]))
        .map(async ({ orderId, grams }): Promise<Outcome> => {
          try {
            const answer = await call(farmer, 'updateOrder', { orderId, action: 'accept' });
            if (answer.ok) return { orderId, grams, result: 'accepted' };
            expectBusy(answer);
            return { orderId, grams, result: 'busy' };
          } catch (error) {
            expect(error).toMatchObject({ code: 'functions/failed-precondition' });
            // Refused for the stock, or already declined for it by the stock trigger (on-product-changed).
            expect(messageOf(error)).toMatch(
              /^(Not enough stock left: only \d+(\.\d)? kg available|An order that is Declined cannot be accepted)$/,
            );
            return { orderId, grams, result: 'no-stock' };
          }
        }),
    );
    const acceptMs = Date.now() - started - placedMs;

    // Every buyer presses 'Request to Buy' again at once, after the fact, with the same request
    // id (the dialog keeps it): the same orders answer, and one that was busy is placed now.
    const retried = await Promise.all(
      buyers.map(async (b, i) => {
        const answer = await call<{ orderId: string; created: boolean }>(b, 'placeBuyRequest', requests[i]);
        if (!answer.ok) throw new Error(`busy again on a quiet product: ${answer.code}`);
        return answer.data;
      }),
    );
    retried.forEach((r, i) => {
      if (placed[i] === null) expect(r.created).toBe(true);
      else expect(r).toMatchObject({ orderId: placed[i], created: false });
    });
    const totalMs = Date.now() - started;

    const product = await readDoc(`products/${productId}`);
    const readOrders = () =>
      withAdmin(async (db) =>
        (await getDocs(query(collection(db, 'orders'), where('productId', '==', productId)))).docs.map((d) => ({
          id: d.id,
          ...(d.data() as { status: string; quantityG: number; timeline: unknown[]; declineReason: string | null }),
        })),
      );
    // Every request the stock can no longer fill ends declined by the stock trigger, none left waiting.
    await expect
      .poll(
        async () =>
          (await readOrders()).filter((o) => o.status === 'Pending' && o.quantityG > product!.quantityG).length,
        { timeout: 30_000 },
      )
      .toBe(0);
    const orders = await readOrders();

    // No order lost or doubled.
    expect(orders).toHaveLength(BUYERS);
    expect(new Set(orders.map((o) => o.id))).toEqual(new Set(retried.map((r) => r.orderId)));
    // Every order in exactly one state, the one its answer said (a busy answer changed nothing).
    const byId = new Map(orders.map((o) => [o.id, o]));
    for (const o of outcomes) {
      const stored = byId.get(o.orderId)!;
      expect(stored.quantityG).toBe(o.grams);
      if (o.result === 'accepted') expect(stored.status).toBe('Accepted!');
      if (o.result === 'no-stock')
        expect(stored).toMatchObject({ status: 'Declined', declineReason: 'Not enough stock left' });
      // A busy answer changed nothing; the stock trigger may have declined that request since.
      if (o.result === 'busy') expect(['Pending', 'Declined']).toContain(stored.status);
      expect(stored.timeline).toHaveLength(stored.status === 'Pending' ? 1 : 2);
    }
    // No overselling and the stock accounts for every accepted kg.
    const acceptedG = outcomes.filter((o) => o.result === 'accepted').reduce((n, o) => n + o.grams, 0);
    expect(acceptedG).toBeLessThanOrEqual(STOCK_G);
    expect(product!.quantityG).toBe(STOCK_G - acceptedG);
    expect(product!.quantityG).toBeGreaterThanOrEqual(0);
    expect(product!.inStock).toBe(product!.quantityG > 0);
    // A refusal is never spurious: stock only falls, so it still cannot cover the order.
    for (const o of outcomes.filter((x) => x.result === 'no-stock'))
      expect(o.grams).toBeGreaterThan(product!.quantityG);
    const answeredG = outcomes.filter((o) => o.result !== 'busy').reduce((n, o) => n + o.grams, 0);
    if (answeredG > STOCK_G) expect(outcomes.some((o) => o.result === 'no-stock')).toBe(true);
    // Orders placed only on the second press were never accepted.
    const tried = new Set(outcomes.map((o) => o.orderId));
    for (const o of orders.filter((x) => !tried.has(x.id))) expect(['Pending', 'Declined']).toContain(o.status);

    const count = (result: Outcome['result']) => outcomes.filter((o) => o.result === result).length;
    console.log(
      `race seed ${SEED}: wanted ${wanted.join(',')} g; accepted ${count('accepted')} (${acceptedG} g), ` +
        `refused ${count('no-stock')}, stock left ${product!.quantityG} g; busy answers ${stats.busy} ` +
        `${JSON.stringify(stats.codes)}; placing ${placedMs} ms, accepting ${acceptMs} ms, all ${totalMs} ms`,
    );
    expect(totalMs).toBeLessThan(60_000);
  });
});
