#!/usr/bin/env node
// Draws the app's install icons (web/public/icons/*.png, committed) from its logo,
// web/public/favicon.svg, in Debian's Chromium: run again after a change to the logo.
// `any` icons are the logo as it is; the maskable one puts the logo's drawing on a full square of
// its colour, inside the middle 80% that every launcher's mask keeps.
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const svg = fs.readFileSync(new URL('../web/public/favicon.svg', import.meta.url), 'utf8');
const logoColor = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1];
if (!logoColor) throw new Error('make-icons: favicon.svg has no filled <rect>');
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const { file, size, maskable } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    // Maskable: the logo at 70% of the square (its own rounded square vanishes into the background).
    const logo = maskable ? Math.round(size * 0.7) : size;
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;` +
        `background:${maskable ? logoColor : 'transparent'}">` +
        `<img src="${dataUrl}" width="${logo}" height="${logo}" alt=""></body>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({
      path: new URL(`../web/public/icons/${file}`, import.meta.url).pathname,
      omitBackground: !maskable,
    });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`make-icons: ${icons.map((icon) => icon.file).join(', ')} in web/public/icons/`);
