import { chromium } from 'playwright-core';
const base = 'http://localhost:8080';
const scheme = process.env.SCHEME ?? 'dark';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const ctx = await browser.newContext({ viewport: { width: 360, height: 740 }, colorScheme: scheme });
const page = await ctx.newPage();
for (const p of process.env.PAGES.split(',')) {
  await page.goto(base + p);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  const file = `/work/scratch/shots/pub-${p.replace(/\//g, '_')}-${scheme}.png`;
  await page.screenshot({ path: file, fullPage: true });
  console.log(file, overflow, new URL(page.url()).pathname);
}
await browser.close();
