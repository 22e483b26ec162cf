import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { MailSink } from './mail-server.ts';

// The account steps most specs start with, in the browser or through the API.

export const testPassword = 'correct horse battery staple';

export interface Person {
  firstName: string;
  lastName: string;
}

export function uniqueEmail(name: string): string {
  return `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** A toast (role alert) with this text. */
export function toast(page: Page, text: string | RegExp) {
  return page.getByRole('alert').filter({ hasText: text });
}

/** The mail's link to `path`, its token included: the server's PUBLIC_URL is the tests' origin. */
export function linkTo(links: string[], path: string): string {
  const link = links.find((candidate) => new URL(candidate).pathname === path);
  if (!link) throw new Error(`No link to ${path} in ${links.join(', ')}`);
  expect(new URL(link).searchParams.get('token')).toBeTruthy();
  return link;
}

/** Fills in and sends the sign-up form; the page then says to check the inbox. */
export async function signUpInBrowser(
  page: Page,
  email: string,
  { firstName, lastName }: Person = { firstName: 'Ada', lastName: 'Lovelace' },
  password = testPassword,
): Promise<void> {
  await page.goto('/sign-up');
  await page.getByRole('textbox', { name: 'First name' }).fill(firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
}

/** Opens a confirm or decline link and presses its button: the page does nothing on load. */
export async function openMailLink(page: Page, link: string, button: string): Promise<void> {
  await page.goto(link);
  await page.getByRole('button', { name: button }).click();
}

/** Opens the confirmation link of the sign-up mail and confirms. */
export async function confirmFromMail(page: Page, mail: MailSink, email: string): Promise<void> {
  const confirmation = await mail.next(email, /^Confirm your Verba account$/);
  await openMailLink(page, linkTo(confirmation.links, '/confirm'), 'Confirm my account');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is confirmed' })).toBeVisible();
}

/** Sends the sign-in form; what follows (dashboard, code step, error) is the caller's to check. */
export async function signInInBrowser(page: Page, email: string, password = testPassword): Promise<void> {
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
}

/**
 * A new confirmed account, signed in through the API: for specs about what comes after sign-in.
 * The page's context shares the request's cookie jar, so the page is signed in from here on.
 */
export async function signedInThroughApi(
  page: Page,
  mail: MailSink,
  name: string,
  { firstName, lastName }: Person = { firstName: 'Ada', lastName: 'Lovelace' },
): Promise<string> {
  const email = uniqueEmail(name);
  const register = await page.request.post('/api/auth/register', {
    data: { email, password: testPassword, firstName, lastName },
  });
  expect(register.status()).toBe(201);
  // In the language the browser asks for: German in the specs that run in de-DE.
  const confirmation = await mail.next(email, /^(Confirm your Verba account|Bestätig.* Verba-Konto)$/);
  const token = new URL(linkTo(confirmation.links, '/confirm')).searchParams.get('token');
  expect((await page.request.post('/api/auth/confirm', { data: { token } })).ok()).toBe(true);
  const login = await page.request.post('/api/auth/login', { data: { email, password: testPassword } });
  expect(login.ok()).toBe(true);
  return email;
}
