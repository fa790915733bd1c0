import type { z } from 'zod';
import type { demoPageKinds, demoPageSchema } from '../schemas/demo-page.ts';

export type DemoPage = z.output<typeof demoPageSchema>;
export type DemoPageKind = (typeof demoPageKinds)[number];
export type DemoPageForm = DemoPage['form'];
export type DemoPagePartner = DemoPage['partner'];
