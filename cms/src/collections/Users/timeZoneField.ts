import type { SelectField } from 'payload';

// The operator's own time zone: the analytics dashboard cuts days and hours, prints times, names its CSV
// files and shows the audit log in it. US Eastern by default, the product's reporting zone.

export const defaultUserTimeZone = 'America/New_York';

/** Every IANA zone this Node knows (canonical names), with the default and UTC always among them. */
function ianaZones(): string[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add(defaultUserTimeZone);
  zones.add('UTC');
  return [...zones].sort((a, b) => a.localeCompare(b));
}

export const timeZoneField: SelectField = {
  name: 'timeZone',
  label: 'Time zone',
  type: 'select',
  required: true,
  defaultValue: defaultUserTimeZone,
  options: ianaZones().map((zone) => ({ label: zone.replaceAll('_', ' '), value: zone })),
  admin: {
    description:
      'Days, hours and times on the analytics dashboard, its CSV files and the audit log are in this zone. Figures are counted per quarter hour, so every zone cuts its days exactly.',
  },
};
