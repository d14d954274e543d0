// Reusable steps for invoice documents: download a file from a link as the user would, and turn a
// PDF into PNG pages to look at. The pages are drawn by pdf.js inside Chromium, the same renderer
// the browser's own PDF viewer uses, so the pictures show what a client sees when opening the file.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { ROOT, SHOTS } from '../harness.ts';

/** Clicks a download link and answers the file's name (as the server suggested it) and bytes. */
export async function download(page: Page, link: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { name: file.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

const PDFJS = path.join(ROOT, 'node_modules', 'pdfjs-dist', 'build');
// A made-up origin the page is served from: nothing leaves the machine.
const ORIGIN = 'http://documents.test';
const VIEWER = `<!doctype html><meta charset="utf-8"><style>body{margin:0;background:#8a8a8a}canvas{display:block;margin:12px auto;box-shadow:0 1px 4px #0006}</style>
<script type="module">
  import * as pdfjs from '/pdf.mjs';
  pdfjs.GlobalWorkerOptions.workerSrc = '/pdf.worker.mjs';
  const doc = await pdfjs.getDocument('/document.pdf').promise;
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const viewport = page.getViewport({ scale: 1.5 });
    const canvas = Object.assign(document.createElement('canvas'), { width: viewport.width, height: viewport.height });
    document.body.append(canvas);
    await page.render({ canvasContext: canvas.getContext('2d'), viewport }).promise;
  }
  document.body.dataset.pages = String(doc.numPages);
</script>`;

/** Draws every page of a PDF and saves them as `<name>-page-<n>.png` under the screenshots; answers the files. */
export async function pdfToPng(browser: Browser, pdf: Buffer, name: string): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 960, height: 1300 } });
  try {
    const page = await context.newPage();
    await page.route(`${ORIGIN}/**`, (route) => {
      const file = new URL(route.request().url()).pathname;
      if (file === '/') return route.fulfill({ contentType: 'text/html', body: VIEWER });
      if (file === '/document.pdf') return route.fulfill({ contentType: 'application/pdf', body: pdf });
      if (file === '/pdf.mjs' || file === '/pdf.worker.mjs') return route.fulfill({ contentType: 'text/javascript', body: fs.readFileSync(path.join(PDFJS, file.slice(1))) });
      return route.fulfill({ status: 404 });
    });
    await page.goto(`${ORIGIN}/`);
    await page.locator('body[data-pages]').waitFor({ timeout: 30_000 });
    const canvases = page.locator('canvas');
    const files: string[] = [];
    for (let n = 0; n < (await canvases.count()); n++) {
      const file = path.join(SHOTS, `${name}-page-${n + 1}.png`);
      await canvases.nth(n).screenshot({ path: file });
      files.push(file);
    }
    return files;
  } finally {
    await context.close();
  }
}
