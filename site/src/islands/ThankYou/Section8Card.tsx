import type { Section8Bonus } from '@seniorguide/content';
import { BonusButton } from './BonusButton.tsx';

/** The 'Free Section 8 Housing Guide' card of the thank-you page. */
export function Section8Card({ bonus, href }: { bonus: Section8Bonus; href: string | null }) {
  return (
    <section aria-labelledby="section8-title" className="card border-2 border-secondary bg-base-100 shadow-md">
      <div className="card-body gap-3 p-5 sm:p-8">
        <p className="badge badge-lg h-auto border-2 border-secondary bg-base-100 py-1 font-bold text-secondary">
          Bonus
        </p>
        <h2 id="section8-title" className="text-2xl font-bold">
          {bonus.title}
        </h2>
        <p className="text-lg">{bonus.rentText}</p>
        <p className="text-lg font-semibold">{bonus.savingsText}</p>
        <BonusButton href={href} label={bonus.buttonLabel} loadingLabel={bonus.loadingLabel} />
      </div>
    </section>
  );
}
