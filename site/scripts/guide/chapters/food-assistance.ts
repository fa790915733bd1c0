import type { Chapter } from '../content-types.ts';

export const foodAssistance: Chapter = {
  id: 'food-assistance',
  title: 'Food Assistance',
  summary:
    'Good food keeps you well. Help with groceries and meals is available in every state, and many older adults who could get it have never asked.',
  sections: [
    {
      heading: 'SNAP, once called food stamps',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The Supplemental Nutrition Assistance Program (SNAP) puts money for groceries on a card that works like a debit card. Each state runs its own program. Whether you qualify depends on your household and your income, and the only sure way to find out is to ask or to apply.',
        },
        {
          kind: 'bullets',
          items: [
            'Call 211 and ask for your state\u2019s SNAP office, or search for your state\u2019s SNAP program online.',
            'Ask whether you can apply by phone, by mail or online, and whether someone can help you fill in the form.',
            'If you are told you do not qualify, ask why, and ask how to appeal if you think a mistake was made.',
          ],
        },
      ],
    },
    {
      heading: 'Meals at home and with others',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Many communities deliver meals to older adults who find it hard to shop or cook, and many senior centers serve meals where you can eat with others. Your local Area Agency on Aging knows what is offered near you.',
        },
        {
          kind: 'bullets',
          items: [
            'Ask your Area Agency on Aging about home-delivered meals, such as Meals on Wheels.',
            'Ask about group meals at senior centers and community sites.',
            'Ask whether there are food boxes or farmers\u2019 market coupons for older adults in your area.',
          ],
        },
      ],
    },
    {
      heading: 'Food banks and pantries',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Food banks and pantries give groceries at no cost. Some deliver, and some have hours set aside for older adults. Call 211 to find the ones nearest you and to ask what to bring.',
        },
      ],
    },
    {
      heading: 'Everyday savings at the store',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Ask at the customer service desk whether the store has a senior discount day.',
            'Sign up for the store\u2019s free loyalty card; many sale prices need it.',
            'Compare the unit price on the shelf label, and try the store brand.',
            'Plan meals for the week before you shop, and buy fruit and vegetables that are in season.',
          ],
        },
      ],
    },
  ],
  whereToAsk: [
    { name: '211', reach: 'Dial 2-1-1, or visit 211.org', why: 'SNAP offices, food banks and pantries near you.' },
    {
      name: 'Your local Area Agency on Aging',
      reach: 'Eldercare Locator: 1-800-677-1116 or eldercare.acl.gov',
      why: 'Home-delivered meals, group meals and other local help.',
    },
    {
      name: 'Your state\u2019s SNAP office',
      reach: 'Through 211 or your state\u2019s website',
      why: 'Applying for SNAP and asking about your case.',
    },
  ],
};
