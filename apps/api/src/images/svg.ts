/** Text made safe to put between tags or in a quoted attribute of an SVG document. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => {
    switch (character) {
      case '&':
        return '&amp;';
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '"':
        return '&quot;';
      default:
        return '&apos;';
    }
  });
}

/**
 * A standalone SVG document of `width` x `height` around `body`, with a title
 * for screen readers and, when given, a style sheet (fonts it carries).
 */
export function svgDocument(
  width: number,
  height: number,
  title: string,
  body: string,
  css = '',
): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    // In element content only & and < need escaping; CSS keeps its quotes.
    ...(css === '' ? [] : [`<style>${css.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</style>`]),
    body,
    '</svg>',
  ].join('\n');
}
