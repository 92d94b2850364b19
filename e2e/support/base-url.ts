/**
 * The e2e server's address (E2E_PORT, default 3210), shared by the config and the set-up helpers. It
 * is also the server's PUBLIC_URL: `localhost`, not 127.0.0.1, because browsers refuse passkeys on an
 * address given as an IP (docs/decisions/2026-11-27-passkeys.md). The server still listens on
 * 127.0.0.1 only, so every browser of the run reaches it from 127.0.0.1.
 */
export const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://localhost:${port}`;
