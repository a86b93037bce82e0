// Prints the Firestore emulator's rules coverage for this run: how many rule
// expressions were evaluated at least once, how many of the boolean ones were
// seen both true and false, and the lines where either falls short.
const PROJECT = 'demo-krishihaat';
const base = `http://127.0.0.1:8080/emulator/v1/projects/${PROJECT}:ruleCoverage`;

const res = await fetch(base);
if (!res.ok) {
  console.error(`rules coverage unavailable: ${res.status}`);
  process.exit(0);
}
const report = await res.json();
// The report is a tree of expressions linked by `children`. Only follow those:
// `values` hold evaluation results, and an error result carries its own
// sourcePosition, which is not an expression. Expressions never evaluated
// have no `values` at all.
const expressions = [];
const walk = (node) => {
  expressions.push(node);
  (node.children ?? []).forEach(walk);
};
(report.report ?? []).forEach(walk);

const seen = (e) => (e.values ?? []).filter((v) => (v.count ?? 0) > 0).map((v) => v.value ?? {});
const hit = expressions.filter((e) => seen(e).length > 0);
const outcomes = (e) => new Set(seen(e).flatMap((v) => ('boolValue' in v ? [v.boolValue] : [])));
const booleans = expressions.filter((e) => outcomes(e).size > 0);
const bothWays = booleans.filter((e) => outcomes(e).size === 2);

const pct = (n, d) => (d ? ((100 * n) / d).toFixed(1) : '0.0');
const lines = (list) => [...new Set(list.map((e) => e.sourcePosition.line))].sort((a, b) => a - b).join(', ');
console.log(
  `\nRules coverage: ${hit.length}/${expressions.length} expressions evaluated (${pct(hit.length, expressions.length)}%), ` +
    `${bothWays.length}/${booleans.length} conditions seen both true and false (${pct(bothWays.length, booleans.length)}%)`,
);
const missed = expressions.filter((e) => !hit.includes(e));
if (missed.length) console.log(`  never evaluated, firestore.rules lines: ${lines(missed)}`);
const oneWay = booleans.filter((e) => !bothWays.includes(e));
if (oneWay.length) console.log(`  conditions seen only one way, lines: ${lines(oneWay)}`);
console.log(`  full report: ${base}.html (while the emulator runs)`);
