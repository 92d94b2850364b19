/**
 * What a form needs of a contract schema: zod's safeParse. Described here rather than imported, so
 * the web app names no zod copy of its own (the schemas come from packages/contracts with theirs).
 */
export interface ContractSchema {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: unknown }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** The data a schema hands back for valid input (zod's output type). */
export type ContractOutput<Schema extends ContractSchema> = Extract<
  ReturnType<Schema['safeParse']>,
  { success: true }
>['data'];
