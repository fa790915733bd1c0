import type { Chapter } from '../content-types.ts';

export const benefitEligibility: Chapter = {
  id: 'benefit-eligibility',
  title: 'Government Benefit Eligibility',
  summary:
    'Rules differ from program to program and from state to state, and they change. Instead of guessing, use the free tools and offices below to check what you may qualify for.',
  sections: [
    {
      heading: 'Check several programs at once',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Free online screening tools ask a few questions and list the programs you may qualify for. Two are run by trusted sources: the benefits finder at USA.gov/benefits, run by the U.S. government, and BenefitsCheckUp.org, run by the National Council on Aging. If you prefer to talk to a person, call 211 or your local Area Agency on Aging.',
        },
      ],
    },
    {
      heading: 'Social Security and Supplemental Security Income',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'The age at which you start Social Security retirement benefits changes your monthly amount. Ask Social Security to explain your choices before you decide.',
            'A free my Social Security account at ssa.gov shows your earnings record and benefit estimates.',
            'Supplemental Security Income (SSI) is a separate program for people with very limited income and savings. Ask Social Security whether you may qualify.',
          ],
        },
      ],
    },
    {
      heading: 'Medicare and Medicaid',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Medicare Savings Programs can help people with limited income pay Medicare costs. You apply through your state Medicaid office.',
            'Medicaid is run by each state. It covers health care for people with limited income and can help with long-term care. Your state Medicaid office can tell you the rules where you live.',
            'Your State Health Insurance Assistance Program (SHIP) gives free, unbiased help with Medicare and related programs.',
          ],
        },
      ],
    },
    {
      heading: 'If you served in the military',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Veterans and, in some cases, their spouses and survivors may qualify for health care, pensions and other help. Visit va.gov or call 1-800-698-2411 to ask.',
        },
      ],
    },
    {
      heading: 'Getting ready to apply',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most applications ask for the same papers. Having them in one folder makes every application easier.',
        },
        {
          kind: 'bullets',
          items: [
            'A photo ID, your Social Security card or number, and your Medicare card.',
            'Proof of income, such as benefit letters, pension statements and recent bank statements.',
            'Recent bills for rent or mortgage, property tax, utilities and medical costs.',
            'A notebook to write down who you spoke with, the date, and what they told you.',
          ],
        },
        {
          kind: 'tip',
          text: 'Applying for a government benefit does not cost anything. Be wary of anyone who asks for a fee to help you apply, or who asks you to pay with gift cards or a wire transfer.',
        },
      ],
    },
  ],
  whereToAsk: [
    { name: 'Social Security', reach: 'ssa.gov or 1-800-772-1213', why: 'Retirement benefits, SSI and Extra Help.' },
    {
      name: 'Medicare',
      reach: 'Medicare.gov or 1-800-MEDICARE (1-800-633-4227)',
      why: 'Coverage questions and your State Health Insurance Assistance Program.',
    },
    {
      name: 'Benefit screening tools',
      reach: 'USA.gov/benefits and BenefitsCheckUp.org',
      why: 'A list of programs you may qualify for.',
    },
    {
      name: 'Your state Medicaid office',
      reach: 'Through 211 or your state\u2019s website',
      why: 'Medicaid and Medicare Savings Programs.',
    },
  ],
};
