import { describe, expect, it } from 'vitest';
import { defaultElements } from '../../../shared/kinds';
import type { FormField } from '../../../shared/schemas/builder';
import { expectAppError } from '../../../test/helpers/app-error';
import { CALLER } from '../../../test/helpers/mocked-api';
import { NotFound } from '../../lib/errors';
import { samplesService, unfillableFields } from './service';

const P = '01J000000000000000000000P1';
const A = '01J000000000000000000000A1';
const NOW = new Date('2026-11-25T10:00:00.000Z');
const [speakers] = defaultElements('speakers');

function setup(form = speakers!.form) {
  const asked: { element: string; level: string }[] = [];
  const jobs: unknown[] = [];
  const service = samplesService({
    applications: {
      elementAccess: async (_caller, ref, level) => {
        asked.push({ element: ref.element, level });
        if (ref.element !== 'speakers') throw new NotFound('No such builder element.');
        return { access: {}, app: { applicationId: A }, element: { ...speakers!, form } } as never;
      },
      sampleCounts: async () => [{ key: 'speakers', count: 12, samples: 5 }],
    },
    startJob: async (job) => {
      jobs.push(job);
      return '01J00000000000000000000JOB';
    },
  });
  return { service, asked, jobs };
}

describe('sample data requests', () => {
  it('start the generateSamples job at the write level, for the application by id, with who asked', async () => {
    const { service, asked, jobs } = setup();
    expect(await service.generate(CALLER, { projectId: P, applicationId: 'intervenants', element: 'speakers', count: 50 }, NOW)).toEqual({
      jobId: '01J00000000000000000000JOB',
    });
    expect(asked).toEqual([{ element: 'speakers', level: 'write' }]);
    expect(jobs).toEqual([
      {
        type: 'generateSamples',
        ownerId: CALLER.customerId,
        projectId: P,
        input: { applicationId: A, element: 'speakers', count: 50, author: CALLER.email },
      },
    ]);
  });

  it('start the removeSamples job at the write level', async () => {
    const { service, asked, jobs } = setup();
    await service.remove(CALLER, { projectId: P, applicationId: A, element: 'speakers' }, NOW);
    expect(asked).toEqual([{ element: 'speakers', level: 'write' }]);
    expect(jobs).toEqual([
      expect.objectContaining({ type: 'removeSamples', input: { applicationId: A, element: 'speakers', author: CALLER.email } }),
    ]);
  });

  it('refuse a form with a mandatory file field (no sample can fill it), and start nothing', async () => {
    const form = {
      ...speakers!.form,
      fields: speakers!.form.fields.map((field): FormField => (field.key === 'photo' ? { ...field, mandatory: true } : field)),
    };
    expect(unfillableFields(form)).toEqual(['photo']);
    expect(unfillableFields(speakers!.form)).toEqual([]);
    const { service, jobs } = setup(form);
    const error = await expectAppError(service.generate(CALLER, { projectId: P, applicationId: A, element: 'speakers', count: 5 }, NOW), {
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    expect(error.details).toEqual([{ field: 'count', message: 'validation.samplesFileRequired', params: { fields: 'photo' } }]);
    expect(jobs).toEqual([]);
  });

  it('pass on what the access check refuses', async () => {
    const { service, jobs } = setup();
    await expectAppError(service.generate(CALLER, { projectId: P, applicationId: A, element: 'nothing', count: 5 }, NOW), { status: 404 });
    expect(jobs).toEqual([]);
  });

  it('answer the overview from the counters', async () => {
    const { service } = setup();
    expect(await service.overview(CALLER, { projectId: P, applicationId: A })).toEqual({
      elements: [{ element: 'speakers', records: 12, samples: 5 }],
    });
  });
});
