import type { AmplifyAuthConfig } from '@meridian/contracts/settings';
import { Amplify } from 'aws-amplify';
import { ConsoleLogger } from 'aws-amplify/utils';

/**
 * Configures Amplify for the user pool (loaded with Amplify, on first need). The pool is this
 * server's own (docs/identity-protocol.md), so Amplify's warning that a custom Cognito endpoint is
 * configured says nothing useful: it is silenced for this one call.
 */
export function configureAmplify(config: AmplifyAuthConfig): void {
  const level = ConsoleLogger.LOG_LEVEL;
  ConsoleLogger.LOG_LEVEL = 'ERROR';
  try {
    Amplify.configure({ Auth: config });
  } finally {
    ConsoleLogger.LOG_LEVEL = level;
  }
}
