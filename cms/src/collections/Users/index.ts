import type { CollectionConfig } from 'payload';
import { isAdmin, isAdminField, isAdminOrSelf, isStaff } from '../../access/index.ts';
import { collectionSlugs, roles } from '../../slugs.ts';
import { env } from '../../env.ts';
import { emailAlertsField, emailDailySummaryField } from './mailChoiceFields.ts';
import { mailRecipientsEndpoint } from './mailRecipientsEndpoint.ts';
import { timeZoneField } from './timeZoneField.ts';

export const Users: CollectionConfig = {
  slug: collectionSlugs.users,
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'roles'],
    group: 'Team',
  },
  auth: {
    // Operators sign in through the site origin, which keeps the token in an httpOnly cookie.
    tokenExpiration: 60 * 60 * 8,
    // No account lock: it shut the owner out with the guesser, so ten failures from anywhere locked an admin
    // out. Guessing is limited per network instead, and an account under attack stays open to its owner's
    // networks (src/security/login-limit.ts).
    maxLoginAttempts: 0,
  },
  access: {
    admin: isStaff,
    read: isAdminOrSelf,
    create: isAdmin,
    update: isAdminOrSelf,
    delete: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['operator'],
      saveToJWT: true,
      options: [
        { label: 'Admin (everything, including users)', value: 'admin' },
        { label: 'Marketer (edits and publishes content)', value: 'marketer' },
        { label: 'Operator (reads analytics and content)', value: 'operator' },
      ],
      access: {
        // Nobody may give themselves more rights; only admins assign roles.
        create: isAdminField,
        update: isAdminField,
      },
      admin: { description: `One or more of: ${roles.join(', ')}.` },
    },
    timeZoneField,
    emailAlertsField,
    emailDailySummaryField,
  ],
  endpoints: [mailRecipientsEndpoint(env.CMS_POSTBACK_READ_KEY)],
};
