import { referenceParams } from '@meridian/contracts/rsvp';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The booking reference from `?reference=`, read once the page is live (the server renders these
 * pages without their query): undefined until then, null when missing or malformed.
 */
export function useReference(): string | null | undefined {
  const [params] = useSearchParams();
  const raw = params.get('reference');
  const [reference, setReference] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const parsed = referenceParams.safeParse({ reference: raw ?? '' });
    setReference(parsed.success ? parsed.data.reference : null);
  }, [raw]);
  return reference;
}
