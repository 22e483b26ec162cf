import type { TestApp } from '../helpers/test-app.ts';
import { type Cookies, ok } from '../workspace/workspace-client.ts';

export const distributionFields =
  'id name url autoPublish states current { number publishedAt publishedBy languages keyCount }';

export interface DistributionAnswer {
  id: string;
  name: string;
  url: string;
  autoPublish: boolean;
  states: string[];
  current: {
    number: number;
    publishedAt: string;
    publishedBy: string | null;
    languages: string[];
    keyCount: number;
  } | null;
}

export const createDistributionMutation = `mutation ($p: ID!, $input: DistributionInput!) {
  createDistribution(projectId: $p, input: $input) { ${distributionFields} }
}`;
export const publishMutation =
  'mutation ($d: ID!) { publishRelease(distributionId: $d) { number publishedAt publishedBy languages keyCount } }';

export async function createDistribution(
  t: TestApp,
  cookies: Cookies,
  projectId: string,
  input: Record<string, unknown> = { name: 'Production' },
): Promise<DistributionAnswer> {
  return (
    await ok<{ createDistribution: DistributionAnswer }>(t, cookies, createDistributionMutation, {
      p: projectId,
      input,
    })
  ).createDistribution;
}

export async function publish(t: TestApp, cookies: Cookies, distributionId: string) {
  return (
    await ok<{ publishRelease: NonNullable<DistributionAnswer['current']> }>(t, cookies, publishMutation, {
      d: distributionId,
    })
  ).publishRelease;
}

/** The path of the distribution's files, as i18next-http-backend's loadPath names them. */
export const cdnPath = (distribution: DistributionAnswer, rest: string) =>
  `${new URL(distribution.url).pathname}/${rest}`;

export const cdnGet = (t: TestApp, path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: path, headers });
