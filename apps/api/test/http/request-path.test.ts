import { describe, expect, it } from 'vitest';
import { isApiOrAssetPath, normalisedPath } from '../../src/http/request-path';

describe('request paths as the router reads them', () => {
  it('decodes percent-encoding and resolves dot segments', () => {
    expect(normalisedPath('/backend/%61pi/item/x?lang=en')).toBe('/backend/api/item/x');
    expect(normalisedPath('/x/../backend/api/./cms')).toBe('/backend/api/cms');
    expect(normalisedPath('/%E0%A4%A')).toBeUndefined();
  });

  it('recognises API, picture and asset paths however they are written', () => {
    for (const url of [
      '/backend/api/nothing',
      '/backend/%61pi/nothing',
      '/backend/api',
      '/images/x.svg',
      '/%61ssets/app.js',
      '/foo/../backend/api/x',
      '/%FF',
    ]) {
      expect(isApiOrAssetPath(url)).toBe(true);
    }
    for (const url of ['/', '/cms/about?lang=en', '/backend/apix', '/listItem']) {
      expect(isApiOrAssetPath(url)).toBe(false);
    }
  });
});
