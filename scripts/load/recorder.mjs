// Every operation of the load run, timed and classified: its latency (ms) and its
// outcome ('ok' or an error code), kept per operation so the end of the run can
// print throughput, percentiles and errors by code without sampling anything away.
import { performance } from 'node:perf_hooks';
import { percentile } from '../bench/stats.mjs';

/** A short, stable label for a failure: the SDK's code plus the app's own code from `details`. */
export function codeOf(error) {
  if (error?.name === 'TimeoutError' || error?.name === 'AbortError') return 'timeout';
  const code = typeof error?.code === 'string' ? error.code : null;
  // The callables' refusal() puts the app's stable code in details.code (functions/src/lib/refusal.ts).
  const detail = typeof error?.details?.code === 'string' ? ` ${error.details.code}` : '';
  if (code) return `${code.includes('/') ? code : `firestore/${code}`}${detail}`;
  if (typeof error?.status === 'number') return `http/${error.status}${error.appCode ? ` ${error.appCode}` : ''}`;
  const cause = error?.cause?.code ?? error?.code;
  return cause ? `network/${cause}` : `error/${String(error?.message ?? error).slice(0, 60)}`;
}

export function createRecorder() {
  /** op -> { ms: number[], outcomes: Map<code, count> } */
  const ops = new Map();
  let inFlight = 0;

  function record(op, ms, outcome) {
    let o = ops.get(op);
    if (!o) ops.set(op, (o = { ms: [], outcomes: new Map() }));
    o.ms.push(ms);
    o.outcomes.set(outcome, (o.outcomes.get(outcome) ?? 0) + 1);
  }

  /**
   * Runs `fn`, records its time and outcome under `op`, and answers
   * { ok: true, value } or { ok: false, code, error }: never throws, so one
   * refused call never stops a worker.
   */
  async function timed(op, fn) {
    inFlight++;
    const t0 = performance.now();
    try {
      const value = await fn();
      record(op, performance.now() - t0, 'ok');
      return { ok: true, value };
    } catch (error) {
      const code = codeOf(error);
      record(op, performance.now() - t0, code);
      return { ok: false, code, error };
    } finally {
      inFlight--;
    }
  }

  const started = performance.now();
  /** Seconds since the recorder was made: a phase's duration. */
  const seconds = () => (performance.now() - started) / 1000;
  return { record, timed, ops, inFlight: () => inFlight, seconds };
}

const pad = (s, n) => String(s).padEnd(n);
const num = (v, n, digits = 0) => (v === null ? '-' : v.toFixed(digits)).padStart(n);

/** The table printed at the end: one row per operation, then the errors by code. */
export function summaryLines(ops, seconds) {
  const names = [...ops.keys()].sort();
  const width = Math.max(24, ...names.map((n) => n.length + 2));
  const lines = [
    `${pad('operation', width)}${'calls'.padStart(7)}${'ok'.padStart(7)}${'req/s'.padStart(8)}` +
      `${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}`,
  ];
  let calls = 0;
  let ok = 0;
  const all = [];
  for (const name of names) {
    const o = ops.get(name);
    const good = o.outcomes.get('ok') ?? 0;
    calls += o.ms.length;
    ok += good;
    all.push(...o.ms);
    lines.push(
      `${pad(name, width)}${num(o.ms.length, 7)}${num(good, 7)}${num(o.ms.length / seconds, 8, 1)}` +
        `${num(percentile(o.ms, 50), 9)}${num(percentile(o.ms, 95), 9)}${num(percentile(o.ms, 99), 9)}`,
    );
  }
  const p = (q) => (all.length ? percentile(all, q) : null);
  lines.push(
    `${pad('all', width)}${num(calls, 7)}${num(ok, 7)}${num(calls / seconds, 8, 1)}${num(p(50), 9)}${num(p(95), 9)}${num(p(99), 9)}`,
  );
  const errors = [];
  for (const name of names) {
    const codes = [...ops.get(name).outcomes].filter(([c]) => c !== 'ok').sort((a, b) => b[1] - a[1]);
    for (const [code, n] of codes) errors.push(`  ${pad(name, width)}${String(n).padStart(6)}  ${code}`);
  }
  lines.push('', errors.length ? 'errors by code (latencies above include them):' : 'errors by code: none', ...errors);
  return lines;
}
