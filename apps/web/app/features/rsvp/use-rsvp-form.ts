import { rsvpFormSchema } from '@meridian/contracts/rsvp';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { EMPTY_RSVP, RSVP_FIELDS, rsvpInput } from './rsvp-form-values';

/** The RSVP modal's form on the shared booking schema. Values survive every error and a closed modal. */
export function useRsvpForm() {
  return useContractForm(rsvpFormSchema, { initialValues: EMPTY_RSVP, toInput: rsvpInput, fields: RSVP_FIELDS });
}

export type RsvpFormState = ReturnType<typeof useRsvpForm>;
