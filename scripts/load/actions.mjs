// What the people do during the clock: a weighted mix of buy requests (some
// repeated with the same request id, as after a lost answer), the farmer's and
// buyer's order steps, likes and unlikes, market reads and legacy purchases.
// `world` is the client-side memory a person would have (the orders they know
// of, what they liked); the checks afterwards trust the database, not it.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { CLIENT_PORTS } from '../bench/clients.mjs';
import { listProduct } from './cast.mjs';
import { sendBuyCommand } from './commands.mjs';
import { marketFirstPage } from './market.mjs';

/** Through Hosting's /api/** rewrite. */
const legacyBuyUrl = () => `http://127.0.0.1:${CLIENT_PORTS.hosting}/api/myOrderUpdateUser`;
/** Answers after which the app tells the person to try again: the order functions' 'busy'. */
const BUSY = /^functions\/(aborted|unavailable)/;
/** Answers that only say "try again" (a busy function, a lost connection): no claim about the order. */
const TRY_AGAIN = /^(functions\/(aborted|unavailable|deadline-exceeded)|http\/(409|503)|timeout|network\/)/;
// The app's buy path does not retry by itself (web/src/features/market/components/buy-dialog.tsx):
// after an answer that may be lost (api/buy-guard.ts answerMayBeLost: functions/internal,
// unavailable, deadline-exceeded, unknown, or no functions/ code at all) or the order functions'
// busy refusal (aborted orders/busy, "please try again"), the dialog stays open with the same
// request id and the person presses Send again. Any other refusal is final.
const MAY_BE_LOST = /^(functions\/(internal|unavailable|deadline-exceeded|unknown)\b|(?!functions\/))/;
const BUSY_BUY = /^functions\/aborted/;
export const pressAgain = (code) => MAY_BE_LOST.test(code) || BUSY_BUY.test(code);
/** How a buyer presses again after such an answer: after a second, at most five sends in all. */
export const PRESS_AGAIN = { afterMs: 1000, maxSends: 5 };
const REPEAT_SHARE = 0.1;
const HOT_SHARE = 0.4;

const pick = (list) => list[Math.floor(Math.random() * list.length)];
/** Removes and answers a random element (order does not matter in these queues). */
function take(list) {
  if (!list.length) return undefined;
  const i = Math.floor(Math.random() * list.length);
  const x = list[i];
  list[i] = list[list.length - 1];
  list.pop();
  return x;
}

export function newWorld({ farmers, buyers, blogs, stock }) {
  const productIds = [...stock.keys()];
  return {
    farmers,
    buyers,
    people: [...farmers, ...buyers],
    blogs,
    stock,
    productIds,
    // A few products most buyers want: they sell out, so stock runs short while requests race.
    hot: [...productIds].sort(() => Math.random() - 0.5).slice(0, 4),
    lots: new Map(farmers.map((f) => [f.uid, 100])),
    orders: new Map(),
    queues: { Pending: [], 'Accepted!': [], Dispatched: [] },
    // Requests sent twice with one id; `split`: one call placed the order, the other was refused.
    repeats: { pairs: 0, bothAnswered: 0, sameOrder: 0, createdOnce: 0, createdAnswerLost: 0, split: [] },
    races: [], // { orderId, steps, won }: two parties' steps sent on one pending order at once
    likes: new Map(), // `${uid}|${blogId}` -> true | false | 'unknown'
    likeBusy: new Set(),
    commands: [], // the request ids of buy commands written
    pressAgain: false, // true: a buyer presses Send again after an answer that may be lost (the fault run)
  };
}

