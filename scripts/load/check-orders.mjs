// The order invariants, as pure functions of what an admin read found. Each
// answers { name, ok, counts, details }: `details` names the documents of a
// breach, so a FAIL points at the data rather than at this script.
import { createRequire } from 'node:module';

// The app's own transition table (functions/src/shared/orders.ts, compiled), so
// "legal" here means exactly what updateOrder and the triggers allow.
const { nextStatus, ORDER_ACTIONS } = createRequire(import.meta.url)('../../functions/lib/shared/orders.js');

/** Statuses whose order holds stock: accepting takes it and nothing gives it back (update-order.ts). */
const HOLDS_STOCK = new Set(['Accepted!', 'Dispatched', 'Delivered']);
const MAX_DETAILS = 8;

/** A check's answer: ok when nothing breached, with the first few breaches named. */
export const result = (name, breaches, counts) => ({
  name,
  ok: breaches.length === 0,
  counts: breaches.length ? `${counts}; ${breaches.length} breaches` : counts,
  details: breaches.slice(0, MAX_DETAILS),
});

/** Grams as kg for a breach's words: 2500 is 2.5. */
const kg = (grams) => grams / 1000;

/** Both stock invariants: never sold beyond the listed stock, and stock now = initial − accepted. */
export function stockChecks(products, orders, stock) {
  // Grams, integers on both sides, so the sums are exact.
  const takenG = new Map();
  for (const o of orders) {
    if (HOLDS_STOCK.has(o.status)) takenG.set(o.productId, (takenG.get(o.productId) ?? 0) + Number(o.quantityG));
  }
  const oversold = [];
  const drift = [];
  let listedG = 0;
  let soldG = 0;
  let low = 0; // under a tenth of the listed stock left: buys for more than that are refused
  for (const [id, { initialG }] of stock) {
    const p = products.get(id);
    if (!p) continue; // its create's answer was lost and it was never written
    const taken = takenG.get(id) ?? 0;
    listedG += initialG;
    soldG += taken;
    if (p.quantityG < initialG / 10) low++;
    if (taken > initialG) oversold.push(`products/${id}: listed ${kg(initialG)} kg, accepted ${kg(taken)} kg`);
    if (p.quantityG !== initialG - taken || p.inStock !== p.quantityG > 0) {
      drift.push(
        `products/${id}: listed ${kg(initialG)} kg, accepted ${kg(taken)} kg, stock now ${kg(p.quantityG)} kg (inStock ${p.inStock})`,
      );
    }
  }
  const unknown = orders
    .filter((o) => !stock.has(o.productId))
    .map((o) => `orders/${o.id} on unknown product ${o.productId}`);
  const n = [...stock.keys()].filter((id) => products.has(id)).length;
  return [
    result(
      'no product sold beyond its stock',
      oversold,
      `${n} products, ${kg(soldG)} of ${kg(listedG)} kg accepted, ${low} with under a tenth left`,
    ),
    result('stock now = initial - accepted, for every product', [...drift, ...unknown], `${n} products`),
  ];
}

/** One order per (buyer, request id), in the data and in what repeated requests were answered. */
export function requestIdCheck(orders, repeats) {
  const byRequest = new Map();
  for (const o of orders) {
    const key = `${o.buyerId}|${o.requestId}`;
    byRequest.set(key, [...(byRequest.get(key) ?? []), o.id]);
  }
  const breaches = [...byRequest.values()]
    .filter((ids) => ids.length > 1)
    .map((ids) => `orders/${ids.join(', orders/')}: one request id`);
  if (repeats.sameOrder !== repeats.bothAnswered) {
    breaches.push(`${repeats.bothAnswered - repeats.sameOrder} repeated requests were answered with another order`);
  }
  // created:true exactly once, unless the answer that said it was lost to a crash (a send was repeated after it).
  const accounted = repeats.createdOnce + repeats.createdAnswerLost;
  if (accounted !== repeats.bothAnswered) {
    breaches.push(`${repeats.bothAnswered - accounted} repeated requests did not answer created:true exactly once`);
  }
  return result(
    'no duplicate order for one request id',
    breaches,
    `${orders.length} orders, ${byRequest.size} request ids; ${repeats.pairs} requests sent twice, ` +
      `${repeats.bothAnswered} answered both times, ${repeats.sameOrder} with the same order` +
      (repeats.createdAnswerLost ? `, ${repeats.createdAnswerLost} whose created:true answer was lost` : ''),
  );
}

