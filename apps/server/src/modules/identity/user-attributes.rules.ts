import { CognitoError } from './cognito-error.rules';
import { normalizeUsername } from './pool-context.service';

/** Standard attributes a person may set at sign-up (OpenID Connect names, as Cognito uses them). */
const STANDARD = new Set([
  'name',
  'given_name',
  'family_name',
  'middle_name',
  'nickname',
  'preferred_username',
  'profile',
  'picture',
  'website',
  'gender',
  'birthdate',
  'zoneinfo',
  'locale',
  'phone_number',
  'address',
  'updated_at',
]);
const CUSTOM = /^custom:[\w.-]{1,20}$/;

function schemaError(name: string, problem: string): CognitoError {
  return new CognitoError('InvalidParameterException', `Attributes did not conform to the schema: ${name}: ${problem}`);
}

/**
 * Checks sign-up attributes: `email` must be the username (the pool signs in by email), other
 * names must be standard or `custom:`; sub and verification flags belong to the pool.
 * Returns the attributes to store besides email.
 */
export function signUpAttributes(list: { Name: string; Value: string }[], username: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const { Name, Value } of list) {
    if (Name === 'email') {
      if (normalizeUsername(Value) !== username) {
        throw new CognitoError('InvalidParameterException', 'The email attribute must be the same as the username.');
      }
      continue;
    }
    if (!STANDARD.has(Name) && !CUSTOM.test(Name)) {
      throw schemaError(Name, 'Attribute does not exist in the schema.');
    }
    attributes[Name] = Value;
  }
  return attributes;
}
