#!/usr/bin/env node
// Screenshots pages of a served build for a human to look at.
//   node scripts/screenshot.mjs <base-url> <out-dir> <path>... [--mobile] [--light]
import {mkdirSync} from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';

const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith('--')));
const [base, outDir, ...paths] = args.filter((a) => !a.startsWith('--'));
mkdirSync(outDir, {recursive: true});
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage({
  viewport: flags.has('--mobile') ? {width: 390, height: 844} : {width: 1280, height: 900},
  colorScheme: flags.has('--light') ? 'light' : 'dark',
});
for (const p of paths) {
  await page.goto(base + p);
  await page.waitForSelector('html[data-has-hydrated="true"]').catch(() => {});
  const file = path.join(outDir, `${p.replace(/\W+/g, '_') || 'home'}${flags.has('--mobile') ? '-m' : ''}${flags.has('--light') ? '-l' : ''}.png`);
  await page.screenshot({path: file, fullPage: flags.has('--full')});
  console.log(file);
}
await browser.close();
