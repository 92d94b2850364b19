import {
  getMarketingCredentials,
  MARKETING_CREDENTIALS_MESSAGES as M,
  marketingCredentialsInputSchema,
  saveMarketingCredentials,
} from '@meridian/contracts/sender-mailboxes';
import { mailProviderFor, type SmtpSecurity } from '@meridian/contracts/sender-mailboxes-providers';
import { GENERIC_CALL_ERROR } from '@meridian/contracts/api';
import { ApiError } from '../../lib/api-client';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { useEndpointMutation } from '../../lib/use-endpoint-mutation';

export interface CredentialsValues extends Record<string, unknown> {
  email: string;
  appPassword: string;
  smtpHost: string;
  smtpPort: string;
  smtpSecurity: SmtpSecurity;
  /** Where bounces and complaints are read; blank: the SMTP server's imap. name, port 993. */
  imapHost: string;
  imapPort: string;
  imapSecurity: SmtpSecurity;
}

export const EMPTY_CREDENTIALS: CredentialsValues = {
  email: '',
  appPassword: '',
  smtpHost: '',
  smtpPort: '587',
  smtpSecurity: 'starttls',
  imapHost: '',
  imapPort: '993',
  imapSecurity: 'tls',
};

const FIELDS = {
  email: 'email',
  appPassword: 'appPassword',
  smtpHost: 'smtpHost',
  smtpPort: 'smtpPort',
  smtpSecurity: 'smtpSecurity',
  imapHost: 'imapHost',
  imapPort: 'imapPort',
  imapSecurity: 'imapSecurity',
};

/** Server settings go along only for a provider the address does not name (docs/product.md). */
export function credentialsInput(values: CredentialsValues, userId: number | null) {
  const custom = mailProviderFor(values.email).smtp === null;
  return {
    email: values.email,
    appPassword: values.appPassword,
    id: userId ?? undefined,
    ...(custom ? { smtpHost: values.smtpHost, smtpPort: values.smtpPort, smtpSecurity: values.smtpSecurity } : {}),
    ...(custom && values.imapHost.trim() !== ''
      ? { imapHost: values.imapHost, imapPort: values.imapPort, imapSecurity: values.imapSecurity }
      : {}),
  };
}

/** What a refused save says: the server's message, "Failed to save credentials" without one, "An error occurred" otherwise. */
function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return M.unexpected;
  return error.message && error.message !== GENERIC_CALL_ERROR ? error.message : M.saveFailed;
}

/**
 * The "Email Credentials Required" form: the contract's messages on the trimmed values, a missing
 * user id as the form's message, and the server's verdict kept beside what was typed.
 */
export function useCredentialsForm(userId: number | null, onSaved: () => void) {
  const form = useContractForm(marketingCredentialsInputSchema, {
    initialValues: EMPTY_CREDENTIALS,
    fields: FIELDS,
    toInput: (values) => credentialsInput(values, userId),
  });
  const save = useEndpointMutation(saveMarketingCredentials, { invalidates: [getMarketingCredentials] });

  async function submit() {
    const body = form.check();
    if (!body) return;
    try {
      await save.mutateAsync({ body });
      form.reset();
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.errors.length > 0) form.showFailure(error);
      else form.showErrors({}, failureMessage(error));
    }
  }

  return { form, submit, busy: save.isPending };
}
