import { chromium } from 'playwright-core';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 360, height: 640 }, serviceWorkers: 'block' });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(Number(process.argv[3] ?? 3000));
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const dt = profile.timeDeltas; const self = new Map();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)));
// self time by function+url
const agg = new Map();
for (const [id, us] of self) { const n = byId.get(id); const cf = n.callFrame; const k = `${cf.functionName||'(anon)'} ${cf.url.replace(/.*\//,'')}:${cf.lineNumber}:${cf.columnNumber}`; agg.set(k, (agg.get(k) ?? 0) + us); }
const top = [...agg].sort((a,b)=>b[1]-a[1]).slice(0, 25);
for (const [k, us] of top) console.log(String(Math.round(us/1000)).padStart(5), k);
// by url
const byUrl = new Map();
for (const [id, us] of self) { const u = byId.get(id).callFrame.url.replace(/.*\//,'') || byId.get(id).callFrame.functionName; byUrl.set(u, (byUrl.get(u) ?? 0) + us); }
console.log([...byUrl].sort((a,b)=>b[1]-a[1]).slice(0,10).map(([u,us])=>`${u} ${Math.round(us/1000)}`).join('\n'));
await browser.close();
