import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EARLY_INPUT_SCRIPT, captureEarlyInput } from './early-input';

describe('the early-input script', () => {
  it('is the function, called, and still parses once squeezed', () => {
    expect(EARLY_INPUT_SCRIPT.startsWith(`(function ${captureEarlyInput.name}(){`)).toBe(true);
    expect(EARLY_INPUT_SCRIPT.endsWith('})()')).toBe(true);
    expect(() => new Function(EARLY_INPUT_SCRIPT)).not.toThrow();
    // Its strings come through untouched.
    expect(EARLY_INPUT_SCRIPT).toContain('"button,[role=button],[type=checkbox],[type=radio]"');
    expect(EARLY_INPUT_SCRIPT).toContain('"data-early-busy"');
  });

  it('stays small: every page carries it', () => {
    expect(EARLY_INPUT_SCRIPT.length).toBeLessThan(1500);
    expect(gzipSync(EARLY_INPUT_SCRIPT).length).toBeLessThan(800);
    expect(EARLY_INPUT_SCRIPT).not.toMatch(/\n|\/\/|\bconst\b/);
  });
});
