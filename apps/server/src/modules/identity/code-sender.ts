import type { FastifyBaseLogger } from 'fastify';

export type CodePurpose = 'signup' | 'reset';

/** Delivers a sign-up confirmation or password-reset code to a person. The system mailer implements it later. */
export interface CodeSender {
  send(email: string, purpose: CodePurpose, code: string): Promise<void>;
}

type InfoLogger = Pick<FastifyBaseLogger, 'info'>;

/**
 * Embedded default: writes the code to the structured log at info level, code included, because
 * with no mailer configured the log is the only place an operator can read it (see README).
 */
export function createLogCodeSender(logger: InfoLogger | undefined): CodeSender {
  return {
    async send(email, purpose, code) {
      logger?.info({ email, purpose, code }, `identity: ${purpose === 'signup' ? 'sign-up' : 'password reset'} code`);
    },
  };
}
