import type { InlineSuccessTexts } from '@seniorguide/content';
import { useEffect, useRef } from 'react';

/** 'You're all set!' with the ebook gift card and 'Sign up another person'. */
export function InlineSuccess({
  texts,
  giftCardImageSrc,
  onReset,
}: {
  texts: InlineSuccessTexts;
  giftCardImageSrc: string | null;
  onReset: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="flex flex-col items-center gap-5 text-center">
      <h2 ref={headingRef} tabIndex={-1} className="text-3xl font-bold text-success outline-none">
        {texts.title}
      </h2>
      <p className="text-lg">{texts.message}</p>
      <div className="card w-full max-w-sm border-2 border-accent bg-base-200" data-testid="ebook-gift-card">
        <div className="card-body text-base items-center gap-3">
          {giftCardImageSrc ? (
            <img
              src={giftCardImageSrc}
              alt=""
              width={120}
              height={160}
              className="h-40 w-auto"
              loading="lazy"
              decoding="async"
            />
          ) : null}
          <p className="card-title text-xl">{texts.giftCardTitle}</p>
          <p>{texts.giftCardText}</p>
        </div>
      </div>
      <button type="button" className="btn btn-outline btn-primary btn-lg tap-target" onClick={onReset}>
        {texts.resetLabel}
      </button>
    </div>
  );
}
