import { describe, expect, it, vi } from 'vitest';
import { PAGES, PAGE_IDS } from '../shared/router/page-registry';
import { loadPage, ROUTES } from './routes';

describe('the route table, derived from the page registry', () => {
  it('every page is a route: the bare ones beside the layout, the rest inside it', () => {
    const layout = ROUTES.find((route) => route.id === 'layout');
    const bare = ROUTES.filter((route) => route !== layout).map((route) => [route.id, route.path]);
    const framed = (layout?.children ?? []).map((route) => [route.id, route.path]);
    expect(bare).toEqual([['maintenance', '/maintenance']]);
    expect([...bare, ...framed].sort()).toEqual(PAGE_IDS.map((id) => [id, PAGES[id].path]).sort());
  });

  it("each page's module loads, and names the registry's messages", async () => {
    // What the build defines for the version page.
    vi.stubGlobal('__APP_VERSION__', '0.0.0');
    vi.stubGlobal('__BUILD_TIME__', '2026-01-01T00:00:00Z');
    for (const id of PAGE_IDS) {
      const page = await loadPage(id);
      expect(typeof page.Component, id).toBe('function');
      expect(page.messages?.name, id).toBe((PAGES[id] as { messages?: string }).messages);
    }
  }, 60_000);
});
