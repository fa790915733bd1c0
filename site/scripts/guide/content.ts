// Every word of the Senior Benefits & Discounts Guide. It gives general guidance and names
// the offices that can answer for a reader's own situation: no programme amounts or limits,
// because those change and differ by state, and a wrong figure would mislead.
import { benefitEligibility } from './chapters/benefit-eligibility.ts';
import { foodAssistance } from './chapters/food-assistance.ts';
import { housingAndUtilities } from './chapters/housing-and-utilities.ts';
import { medicationSavings } from './chapters/medication-savings.ts';
import { transportation } from './chapters/transportation.ts';
import type { Guide } from './content-types.ts';

export const guide: Guide = {
  documentTitle: 'Senior Benefits & Discounts Guide \u2014 2025 Edition',
  title: 'Senior Benefits & Discounts Guide',
  edition: '2025 Edition',
  subtitle: 'Plain advice on saving money, and where to ask for help',
  language: 'en-US',
  preparedOn: new Date('2025-01-01T12:00:00Z'),
  coverNote: 'Large-print edition. Keep it near the phone: every chapter ends with the people to call.',
  beforeYouStart: {
    heading: 'Before You Start',
    blocks: [
      {
        kind: 'paragraph',
        text: 'This guide points you to savings and help that many older adults never hear about. It will not tell you what you will get: that depends on where you live, your income and your situation. It tells you what to ask, and who to ask.',
      },
      {
        kind: 'bullets',
        items: [
          'Read one chapter at a time. Each one ends with a short list of places to ask.',
          'Keep a notebook by the phone. Write down who you spoke with, the date and what they said.',
          'It is fine to ask someone you trust to help with calls and forms.',
          'If you are unsure where to start, dial 2-1-1. It is free and can connect you to local help.',
        ],
      },
    ],
  },
  chapters: [medicationSavings, foodAssistance, housingAndUtilities, transportation, benefitEligibility],
  numbersToKeep: {
    heading: 'Numbers to Keep Handy',
    intro: 'Cut out or copy this page and keep it by your phone.',
    contacts: [
      { name: '211', reach: 'Dial 2-1-1, or visit 211.org', why: 'Free help finding local services of every kind.' },
      {
        name: 'Eldercare Locator',
        reach: '1-800-677-1116 or eldercare.acl.gov',
        why: 'Your local Area Agency on Aging.',
      },
      {
        name: 'Medicare',
        reach: '1-800-MEDICARE (1-800-633-4227) or Medicare.gov',
        why: 'Medicare questions, drug plans and free counseling.',
      },
      { name: 'Social Security', reach: '1-800-772-1213 or ssa.gov', why: 'Retirement benefits, SSI and Extra Help.' },
      { name: 'Veterans Affairs', reach: '1-800-698-2411 or va.gov', why: 'Benefits for veterans and their families.' },
    ],
  },
  disclaimer: {
    heading: 'Important Notice',
    blocks: [
      {
        kind: 'paragraph',
        text: 'This guide gives general information to help you know what to ask and where. It is not legal, financial, tax or medical advice, and it cannot promise that you will qualify for any program or discount.',
      },
      {
        kind: 'paragraph',
        text: 'Programs, rules, prices and contact details change, and they differ from state to state. Always check the details with the agency or business before you decide. If a number in this guide no longer works, dial 2-1-1 for help.',
      },
      {
        kind: 'paragraph',
        text: 'This guide is not published by, and is not connected with, Medicare, Social Security or any other government agency.',
      },
    ],
  },
};
