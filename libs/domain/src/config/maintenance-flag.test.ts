import { describe, expect, it } from 'vitest';
import { isMaintenanceOn } from './maintenance-flag';

describe('isMaintenanceOn: FE_PUT_UP_MAINTENANCE_PAGE', () => {
  it("is on only for '1'", () => {
    expect(isMaintenanceOn({ FE_PUT_UP_MAINTENANCE_PAGE: '1' })).toBe(true);
    expect(isMaintenanceOn({ FE_PUT_UP_MAINTENANCE_PAGE: ' 1 ' })).toBe(true);
    expect(isMaintenanceOn({ FE_PUT_UP_MAINTENANCE_PAGE: '0' })).toBe(false);
    expect(isMaintenanceOn({ FE_PUT_UP_MAINTENANCE_PAGE: 'Y' })).toBe(false);
    expect(isMaintenanceOn({})).toBe(false);
  });
});
