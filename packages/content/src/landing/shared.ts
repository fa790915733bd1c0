import { seedMedia } from '../media.ts';
import type {
  InlineSuccessTexts,
  LandingBenefits,
  LandingBrands,
  LandingFaq,
  LandingFigures,
  SignupModalTexts,
} from '../types/landing-variant.ts';

// Sections every landing version starts from; each version changes what it tests.

export const seedFigures: LandingFigures = {
  discounts: { value: '175+', label: 'senior discounts in one guide' },
  yearlySavings: { value: '$5,000+', label: 'in possible savings every year' },
  seniorsHelped: { value: '12,000+', label: 'seniors have already downloaded it' },
  seniorsSubscribed: { value: '14,000+', label: 'seniors read our money-saving tips' },
};

export const seedBrands: LandingBrands = {
  heading: 'Discounts from the kinds of places you already shop',
  logos: [
    { id: 'brand-evergreen-pharmacy', name: 'Evergreen Pharmacy', logo: seedMedia.brandEvergreenPharmacy },
    { id: 'brand-harvest-market', name: 'Harvest Market', logo: seedMedia.brandHarvestMarket },
    { id: 'brand-brightway-travel', name: 'Brightway Travel', logo: seedMedia.brandBrightwayTravel },
    { id: 'brand-hearthstone-energy', name: 'Hearthstone Energy', logo: seedMedia.brandHearthstoneEnergy },
  ],
};

export const seedBenefits: LandingBenefits = {
  heading: 'What you will find inside',
  intro: 'Plain, step-by-step help with the costs that matter most after 60.',
  items: [
    {
      id: 'benefit-prescriptions',
      key: 'prescriptions',
      title: 'Prescription savings',
      description:
        'Discount cards, pharmacy programs and simple questions to ask your doctor that can lower what you pay for medicine.',
      icon: seedMedia.iconPrescriptions,
    },
    {
      id: 'benefit-groceries',
      key: 'groceries',
      title: 'Grocery and meal deals',
      description: 'Senior shopping days, food programs you may qualify for, and meal delivery options close to home.',
      icon: seedMedia.iconGroceries,
    },
    {
      id: 'benefit-bills',
      key: 'bills',
      title: 'Lower bills',
      description:
        'Ways to cut your phone, internet, heating and electric bills, including help programs many people never hear about.',
      icon: seedMedia.iconBills,
    },
    {
      id: 'benefit-housing',
      key: 'housing',
      title: 'Housing help',
      description:
        'Rent assistance, Section 8, home repair grants and property tax relief, explained in everyday words.',
      icon: seedMedia.iconHousing,
    },
  ],
};

export const seedFaq: LandingFaq = {
  heading: 'Questions people ask us',
  items: [
    {
      id: 'faq-what-is-it',
      question: 'What is the Senior Savings Guide?',
      answer:
        'It is a free guide that gathers senior discounts, benefit programs and money-saving tips in one place. We send it to your email so you can read it at your own pace, on screen or printed out.',
    },
    {
      id: 'faq-is-it-free',
      question: 'Is the ebook really free?',
      answer:
        'Yes. The guide costs nothing and you never need a credit card. After you sign up we may show you a few optional offers from our partners; you are free to skip every one of them.',
    },
    {
      id: 'faq-do-i-qualify',
      question: 'Do I qualify?',
      answer:
        'Most discounts in the guide start at age 50, 55, 60 or 65, and many benefit programs depend on your income or where you live. The guide explains who each one is for, so you can quickly see which apply to you.',
    },
    {
      id: 'faq-how-much',
      question: 'How much can I save?',
      answer:
        'It depends on your situation. Readers who use several of the programs and discounts in the guide can save $5,000 or more a year, but we cannot promise a specific amount.',
    },
  ],
};

export const seedSignupModal: SignupModalTexts = {
  title: 'Senior Savings Guide Signup',
  intro: 'Enter your email and we will send your free guide right away.',
  emailLabel: 'Your email address',
  emailPlaceholder: 'name@example.com',
  submitLabel: 'Send My Free Guide',
  pendingLabel: 'Checking...',
  privacyNote:
    'We use your email to send your guide and occasional savings tips, and pass it to a partner only when you choose one of their offers. Unsubscribe at any time.',
  closeLabel: 'Close',
  invalidEmailMessage: 'Please enter a valid email address.',
  successToastTitle: 'Success!',
  successToastMessage: 'Your free guide is on its way. Please check your email.',
  errorToastTitle: 'Error',
  errorFallbackMessage: 'Something went wrong. Please try again.',
};

export const seedInlineSuccess: InlineSuccessTexts = {
  title: "You're all set!",
  message: 'Your free guide is on its way to your inbox. It usually arrives within 10 minutes.',
  giftCardTitle: 'Senior Benefits & Discounts Guide',
  giftCardText: 'Your free 2025 Edition, with 175+ discounts and ways to save $5,000+ a year.',
  giftCardImage: seedMedia.ebookCover,
  resetLabel: 'Sign up another person',
};
