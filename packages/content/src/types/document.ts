import type { z } from 'zod';
import type { arrayRowId, documentMeta, drafted, globalMeta, publishStatuses } from '../schemas/common.ts';

export type DocumentMeta = z.output<z.ZodObject<typeof documentMeta>>;
export type GlobalMeta = z.output<z.ZodObject<typeof globalMeta>>;
export type PublishStatus = (typeof publishStatuses)[number];
export type Drafted = z.output<z.ZodObject<typeof drafted>>;
export type ArrayRow = z.output<z.ZodObject<{ id: typeof arrayRowId }>>;
