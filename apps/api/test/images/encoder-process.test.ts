import { afterAll, describe, expect, it } from 'vitest';
import { EncoderProcess, sharpVersions } from '../../src/images/encoder-process';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#6b2fa0"/></svg>';

describe('the encoding process', () => {
  const encoder = new EncoderProcess(200);
  afterAll(() => encoder.close());

  it('encodes in a child process that ends once idle, and starts again when needed', async () => {
    const [png, webp] = await Promise.all([
      encoder.encode(SVG, 'png', { palette: true }),
      encoder.encode(SVG, 'webp', { quality: 70 }),
    ]);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(webp.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(encoder.running).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(encoder.running).toBe(false);
    const avif = await encoder.encode(SVG, 'avif', { quality: 50, effort: 2 });
    expect(avif.subarray(4, 12).toString('latin1')).toBe('ftypavif');
  });

  it('answers what is asked while the idle process is still ending, from the next one', async () => {
    const quick = new EncoderProcess(20);
    try {
      await quick.encode(SVG, 'png', {});
      // Told to end once idle: it takes a moment to exit, and the next ask starts another.
      while (quick.running) await new Promise((resolve) => setTimeout(resolve, 2));
      const png = await quick.encode(SVG, 'png', {});
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    } finally {
      quick.close();
    }
  });

  it('fails the picture, not the server, on what sharp refuses', async () => {
    await expect(encoder.encode('not a picture', 'png', {})).rejects.toThrow(/encoding failed/);
    const png = await encoder.encode(SVG, 'png', {});
    expect(png.length).toBeGreaterThan(0);
  });

  it('sets text as glyph outlines in the same process, Thai with its own font file', async () => {
    const { upem, lines } = await encoder.shape([
      { text: 'Rewards', weight: 700 },
      { text: 'ร้าน 17', weight: 400 },
    ]);
    expect(upem).toBeGreaterThan(0);
    expect(lines).toHaveLength(2);
    expect(lines[0]?.glyphs).toHaveLength(7);
    for (const line of lines) {
      expect(line.advance).toBeGreaterThan(0);
      for (const glyph of line.glyphs) expect(glyph.path).toMatch(/^M/);
    }
    expect(encoder.running).toBe(true);
  });

  it('reads the versions of sharp and libvips without loading them', () => {
    const { sharp, libvips } = sharpVersions();
    expect(sharp).toMatch(/^\d+\.\d+\.\d+/);
    expect(libvips).toMatch(/^\d+\.\d+\.\d+/);
  });
});
