import type { Chapter } from '../content-types.ts';

export const transportation: Chapter = {
  id: 'transportation',
  title: 'Transportation',
  summary:
    'Getting to the doctor, the store and the people you love should not depend on a big budget. Lower fares, free rides and cheaper car costs are often a phone call away.',
  sections: [
    {
      heading: 'Buses, trains and reduced fares',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most public transit systems offer lower fares for older riders. Call your local transit agency and ask how to get a reduced-fare card and what proof of age to bring. Ask whether your Medicare card is accepted as proof.',
        },
        {
          kind: 'paragraph',
          text: 'If a disability makes it hard to use the regular bus or train, ask your transit agency about paratransit, a door-to-door ride service.',
        },
      ],
    },
    {
      heading: 'Rides to medical appointments',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'If you have Medicaid, ask your state Medicaid office or plan about rides to medical appointments.',
            'If you have a Medicare Advantage plan, call the number on your plan card and ask whether rides are included.',
            'Ask your Area Agency on Aging about volunteer drivers and senior center shuttles near you.',
          ],
        },
        {
          kind: 'tip',
          text: 'Most ride programs need notice. Ask how many days ahead to book, and book your ride when you make the appointment.',
        },
      ],
    },
    {
      heading: 'If you drive',
      blocks: [
        {
          kind: 'bullets',
          items: [
            'Ask your car insurer which discounts you could get, for example for a low yearly mileage or for taking a driver safety course.',
            'Compare insurance quotes once a year. Prices for the same driver and car can differ a lot between companies.',
            'Keep tires properly filled and follow the service schedule; both save fuel and repairs.',
          ],
        },
      ],
    },
    {
      heading: 'Trips and outings',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Many museums, theaters, parks and travel companies offer senior prices, but they do not always post them. Always ask, \u201CDo you have a senior discount?\u201D before you pay. For national parks, ask about the America the Beautiful Senior Pass.',
        },
      ],
    },
  ],
  whereToAsk: [
    {
      name: 'Your local transit agency',
      reach: 'The number on the agency\u2019s website, or through 211',
      why: 'Reduced-fare cards and paratransit.',
    },
    {
      name: 'Your local Area Agency on Aging',
      reach: 'Eldercare Locator: 1-800-677-1116 or eldercare.acl.gov',
      why: 'Volunteer drivers and senior shuttles.',
    },
    {
      name: 'Your Medicaid office or health plan',
      reach: 'The number on your card',
      why: 'Rides to medical appointments.',
    },
  ],
};
