// The taps the INP bench measures (inp.mjs), each one Lighthouse timespan on a
// signed-in phone page. Every element is found and scrolled to before its
// timespan starts, so a timespan holds the tap and the screen's answer only.
/* global document -- evaluated in the page */

const CARD = '[data-testid="market-grid"] article';
const ROW = '[data-testid="order-row"]';
/** The second row of the list (each row is a button in an <li>). */
const SECOND_ROW = '[data-testid="order-list"] > li:nth-child(2) > [data-testid="order-row"]';
const DETAIL = '[data-testid="order-detail"]';
/** The buy dialog: an open modal <dialog> (shared/ui/modal-sheet.tsx). */
const DIALOG = 'dialog[open]';
/** After the answer shows, a little longer, so the paint that ends the interaction is in the trace. */
const SETTLE_MS = 500;
// Waits inside a timespan poll every 200 ms, not every frame, so the check adds
// next to nothing to the main thread whose answer is being timed.
const WAIT = { timeout: 60_000, polling: 200 };
const aria = (name, role) => `::-p-aria([name="${name}"][role="${role}"])`;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/** One timespan step: `act` taps and waits for the answer. */
async function step(flow, name, act) {
  await flow.startTimespan({ name });
  try {
    await act();
    await settle();
  } finally {
    await flow.endTimespan();
  }
}

const shown = (page, selector) =>
  page.waitForFunction((s) => document.querySelector(s)?.checkVisibility() === true, WAIT, selector);

/** The first visible button under `scope` whose text is `text`, scrolled into view. */
async function button(page, scope, text) {
  const found = await page.waitForFunction(
    (s, t) =>
      [...document.querySelectorAll(`${s} button`)].find((b) => b.textContent?.trim() === t && b.checkVisibility()),
    { timeout: WAIT.timeout },
    scope,
    text,
  );
  const handle = found.asElement();
  await handle.scrollIntoView();
  return handle;
}

async function ready(page, selector) {
  const handle = await page.waitForSelector(selector, { timeout: WAIT.timeout, visible: true });
  if (!handle) throw new Error(`${selector} not found`);
  await handle.scrollIntoView();
  return handle;
}

/**
 * The buyer on /marketplace: types "pyaz" (keys 150 ms apart), taps Request to
 * Buy, taps Confirm Purchase, switches the language, opens the Profile panel.
 */
export async function buyerSteps(flow, page, base) {
  await page.goto(`${base}/marketplace`);
  await page.waitForSelector(CARD, { timeout: WAIT.timeout });
  const search = await ready(page, aria('Search by name', 'searchbox'));
  await search.focus();
  await step(flow, 'search', async () => {
    await page.keyboard.type('pyaz', { delay: 150 });
    // The answer: a first page of onions only (one product in four is an onion).
    await page.waitForFunction(
      (card) => {
        const cards = [...document.querySelectorAll(card)];
        return cards.length > 0 && cards.every((c) => /onion/i.test(c.textContent ?? ''));
      },
      WAIT,
      CARD,
    );
  });

  const buy = await button(page, CARD, 'Request to Buy');
  await step(flow, 'buy dialog', async () => {
    await buy.tap();
    await shown(page, DIALOG);
  });

  const confirm = await button(page, DIALOG, 'Confirm Purchase');
  await step(flow, 'confirm', async () => {
    await confirm.tap();
    await page.waitForFunction((dialog) => !document.querySelector(dialog), WAIT, DIALOG);
  });

  const language = await ready(page, 'header button:has(span[lang="hi"])');
  await step(flow, 'language', async () => {
    await language.tap();
    await page.waitForFunction(() => document.documentElement.lang === 'hi', WAIT);
  });
  // Back to English outside any timespan, so every run starts alike, and as long a pause after
  // it as after each measured step: the page's re-render in English is that tap's work, not the
  // next tap's (Profile's input delay was that re-render still running).
  await (await ready(page, 'header button:has(span[lang="en"])')).tap();
  await page.waitForFunction(() => document.documentElement.lang === 'en', WAIT);
  await settle();

  const profile = await ready(page, 'header button[aria-label="Profile"]');
  await step(flow, 'profile', async () => {
    await profile.tap();
    await shown(page, '[data-testid="account-panel"]');
  });
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-testid="account-panel"]', { timeout: WAIT.timeout, hidden: true });
}

