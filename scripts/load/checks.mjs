// After the clock: waits for the triggers to finish (automatic declines,
// notifications), reads everything back with the Admin SDK (no rules) and
// prints each invariant with ok/FAIL and its counts. Answers true when all hold.
import { setTimeout as sleep } from 'node:timers/promises';
import { admin } from '../bench/clients.mjs';
import { answeredCheck, repeatAnswerCheck, requestIdCheck, stockChecks, timelineCheck } from './check-orders.mjs';
import { likesCheck, notificationsCheck } from './check-social.mjs';
import { commandsCheck } from './commands.mjs';

const SETTLE_POLL_MS = 2000;
const SETTLE_QUIET_POLLS = 3;

async function readOrdersAndItems() {
  const [orders, items] = await Promise.all([admin.collection('orders').get(), admin.collectionGroup('items').get()]);
  return {
    orders: orders.docs.map((d) => ({ id: d.id, ...d.data() })),
    items: items.docs
      .filter((d) => d.ref.parent.parent?.parent.id === 'notifications')
      .map((d) => ({
        path: d.ref.path,
        recipient: d.ref.parent.parent.id,
        id: d.id,
        orderId: d.get('orderId'),
        event: d.get('event'),
      })),
  };
}

/**
 * Polls until orders and notifications stop changing (the functions emulator
 * runs triggers after the writes that cause them), at most `maxMs`. Answers the
 * last read and whether it settled.
 */
export async function settle(maxMs) {
  const end = Date.now() + maxMs;
  let last = '';
  let quiet = 0;
  for (;;) {
    const read = await readOrdersAndItems();
    const sig = `${read.items.length}|${read.orders.map((o) => `${o.id}:${o.timeline?.length}`).join(',')}`;
    quiet = sig === last ? quiet + 1 : 0;
    last = sig;
    if (quiet >= SETTLE_QUIET_POLLS) return { ...read, settled: true };
    if (Date.now() > end) return { ...read, settled: false };
    await sleep(SETTLE_POLL_MS);
  }
}

async function readBlogs(ids) {
  return Promise.all(
    ids.map(async (id) => {
      const ref = admin.collection('blogs').doc(id);
      const [likes, shards, card] = await Promise.all([
        ref.collection('likes').get(),
        ref.collection('likeShards').get(),
        admin.collection('blogCards').doc(id).get(),
      ]);
      return {
        id,
        likers: new Set(likes.docs.map((d) => d.id)),
        shardSum: shards.docs.reduce((n, d) => n + (Number(d.get('count')) || 0), 0),
        cardLikes: Number(card.get('likes') ?? NaN),
      };
    }),
  );
}

/** Runs every check on `world` and prints it; answers true when all hold. */
export async function checkInvariants(world, { settleMs = 90_000 } = {}) {
  const t0 = Date.now();
  const { orders, items, settled } = await settle(settleMs);
  const products = new Map(
    (await admin.collection('products').get()).docs.map((d) => [
      d.id,
      { quantityG: d.get('quantityG'), inStock: d.get('inStock') },
    ]),
  );
  const blogs = await readBlogs(world.blogs);
  const commands = new Map((await admin.collection('orderCommands').get()).docs.map((d) => [d.id, d.data()]));
  const results = [
    ...stockChecks(products, orders, world.stock),
    answeredCheck(world.orders, orders),
    requestIdCheck(orders, world.repeats),
    repeatAnswerCheck(world.repeats),
    timelineCheck(orders, world.races),
    likesCheck(blogs, world.likes),
    notificationsCheck(orders, items),
    commandsCheck(world.commands, commands, orders),
  ];
  const wait = ((Date.now() - t0) / 1000).toFixed(1);
  console.log(
    `\ninvariants (admin reads, ${settled ? 'after the triggers settled' : 'the triggers did NOT settle'}, ${wait} s):`,
  );
  for (const r of results) {
    console.log(`  ${r.ok ? 'ok  ' : 'FAIL'}  ${r.name} (${r.counts})`);
    for (const d of r.details) console.log(`          ${d}`);
  }
  return results.every((r) => r.ok);
}
