// The public surface of @seniorguide/postbacks: the rules of server-to-server postbacks shared by the CMS
// (checked when a marketer saves a template) and the tracker (checked again when it sends), no I/O.

export { checkTarget, classifyAddress, isPublicAddress, isLoopbackAddress, refusalMessage } from './target-rules.ts';
export type { TargetCheck, TargetOptions, TargetRefusal } from './target-rules.ts';
export { postbackMacros, sampleMacroValues, macrosIn, renderTemplate, checkTemplate } from './template.ts';
export type { PostbackMacro, MacroValues, TemplateCheck } from './template.ts';
export { clickIdSources } from './click-id-sources.ts';
export type { ClickIdSource } from './click-id-sources.ts';
