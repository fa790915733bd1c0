// The words of the delivery email, shared by its HTML and plain-text parts.

export const deliveryCopy = {
  subject: 'Your free Senior Benefits & Discounts Guide is ready',
  preheader: 'Your large-print 2025 Edition is one click away.',
  heading: 'Your free guide is ready',
  intro:
    'Thank you for asking for the Senior Benefits & Discounts Guide, 2025 Edition. It is a large-print guide to saving on medicines, food, housing, utility bills and getting around, and to finding out which government benefits you may qualify for.',
  button: 'Download Your Senior Savings Guide',
  pdfLead: 'Prefer to open the PDF straight away?',
  pdfLink: 'Open the guide (PDF)',
  fallbackLead: 'If the button does not work, copy this address into your web browser:',
  tip: 'Tip: save the guide on your computer or print it, so you can keep it near the phone.',
  whyYouGotThis: (email: string, site: string) =>
    `You are receiving this email because ${email} was entered on ${site} to get the free guide.`,
  unsubscribeLead: 'Do not want emails from us?',
  unsubscribe: 'Unsubscribe',
} as const;
