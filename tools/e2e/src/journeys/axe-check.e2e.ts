import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, test } from 'vitest';
import { describeFindings, findingsOf, isBlocking } from '../support/axe-report';
import { useShopSession } from '../support/session';

const session = useShopSession();

/** A page with faults axe rates critical: a picture without alt text, a button without a name. */
const FAULTY_PAGE = `<!doctype html><html lang="en"><head><title>faulty</title></head><body>
<main><h1>Faulty</h1>
<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">
<button type="button"></button>
</main></body></html>`;

describe('the accessibility check', () => {
  test('catches serious and critical faults and names them readably', async () => {
    const shop = await session.open('en');
    await shop.page.setContent(FAULTY_PAGE);
    const results = await new AxeBuilder({ page: shop.page }).analyze();
    const record = findingsOf('faulty', results);
    const blocking = record.findings.filter(isBlocking).map((finding) => finding.rule);
    expect(blocking).toEqual(expect.arrayContaining(['image-alt', 'button-name']));
    const text = describeFindings(record, record.findings.filter(isBlocking));
    expect(text).toContain('[critical] image-alt');
    expect(text).toContain('- img');
  });
});