/**
 * The farmer on /OrderMessage with this run's two fresh requests on top (`kg`:
 * their quantities, older first): taps the older one (the newer is shown
 * already), then Accept. It waits for both rows first: the list can show the
 * cached orders before the new ones arrive and push every row down.
 */
export async function farmerSteps(flow, page, base, kg) {
  await page.goto(`${base}/OrderMessage`);
  await page.waitForFunction(
    (row, [older, newer]) => {
      const rows = [...document.querySelectorAll(row)].map((r) => r.textContent ?? '');
      return rows[0]?.includes(` ${newer} kg`) && rows[1]?.includes(` ${older} kg`);
    },
    { timeout: WAIT.timeout },
    ROW,
    kg,
  );
  const second = await ready(page, SECOND_ROW);
  await step(flow, 'open request', async () => {
    await second.tap();
    await page.waitForFunction(
      (row, detail) =>
        document.querySelector(row)?.getAttribute('aria-current') === 'true' &&
        [...document.querySelectorAll(`${detail} button`)].some((b) => b.textContent?.trim() === 'Accept'),
      WAIT,
      SECOND_ROW,
      DETAIL,
    );
  });

  const accept = await button(page, DETAIL, 'Accept');
  await step(flow, 'accept', async () => {
    await accept.tap();
    await page.waitForFunction(
      (detail) => ![...document.querySelectorAll(`${detail} button`)].some((b) => b.textContent?.trim() === 'Accept'),
      WAIT,
      DETAIL,
    );
  });
}

/** The main thread's work in one phase, summed over the scripts Lighthouse attributes it to. */
function workOf(phase) {
  const sum = (key) => Math.round((phase.subItems?.items ?? []).reduce((total, i) => total + (i[key] ?? 0), 0));
  const parts = [
    ['script', sum('scripting')],
    ['style & layout', sum('layout')],
    ['paint', sum('render')],
  ].filter(([, ms]) => ms > 0);
  // BENCH_DETAIL: each file's script/style-and-layout/paint ms in the phase (its chunk names the feature).
  const files = process.env.BENCH_DETAIL
    ? (phase.subItems?.items ?? [])
        .filter((i) => (i.scripting ?? 0) + (i.layout ?? 0) + (i.render ?? 0) >= 1)
        .map(
          (i) =>
            `${String(i.url ?? '?')
              .split('/')
              .pop()} ${[i.scripting, i.layout, i.render].map((ms) => Math.round(ms ?? 0)).join('/')}`,
        )
    : [];
  const text =
    parts.map(([what, ms]) => `${what} ${ms}`).join(', ') + (files.length ? `; by file ${files.join(', ')}` : '');
  return parts.length ? ` (${text})` : '';
}

/**
 * Where an interaction's time went: Lighthouse's input delay, processing and presentation
 * delay, each with its main-thread work by kind.
 */
function phasesOf(lhr) {
  const details = lhr.audits['work-during-interaction']?.details?.items ?? [];
  const table = details.find((d) => d.type === 'table' && d.items?.some((i) => 'phase' in i));
  const debug = details.find((d) => d.type === 'debugdata');
  const phases = (table?.items ?? []).map(
    (p) => `${String(p.phase).toLowerCase()} ${Math.round(p.total)} ms${workOf(p)}`,
  );
  return phases.length ? `${debug?.interactionType ?? 'interaction'}: ${phases.join(', ')}` : '';
}

/** INP of each step of one flow: { name: { ms, phases } | { why } }. */
export async function flowInp(flow) {
  const { steps } = await flow.createFlowResult();
  const byName = Object.fromEntries(
    steps.map(({ name, lhr }) => {
      const audit = lhr.audits['interaction-to-next-paint'] ?? lhr.audits['experimental-interaction-to-next-paint'];
      if (typeof audit?.numericValue === 'number') return [name, { ms: audit.numericValue, phases: phasesOf(lhr) }];
      const why = audit?.errorMessage ?? (audit ? 'Lighthouse saw no interaction in the timespan' : 'no INP audit');
      return [name, { why }];
    }),
  );
  // Lighthouse benchmarks the page as each timespan starts, before it applies its throttling:
  // the first step reads the page the bench has already slowed (the phone), each later one
  // the bare host, so those say whether the run's calibration held (calibration.mjs).
  const later = steps.slice(1).map(({ lhr }) => Math.round(lhr.environment?.benchmarkIndex ?? 0));
  const hostIndex = later.length ? later.sort((a, b) => a - b)[Math.floor(later.length / 2)] : null;
  return { byName, hostIndex };
}
