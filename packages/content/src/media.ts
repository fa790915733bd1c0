import type { Media } from './types/media.ts';

export const seedTimestamp = '2025-01-01T00:00:00.000Z';

type SeedMediaInput = { key: string; filename: string; alt: string; width: number; height: number };

function defineSeedMedia({ key, filename, alt, width, height }: SeedMediaInput): Media {
  return {
    id: `seed-media-${key}`,
    alt,
    url: `/api/media/file/${filename}`,
    thumbnailURL: null,
    filename,
    mimeType: 'image/svg+xml',
    width,
    height,
    createdAt: seedTimestamp,
    updatedAt: seedTimestamp,
  };
}

/** Every image the seed content uses; the files live in `packages/content/media/`. */
export const seedMedia = {
  logo: defineSeedMedia({ key: 'logo', filename: 'logo.svg', alt: 'Senior Savings Guide', width: 240, height: 64 }),
  ebookCover: defineSeedMedia({
    key: 'ebook-cover',
    filename: 'ebook-cover.svg',
    alt: 'Cover of the free Senior Benefits & Discounts Guide, 2025 Edition',
    width: 300,
    height: 400,
  }),
  brandEvergreenPharmacy: defineSeedMedia({
    key: 'brand-evergreen-pharmacy',
    filename: 'brand-evergreen-pharmacy.svg',
    alt: 'Evergreen Pharmacy',
    width: 200,
    height: 64,
  }),
  brandHarvestMarket: defineSeedMedia({
    key: 'brand-harvest-market',
    filename: 'brand-harvest-market.svg',
    alt: 'Harvest Market',
    width: 200,
    height: 64,
  }),
  brandBrightwayTravel: defineSeedMedia({
    key: 'brand-brightway-travel',
    filename: 'brand-brightway-travel.svg',
    alt: 'Brightway Travel',
    width: 200,
    height: 64,
  }),
  brandHearthstoneEnergy: defineSeedMedia({
    key: 'brand-hearthstone-energy',
    filename: 'brand-hearthstone-energy.svg',
    alt: 'Hearthstone Energy',
    width: 200,
    height: 64,
  }),
  iconPrescriptions: defineSeedIcon('prescriptions', 'Prescription savings'),
  iconGroceries: defineSeedIcon('groceries', 'Groceries and meals'),
  iconBills: defineSeedIcon('bills', 'Lower bills'),
  iconHousing: defineSeedIcon('housing', 'Housing help'),
  iconSection8: defineSeedIcon('section-8', 'Section 8 housing'),
  iconMedicare: defineSeedIcon('medicare', 'Medicare plans'),
  iconDental: defineSeedIcon('dental', 'Dental care'),
  iconMeals: defineSeedIcon('meals', 'Meal delivery'),
  iconSavings: defineSeedIcon('savings', 'Savings account'),
  iconAuto: defineSeedIcon('auto', 'Auto insurance'),
  iconGovernment: defineSeedIcon('government', 'Government assistance'),
  iconDiscounts: defineSeedIcon('discounts', 'Senior discounts'),
} satisfies Record<string, Media>;

function defineSeedIcon(name: string, alt: string): Media {
  return defineSeedMedia({ key: `icon-${name}`, filename: `icon-${name}.svg`, alt, width: 48, height: 48 });
}

export type SeedMediaKey = keyof typeof seedMedia;

export const seedMediaList: Media[] = Object.values(seedMedia);
