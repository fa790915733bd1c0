import { describe, expect, it } from 'vitest';
import { isStaffPage } from './staff-pages.ts';

describe('staff pages', () => {
  it('are the dashboard and anything under it', () => {
    expect(isStaffPage('/analytics')).toBe(true);
    expect(isStaffPage('/analytics/')).toBe(true);
  });

  it('are never a visitor page, even one whose name starts the same', () => {
    for (const path of ['/', '/v2', '/thank-you', '/analytics-report', '/offer-landing/analytics']) {
      expect(isStaffPage(path)).toBe(false);
    }
  });
});
