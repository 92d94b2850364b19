import { getLegalDocument, type LegalSlug } from '@meridian/contracts/content';
import type { LoaderFunctionArgs } from 'react-router';
import { dataSource } from '../../lib/public-data';

/** Loads one legal document; kept apart from the page so the route table stays light. */
export function legalLoader(slug: LegalSlug) {
  return ({ context }: LoaderFunctionArgs) => dataSource(context).read(getLegalDocument, { params: { slug } });
}
