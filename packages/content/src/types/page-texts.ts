import type { z } from 'zod';
import type { pageTextsSchema } from '../schemas/page-texts.ts';

export type PageTexts = z.output<typeof pageTextsSchema>;
export type ContinueRegistrationTexts = PageTexts['continueRegistration'];
export type SequentialFlowTexts = ContinueRegistrationTexts['sequential'];
export type ListFlowTexts = ContinueRegistrationTexts['list'];
export type SessionErrorTexts = ContinueRegistrationTexts['sessionErrors'];
export type AdScreenTexts = PageTexts['adScreen'];
export type ThankYouTexts = PageTexts['thankYou'];
export type EbookDownloadTexts = PageTexts['ebookDownload'];
export type RedirectTexts = PageTexts['redirect'];
export type NotFoundTexts = PageTexts['notFound'];
export type ErrorMonitorTexts = PageTexts['errorMonitor'];
