import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy.rules';

describe('passwordProblem', () => {
  it('refuses a listed password in any case, including those written outside ASCII', () => {
    for (const password of ['password1', 'PassWord1', 'contraseña', 'CONTRASEÑA', 'contrasena']) {
      expect(passwordProblem(password)).toBe('Password did not conform with policy: Password is too common');
    }
  });

  it('accepts a long enough password that is not listed', () => {
    expect(passwordProblem('contraseña segura 42')).toBeNull();
  });
});
