import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page of a PDF, as a reader copies it (pdf.js), items joined in order. */
export async function pdfText(pdf: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
          .join(''),
      );
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

/** The document information dictionary of a PDF (Title, CreationDate ...), as pdf.js reads it. */
export async function pdfInfo(pdf: Uint8Array): Promise<Record<string, unknown>> {
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  try {
    const { info } = await document.getMetadata();
    return info as Record<string, unknown>;
  } finally {
    await document.destroy();
  }
}