/**
 * Every repeat of a request id is answered with its one order, as the app
 * promises for a retry or a double tap (docs/architecture.md, "A buy request"):
 * never one call placing the order while the other, with the same id, is refused.
 */
export function repeatAnswerCheck(repeats) {
  const breaches = repeats.split.map(
    (s) =>
      `orders/${s.orderId} (${s.via}, request id ${s.requestId}): placed, yet its ${s.repeat === 'racing' ? 'concurrent' : 'later'} ` +
      `repeat was refused with ${s.code}`,
  );
  return result(
    'every repeat of a request id answers its order',
    breaches,
    `${repeats.pairs} requests sent twice (half at once, half after the answer), ${repeats.bothAnswered} answered twice`,
  );
}

/** Why `o`'s timeline is not a legal path from 'Pending' to its status, or null. */
function timelineProblem(o) {
  const steps = (Array.isArray(o.timeline) ? o.timeline : []).filter((e) => !e.payment); // payments keep the status
  const partyOf = (role) => (role === 'farmer' ? o.farmerId : role === 'user' ? o.buyerId : null);
  const [first, ...rest] = steps;
  if (!first || first.status !== 'Pending' || first.role !== 'user' || first.by !== o.buyerId) {
    return `does not start with the buyer's 'Pending' (${JSON.stringify(first ?? null)})`;
  }
  let at = 'Pending';
  let buyRequests = 'Requested';
  for (const e of rest) {
    const moves = ORDER_ACTIONS.map((a) => nextStatus(at, a, e.role)).filter((s) => s.ok && s.to === e.status);
    if (!moves.length) return `${at} -> ${e.status} by ${e.role} is no transition`;
    if (e.by !== partyOf(e.role)) return `${at} -> ${e.status} made by ${e.by}, not the order's ${e.role}`;
    at = e.status;
    buyRequests = moves[0].buyRequests;
  }
  if (o.status !== at) return `status ${o.status} but the timeline ends at ${at}`;
  if (o.buyRequests !== buyRequests) return `buyRequests ${o.buyRequests} where ${at} means ${buyRequests}`;
  return null;
}

/** Legal timelines, and of two steps sent on one pending order at once (`races`), never both taken. */
export function timelineCheck(orders, races) {
  const breaches = races
    .filter((r) => r.won > 1)
    .map((r) => `orders/${r.orderId}: both ${r.steps.join(' and ')} were answered as done`);
  const byStatus = new Map();
  for (const o of orders) {
    byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
    const problem = timelineProblem(o);
    if (problem) breaches.push(`orders/${o.id}: ${problem}`);
  }
  const counts = [...byStatus].map(([s, n]) => `${n} ${s}`).join(', ');
  const raced = `${races.length} races of two steps, ${races.filter((r) => r.won === 1).length} with one winner`;
  return result(
    "every order's timeline is a legal path",
    breaches,
    `${orders.length} orders: ${counts || 'none'}; ${raced}`,
  );
}

/** Nothing acknowledged is lost: every order a client was answered with (`answered`: Map id -> order) is in the data. */
export function answeredCheck(answered, orders) {
  const have = new Set(orders.map((o) => o.id));
  const lost = [...answered.keys()].filter((id) => !have.has(id));
  return result(
    'every order a client was answered with exists',
    lost.map((id) => `orders/${id}: answered to its buyer, not in the data`),
    `${answered.size} orders answered`,
  );
}
