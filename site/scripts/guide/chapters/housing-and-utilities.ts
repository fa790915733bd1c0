import type { Chapter } from '../content-types.ts';

export const housingAndUtilities: Chapter = {
  id: 'housing-and-utilities',
  title: 'Housing and Utility Costs',
  summary:
    'Rent, property taxes, heating, cooling and the phone bill add up. Programs and payment plans exist for each of them, and the people who run them can tell you what you may qualify for.',
  sections: [
    {
      heading: 'If you own your home',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Many states and counties lower, freeze or delay property taxes for older homeowners. Ask your county tax or assessor\u2019s office what they offer and when to apply.',
            'Ask your Area Agency on Aging about help with home repairs and safety changes, such as grab bars and ramps.',
            'If you live in a rural area, ask USDA Rural Development about home repair help.',
          ],
        },
        {
          kind: 'tip',
          text: 'Before you sign up for a reverse mortgage or any loan against your home, talk with a housing counselor approved by the U.S. Department of Housing and Urban Development (HUD). You can find one at hud.gov.',
        },
      ],
    },
    {
      heading: 'If you rent',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Your local public housing agency runs public housing and Housing Choice Vouchers, also known as Section 8. There is also housing built for older adults with limited income. Waiting lists are common, so it pays to apply early.',
        },
        {
          kind: 'bullets',
          items: [
            'Call 211 or your public housing agency and ask which lists are open.',
            'Ask to be put on every list you qualify for.',
            'Keep your address and phone number up to date with each agency so you do not lose your place.',
          ],
        },
      ],
    },
    {
      heading: 'Heating, cooling and power bills',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'The Low Income Home Energy Assistance Program (LIHEAP) helps eligible households pay heating and cooling bills. Call 211 to find the office that takes applications where you live.',
            'The Weatherization Assistance Program can make a home cheaper to heat and cool, for example by sealing drafts, at no cost to eligible households.',
            'Call your utility company and ask about budget billing, payment plans and any discounts for older customers or people with limited income.',
            'If you use medical equipment at home, ask your utility whether you can be listed for extra notice or protection before a shut-off.',
          ],
        },
      ],
    },
    {
      heading: 'Phone and internet',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The federal Lifeline program lowers the monthly cost of phone or internet service for people who qualify. Ask your phone company whether it takes part, or visit lifelinesupport.org. Ask your provider, too, about lower-cost plans for older customers.',
        },
      ],
    },
  ],
  whereToAsk: [
    { name: '211', reach: 'Dial 2-1-1, or visit 211.org', why: 'Energy help, rent help and housing lists near you.' },
    {
      name: 'Your local public housing agency',
      reach: 'Through 211 or hud.gov',
      why: 'Public housing and Housing Choice Vouchers.',
    },
    {
      name: 'Your county tax or assessor\u2019s office',
      reach: 'The number on your property tax bill',
      why: 'Property tax relief for older homeowners.',
    },
    {
      name: 'Your utility company',
      reach: 'The number on your bill',
      why: 'Payment plans, budget billing and discounts.',
    },
  ],
};
