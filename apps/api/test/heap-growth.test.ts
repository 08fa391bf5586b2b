import { describe, expect, it } from 'vitest';
import { growthGivenAtStart } from '../src/heap-growth';

describe("V8's heap growing factor", () => {
  it('is left to the command line when Node was started with one', () => {
    expect(growthGivenAtStart(['--heap-growing-percent=0'])).toBe(true);
    expect(growthGivenAtStart(['--max-semi-space-size=8', '--heap_growing_percent=80'])).toBe(true);
    expect(growthGivenAtStart(['--heap-growing-percent', '80'])).toBe(true);
  });

  it('is the server’s own otherwise', () => {
    expect(growthGivenAtStart([])).toBe(false);
    expect(growthGivenAtStart(['--max-semi-space-size=8', '--enable-source-maps'])).toBe(false);
    expect(growthGivenAtStart(['--heap-growing-percentage=80'])).toBe(false);
  });
});
