/**
 * Mutation hooks own their cache updates: after the call, exactly the queries it changed are refreshed or
 * replaced, before the screen's own `onSuccess` runs; a failed call changes nothing.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProjectDetail } from '../../../../../shared/project-views';
import { ApiError, api } from '../../../lib/api';
import { projectKeys } from '../../../lib/projects/queries';
import { useCreateProject } from './create-project';
import { useUpdateProject } from './update-project';

const PROJECT_ID = '01JAAAAAAAAAAAAAAAAAAAAAAA';
const OTHER_ID = '01JBBBBBBBBBBBBBBBBBBBBBBB';

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(projectKeys.list(), { items: [], count: 0 });
  client.setQueryData(projectKeys.detail(PROJECT_ID), { projectId: PROJECT_ID, name: 'Old' });
  client.setQueryData(projectKeys.detail(OTHER_ID), { projectId: OTHER_ID, name: 'Other' });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;
  return { client, wrapper, invalidated };
}

afterEach(() => vi.restoreAllMocks());

describe('projects mutation hooks', () => {
  it('useCreateProject refreshes the list of projects, and only it, before the screen goes on', async () => {
    const { wrapper, invalidated } = setup();
    const created = { projectId: OTHER_ID, name: 'Salon' };
    const post = vi.spyOn(api, 'post').mockResolvedValue(created);
    const seen: boolean[] = [];
    const { result } = renderHook(
      () => useCreateProject({ mutationConfig: { onSuccess: () => void seen.push(invalidated(projectKeys.list())) } }),
      {
        wrapper,
      },
    );
    await act(() => result.current.mutateAsync({ name: 'Salon', languages: ['fr'], type: 'conference' }));
    expect(post).toHaveBeenCalledWith('/projects', { name: 'Salon', languages: ['fr'], type: 'conference' });
    expect(seen).toEqual([true]);
    expect(invalidated(projectKeys.detail(PROJECT_ID))).toBe(false);
    expect(invalidated(projectKeys.detail(OTHER_ID))).toBe(false);
  });

  it('useUpdateProject stores the answer as the project, then refreshes the list; a failure changes nothing', async () => {
    const { client, wrapper, invalidated } = setup();
    const updated = { projectId: PROJECT_ID, name: 'New' } as unknown as ProjectDetail;
    const patch = vi.spyOn(api, 'patch').mockResolvedValueOnce(updated);
    const { result } = renderHook(() => useUpdateProject(), { wrapper });
    await act(() => result.current.mutateAsync({ projectId: PROJECT_ID, body: { name: 'New', version: 3 } }));
    expect(patch).toHaveBeenCalledWith(`/projects/${PROJECT_ID}`, { name: 'New', version: 3 });
    expect(client.getQueryData(projectKeys.detail(PROJECT_ID))).toEqual(updated);
    expect(invalidated(projectKeys.list())).toBe(true);
    expect(client.getQueryData(projectKeys.detail(OTHER_ID))).toEqual({ projectId: OTHER_ID, name: 'Other' });

    const fresh = setup();
    patch.mockRejectedValueOnce(new ApiError({ status: 409, code: 'CONFLICT' }));
    const failing = renderHook(() => useUpdateProject(), { wrapper: fresh.wrapper });
    await act(() => failing.result.current.mutateAsync({ projectId: PROJECT_ID, body: { name: 'New' } }).catch(() => undefined));
    expect(fresh.client.getQueryData(projectKeys.detail(PROJECT_ID))).toEqual({ projectId: PROJECT_ID, name: 'Old' });
    expect(fresh.invalidated(projectKeys.list())).toBe(false);
  });
});
