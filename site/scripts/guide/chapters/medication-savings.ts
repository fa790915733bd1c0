import type { Chapter } from '../content-types.ts';

export const medicationSavings: Chapter = {
  id: 'medication-savings',
  title: 'Medication Savings',
  summary:
    'Medicines are often the biggest health cost for older adults. A few questions, asked of the right people, can lower what you pay without changing the care you get.',
  sections: [
    {
      heading: 'Start with your pharmacist',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Your pharmacist knows what your medicines cost and what the cheaper choices are. Asking is free, and pharmacists are used to these questions.',
        },
        {
          kind: 'bullets',
          items: [
            'Ask your pharmacist about generic versions of each brand-name medicine you take. A generic has the same active ingredient as the brand-name medicine.',
            'Ask whether a 90-day supply costs less than three 30-day fills.',
            'Ask what the price would be without insurance. Now and then the cash price is lower than your copay.',
            'Ask whether your plan charges less at a different pharmacy or through mail order.',
          ],
        },
      ],
    },
    {
      heading: 'Talk with your doctor',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Only your doctor can change a prescription. If a medicine is hard to afford, say so. Your doctor may know of a lower-cost medicine that works as well for you.',
        },
        {
          kind: 'tip',
          text: 'Once a year, bring every medicine you take, including vitamins and anything bought without a prescription, to your doctor or pharmacist. A review can catch medicines you no longer need.',
        },
      ],
    },
    {
      heading: 'If you have Medicare',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Drug plans change their prices and covered medicines from year to year. Compare plans every fall during Medicare Open Enrollment, using the Plan Finder on Medicare.gov or by calling 1-800-MEDICARE.',
            'Medicare has a program called Extra Help for people with limited income and savings. You apply through Social Security.',
            'Your State Health Insurance Assistance Program (SHIP) gives free, unbiased help comparing Medicare plans. 1-800-MEDICARE can tell you how to reach your state\u2019s program.',
          ],
        },
      ],
    },
    {
      heading: 'Other places that may help',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Some drug makers run assistance programs for people who cannot afford their medicines, and some states have their own prescription help. Your pharmacist, your doctor\u2019s office or your State Health Insurance Assistance Program can tell you which ones apply to you.',
        },
        {
          kind: 'tip',
          text: 'Buy medicines only from a licensed pharmacy. Be wary of websites that sell prescription medicines without asking for a prescription.',
        },
      ],
    },
  ],
  whereToAsk: [
    {
      name: 'Your pharmacist',
      reach: 'At the pharmacy counter or by phone',
      why: 'Generic versions, prices and supply sizes.',
    },
    {
      name: 'Medicare',
      reach: 'Medicare.gov or 1-800-MEDICARE (1-800-633-4227)',
      why: 'Comparing drug plans and what your plan covers.',
    },
    {
      name: 'Social Security',
      reach: 'ssa.gov or 1-800-772-1213',
      why: 'Applying for Extra Help with drug plan costs.',
    },
    {
      name: 'Your State Health Insurance Assistance Program (SHIP)',
      reach: 'Ask 1-800-MEDICARE for your state\u2019s program',
      why: 'Free, one-on-one help choosing a plan.',
    },
  ],
};
