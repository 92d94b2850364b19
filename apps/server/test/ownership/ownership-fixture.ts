import type { IdentityTestApp } from '../identity-harness';

/** What names one row in a request: path parameters and query values. */
export interface RowAddress {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
}

/**
 * How the authorisation matrix makes a row of an owned resource (lib/endpoint-route.ts, `owned`).
 * A domain whose routes declare ownership adds `<resource>.fixture.ts` here exporting `fixture`;
 * the matrix test fails for an owned route whose resource has none.
 */
export interface OwnershipFixture {
  resource: string;
  /** Creates one row owned by the user `ownerId` (on the test app's real database) and returns its address. */
  create(t: IdentityTestApp, ownerId: number): Promise<RowAddress>;
}
