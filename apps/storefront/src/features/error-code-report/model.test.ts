import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { locationChanged } from '../../shared/router/model';
import { readErrorCodeReport } from '../../shared/url/error-code';
import { $errorCodeReport, errorCodeReportClosed } from './model';

describe('errorCode modal', () => {
  it('lists the other parameters split at their first equals sign, in order, without lang', () => {
    expect(
      readErrorCodeReport('?errorCode=E702&orderNo=OE%20123&msg=a=b&flag&lang=th&x=1+2'),
    ).toEqual({
      errorCode: 'E702',
      entries: [
        { key: 'orderNo', value: 'OE 123' },
        { key: 'msg', value: 'a=b' },
        { key: 'flag', value: '' },
        { key: 'x', value: '1 2' },
      ],
    });
  });

  it('no errorCode, no modal; a malformed escape is shown as written', () => {
    expect(readErrorCodeReport('?q=ipad&lang=en')).toBeUndefined();
    expect(readErrorCodeReport('?errorCode=E1&bad=%E0%A4%A')).toEqual({
      errorCode: 'E1',
      entries: [{ key: 'bad', value: '%E0%A4%A' }],
    });
  });

  it('opens on an error link, closes for that link, and opens again for another', async () => {
    const scope = fork();
    await allSettled(locationChanged, {
      scope,
      params: { pathname: '/', search: '?errorCode=E600&po=1&lang=en' },
    });
    expect(scope.getState($errorCodeReport)?.entries).toEqual([{ key: 'po', value: '1' }]);
    await allSettled(errorCodeReportClosed, { scope });
    expect(scope.getState($errorCodeReport)).toBeNull();
    await allSettled(locationChanged, {
      scope,
      params: { pathname: '/', search: '?errorCode=E601&lang=en' },
    });
    expect(scope.getState($errorCodeReport)).toEqual({ errorCode: 'E601', entries: [] });
  });
});
