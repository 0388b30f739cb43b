import { createApi } from '../lib/http/api';
import { getHealth } from './handlers/get-health';
import { platformDomain } from '../manifest';

export const handler = createApi(platformDomain, {
  'GET /api/health': getHealth,
});
