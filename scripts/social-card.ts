/**
 * Draws static/img/social-card.png, the 1200 x 630 image link previews show
 * (`themeConfig.image`), from the identity module and the logo, in Debian's
 * Chromium. Run it after rebranding: `npx tsx scripts/social-card.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {identity} from '../src/identity';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './chromium';

const root = path.resolve(__dirname, '..');
const out = path.join(root, 'static', 'img', 'social-card.png');
const logo = fs.readFileSync(path.join(root, 'static', 'img', 'logo.svg'), 'utf8');

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[c]!);

const html = `<!doctype html><html><head><meta charset="utf-8"><style>
  html, body { margin: 0; }
  body { width: 1200px; height: 630px; box-sizing: border-box; padding: 88px 96px;
    background: linear-gradient(135deg, #0f1715 0%, #12231e 60%, #0b3a2d 100%);
    color: #eef5f2; font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif;
    display: flex; flex-direction: column; justify-content: space-between; }
  .brand { display: flex; align-items: center; gap: 28px; font-size: 64px; font-weight: 700; }
  .brand svg { width: 104px; height: 104px; }
  h1 { font-size: 58px; line-height: 1.15; margin: 0; max-width: 960px; font-weight: 700; }
  .foot { font-size: 30px; color: #9fd9c6; }
</style></head><body>
  <div class="brand">${logo}<span>${escape(identity.name)} Docs</span></div>
  <h1>${escape(identity.tagline)}</h1>
  <div class="foot">${escape(new URL(identity.urls.docs).host)}</div>
</body></html>`;

async function main() {
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  const page = await browser.newPage({viewport: {width: 1200, height: 630}});
  await page.setContent(html);
  await page.screenshot({path: out, type: 'png'});
  await browser.close();
  console.log(`Wrote ${path.relative(root, out)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
