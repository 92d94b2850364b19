import type { z } from 'zod';
import { createAccountService } from './account.service';
import { CognitoError } from './cognito-error.rules';
import * as schemas from './identity-input.rules';
import { createMfaService } from './mfa.service';
import { createPasskeysService } from './passkeys.service';
import type { PoolContext } from './pool-context.service';
import { createSignInService } from './sign-in.service';
import { createSignUpService } from './sign-up.service';
import { validationMessage } from './validation-message.rules';

export type OperationHandler = (body: unknown, request: schemas.RequestContext) => Promise<object>;

/** The body checked against the operation's schema; InvalidParameterException in Cognito's words if not. */
function parse<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  throw new CognitoError('InvalidParameterException', validationMessage(result.error.issues));
}

function operation<T extends z.ZodType>(
  schema: T,
  run: (input: z.output<T>, request: schemas.RequestContext) => Promise<object>,
): OperationHandler {
  return (body, request) => run(parse(schema, body), request);
}

/** Every operation the pool answers, by the name after `AWSCognitoIdentityProviderService.` in X-Amz-Target. */
export function createIdentityOperations(context: PoolContext): Record<string, OperationHandler> {
  const signUp = createSignUpService(context);
  const signIn = createSignInService(context);
  const account = createAccountService(context);
  const mfa = createMfaService(context);
  const passkeys = createPasskeysService(context);
  return {
    SignUp: operation(schemas.signUpInput, signUp.signUp),
    ConfirmSignUp: operation(schemas.confirmSignUpInput, signUp.confirmSignUp),
    ResendConfirmationCode: operation(schemas.usernameInput, signUp.resendConfirmationCode),
    InitiateAuth: operation(schemas.initiateAuthInput, signIn.initiateAuth),
    RespondToAuthChallenge: operation(schemas.respondToAuthChallengeInput, signIn.respondToAuthChallenge),
    GetTokensFromRefreshToken: operation(schemas.refreshInput, signIn.getTokensFromRefreshToken),
    GetUser: operation(schemas.accessTokenInput, account.getUser),
    ChangePassword: operation(schemas.changePasswordInput, account.changePassword),
    GlobalSignOut: operation(schemas.accessTokenInput, account.globalSignOut),
    RevokeToken: operation(schemas.revokeTokenInput, account.revokeToken),
    ForgotPassword: operation(schemas.usernameInput, account.forgotPassword),
    ConfirmForgotPassword: operation(schemas.confirmForgotPasswordInput, account.confirmForgotPassword),
    AssociateSoftwareToken: operation(schemas.associateSoftwareTokenInput, mfa.associateSoftwareToken),
    VerifySoftwareToken: operation(schemas.verifySoftwareTokenInput, mfa.verifySoftwareToken),
    SetUserMFAPreference: operation(schemas.setUserMfaPreferenceInput, mfa.setUserMfaPreference),
    StartWebAuthnRegistration: operation(schemas.startWebAuthnRegistrationInput, passkeys.startWebAuthnRegistration),
    CompleteWebAuthnRegistration: operation(
      schemas.completeWebAuthnRegistrationInput,
      passkeys.completeWebAuthnRegistration,
    ),
    ListWebAuthnCredentials: operation(schemas.listWebAuthnCredentialsInput, passkeys.listWebAuthnCredentials),
    DeleteWebAuthnCredential: operation(schemas.deleteWebAuthnCredentialInput, passkeys.deleteWebAuthnCredential),
  };
}
