// Prints the Firestore emulator's rules coverage for this run: how many rule
// expressions were evaluated at least once, and the ones never reached.
const PROJECT = 'demo-krishihaat';
const base = `http://127.0.0.1:8080/emulator/v1/projects/${PROJECT}:ruleCoverage`;

const res = await fetch(base);
if (!res.ok) {
  console.error(`rules coverage unavailable: ${res.status}`);
  process.exit(0);
}
const report = await res.json();
const expressions = [];
const walk = (node) => {
  if (Array.isArray(node)) node.forEach(walk);
  else if (node && typeof node === 'object') {
    // Expressions never evaluated carry no `values` at all, so count every
    // node with a source position, not only those with values.
    if (node.sourcePosition) expressions.push(node);
    Object.values(node).forEach(walk);
  }
};
walk(report.report ?? report);
const hit = expressions.filter((e) => (e.values ?? []).some((v) => (v.count ?? 0) > 0));
const pct = expressions.length ? ((100 * hit.length) / expressions.length).toFixed(1) : '0';
console.log(`\nRules coverage: ${hit.length}/${expressions.length} expressions evaluated (${pct}%)`);
const missed = expressions.filter((e) => !hit.includes(e)).map((e) => e.sourcePosition.line);
if (missed.length)
  console.log(`  never evaluated, firestore.rules lines: ${[...new Set(missed)].sort((a, b) => a - b).join(', ')}`);
console.log(`  full report: ${base}.html (while the emulator runs)`);
