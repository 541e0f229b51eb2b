/**
 * Validation rules of the product (spec product.md §5), shared by the server (tRPC/REST input
 * validation) and the web app (form validation), so that both say exactly the same thing.
 */
import * as z from 'zod';
import { isReservedUsername } from './keys.ts';

export const US_STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;

export const LIMITS = {
  passwordMin: 8,
  usernameMin: 3,
  codeLength: 6,
  aboutMax: 5000,
  venueNameMax: 120,
} as const;

// name, @, domain, dot, top-level part of at least 2 letters
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

const MESSAGES = {
  emailEmpty: 'Email cannot be empty',
  emailInvalid: 'Valid email address required',
  usernameEmpty: 'Username cannot be empty',
  usernameShort: `Username needs to have at least ${LIMITS.usernameMin} characters`,
  usernameReserved: 'This username is reserved, please choose another one',
  passwordEmpty: 'Password cannot be empty',
  passwordShort: `Password needs to have at least ${LIMITS.passwordMin} characters`,
  passwordWeak:
    'Password needs to contain a lowercase letter, an uppercase letter, a digit and a special character',
  codeEmpty: 'Code cannot be empty',
  codeLength: `Code needs to have ${LIMITS.codeLength} characters`,
  passwordsDiffer: 'Passwords do not match',
  streetRequired: 'Street is required',
  cityRequired: 'City is required',
  stateInvalid: 'State must be a 2-letter US state code',
  zipRequired: 'Zip Code is required',
  venueNameTooLong: `Venue name can have at most ${LIMITS.venueNameMax} characters`,
  aboutRequired: 'About text is required',
  aboutTooLong: `About text can have at most ${LIMITS.aboutMax} characters`,
  projectNameRequired: 'Project name is required',
  descriptionRequired: 'Description is required',
  venueInvalid: 'Choose one of your properties as the venue',
  eventDateInvalid: 'Event date must be a date (YYYY-MM-DD)',
} as const;

/** A string field whose absence says the same as its emptiness. */
const text = (emptyMessage: string) => z.string({ error: emptyMessage });

const emailSchema = text(MESSAGES.emailEmpty)
  .trim()
  .min(1, MESSAGES.emailEmpty)
  .regex(EMAIL_PATTERN, MESSAGES.emailInvalid);

const usernameSchema = text(MESSAGES.usernameEmpty)
  .trim()
  .min(1, MESSAGES.usernameEmpty)
  .min(LIMITS.usernameMin, MESSAGES.usernameShort)
  .max(128, 'Username can have at most 128 characters')
  // Usernames become storage key segments, and the venue storage client accepts only these
  // characters (spec venue-planner.md §5), so sign-up asks for them from the start.
  .regex(/^[A-Za-z0-9_-]+$/, 'Username can only contain letters, digits, underscores and hyphens')
  // Storage keys start with the username, so it may not be one of the layout's own prefixes.
  .refine((name) => !isReservedUsername(name), MESSAGES.usernameReserved);

const passwordSchema = text(MESSAGES.passwordEmpty)
  .trim()
  .min(1, MESSAGES.passwordEmpty)
  .min(LIMITS.passwordMin, MESSAGES.passwordShort)
  .max(256, 'Password can have at most 256 characters')
  .refine(
    (value) => /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value) && /[^A-Za-z0-9\s]/.test(value),
    MESSAGES.passwordWeak,
  );

const codeSchema = text(MESSAGES.codeEmpty)
  .trim()
  .min(1, MESSAGES.codeEmpty)
  .length(LIMITS.codeLength, MESSAGES.codeLength);

/** Login only needs non-empty fields: the password policy is the pool's business at sign-up. */
export const loginSchema = z.object({
  username: text(MESSAGES.usernameEmpty).trim().min(1, MESSAGES.usernameEmpty).max(128),
  password: text(MESSAGES.passwordEmpty).min(1, MESSAGES.passwordEmpty).max(256),
});

export const signupSchema = z.object({
  email: emailSchema,
  username: usernameSchema,
  password: passwordSchema,
});

/** A request that names only an account: a forgotten password, a confirmation code sent again. */
export const accountNameSchema = z.object({
  username: text(MESSAGES.usernameEmpty).trim().min(1, MESSAGES.usernameEmpty).max(128),
});

export const confirmCodeSchema = z.object({
  username: text(MESSAGES.usernameEmpty).trim().min(1, MESSAGES.usernameEmpty).max(128),
  code: codeSchema,
});

export const resetSchema = z
  .object({
    username: text(MESSAGES.usernameEmpty).trim().min(1, MESSAGES.usernameEmpty).max(128),
    code: codeSchema,
    password: passwordSchema,
    confirmedPassword: text(MESSAGES.passwordEmpty).trim().min(1, MESSAGES.passwordEmpty),
  })
  .refine((value) => value.password === value.confirmedPassword, {
    message: MESSAGES.passwordsDiffer,
    path: ['confirmedPassword'],
  });

export const addressSchema = z.object({
  /**
   * Optional (issue #30): a venue's own name ('The Grand Hall'), shown instead of the address where
   * it is set. Empty means none; absent from an update leaves the stored one as it is.
   */
  venueName: z
    .string({ error: 'Venue name must be text' })
    .trim()
    .max(LIMITS.venueNameMax, MESSAGES.venueNameTooLong)
    .optional(),
  street: text(MESSAGES.streetRequired).trim().min(1, MESSAGES.streetRequired).max(200),
  city: text(MESSAGES.cityRequired).trim().min(1, MESSAGES.cityRequired).max(100),
  state: z.enum(US_STATE_CODES, { message: MESSAGES.stateInvalid }),
  zip: text(MESSAGES.zipRequired).trim().min(1, MESSAGES.zipRequired).max(20),
});

export const aboutSchema = text(MESSAGES.aboutRequired)
  .trim()
  .min(1, MESSAGES.aboutRequired)
  .max(LIMITS.aboutMax, MESSAGES.aboutTooLong);

/** What a project's venue that is not one of the caller's properties is refused with (form and server). */
export const VENUE_INVALID = MESSAGES.venueInvalid;

export const projectFormSchema = z.object({
  name: text(MESSAGES.projectNameRequired).trim().min(1, MESSAGES.projectNameRequired).max(200),
  about: text(MESSAGES.descriptionRequired)
    .trim()
    .min(1, MESSAGES.descriptionRequired)
    .max(LIMITS.aboutMax, MESSAGES.aboutTooLong),
  // Optional (issue #27, the floor plan's title block): the venue is one of the owner's properties
  // (checked on the server), the event date a calendar date; '' clears either.
  venueId: z.union([z.uuid(MESSAGES.venueInvalid), z.literal('')]).optional(),
  eventDate: z.union([z.iso.date(MESSAGES.eventDateInvalid), z.literal('')]).optional(),
});

export const idSchema = z.uuid('Invalid id');

export type AddressInput = z.infer<typeof addressSchema>;
export type ProjectFormInput = z.infer<typeof projectFormSchema>;
