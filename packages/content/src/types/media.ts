import type { z } from 'zod';
import type { mediaSchema } from '../schemas/media.ts';

export type Media = z.output<typeof mediaSchema>;
