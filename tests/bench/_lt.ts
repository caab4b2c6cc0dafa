import { chromium } from '@playwright/test';
const url = process.argv[2] ?? 'http://coral-coast-kia.localhost:4450/search';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const events: any[] = [];
cdp.on('Tracing.dataCollected', (d: any) => { events.push(...d.value); });
await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing', transferMode: 'ReportEvents' });
await page.goto(url, { waitUntil: 'load' });
await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 30000 });
await page.waitForTimeout(1500);
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.end'); await done;
const x = events.filter((e) => e.ph === 'X' && e.dur);
const mainTid = (() => { const c = new Map<number, number>(); for (const e of x) if (e.name === 'ParseHTML') c.set(e.tid, (c.get(e.tid) ?? 0) + 1); return [...c.entries()].sort((a, b) => b[1] - a[1])[0]?.[0]; })();
const main = x.filter((e) => e.tid === mainTid);
const tasks = main.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask').sort((a, b) => a.ts - b.ts);
const t0 = Math.min(...main.map((e) => e.ts));
let tbt = 0;
for (const t of tasks) {
  if (t.dur < 30000) continue;
  tbt += Math.max(0, t.dur / 1000 - 50);
  const kids = new Map<string, number>();
  for (const e of main) {
    if (e === t || e.ts < t.ts || e.ts + e.dur > t.ts + t.dur) continue;
    if (['ParseHTML','UpdateLayoutTree','Layout','EvaluateScript','v8.compile','FunctionCall','v8.run','Paint','PrePaint','TimerFire','RunMicrotasks','FireAnimationFrame','Commit','Layerize','MajorGC','MinorGC','v8.evaluateModule','ParseAuthorStyleSheet','IntersectionObserverController::computeIntersections','EventDispatch','CompileScript','CompileCode'].includes(e.name)) {
      const k = e.name + (e.args?.data?.url ? ' ' + String(e.args.data.url).replace(/^https?:\/\/[^/]+/, '').slice(0, 50) : '');
      kids.set(k, (kids.get(k) ?? 0) + e.dur / 1000);
    }
  }
  console.log(`task @${((t.ts - t0) / 1000).toFixed(0)}ms ${(t.dur / 1000).toFixed(0)}ms:`, [...kids.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k}=${v.toFixed(0)}`).join(', '));
}
console.log('TBT-ish (all tasks)', tbt.toFixed(0));
const fcp = events.find((e) => e.name === 'firstContentfulPaint'); if (fcp) console.log('FCP', ((fcp.ts - t0) / 1000).toFixed(0));
await browser.close();
