import { chromium } from '@playwright/test';
const url = process.argv[2] ?? 'http://harbour-motor-group.localhost:4450/search';
const make = process.argv[3] ?? 'Toyota';
const clicks = Number(process.argv[4] ?? 6);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
await context.addInitScript('globalThis.__name = (fn) => fn;');
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.goto(url, { waitUntil: 'load' });
const settled = () => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true' && document.querySelector('[data-slot="search-page"]')?.getAttribute('data-state') === 'hasData', undefined, { timeout: 30000 });
await settled();
await page.locator('.fc-search__filters-button').click();
const box = page.getByRole('dialog', { name: 'Filters' }).getByRole('checkbox', { name: make, exact: true });
await box.waitFor();

const self = new Map<string, number>();
const times: number[] = [];
for (let i = 0; i < clicks; i++) {
  await settled();
  await page.waitForTimeout(400);
  await page.evaluate(() => {
    const w = window as any; const s: any = { clickAt: null, paintedAt: null }; w.__b = s;
    const root = document.querySelector('[data-slot="search-page"]')!;
    const res = () => Array.from(root.querySelectorAll('.fc-search__grid a[href]'), (a) => a.getAttribute('href')).join(' ');
    const before = res();
    window.addEventListener('click', (e) => { s.clickAt = e.timeStamp; }, { capture: true, once: true });
    const o = new MutationObserver(() => { if (res() === before) return; o.disconnect(); requestAnimationFrame(() => setTimeout(() => { s.paintedAt = performance.now(); }, 0)); });
    o.observe(root, { subtree: true, childList: true, characterData: true });
  });
  await box.click();
  await page.waitForFunction(() => (window as any).__b.paintedAt != null, undefined, { polling: 50 });
  const s = await page.evaluate(() => (window as any).__b);
  times.push(s.paintedAt - s.clickAt);
}
console.log('click to paint ms:', times.map((t) => t.toFixed(0)).join(' '));
const sorted=[...times].sort((a,b)=>a-b); console.log('median', sorted[Math.floor(sorted.length/2)].toFixed(0));
await browser.close();
