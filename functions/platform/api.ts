import { createApi } from '../lib/http/api';
import { getHealth } from './handlers/get-health';

export const handler = createApi('platform', {
  'GET /api/health': getHealth,
});
