import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const url = process.argv[2] ?? 'http://coral-coast-kia.localhost:4450/search';
const from = Number(process.argv[3] ?? 0), to = Number(process.argv[4] ?? 1e9);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load' });
await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 30000 });
await page.waitForTimeout(1000);
const { profile } = (await cdp.send('Profiler.stop')) as any;
const byId = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
const selfT = new Map<number, number>();
for (let i = 0; i < profile.samples.length; i++) selfT.set(profile.samples[i], (selfT.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
// aggregate self time by function+url:line
const agg = new Map<string, number>();
for (const [id, t] of selfT) { const n = byId.get(id); const cf = n.callFrame; const k = `${cf.functionName || '(anon)'} ${cf.url.replace(/^https?:\/\/[^/]+/, '')}:${cf.lineNumber}:${cf.columnNumber}`; agg.set(k, (agg.get(k) ?? 0) + t); }
for (const [k, v] of [...agg.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(v.toFixed(1).padStart(7), k);
// inclusive time of top-level module functions
await browser.close();
import('node:fs').then((fs) => fs.writeFileSync('/tmp/load.cpuprofile', JSON.stringify(profile)));
