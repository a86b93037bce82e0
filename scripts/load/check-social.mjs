// The like and notification invariants, as pure functions of admin reads (see
// check-orders.mjs for the shape of a result).
import { createRequire } from 'node:module';
import { result } from './check-orders.mjs';

// Which event an order write means and whom it is told to, as onOrderNotify decides it
// (functions/src/shared/notifications.ts, compiled): the expected notifications follow from it.
const { orderEvent } = createRequire(import.meta.url)('../../functions/lib/shared/notifications.js');

/**
 * Every like counted once: per blog, the like documents (one per liker, the
 * distinct likers), the sum of the counter shards and the card's rolled-up
 * count agree; and each liker whose last answer we know is (or is not) among
 * them as that answer said.
 * `blogs`: [{ id, likers: Set<uid>, shardSum, cardLikes }]; `known`: Map `${uid}|${blogId}` -> true | false | 'unknown'.
 */
export function likesCheck(blogs, known) {
  const breaches = [];
  let likes = 0;
  for (const b of blogs) {
    likes += b.likers.size;
    if (b.shardSum !== b.likers.size || b.cardLikes !== b.likers.size) {
      breaches.push(
        `blogs/${b.id}: ${b.likers.size} like documents, shards add up to ${b.shardSum}, card says ${b.cardLikes}`,
      );
    }
  }
  const byId = new Map(blogs.map((b) => [b.id, b]));
  let matched = 0;
  let unknown = 0;
  for (const [key, liked] of known) {
    if (liked === 'unknown') {
      unknown++;
      continue;
    }
    const [uid, blogId] = key.split('|');
    const has = byId.get(blogId)?.likers.has(uid) ?? false;
    if (has === liked) matched++;
    else
      breaches.push(
        `blogs/${blogId}/likes/${uid}: the last answer said ${liked ? 'liked' : 'not liked'}, the data says the opposite`,
      );
  }
  return result(
    'every like counted once',
    breaches,
    `${blogs.length} blogs, ${likes} likes; ${matched} likers' last answers match` +
      (unknown ? `, ${unknown} unknown (call failed)` : ''),
  );
}

/** The facts orderEvent reads, for `o` as it was at `status` (the last mover is who made that step). */
const factsAt = (o, status, actor) => ({
  farmerId: o.farmerId,
  buyerId: o.buyerId,
  status,
  declineCode: o.declineCode ?? null,
  actor,
});

/** The (recipient, orderId, event) every order's timeline calls for. */
function expectedNotifications(orders) {
  const want = new Map();
  for (const o of orders) {
    let before = null;
    for (const e of (o.timeline ?? []).filter((x) => !x.payment)) {
      const after = factsAt(o, e.status, e.by);
      const found = orderEvent(before, after);
      if (found) want.set(`${o.id}_${found.event}`, found.to);
      before = after;
    }
  }
  return want;
}

/**
 * Every notification written once: one notifications/{uid}/items document per
 * order event, for the party told, and none twice under another id or person.
 * `items`: [{ path, recipient, id, orderId, event }].
 */
export function notificationsCheck(orders, items) {
  const want = expectedNotifications(orders);
  const seen = new Map();
  const breaches = [];
  for (const it of items) {
    const key = `${it.orderId}_${it.event}`;
    if (seen.has(key)) breaches.push(`${it.path} repeats ${seen.get(key)} (order ${it.orderId}, event ${it.event})`);
    else seen.set(key, it.path);
    if (it.id !== key) breaches.push(`${it.path}: id is not ${key}`);
    if (!want.has(key)) breaches.push(`${it.path}: no such event in orders/${it.orderId}'s timeline`);
    else if (want.get(key) !== it.recipient) breaches.push(`${it.path}: told to ${it.recipient}, not ${want.get(key)}`);
  }
  const missing = [...want].filter(([key]) => !seen.has(key));
  for (const [key, to] of missing) breaches.push(`notifications/${to}/items/${key}: never written`);
  return result(
    'every notification written once',
    breaches,
    `${items.length} notifications for ${want.size} order events` +
      (missing.length ? `, ${missing.length} missing` : ''),
  );
}
