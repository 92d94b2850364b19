import { getPublicConfig } from '@meridian/contracts/site';
import type { FastifyInstance } from 'fastify';
import { PUBLIC } from '../../lib/access';
import { registerEndpoint } from '../../lib/endpoint-route';
import type { SettingsService } from './settings.service';

export function settingsRoutes(app: FastifyInstance, settings: SettingsService): void {
  registerEndpoint(app, getPublicConfig, { access: PUBLIC }, () => settings.publicConfig());
}
