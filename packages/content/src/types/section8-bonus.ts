import type { z } from 'zod';
import type { section8BonusSchema } from '../schemas/section8-bonus.ts';

export type Section8Bonus = z.output<typeof section8BonusSchema>;
