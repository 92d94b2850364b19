/** What the health module needs from others, filled in modules.ts. */
export interface HealthPorts {
  /** The identity module's check of its sealed signing keys: what is wrong, or null. */
  secretsProblem: () => Promise<string | null>;
}