/** The legacy purchase (docs/legacy-api.md): first call of the old two, with our own request id. */
async function legacyBuy(buyer, body) {
  const token = await buyer.client.auth.currentUser.getIdToken();
  const res = await fetch(`${legacyBuyUrl()}?BuyerId=${buyer.uid}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(70_000),
  });
  const answer = await res.json().catch(() => ({}));
  if (!res.ok)
    throw Object.assign(new Error(answer.error ?? `HTTP ${res.status}`), { status: res.status, appCode: answer.code });
  return { orderId: answer.newOrderID, created: answer.created };
}

/** Sends until the answer is final, as a person pressing Send again does (PRESS_AGAIN); throws the last refusal. */
async function untilFinal(send) {
  for (let n = 1; ; n++) {
    try {
      // `resent`: an earlier send's answer was lost, and with it maybe the one that said created:true.
      return { ...(await send()), resent: n > 1 };
    } catch (error) {
      const code = `${error?.code ?? ''}`;
      if (n >= PRESS_AGAIN.maxSends || !pressAgain(code.includes('/') ? code : `network/${code}`)) throw error;
      await sleep(PRESS_AGAIN.afterMs);
    }
  }
}

/** 0.1 kg to 20 kg, in steps of 0.1 kg (grams), as a buyer of onions by the half kilo may ask. */
const randomGrams = () => 100 * (1 + Math.floor(Math.random() * 200));

/** One buy request by a random buyer; 10% are sent twice with one request id (racing, or after the answer). */
async function buy(world, timed, via) {
  const buyer = pick(world.buyers);
  const productId = Math.random() < HOT_SHARE ? pick(world.hot) : pick(world.productIds);
  const { farmer } = world.stock.get(productId);
  const quantityG = randomGrams();
  const requestId = randomBytes(16).toString('hex');
  const name = via === 'legacy' ? 'legacy buy (/api)' : 'placeBuyRequest';
  // An old client speaks kg, as text with a decimal ("2.5"); the app speaks grams.
  const send =
    via === 'legacy'
      ? () => legacyBuy(buyer, { farmerId: farmer.uid, productId, quantity: String(quantityG / 1000), requestId })
      : () => buyer.client.call('placeBuyRequest', { productId, quantityG, requestId });
  const place = world.pressAgain && via !== 'legacy' ? () => untilFinal(send) : send;
  const repeat = Math.random() < REPEAT_SHARE ? pick(['racing', 'after']) : null;
  const answers =
    repeat === 'racing'
      ? await Promise.all([timed(name, place), timed(`${name} (repeat)`, place)])
      : [await timed(name, place)];
  if (repeat === 'after') answers.push(await timed(`${name} (repeat)`, place));
  const ok = answers.filter((a) => a.ok).map((a) => a.value);
  if (repeat) {
    world.repeats.pairs++;
    if (ok.length === 2) {
      world.repeats.bothAnswered++;
      if (ok[0].orderId === ok[1].orderId) world.repeats.sameOrder++;
      const created = ok.filter((v) => v.created).length;
      if (created === 1) world.repeats.createdOnce++;
      else if (created === 0 && ok.some((v) => v.resent)) world.repeats.createdAnswerLost++;
    } else if (ok.length === 1 && answers.length === 2) {
      const refused = answers.find((a) => !a.ok);
      // A "try again" or a possibly lost answer (functions/internal: no connection) makes no claim about the order.
      if (!TRY_AGAIN.test(refused.code) && !MAY_BE_LOST.test(refused.code)) {
        world.repeats.split.push({ via: name, repeat, requestId, orderId: ok[0].orderId, code: refused.code });
      }
    }
  }
  for (const { orderId } of ok) {
    if (world.orders.has(orderId)) continue;
    const order = { id: orderId, buyer, farmer, productId, quantityG };
    world.orders.set(orderId, order);
    world.queues.Pending.push(order);
  }
}

const FROM = { accept: 'Pending', decline: 'Pending', cancel: 'Pending', dispatch: 'Accepted!', deliver: 'Dispatched' };
/** Share of pending steps met by the other party's step at the same moment (a cancel while the farmer accepts). */
const RACE_SHARE = 0.1;

const stepBy = (order, action) => () =>
  (action === 'cancel' ? order.buyer : order.farmer).client.call('updateOrder', {
    orderId: order.id,
    action,
    ...(action === 'decline' ? { reason: 'Not available this week' } : {}),
  });

/** One order step by the party allowed to take it; false when no order waits for it. */
async function step(world, timed, action) {
  const from = FROM[action];
  const order = take(world.queues[from]);
  if (!order) return false;
  const rival = from === 'Pending' && Math.random() < RACE_SHARE ? (action === 'cancel' ? 'accept' : 'cancel') : null;
  const [r, other] = await Promise.all([
    timed(`updateOrder ${action}`, stepBy(order, action)),
    rival && timed(`updateOrder ${rival} (race)`, stepBy(order, rival)),
  ]);
  if (rival) {
    world.races.push({ orderId: order.id, steps: [action, rival], won: [r, other].filter((x) => x.ok).length });
  }
  const won = [r, other].find((x) => x?.ok);
  if (won) world.queues[won.value.status]?.push(order);
  else if (BUSY.test(r.code)) world.queues[from].push(order); // the person presses again later
  return true;
}

/**
 * A random person likes a random blog, or (4 times in 10, when they like some)
 * unlikes one of theirs. A Like on a blog they already like is a double tap:
 * it must be refused, never counted twice.
 */
async function toggleLike(world, timed) {
  const person = pick(world.people);
  const keyOf = (blogId) => `${person.uid}|${blogId}`;
  const mine = world.blogs.filter((b) => world.likes.get(keyOf(b)) === true);
  const like = !(mine.length && Math.random() < 0.4);
  const blogId = like ? pick(world.blogs) : pick(mine);
  const key = keyOf(blogId);
  const liked = world.likes.get(key) ?? false;
  if (liked === 'unknown' || world.likeBusy.has(key)) return false;
  world.likeBusy.add(key);
  const r = await timed(like ? (liked ? 'likeBlog (again)' : 'likeBlog') : 'unlikeBlog', () =>
    person.client.call(like ? 'likeBlog' : 'unlikeBlog', { blogId }),
  );
  world.likeBusy.delete(key);
  if (r.ok) world.likes.set(key, like);
  // A refusal that names the state we expected changes nothing; anything else leaves it unknown.
  else if (!/blogs\/(already-liked|not-liked)/.test(r.code)) world.likes.set(key, 'unknown');
  return true;
}

/** A buy request sent as a phone sends it offline: an order command, its outcome watched live. */
async function commandBuy(world, timed) {
  const buyer = pick(world.buyers);
  const productId = Math.random() < HOT_SHARE ? pick(world.hot) : pick(world.productIds);
  const { farmer } = world.stock.get(productId);
  const quantityG = randomGrams();
  const requestId = randomBytes(16).toString('hex');
  world.commands.push(requestId);
  const r = await timed('buy command (orderCommands)', () =>
    sendBuyCommand(buyer, { productId, quantityG, requestId }),
  );
  if (!r.ok || world.orders.has(r.value.orderId)) return;
  const order = { id: r.value.orderId, buyer, farmer, productId, quantityG };
  world.orders.set(order.id, order);
  world.queues.Pending.push(order);
}

async function addProduct(world, timed) {
  const farmer = pick(world.farmers);
  const n = world.lots.get(farmer.uid);
  world.lots.set(farmer.uid, n + 1);
  const r = await timed('addProduct', () => listProduct(farmer, n, world.stock));
  if (r.ok) world.productIds.push(r.value);
}

// Weights of the mix; a step with no order waiting for it places a buy request instead.
const MIX = [
  [24, (w, t) => buy(w, t, 'callable')],
  [4, (w, t) => buy(w, t, 'legacy')],
  [3, commandBuy],
  [16, (w, t) => step(w, t, 'accept')],
  [4, (w, t) => step(w, t, 'decline')],
  [3, (w, t) => step(w, t, 'cancel')],
  [6, (w, t) => step(w, t, 'dispatch')],
  [5, (w, t) => step(w, t, 'deliver')],
  [12, toggleLike],
  [16, (w, t) => t('market runQuery (REST)', marketFirstPage)],
  [1, addProduct],
];
const TOTAL = MIX.reduce((n, [w]) => n + w, 0);

async function oneOperation(world, timed) {
  let r = Math.random() * TOTAL;
  const [, op] = MIX.find(([w]) => (r -= w) < 0) ?? MIX[0];
  if ((await op(world, timed)) === false) await buy(world, timed, 'callable');
}

/** `concurrency` workers, each one operation at a time, until `seconds` have passed (or `going()` is false). */
export async function drive(world, { seconds, concurrency, timed, going }) {
  const end = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < end && going()) await oneOperation(world, timed);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
