import { describe, expect, it } from 'vitest';
import { ACCESS_LEVELS, effectiveLevel } from './projects';

describe('effectiveLevel', () => {
  it('is the project’s level when the application’s own right is not above it: a right on an application never lowers it', () => {
    expect(effectiveLevel('read', 'none')).toEqual({ level: 'read', source: 'project' });
    expect(effectiveLevel('write', 'read')).toEqual({ level: 'write', source: 'project' });
    expect(effectiveLevel('full', 'full')).toEqual({ level: 'full', source: 'project' });
  });

  it('is the application’s own right when it is stronger, and none with neither', () => {
    expect(effectiveLevel('read', 'write')).toEqual({ level: 'write', source: 'application' });
    expect(effectiveLevel('none', 'read')).toEqual({ level: 'read', source: 'application' });
    expect(effectiveLevel('none', 'none')).toEqual({ level: 'none', source: 'none' });
  });

  it('is never below either level, for every pair', () => {
    for (const project of ACCESS_LEVELS) {
      for (const own of ACCESS_LEVELS) {
        const { level } = effectiveLevel(project, own);
        expect(ACCESS_LEVELS.indexOf(level)).toBe(Math.max(ACCESS_LEVELS.indexOf(project), ACCESS_LEVELS.indexOf(own)));
      }
    }
  });
});
