// For tests: the text a reader sees in a PDF, read back with pdf.js (what browsers show PDFs with),
// so a check proves the words are really in the file and not only in what we meant to draw.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page in order, each run of white space (line and page breaks too) as one space. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const loaded = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= loaded.numPages; n++) {
    const content = await (await loaded.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await loaded.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}
