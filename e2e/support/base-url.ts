/** The e2e server's address (E2E_PORT, default 3210), shared by the config and the set-up helpers. */
export const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${port}`;
