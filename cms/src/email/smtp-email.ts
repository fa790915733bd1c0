import nodemailer from 'nodemailer';
import type { EmailAdapter } from 'payload';

// The CMS's own mail — password resets for marketers and operators — over SMTP, the same SMTP_URL the tracker
// sends the guide with. Without SMTP_URL, Payload writes such mail to the CMS log instead (a local run).

export function smtpEmail({
  url,
  fromAddress,
  fromName,
}: {
  url: string;
  fromAddress: string;
  fromName: string;
}): EmailAdapter {
  const transport = nodemailer.createTransport(url);
  return () => ({
    name: 'smtp',
    defaultFromAddress: fromAddress,
    defaultFromName: fromName,
    sendEmail: (message) => transport.sendMail({ from: { name: fromName, address: fromAddress }, ...message }),
  });
}
