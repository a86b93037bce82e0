// "What changed since the last run" (issue "Fast for the people who trade",
// point 7). Every printed line is kept in .cache/bench-last.json by its shape
// (the line with its numbers taken out), so a line of this run finds the same
// line of the last run that printed it, whatever part of the bench ran then
// (BENCH_ONLY=inp after a full run compares the INP rows). Each figure, a
// number with a unit or a score, gets its change beside it. Lines are matched,
// not named, so a new or reworded line simply has no delta.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const LAST_RUN_FILE = fileURLToPath(new URL('../../.cache/bench-last.json', import.meta.url));

const NUMBER = /\d[\d,]*(?:\.\d+)?/g;
// A figure: a number with a unit, or a score or CLS after its name. Not a figure:
// a limit ("<= 100 ms", "target 100 ms") or a count in the wording ("median of 3").
const UNIT_AFTER = /^\s?(ms|s|KB|kB|MB|x|×|%)(?![A-Za-z])/;
const NAME_BEFORE = /(performance|accessibility|CLS|score|index) $/;
const LIMIT_BEFORE = /(<=|>=|≤|≥|target|budget|keep|under|of) $/;

const valueOf = (text) => Number(text.replace(/,/g, ''));
const decimals = (text) => (text.split('.')[1] ?? '').length;

function isFigure(line, at, text) {
  const before = line.slice(Math.max(0, at - 16), at);
  if (LIMIT_BEFORE.test(before)) return false;
  return UNIT_AFTER.test(line.slice(at + text.length)) || NAME_BEFORE.test(before);
}

function deltaText(now, then, unit) {
  const d = valueOf(now) - valueOf(then);
  const shown = d.toFixed(Math.max(decimals(now), decimals(then)));
  if (Number(shown) === 0) return ' (Δ 0)';
  return ` (Δ ${d > 0 ? '+' : ''}${shown}${unit === 'x' || unit === '×' || unit === '%' ? unit : unit ? ` ${unit}` : ''})`;
}

/** Loads the last run's lines; resolves with { print, save, header }. */
export async function sinceLastRun({ file = LAST_RUN_FILE, log = console.log } = {}) {
  const previous = await readFile(file, 'utf8').then(
    (text) => JSON.parse(text),
    () => null,
  );
  const lines = { ...(previous?.lines ?? {}) };
  const seen = new Map();
  const now = new Date().toISOString();

  /** Prints `line` with the change of each figure since the last run that printed it. */
  function print(line = '') {
    const numbers = [...line.matchAll(NUMBER)];
    if (!numbers.length) return log(line);
    // A verdict beside a figure may flip between runs; the line is still the same line.
    const shape = line.replace(NUMBER, '#').replace(/\b(meets|misses)\b/g, '(verdict)');
    const n = (seen.get(shape) ?? 0) + 1;
    seen.set(shape, n);
    const key = n === 1 ? shape : `${shape} [${n}]`;
    const then = previous?.lines?.[key];
    lines[key] = { numbers: numbers.map((m) => m[0]), at: now };
    let out = '';
    let from = 0;
    numbers.forEach((m, i) => {
      const end = m.index + m[0].length;
      const unit = line.slice(end).match(UNIT_AFTER);
      const figureEnd = unit ? end + unit[0].length : end;
      out += line.slice(from, figureEnd);
      from = figureEnd;
      if (then && then.numbers.length === numbers.length && isFigure(line, m.index, m[0])) {
        out += deltaText(m[0], then.numbers[i], unit?.[1]);
      }
    });
    log(out + line.slice(from));
  }

  async function save() {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify({ savedAt: now, lines }, null, 1) + '\n');
  }

  const header = previous
    ? `(Δ: change of each figure since the last run that printed its line; last saved ${previous.savedAt})`
    : `(Δ: first run, no earlier figures; this run's are saved to .cache/bench-last.json)`;
  return { print, save, header };
}
