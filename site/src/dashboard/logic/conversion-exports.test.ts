import { describe, expect, it } from 'vitest';
import { attachmentNameOf } from './conversion-exports.ts';

describe('attachmentNameOf', () => {
  it("reads the tracker's file name, quoted or not", () => {
    expect(
      attachmentNameOf('attachment; filename=google-ads-conversions_2026-06-15_to_2026-06-15_America-New_York.csv'),
    ).toBe('google-ads-conversions_2026-06-15_to_2026-06-15_America-New_York.csv');
    expect(attachmentNameOf('attachment; filename="meta-conversions_2026-06-15_to_2026-06-15_UTC.json"')).toBe(
      'meta-conversions_2026-06-15_to_2026-06-15_UTC.json',
    );
  });

  it('gives nothing for a missing header or a name that is not a plain file name', () => {
    expect(attachmentNameOf(null)).toBeNull();
    expect(attachmentNameOf('inline')).toBeNull();
    expect(attachmentNameOf('attachment; filename="../../evil.sh"')).toBeNull();
  });
});
