export { renderDeliveryEmail } from './delivery-email.ts';
export type { DeliveryEmail, DeliveryEmailInput } from './delivery-email.ts';
export type { SenderSettings } from './delivery-email-parts.ts';
export { emlFileName } from './eml-outbox.ts';
export { buildGuideLinks, buildUnsubscribeUrl } from './links.ts';
export { createMailer } from './mailer.ts';
export type { ClosableMailer, MailerOptions } from './mailer.ts';
export type { MailJob, Mailer } from './mailer-port.ts';
export { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.ts';
