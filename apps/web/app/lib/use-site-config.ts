import type { PublicConfig } from '@meridian/contracts/site';
import { useRouteLoaderData } from 'react-router';

/** The site settings every page shows (loaded once by the root route). */
export function useSiteConfig(): PublicConfig {
  const config = useRouteLoaderData('root') as PublicConfig | undefined;
  if (!config) throw new Error('Site configuration is not loaded');
  return config;
}
