import type { ArrayRow, DocumentMeta, Drafted } from './document.ts';

/** `partner-link` sends the visitor to a partner site; `quote-form` shows a demo form that only alerts. */
export type DemoPageKind = 'partner-link' | 'quote-form';

export type DemoPageForm = {
  heading?: string | null;
  nameLabel?: string | null;
  phoneLabel?: string | null;
  emailLabel?: string | null;
  zipLabel?: string | null;
  submitLabel?: string | null;
  alertMessage?: string | null;
};

export type DemoPagePartner = {
  buttonLabel?: string | null;
  url?: string | null;
};

export type DemoPage = DocumentMeta &
  Drafted & {
    slug: string;
    kind: DemoPageKind;
    title: string;
    eyebrow: string;
    headline: string;
    intro: string;
    claims: (ArrayRow & { value: string; label: string })[];
    form: DemoPageForm;
    partner: DemoPagePartner;
    backLinkLabel: string;
    finePrint?: string | null;
  };
