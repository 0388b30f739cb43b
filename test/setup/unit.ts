import { beforeEach } from 'vitest';
import { forgetReads } from '../../functions/lib/cache/read-cache';

// Each test starts from its own mocked table: no read a previous test's GET kept (functions/lib/cache/read-cache.ts).
beforeEach(() => forgetReads());
