import { describe, expect, it } from 'vitest';
import { timeZoneField } from './timeZoneField.ts';

// The operator's time zone on the CMS user: US Eastern unless they choose, and only zones the dashboard can use.

describe("the user's time zone", () => {
  it('defaults to US Eastern and offers only IANA zones, the common ones among them', () => {
    expect(timeZoneField.defaultValue).toBe('America/New_York');
    expect(timeZoneField.required).toBe(true);
    const values = timeZoneField.options.map((option) => (typeof option === 'string' ? option : option.value));
    expect(values).toEqual(
      expect.arrayContaining(['America/New_York', 'America/Chicago', 'America/Los_Angeles', 'UTC']),
    );
    for (const zone of values) expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow();
  });
});
