import type { LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { goodPassword, post } from './accounts.ts';
import type { TestApp } from './test-app.ts';

export const timeStepMs = 30_000;

/** The TOTP code of `secret` at the app's clock, shifted by `offsetMs` (clock drift). */
export function codeAt(t: TestApp, secret: string, offsetMs = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor((t.clock.now.getTime() + offsetMs) / 1000) });
}

/** A code that is not the right one now, nor one step either side. */
export async function wrongCodeFor(t: TestApp, secret: string): Promise<string> {
  const near = await Promise.all([-timeStepMs, 0, timeStepMs].map((offset) => codeAt(t, secret, offset)));
  return ['000000', '111111', '222222', '333333'].find((code) => !near.includes(code)) as string;
}

/** Moves the app's clock into a time step no code was used in yet. */
export function nextTimeStep(t: TestApp): void {
  t.clock.advance(timeStepMs);
}

/** Turns 2FA on for a signed-in account; answers the secret and the recovery codes. */
export async function enableTwoFactor(t: TestApp, cookies: Record<string, string>) {
  const setup = await post(t, '/api/auth/setup/2fa', {}, cookies);
  const { secret } = setup.json() as { secret: string };
  const confirm = await post(t, '/api/auth/setup/2fa/confirm', { code: await codeAt(t, secret) }, cookies);
  if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.body}`);
  nextTimeStep(t);
  return { secret, recoveryCodes: (confirm.json() as { recoveryCodes: string[] }).recoveryCodes };
}

/** The pending sign-in cookie a password step set. */
export function pendingFrom(response: LightMyRequestResponse): { verba_2fa: string } {
  const cookie = response.cookies.find((c) => c.name === 'verba_2fa');
  if (!cookie?.value) throw new Error(`no pending sign-in cookie in ${response.statusCode} ${response.body}`);
  return { verba_2fa: cookie.value };
}

/** The password step of a 2FA account: answers the pending sign-in cookie. */
export async function passwordStep(t: TestApp, email: string) {
  const response = await post(t, '/api/auth/login', { email, password: goodPassword });
  if (response.json().status !== '2fa') throw new Error(`expected the code step: ${response.body}`);
  return pendingFrom(response);
}
