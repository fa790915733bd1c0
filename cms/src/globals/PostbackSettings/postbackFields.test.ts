import { clickIdSources, postbackMacros } from '@seniorguide/postbacks';
import type { Field } from 'payload';
import { describe, expect, it } from 'vitest';
import { postbackFields } from './postbackFields.ts';

const fields = postbackFields({ allowLoopbackHttp: false });
const named = (name: string) =>
  fields.find((field): field is Field & { name: string } => 'name' in field && field.name === name);

describe('the postback fields', () => {
  it('offer every {clickid} source the tracker reads, each with a label that names its parameters', () => {
    const select = named('clickIdSource');
    const options = select && 'options' in select ? (select.options as { label: string; value: string }[]) : [];
    expect(options.map((option) => option.value)).toEqual([...clickIdSources]);
    const label = (value: string) => options.find((option) => option.value === value)?.label ?? '';
    expect(label('clickid')).toMatch(
      /^Network click id \(clickid, click_id, .*transaction_id, or the traffic source's click-id parameter\)$/,
    );
    expect(label('s4')).toBe("s4 (s4, sub4, aff_sub4, or the traffic source's s4 parameter)");
    expect(label('gclid')).toMatch(/Google.*gclid/);
  });

  it('list every macro a template may use in the help', () => {
    const template = named('urlTemplate');
    const help = String(
      template && 'admin' in template ? (template.admin as { description?: string }).description : '',
    );
    for (const macro of postbackMacros) expect(help).toContain(`{${macro}}`);
  });
});
