import { describe, expect, it } from 'vitest';
import {
  newAssignmentId,
  readLandingAssignment,
  signLandingAssignment,
  verifyLandingAssignment,
} from './landing-assignment-cookie.ts';

const secret = 'experiment-secret-of-at-least-32-characters';
const assignment = {
  experimentId: '3f1c9a2e-5b7d-4c1e-9a0b-1d2e3f4a5b6c',
  version: 2,
  since: Date.parse('2026-06-10T12:00:00Z'),
  assignmentId: newAssignmentId(),
};

describe('the signed landing assignment', () => {
  it('reads back what was signed, among other cookies', () => {
    const value = signLandingAssignment(assignment, secret);
    expect(verifyLandingAssignment(value, secret)).toEqual(assignment);
    expect(readLandingAssignment(`a=1; sg_landing=${value}; b=2`, secret)).toEqual(assignment);
  });

  it('refuses another secret, a changed field, the old unsigned value and garbage', () => {
    const value = signLandingAssignment(assignment, secret);
    expect(verifyLandingAssignment(value, 'another-secret-of-at-least-32-characters')).toBeNull();
    expect(verifyLandingAssignment(value.replace(`.${assignment.version}.`, '.1.'), secret)).toBeNull();
    expect(verifyLandingAssignment(value.replace(assignment.assignmentId, newAssignmentId()), secret)).toBeNull();
    expect(verifyLandingAssignment(`${assignment.experimentId}.2`, secret)).toBeNull();
    expect(readLandingAssignment(`sg_landing=${assignment.experimentId}.2`, secret)).toBeNull();
    expect(verifyLandingAssignment('x'.repeat(5000), secret)).toBeNull();
    expect(readLandingAssignment(undefined, secret)).toBeNull();
  });

  it('gives each assignment its own 16-character id', () => {
    const ids = new Set(Array.from({ length: 100 }, newAssignmentId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });
});
