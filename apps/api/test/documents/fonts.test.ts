import { describe, expect, it } from 'vitest';
import { documentFonts } from '../../src/documents/pdf-fonts';

describe('the documents typeface', () => {
  it('sets each character with the file that has it: Thai, Latin, or the Latin letters beyond it', async () => {
    const fonts = await documentFonts();
    expect(fonts.runs('Łódź 99/1 น้ำ')).toEqual([
      { text: 'Ł', subset: 'latin-ext' },
      // The typeface has no ź: it falls to the Latin file (its empty glyph), the text kept.
      { text: 'ódź 99/1 ', subset: 'latin' },
      { text: 'น้ำ', subset: 'thai' },
    ]);
  });

  it('measures shaped text: marks take no room, so น้ำ is as wide as นา', async () => {
    const fonts = await documentFonts();
    expect(fonts.width('น้ำ', 10, 400)).toBeCloseTo(fonts.width('นา', 10, 400), 6);
    expect(fonts.width('ที่', 10, 400)).toBeCloseTo(fonts.width('ท', 10, 400), 6);
    expect(fonts.width('30,890.00', 10, 700)).toBeGreaterThan(fonts.width('30,890.00', 10, 400));
  });
});
