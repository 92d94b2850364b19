import { getPublicConfig, type PublicConfig } from '@meridian/contracts/settings';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useRevalidator, useRouteLoaderData } from 'react-router';
import { callEndpoint } from './api-client';
import { endpointQueryKey } from './endpoint-query-key';

/** The site settings every page shows (loaded once by the root route). */
export function useSiteConfig(): PublicConfig {
  const config = useRouteLoaderData('root') as PublicConfig | undefined;
  if (!config) throw new Error('Site configuration is not loaded');
  return config;
}

/**
 * After the admin changes the site settings: this tab reads them again (the root route's loader,
 * through the query cache), so its header, footer and prices show the change without a reload.
 */
export function useRefreshSiteConfig(): () => Promise<void> {
  const client = useQueryClient();
  const { revalidate } = useRevalidator();
  return useCallback(async () => {
    const fresh = await callEndpoint(getPublicConfig, { keepNotifications: true });
    client.setQueryData(endpointQueryKey(getPublicConfig, {}), fresh);
    await revalidate();
  }, [client, revalidate]);
}
