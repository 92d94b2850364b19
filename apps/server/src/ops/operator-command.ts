/**
 * A command of `npm run cli` for operators (backup, restore, secrets reencrypt, identity
 * rotate-signing-key), each in its own file under ops/. It parses its own arguments, prints what it
 * did, and throws an Error whose message tells the operator what went wrong and what to do.
 */
export interface OperatorCommand {
  run(args: readonly string[], print: (text: string) => void): Promise<void>;
}
