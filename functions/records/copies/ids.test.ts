import { describe, expect, it } from 'vitest';
import { isUlid } from '../../../shared/schemas/common';
import { copyId } from './ids';

const JOB = '01JDZ8Y4G5QW2N3M4P5R6S7T8V';
const SOURCE = '01JC0000000000000000000001';

describe('copyId', () => {
  it('is a ULID with the job time, the same for the same job and source (a replay writes the same items)', () => {
    const id = copyId(JOB, 'record', SOURCE);
    expect(isUlid(id)).toBe(true);
    expect(id.slice(0, 10)).toBe(JOB.slice(0, 10));
    expect(copyId(JOB, 'record', SOURCE)).toBe(id);
  });

  it('differs per source, per kind and per job', () => {
    const id = copyId(JOB, 'record', SOURCE);
    expect(copyId(JOB, 'record', '01JC0000000000000000000002')).not.toBe(id);
    expect(copyId(JOB, 'upload', SOURCE)).not.toBe(id);
    expect(copyId(JOB, 'application', SOURCE)).not.toBe(id);
    expect(copyId('01JDZ8Y4G5QW2N3M4P5R6S7T8W', 'record', SOURCE)).not.toBe(id);
  });
});
