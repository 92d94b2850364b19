/** What the audit module needs from others, filled in modules.ts. */
export interface AuditPorts {
  /** "First Last" of each user id that still exists: the log stores ids, the page shows names. */
  namesOf(ids: number[]): Promise<ReadonlyMap<number, string>>;
}
