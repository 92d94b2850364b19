/**
 * Short keyed signatures of values that travel in URLs and forms. The secrets service
 * (core/secrets/) is the one implementation; lib/ names only this shape, since it imports nothing
 * from the layers above it (docs/architecture.md, Import boundaries).
 */
export interface Signer {
  sign(data: string, context: string): string;
  verify(data: string, context: string, signature: string): boolean;
}
