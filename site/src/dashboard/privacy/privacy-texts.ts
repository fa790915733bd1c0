import type { ConsentFigures } from '@seniorguide/contracts';

// The words of the dashboard's privacy panel.
export const privacyTexts = {
  title: 'Privacy requests',
  intro: 'Find a person by the email address they signed up with.',
  emailLabel: 'Email address',
  consent: 'Download consent record',
  exportAll: 'Export all data',
  erase: 'Erase this person…',
  confirmTitle: 'Erase everything that identifies this person?',
  confirmNote: 'Report figures stay the same. This cannot be undone.',
  suppressLabel: 'They also asked for no more mail',
  confirmErase: 'Erase now',
  cancel: 'Cancel',
  erased: (entryId: number | null) =>
    entryId === null ? 'Nothing was held for that address; its mail was cancelled.' : `Erased entry ${entryId}.`,
  downloaded: 'Downloaded.',
  auditTitle: 'Audit log',
  auditShow: 'Show audit log',
  auditEmpty: 'No requests yet.',
  auditColumns: ['When (your time zone)', 'Who', 'What', 'Entry', 'Details'],
  adminOnly: 'Consent records, export, erasure and the audit log are for admins: they show who a person is.',
  ledgerTitle: 'Consent ledger',
  ledgerRows: (figures: ConsentFigures): [string, number][] => [
    ['Signup consents', figures.records.signup],
    ['Offer consents', figures.records.offerAccepted],
    ['Wording matched the CMS', figures.disclosures.matchesCms],
    ['Wording differed from the CMS', figures.disclosures.differsFromCms],
    ['Wording not checked', figures.disclosures.unverifiable],
    ['No wording sent', figures.disclosures.none],
    ['Recorded before signing', figures.unsigned],
  ],
} as const;
