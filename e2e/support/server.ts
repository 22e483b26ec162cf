/** Where the e2e server listens; the config and the start script read the same values. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_URL = `http://localhost:${E2E_PORT}`;
