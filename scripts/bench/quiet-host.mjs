// Waits, before each Lighthouse run and weak-signal visit, until the host's CPU has gone
// quiet. The emulators share this machine's two cores with the Chromium being measured: a
// burst of trigger work left by the bench's own setup (seeding a section, a buy request's
// notifications) runs in the functions emulator while a page is measured, and it slowed the
// measured page as no phone is slowed by its server's work.
import { readdir, readFile } from 'node:fs/promises';

/** The share of both cores a quiet host may still use (the emulators' idle timers, a GC). */
const QUIET_BUSY = 0.2;
/** How long the host must stay below QUIET_BUSY. */
const QUIET_MS = 2_000;
const STEP_MS = 500;
/** The longest wait: a host busy for longer than this is measured busy, and says so. */
const MAX_WAIT_MS = 120_000;

/** Busy and total jiffies of all cores since boot (steal left out: it is not this host's work). */
async function cpuTimes() {
  const first = (await readFile('/proc/stat', 'utf8')).split('\n')[0];
  const [user, nice, system, idle, iowait, irq, softirq] = first.trim().split(/\s+/).slice(1).map(Number);
  const busy = user + nice + system + irq + softirq;
  return { busy, total: busy + idle + iowait };
}

/** CPU jiffies of each process now: { pid: { ticks, name } }. */
async function processTicks() {
  const out = {};
  for (const pid of (await readdir('/proc')).filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmd = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).replace(/\0/g, ' ').trim();
      out[pid] = { ticks: Number(fields[11]) + Number(fields[12]), name: cmd.slice(0, 80) };
    } catch {
      // The process ended meanwhile.
    }
  }
  return out;
}

/** The three processes that used the most CPU over one second, with their share of one core. */
async function busiest() {
  const before = await processTicks();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = await processTicks();
  return Object.entries(after)
    .map(([pid, p]) => ({ pid, name: p.name, used: p.ticks - (before[pid]?.ticks ?? p.ticks) }))
    .sort((a, b) => b.used - a.used)
    .slice(0, 3)
    .map((p) => `${p.used} % ${p.name}`);
}

const waits = [];

/**
 * Resolves once the host has used less than QUIET_BUSY of its CPU for QUIET_MS, or after
 * MAX_WAIT_MS; with { waitedMs, quiet }. Each wait is kept, under `label`, for `quietSummary`.
 */
export async function quietHost(label) {
  const start = Date.now();
  let quietSince = null;
  let last = await cpuTimes();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, STEP_MS));
    const now = await cpuTimes();
    const total = now.total - last.total;
    const busy = total > 0 ? (now.busy - last.busy) / total : 0;
    last = now;
    const at = Date.now();
    quietSince = busy < QUIET_BUSY ? (quietSince ?? at - STEP_MS) : null;
    const quiet = quietSince !== null && at - quietSince >= QUIET_MS;
    if (quiet || at - start >= MAX_WAIT_MS) {
      const result = { label, waitedMs: at - start, quiet, busiest: quiet ? [] : await busiest() };
      waits.push(result);
      return result;
    }
  }
}

/** One line on the waits so far: how many runs, how long they waited, any that never went quiet. */
export function quietSummary() {
  if (!waits.length) return 'no run waited for a quiet host';
  const s = waits.map((w) => w.waitedMs / 1000).sort((a, b) => a - b);
  const busy = waits.filter((w) => !w.quiet);
  const spoiled = busy.length
    ? `; ${busy.length} never went quiet within ${MAX_WAIT_MS / 1000} s and ran busy: ` +
      busy.map((w) => `${w.label} (${w.busiest.join('; ')})`).join(' | ')
    : '';
  return (
    `before each of ${waits.length} runs the bench waited for the host's CPU to stay under ` +
    `${QUIET_BUSY * 100} % for ${QUIET_MS / 1000} s: ${s[0].toFixed(1)}-${s[s.length - 1].toFixed(1)} s ` +
    `(median ${s[Math.floor(s.length / 2)].toFixed(1)} s)${spoiled}`
  );
}
